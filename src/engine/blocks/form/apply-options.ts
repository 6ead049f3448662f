import type { RJSFSchema } from '@rjsf/utils';

/** One choice of a field whose choices are data. */
export interface Choice {
  readonly value: unknown;
  readonly label: string;
  /** The item the source marks as the starting choice (options `preselect`, e.g. the current period). */
  readonly preselected?: boolean;
}

/**
 * The schema with each field's choices as `oneOf` of `const` + `title` (what RJSF draws as a
 * select, or for an array field as a multi-select or checkboxes), by dotted field path
 * (`websiteProvider.providerName`). A field without choices yet keeps its schema: JSON Schema
 * has no empty `oneOf`.
 */
export function applyChoices(schema: RJSFSchema, choices: Readonly<Record<string, readonly Choice[]>>): RJSFSchema {
  let result = schema;
  for (const [field, list] of Object.entries(choices)) {
    if (list.length === 0) continue;
    result = updateField(result, field.split('.'), (fieldSchema) => withChoices(fieldSchema, list));
  }
  return result;
}

function withChoices(fieldSchema: RJSFSchema, list: readonly Choice[]): RJSFSchema {
  const oneOf = list.map(({ value, label }) => ({ const: value, title: label })) as RJSFSchema[];
  if (fieldSchema.type === 'array') {
    const items = (typeof fieldSchema.items === 'object' && !Array.isArray(fieldSchema.items) ? fieldSchema.items : {}) as RJSFSchema;
    const { enum: _enum, ...itemsWithoutEnum } = items;
    return { ...fieldSchema, uniqueItems: true, items: { ...itemsWithoutEnum, oneOf } };
  }
  const { enum: _enum, ...withoutEnum } = fieldSchema;
  return { ...withoutEnum, oneOf };
}

function updateField(schema: RJSFSchema, path: readonly string[], update: (field: RJSFSchema) => RJSFSchema): RJSFSchema {
  const [head, ...rest] = path;
  const properties = schema.properties as Record<string, RJSFSchema> | undefined;
  const child = head === undefined ? undefined : properties?.[head];
  if (!child || typeof child !== 'object') return schema;
  const next = rest.length === 0 ? update(child) : updateField(child, rest, update);
  return { ...schema, properties: { ...properties, [head!]: next } };
}
