import type { ErrorObject, ValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import { createServerAjv } from '../../../rules/core.ts';
import type { SchemaNode } from './contract-shape.ts';

/**
 * What to write instead of a draft-07 `items` list: fixed-length lists are 2020-12 `prefixItems`
 * (the form hands RJSF their draft-07 spelling itself, see src/rules/fixed-positions.ts), and
 * ajv 2020 cannot compile a draft-07 `items` list.
 */
export const DRAFT_07_POSITIONS =
  '"items" as a list (draft-07): write the positions as "prefixItems" (JSON Schema 2020-12), and "items": false for no more positions, or "items": {…} for the schema of the ones after them';

/**
 * Meta-schema validation that also reports where the definition holds what the other checks
 * need: the meta-schema marks i18n keys (`x-i18n-key`), calls (`x-call`), route links
 * (`x-route-link`) and route names (`x-route-name`), and these annotation keywords record each
 * value with its JSON pointer while ajv walks the definition. A new property typed as a
 * MessageKey or a Call is therefore checked with no change to the QA code.
 */
export interface Marked<T> {
  readonly pointer: string;
  readonly value: T;
}

export interface MetaFindings {
  readonly errors: Array<{ pointer: string; message: string }>;
  readonly keys: Marked<string>[];
  readonly calls: Marked<Record<string, unknown>>[];
  readonly links: Marked<Record<string, unknown>>[];
  readonly routeNames: Marked<string>[];
}

type Sink = { keys: Marked<string>[]; calls: Marked<Record<string, unknown>>[]; links: Marked<Record<string, unknown>>[]; routeNames: Marked<string>[] };
let sink: Sink | undefined;

const MARKERS = {
  'x-i18n-key': 'keys',
  'x-call': 'calls',
  'x-route-link': 'links',
  'x-route-name': 'routeNames',
} as const;

export function createMetaValidators(screenSchema: SchemaNode, skinSchema: SchemaNode) {
  const ajv = createServerAjv({ discriminator: true });
  // json-schema-to-typescript reads `tsType`; for validation it is an annotation.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  for (const [keyword, bucket] of Object.entries(MARKERS)) {
    ajv.addKeyword({
      keyword,
      schemaType: 'boolean',
      validate: (_schema: boolean, data: unknown, _parent?: unknown, cxt?: DataValidationCxt) => {
        sink?.[bucket].push({ pointer: cxt?.instancePath ?? '', value: data as never });
        return true;
      },
    });
  }
  const screen = ajv.compile(screenSchema);
  const skin = ajv.compile(skinSchema);
  return {
    screen: (definition: unknown): MetaFindings => run(screen, definition),
    skin: (definition: unknown): MetaFindings => run(skin, definition),
  };
}

function run(validate: ValidateFunction, data: unknown): MetaFindings {
  sink = { keys: [], calls: [], links: [], routeNames: [] };
  try {
    const valid = validate(data);
    const found = sink;
    const dedupe = <T>(list: Marked<T>[]) => [...new Map(list.map((m) => [m.pointer, m])).values()];
    return {
      errors: valid ? [] : describeErrors(validate.errors ?? []),
      keys: dedupe(found.keys),
      calls: dedupe(found.calls),
      links: dedupe(found.links),
      routeNames: dedupe(found.routeNames),
    };
  } finally {
    sink = undefined;
  }
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing required property "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown property "${String(p.additionalProperty)}"`;
    case 'unevaluatedProperties':
      return `unknown property "${String(p.unevaluatedProperty)}"`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (is ${JSON.stringify(error.data)})`;
    case 'discriminator':
      return p.error === 'mapping'
        ? `unknown block kind ${JSON.stringify(p.tagValue)} (known: form, table, filters, wizard, modal, content, chart, actions, detail, xml, map, video)`
        : `a block needs a "kind"`;
    case 'oneOf': {
      const branches = (error.schema as unknown[]) ?? [];
      const requiredOnly = branches.every((b) => typeof b === 'object' && b !== null && Object.keys(b).join() === 'required');
      if (requiredOnly) {
        const names = branches.map((b) => ((b as { required: string[] }).required[0] ?? '')).join(', ');
        return `needs exactly one of ${names}`;
      }
      return error.message ?? 'must match exactly one schema';
    }
    case 'pattern':
      return `${JSON.stringify(error.data)} does not match ${String(p.pattern)}`;
    case 'type': {
      if (Array.isArray(error.data) && /\/items$/.test(error.instancePath)) {
        return DRAFT_07_POSITIONS;
      }
      const wanted = String(p.type).split(',').map((t) => (t === 'object' || t === 'array' ? `an ${t}` : t === 'integer' ? 'an integer' : `a ${t}`));
      return `must be ${wanted.join(' or ')}, not ${describeValue(error.data)}`;
    }
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)} (is ${JSON.stringify(error.data)})`;
    case 'minItems':
    case 'maxItems':
      return `must have ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} item(s)`;
    case 'minLength':
    case 'maxLength':
      return `must be ${error.keyword === 'minLength' ? 'at least' : 'at most'} ${String(p.limit)} character(s) long`;
    case 'minimum':
    case 'maximum':
      return `must be ${String(p.comparison)} ${String(p.limit)} (is ${JSON.stringify(error.data)})`;
    case 'uniqueItems':
      return `lists the same value twice (items ${String(p.j)} and ${String(p.i)})`;
    case 'dependentRequired':
      return `"${String(p.property)}" needs "${String(p.missingProperty)}" beside it`;
    default:
      return error.message ?? error.keyword;
  }
}

/** Readable errors, without the echo that `if`/`then`, `allOf` and `anyOf` add around a real one. */
function describeErrors(errors: readonly ErrorObject[]): Array<{ pointer: string; message: string }> {
  const wrappers = new Set(['if', 'anyOf', 'allOf']);
  const seen = new Set<string>();
  const out: Array<{ pointer: string; message: string }> = [];
  for (const error of errors) {
    if (wrappers.has(error.keyword)) continue;
    const entry = { pointer: error.instancePath, message: describe(error) };
    const key = `${entry.pointer} ${entry.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(entry);
    }
  }
  return out;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'string' ? 'the text' : `the ${typeof value}`} ${JSON.stringify(value)}`;
}
