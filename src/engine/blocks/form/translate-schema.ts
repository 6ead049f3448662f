import type { RJSFSchema, UiSchema } from '@rjsf/utils';

type Translate = (key: string) => string;

/** Keywords whose value is a map of subschemas (field name → schema). */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);
/** Keywords whose value is one subschema. */
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf', 'prefixItems']);

/**
 * A definition's field schema with every `title` and `description` (i18n keys, meta-schema
 * `JsonSchema`) translated. Only schema positions are walked, so data such as `const`, `enum`
 * and `default` values are never touched even when they look like keys.
 */
export function translateSchema(schema: unknown, t: Translate): RJSFSchema {
  return translateNode(schema, t) as RJSFSchema;
}

function translateNode(node: unknown, t: Translate): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'title' || key === 'description') && typeof value === 'string') out[key] = t(value);
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, translateNode(child, t)]));
    } else if (SCHEMA_VALUES.has(key)) out[key] = translateNode(value, t);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((child) => translateNode(child, t));
    else out[key] = value;
  }
  return out;
}

/** uiSchema options holding text the user reads (i18n keys in definitions). */
const UI_TEXT = new Set(['ui:placeholder', 'ui:help', 'ui:title', 'ui:description', 'ui:submitButtonOptions']);

/** A definition's uiSchema with its placeholder, help, title and description keys translated, per field at any depth. */
export function translateUiSchema(uiSchema: unknown, t: Translate): UiSchema {
  if (uiSchema === null || typeof uiSchema !== 'object' || Array.isArray(uiSchema)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (UI_TEXT.has(key) && typeof value === 'string') out[key] = t(value);
    else if (!key.startsWith('ui:') && value && typeof value === 'object' && !Array.isArray(value)) out[key] = translateUiSchema(value, t);
    else out[key] = value;
  }
  return out as UiSchema;
}
