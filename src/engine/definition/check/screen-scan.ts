import type { Block, ScreenDefinition, TableBlock } from '../generated.ts';
import { screenBlocks, type BlockEntry } from '../screen-blocks.ts';
import type { CheckContext } from './check-context.ts';
import { successBodySchema, type CheckedOperation, type SchemaNode } from './contract-shape.ts';
import type { MetaFindings } from './meta-validation.ts';

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

  /** What `$data.<blockId>` holds: the response of the block's data call; null when the block has none. */
  dataOf(block: Block): SourceSchema | null | undefined {
    switch (block.kind) {
      case 'table':
      case 'chart':
      case 'map':
        return this.responseOf(block.call.operationId);
      case 'detail':
        // A detail reading another block's data (`from`) publishes nothing of its own.
        return block.call ? this.responseOf(block.call.operationId) : null;
      case 'form':
      case 'wizard':
      case 'filters':
        return block.load ? this.responseOf(block.load.operationId) : null;
      case 'content': {
        const op = this.ctx.operations.get('getCmsPages');
        return op ? { schema: successBodySchema(op) ?? 'open', label: 'the CMS pages (getCmsPages)' } : undefined;
      }
      default:
        return null;
    }
  }

  /** The row schema of a table: `rows`, else `content` of a paged result, else the array answered. */
  rowsOf(table: TableBlock, pointer: string): SourceSchema | undefined {
    const data = this.dataOf(table);
    if (!data) return undefined;
    if (data.schema === 'open') return data;
    const view = this.ctx.view;
    const path = table.rows ?? (table.paging.mode === 'server' || view.property(data.schema, 'content') ? 'content' : undefined);
    const array = path === undefined ? data.schema : view.at(data.schema, path.split('.'));
    if (array === undefined) {
      this.report(`${pointer}${table.rows ? '/rows' : ''}`, `rows "${path}" are not in ${data.label}`);
      return undefined;
    }
    if (array === 'open') return { schema: 'open', label: data.label };
    const types = view.types(array);
    if (types && !types.has('array')) {
      this.report(`${pointer}${table.rows ? '/rows' : '/call'}`, `${path ? `"${path}" of ` : ''}${data.label} is not a list of rows; set "rows" to the path of the row array`);
      return undefined;
    }
    const items = view.items(array);
    return { schema: items ?? 'open', label: `the rows of ${table.call.operationId}${refName(items)}` };
  }

  /** The fields a form, wizard or filters block submits; undefined for other kinds. */
  producerOf(entry: BlockEntry): Producer | undefined {
    const { block, pointer, id } = entry;
    const fields = new Map<string, { schema: SchemaNode; pointer: string; required: boolean; hasDefault: boolean; skippableStep?: string }>();
    const add = (schema: unknown, schemaPointer: string, skippableStep?: string) => {
      const node = isNode(schema) ? schema : {};
      const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
      for (const [name, field] of Object.entries(isNode(node.properties) ? node.properties : {})) {
        if (!isNode(field)) continue;
        const entry = { schema: field, pointer: `${schemaPointer}/properties/${name}`, required: required.has(name), hasDefault: 'default' in field };
        fields.set(name, skippableStep === undefined ? entry : { ...entry, skippableStep });
      }
    };
    const offered = new Set<string>();
    // A searched source (SearchListField) also takes typed values, so its field is not offered.
    const offerFrom = (options: Readonly<Record<string, { search?: string }>> | undefined) => {
      for (const [name, source] of Object.entries(options ?? {})) if (source.search === undefined) offered.add(name);
    };
    if (block.kind === 'form' || block.kind === 'filters') {
      add(block.schema, `${pointer}/schema`);
      offerFrom(block.options);
    } else if (block.kind === 'wizard') {
      for (const [stepId, step] of Object.entries(block.steps)) {
        add(step.schema, `${pointer}/steps/${stepId}/schema`, step.skip ? stepId : undefined);
        offerFrom(step.options);
      }
    } else return undefined;
    const transient = new Set(block.kind === 'filters' ? [] : (block.transient ?? []));
    return { blockId: id, fields, transient, offered, dropsEmpty: block.kind === 'filters', pointer };
  }
}

/** " (Name)" for a schema that is a reference to a named contract schema. */
export function refName(schema: unknown): string {
  const ref = isNode(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
  const name = ref?.split('/').at(-1);
  return name ? ` (${name})` : '';
}
