import type { RJSFSchema } from '@rjsf/utils';

export type Values = Record<string, unknown>;

/**
 * The values of a form as its calls send them (`$form`): only the fields its schema declares
 * (initial values may be a whole record, whose other members the operation would refuse), minus
 * the transient fields that only drive conditions.
 */
export function callValues(values: Values, schema: RJSFSchema, transient: readonly string[] = []): Values {
  const declared = declaredFields(schema);
  const out: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (!declared(name)) continue;
    if (transient.includes(name) || value === undefined) continue;
    out[name] = value;
  }
  return out;
}

/**
 * A value limited to what its schema declares, at any depth: the members of an object schema
 * with properties, each item of an array of such objects. A loaded record's rows (a report's
 * scored categories) carry members the form does not edit and the operation would refuse.
 */
function declaredOnly(value: unknown, schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return value;
  const node = schema as RJSFSchema;
  if (Array.isArray(value)) {
    const items = node.items;
    return items && typeof items === 'object' && !Array.isArray(items) ? value.map((item) => declaredOnly(item, items)) : value;
  }
  // Starting values read from the address (`$query`) are text; a numeric text of a number field is that number.
  if (typeof value === 'string' && (node.type === 'integer' || node.type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === null || typeof value !== 'object' || value instanceof Blob || !node.properties) return value;
  const properties = node.properties;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => Object.hasOwn(properties, name))
      .map(([name, member]) => [name, declaredOnly(member, properties[name])]),
  );
}

/**
 * Starting values limited to the schema's fields at any depth (see callValues), transient ones
 * kept for the user to answer; a number field's numeric text (from the address) as its number.
 */
export function schemaValues(values: unknown, schema: RJSFSchema): Values {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return {};
  const declared = declaredFields(schema);
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => declared(name))
      .map(([name, value]) => [name, declaredOnly(value, schema.properties?.[name])]),
  );
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a top-level name is a field of the schema: one of its `properties`, or of the parts a
 * form draws conditionally (`allOf`, `anyOf`/`oneOf` branches, `then`/`else`,
 * `dependencies`, `dependentSchemas`), a name a `patternProperties` pattern matches, or any name
 * when `additionalProperties` is written and not false. A schema without any of these keeps
 * every value. Only names that no part declares are dropped (the rest of a loaded record).
 */
export function declaredFields(schema: unknown): (name: string) => boolean {
  const names = new Set<string>();
  const patterns: RegExp[] = [];
  let open = false;
  let shaped = false;
  const visit = (node: unknown) => {
    if (!isNode(node)) return;
    if (isNode(node.properties)) {
      shaped = true;
      Object.keys(node.properties).forEach((name) => names.add(name));
    }
    if (isNode(node.patternProperties)) {
      shaped = true;
      for (const pattern of Object.keys(node.patternProperties)) patterns.push(new RegExp(pattern, 'u'));
    }
    if ('additionalProperties' in node) {
      shaped = true;
      if (node.additionalProperties !== false) open = true;
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(visit);
    // `if` only tests values: a name it mentions is not thereby a field (ComplianceReportInput's
    // `if kind is DEALER` would otherwise keep a loaded `kind` the form neither shows nor may send).
    for (const key of ['then', 'else']) visit(node[key]);
    for (const key of ['dependencies', 'dependentSchemas']) if (isNode(node[key])) Object.values(node[key]).forEach(visit);
  };
  visit(schema);
  if (!shaped || open) return () => true;
  return (name) => names.has(name) || patterns.some((pattern) => pattern.test(name));
}

/** Text values without surrounding blanks, at any depth (the spec's contact modal: "Values are trimmed"). */
export function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmed) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, trimmed(member)])) as T;
  }
  return value;
}
