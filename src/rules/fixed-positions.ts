/**
 * Fixed-length lists are written in JSON Schema 2020-12 (`prefixItems` for the positions, `items`
 * for any after them), the dialect of the contract and of the shared validator. RJSF draws a list
 * position by position only from the draft-07 spelling (`items` as a list, `additionalItems`),
 * so the form hands RJSF that spelling and its validator turns it back before ajv sees it. The
 * QA check refuses the draft-07 spelling in definitions, so a list-valued `items` in a form's
 * schema always came from `drawnPositions` and the way back is unambiguous.
 */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a map of subschemas. */
const SCHEMA_MAPS = ['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas'];
/** Keywords whose value is one subschema (`items` and `additionalItems` are handled apart). */
const SCHEMA_VALUES = ['additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];

/**
 * One node in the other spelling, its subschemas converted by `convert`; the same object when
 * nothing below it changes, so compiled validators and memoised schemas keep their identity.
 */
function rewrite(node: Node, convert: (child: unknown) => unknown, own: (node: Node, out: Node) => boolean): Node {
  const out: Node = { ...node };
  let changed = own(node, out);
  const set = (key: string, value: unknown, before: unknown) => {
    if (value !== before) {
      out[key] = value;
      changed = true;
    }
  };
  for (const key of SCHEMA_MAPS) {
    const map = out[key];
    if (!isNode(map)) continue;
    let mapChanged = false;
    const next = Object.fromEntries(
      Object.entries(map).map(([name, child]) => {
        const converted = convert(child);
        if (converted !== child) mapChanged = true;
        return [name, converted];
      }),
    );
    if (mapChanged) set(key, next, map);
  }
  for (const key of SCHEMA_VALUES) if (key in out) set(key, convert(out[key]), out[key]);
  for (const key of SCHEMA_LISTS) {
    const list = out[key];
    if (!Array.isArray(list)) continue;
    const next = list.map(convert);
    if (next.some((child, i) => child !== list[i])) set(key, next, list);
  }
  if (!Array.isArray(out.items) && 'items' in out) set('items', convert(out.items), out.items);
  if ('additionalItems' in out) set('additionalItems', convert(out.additionalItems), out.additionalItems);
  return changed ? out : node;
}

/**
 * The schema as RJSF draws it: `prefixItems` as a list-valued `items`, a following `items` schema
 * as `additionalItems` (RJSF's "Add" for positions after the fixed ones; `false` for none).
 * Subschemas the form translates are passed through `child` (titles in the page's language).
 */
export function drawnPositions(node: Node, child: (schema: unknown) => unknown): Node {
  if (!Array.isArray(node.prefixItems)) return node;
  const { prefixItems, items, ...rest } = node;
  const out: Node = { ...rest, items: (prefixItems as unknown[]).map(child) };
  // `items: true` (any value after the positions) is what draft-07 assumes without additionalItems.
  if (items !== undefined && items !== true) out.additionalItems = child(items);
  return out;
}

const validated = new WeakMap<object, unknown>();

/**
 * The 2020-12 spelling of a schema RJSF holds (the inverse of `drawnPositions`, at any depth),
 * remembered per schema object: ajv compiles a schema once per object it is given.
 */
export function validatedPositions<S>(schema: S): S {
  if (!isNode(schema)) return schema;
  const known = validated.get(schema);
  if (known !== undefined) return known as S;
  const result = rewrite(schema, validatedPositions, (node, out) => {
    if (!Array.isArray(node.items)) return false;
    out.prefixItems = node.items.map(validatedPositions);
    delete out.items;
    delete out.additionalItems;
    if ('additionalItems' in node) out.items = validatedPositions(node.additionalItems);
    return true;
  });
  validated.set(schema, result);
  return result as S;
}
