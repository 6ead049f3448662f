import { kindOf } from '../../blocks/kinds.ts';
import type { Block, ScreenDefinition } from '../generated.ts';
import { screenBlocks, type BlockEntry } from '../screen-blocks.ts';
import type { CheckContext } from './check-context.ts';
import { successBodySchema, type CheckedOperation, type SchemaNode } from './contract-shape.ts';
import type { MetaFindings } from './meta-validation.ts';
import { refName } from './sources.ts';

/** A schema a definition reads from, with the name the messages use for it. */
export interface SourceSchema {
  readonly schema: SchemaNode | 'open';
  readonly label: string;
}

/** The fields a form-like block submits as `$form` (or a filters block as `$filters`). */
export interface Producer {
  readonly blockId: string;
  /** Field name → its schema and the pointer of its definition. */
  readonly fields: ReadonlyMap<string, { schema: SchemaNode; pointer: string; required: boolean; hasDefault: boolean; skippableStep?: string }>;
  readonly transient: ReadonlySet<string>;
  /**
   * Fields (dotted for a member of an object field) whose values the user picks from an options
   * source rather than types: their values are the server's own answers.
   */
  readonly offered: ReadonlySet<string>;
  /** A filters block: it never sends an empty text or an empty list (applied-filters.ts). */
  readonly dropsEmpty: boolean;
  readonly pointer: string;
}

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One definition under check: its blocks indexed, the findings of meta validation, and the issues so far. */
export class ScreenScan {
  readonly issues: Array<{ pointer: string; message: string }> = [];
  readonly blocks: BlockEntry[];
  readonly blockById: ReadonlyMap<string, BlockEntry>;

  constructor(
    readonly definition: ScreenDefinition,
    readonly findings: MetaFindings,
    readonly ctx: CheckContext,
  ) {
    this.blocks = screenBlocks(definition);
    this.blockById = new Map(this.blocks.map((entry) => [entry.id, entry]));
  }

  report(pointer: string, message: string): void {
    if (!this.issues.some((i) => i.pointer === pointer && i.message === message)) this.issues.push({ pointer, message });
  }

  /** The value at a JSON pointer of the definition. */
  at(pointer: string): unknown {
    return pointer
      .split('/')
      .slice(1)
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isNode(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined), this.definition);
  }

  operation(operationId: unknown): CheckedOperation | undefined {
    return typeof operationId === 'string' ? this.ctx.operations.get(operationId) : undefined;
  }

  private responseOf(operationId: string | undefined): SourceSchema | undefined {
    const op = this.operation(operationId);
    if (!op) return undefined;
    const schema = successBodySchema(op);
    return { schema: schema ?? 'open', label: `the response of ${op.operationId}${refName(schema)}` };
  }

  /** The answer of a call (what `$response` reads in its outcome). */
  callResponseOf(operationId: string | undefined): SourceSchema | undefined {
    return this.responseOf(operationId);
  }

  /** What `$data.<blockId>` holds: the answer of the data call its kind declares; null when it has none. */
  dataOf(block: Block): SourceSchema | null | undefined {
    const call = kindOf(block)?.data?.(block as never);
    if (!call) return null;
    if (call.label === undefined) return this.responseOf(call.operationId);
    const op = this.operation(call.operationId);
    return op ? { schema: successBodySchema(op) ?? 'open', label: call.label } : undefined;
  }

  /** The rows a block lists (a table's row schema); undefined for a kind without rows. */
  rowsOf(block: Block, pointer: string): SourceSchema | undefined {
    return kindOf(block)?.rows?.(this, block as never, pointer);
  }

  /** The fields a block submits (as `$form` or `$filters`); undefined for a kind that draws no form. */
  producerOf(entry: BlockEntry): Producer | undefined {
    const { block, pointer, id } = entry;
    const kind = kindOf(block);
    if (!kind?.forms || !kind.produces) return undefined;
    const fields = new Map<string, { schema: SchemaNode; pointer: string; required: boolean; hasDefault: boolean; skippableStep?: string }>();
    const offered = new Set<string>();
    for (const part of kind.forms(block as never, pointer)) {
      const node = isNode(part.schema) ? part.schema : {};
      const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
      for (const [name, field] of Object.entries(isNode(node.properties) ? node.properties : {})) {
        if (!isNode(field)) continue;
        const entry = { schema: field, pointer: `${part.pointer}/schema/properties/${name}`, required: required.has(name), hasDefault: 'default' in field };
        fields.set(name, part.skippableStep === undefined ? entry : { ...entry, skippableStep: part.skippableStep });
      }
      // A searched source (SearchListField) also takes typed values, so its field is not offered.
      for (const [name, source] of Object.entries(part.options ?? {})) if (source.search === undefined) offered.add(name);
    }
    const transient = new Set(kind.transient?.(block as never) ?? []);
    return { blockId: id, fields, transient, offered, dropsEmpty: kind.dropsEmpty === true, pointer };
  }
}

export { refName };
