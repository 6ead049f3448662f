import type { RJSFSchema } from '@rjsf/utils';

export type Values = Record<string, unknown>;

/**
 * The values of a form as its calls send them (`$form`): only the fields its schema declares
 * (initial values may be a whole record, whose other members the operation would refuse), minus
 * the transient fields that only drive conditions.
 */
export function callValues(values: Values, schema: RJSFSchema, transient: readonly string[] = []): Values {
  const declared = schema.properties ? Object.keys(schema.properties) : undefined;
  const out: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (declared && !declared.includes(name)) continue;
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
  if (value === null || typeof value !== 'object' || value instanceof Blob || !node.properties) return value;
  const properties = node.properties;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => Object.hasOwn(properties, name))
      .map(([name, member]) => [name, declaredOnly(member, properties[name])]),
  );
}

/** Starting values limited to the schema's fields at any depth (see callValues), transient ones kept for the user to answer. */
export function schemaValues(values: unknown, schema: RJSFSchema): Values {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return {};
  const declared = schema.properties ? Object.keys(schema.properties) : undefined;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !declared || declared.includes(name))
      .map(([name, value]) => [name, declaredOnly(value, schema.properties?.[name])]),
  );
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
