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

/** Starting values limited to the schema's fields (see callValues), transient ones kept for the user to answer. */
export function schemaValues(values: unknown, schema: RJSFSchema): Values {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return {};
  const declared = schema.properties ? Object.keys(schema.properties) : undefined;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !declared || declared.includes(name)));
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
