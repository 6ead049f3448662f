import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { drawnPositions } from '../../../rules/index.ts';

type Translate = (key: string) => string;

/** Keywords whose value is a map of subschemas (field name → schema). */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);
/** Keywords whose value is one subschema. */
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf']);

/**
 * A definition's field schema with every `title` and `description` (i18n keys, meta-schema
 * `JsonSchema`) translated, and fixed-length lists (`prefixItems`) in the spelling RJSF draws
 * position by position (see src/rules/fixed-positions.ts). Only schema positions are walked, so
 * data such as `const`, `enum` and `default` values are never touched even when they look like keys.
 */
export function translateSchema(schema: unknown, t: Translate): RJSFSchema {
  return translateNode(schema, t) as RJSFSchema;
}

function translateNode(node: unknown, t: Translate): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: Record<string, unknown> = {};
  const drawn = drawnPositions(node as Record<string, unknown>, (child) => translateNode(child, t));
  for (const [key, value] of Object.entries(drawn)) {
    // drawnPositions translated the positions (a list-valued `items`) and the schema after them.
    if (drawn !== node && (key === 'items' || key === 'additionalItems')) {
      out[key] = value;
      continue;
    }
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

type UiNode = Record<string, unknown>;
const isUiNode = (value: unknown): value is UiNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The uiSchema with each fixed position's own title as its label (`ui:title`), where the
 * definition gave none: RJSF labels a position "<list title>-<n>" and reads the position's
 * schema title only from `ui:title`. The same object when the schema has no titled positions.
 */
export function withPositionTitles(schema: RJSFSchema, uiSchema: UiSchema): UiSchema {
  return positionTitlesOf(schema, uiSchema) as UiSchema;
}

function positionTitlesOf(schema: unknown, uiSchema: unknown): unknown {
  if (!isUiNode(schema)) return uiSchema;
  const ui: UiNode = isUiNode(uiSchema) ? uiSchema : {};
  let out: UiNode | undefined;
  const set = (key: string, value: unknown) => {
    if (value === ui[key]) return;
    out ??= { ...ui };
    out[key] = value;
  };
  if (isUiNode(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      const next = positionTitlesOf(child, ui[name]);
      if (next !== ui[name] && !(ui[name] === undefined && isUiNode(next) && Object.keys(next).length === 0)) set(name, next);
    }
  }
  if (Array.isArray(schema.items)) {
    const given = Array.isArray(ui.items) ? (ui.items as unknown[]) : [];
    const shared = isUiNode(ui.items) ? ui.items : undefined;
    const positions = schema.items.map((position, index) => {
      const own = (given[index] ?? shared ?? {}) as UiNode;
      const nested = positionTitlesOf(position, own) as UiNode;
      const title = isUiNode(position) && typeof position.title === 'string' ? position.title : undefined;
      return title !== undefined && nested['ui:title'] === undefined ? { ...nested, 'ui:title': title } : nested;
    });
    if (positions.some((position, index) => position !== (given[index] ?? shared ?? undefined) && Object.keys(position).length > 0)) set('items', positions);
  } else if (isUiNode(schema.items)) {
    const next = positionTitlesOf(schema.items, ui.items);
    if (next !== ui.items && !(ui.items === undefined && isUiNode(next) && Object.keys(next).length === 0)) set('items', next);
  }
  return out ?? uiSchema;
}
