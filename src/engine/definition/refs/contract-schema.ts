import type { SchemaNode } from '../check/contract-shape.ts';

/**
 * A contract schema made fit for a form: its `$ref`s to other named schemas inlined (the
 * browser gets a self-contained schema, never the contract), and the API documentation dropped
 * (`title` and `description` are English prose for API readers, and RJSF would print them;
 * the screen gives titles and help as i18n keys). Constraints, formats and the rule keywords
 * (`x-zip-country`, `x-message-key`) are kept as they are: they are the contract's verdict.
 */
const DOCUMENTATION = new Set(['title', 'description', 'example', 'examples', 'externalDocs', 'xml', 'deprecated', 'discriminator', '$comment']);
/** Keywords whose value is a schema. */
const SCHEMA_VALUED = new Set(['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas', 'definitions']);

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

export type Deref = (ref: string) => SchemaNode | undefined;

export class ContractSchemaError extends Error {}

export function formSchemaOf(schema: unknown, deref: Deref, seen: readonly string[] = []): unknown {
  if (!isNode(schema)) return schema;
  if (typeof schema.$ref !== 'string') return walk(schema, deref, seen);
  const { $ref: ref, ...siblings } = schema as SchemaNode & { $ref: string };
  if (seen.includes(ref)) throw new ContractSchemaError(`${ref.split('/').at(-1)} refers to itself; a recursive schema cannot be drawn as a form`);
  const target = deref(ref);
  if (!target) throw new ContractSchemaError(`${ref} is not in the contract`);
  // The contract writes `$ref` with a description beside it; any other sibling narrows the target.
  return { ...(formSchemaOf(target, deref, [...seen, ref]) as SchemaNode), ...walk(siblings, deref, seen) };
}

function walk(node: SchemaNode, deref: Deref, seen: readonly string[]): SchemaNode {
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (DOCUMENTATION.has(key)) continue;
    if (SCHEMA_VALUED.has(key)) out[key] = formSchemaOf(value, deref, seen);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((item) => formSchemaOf(item, deref, seen));
    else if (SCHEMA_MAPS.has(key) && isNode(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, formSchemaOf(item, deref, seen)]));
    else out[key] = value;
  }
  return out;
}
