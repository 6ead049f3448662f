import { kindOf } from '../../blocks/kinds.ts';
import type { SchemaNode } from './contract-shape.ts';
import type { ScreenScan } from './screen-scan.ts';
import { DRAFT_07_POSITIONS } from './meta-validation.ts';
import { checkUiOrder } from './check-ui-order.ts';

/**
 * What the form and wizard blocks (RJSF with the MUI theme) can draw and submit, checked on
 * every field schema and uiSchema of a definition, with a sentence that says what to write
 * instead: an object root, JSON Schema 2020-12 (no `$schema`, no draft-07 `items` lists), formats
 * and keywords the shared rules know, widget and field names RJSF has, and `ui:order` lists that
 * name every property (check-ui-order.ts).
 */

/** `ui:widget` names RJSF resolves (its widget map per type, and its registry's widget names). */
export const WIDGET_NAMES: ReadonlySet<string> = new Set([
  'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea', 'hidden', 'date', 'datetime',
  'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file', 'files', 'updown', 'range', 'checkbox', 'checkboxes',
  'AltDateWidget', 'AltDateTimeWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateWidget', 'DateTimeWidget', 'EmailWidget',
  'FileWidget', 'HiddenWidget', 'PasswordWidget', 'RadioWidget', 'RangeWidget', 'RatingWidget', 'SelectWidget', 'TextWidget', 'TextareaWidget',
  'TimeWidget', 'UpDownWidget', 'URLWidget',
]);

/**
 * The engine's own fields (EngineForm's FIELDS): each draws its whole value itself, so what its
 * schema holds below it (a parameter's `type` code) is never shown as a field.
 */
export const ENGINE_FIELD_NAMES: ReadonlySet<string> = new Set(['TypedParametersField', 'SearchListField', 'DurationField']);

/** `ui:field` names RJSF's registry has, and the engine's own. */
export const FIELD_NAMES: ReadonlySet<string> = new Set([
  ...ENGINE_FIELD_NAMES,
  'AnyOfField', 'ArrayField', 'BooleanField', 'LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField', 'NumberField', 'ObjectField',
  'OneOfField', 'SchemaField', 'StringField', 'NullField',
]);

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const SCHEMA_VALUED = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas', 'definitions'];

export function checkFieldSchemas(scan: ScreenScan): void {
  for (const { block, pointer } of scan.blocks) {
    for (const part of kindOf(block)?.forms?.(block, pointer) ?? []) checkForm(scan, part.schema, part.uiSchema, part.pointer);
  }
}

function checkForm(scan: ScreenScan, schema: SchemaNode, uiSchema: unknown, pointer: string): void {
  const at = `${pointer}/schema`;
  const rootType = schema.type;
  if (rootType !== undefined && rootType !== 'object') {
    scan.report(at, `the fields of a form are an object schema ("type": "object" with "properties"), not ${JSON.stringify(rootType)}: put the value in a property, e.g. {"type": "object", "properties": {"value": …}}`);
    return;
  }
  if (rootType === undefined && !isNode(schema.properties) && !isNode(schema.$ref)) {
    scan.report(at, 'the fields of a form are an object schema: give it "type": "object" and "properties"');
  }
  let shaped = true;
  walk(schema, at, (node, where) => {
    if ('$schema' in node) {
      scan.report(`${where}/$schema`, 'remove "$schema": field schemas are JSON Schema 2020-12, the dialect of the contract, which the engine declares itself');
      shaped = false;
    }
    if (Array.isArray(node.items)) {
      scan.report(`${where}/items`, DRAFT_07_POSITIONS);
      shaped = false;
    }
    if ('additionalItems' in node) {
      scan.report(`${where}/additionalItems`, '"additionalItems" is draft-07; with "prefixItems", write "items" for the positions after them');
      shaped = false;
    }
    if ('dependencies' in node) {
      scan.report(`${where}/dependencies`, '"dependencies" is draft-07, which the shared validator (JSON Schema 2020-12) does not check: write "dependentRequired" for names a field needs beside it, or "if"/"then" for fields that appear with another field\'s value');
      shaped = false;
    }
  });
  // ajv would repeat the shape problems above in its own words.
  if (shaped) {
    const problem = scan.ctx.fieldsSchemaProblem(schema);
    if (problem) scan.report(at, problem);
  }
  checkUiSchema(scan, uiSchema, `${pointer}/uiSchema`);
  checkUiOrder(scan, schema, uiSchema, pointer);
}

function walk(node: unknown, pointer: string, visit: (node: SchemaNode, pointer: string) => void): void {
  if (!isNode(node)) return;
  visit(node, pointer);
  for (const key of SCHEMA_VALUED) if (isNode(node[key])) walk(node[key], `${pointer}/${key}`, visit);
  for (const key of SCHEMA_LISTS) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((item, i) => walk(item, `${pointer}/${key}/${i}`, visit));
  for (const key of SCHEMA_MAPS) if (isNode(node[key])) for (const [name, item] of Object.entries(node[key])) walk(item, `${pointer}/${key}/${name}`, visit);
}

function checkUiSchema(scan: ScreenScan, uiSchema: unknown, pointer: string): void {
  if (!isNode(uiSchema)) return;
  for (const [key, value] of Object.entries(uiSchema)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key === 'ui:widget' && typeof value === 'string' && !WIDGET_NAMES.has(value)) {
      scan.report(at, `unknown widget "${value}": the field would not be drawn; use one of text, textarea, password, select, radio, checkbox, checkboxes, date, time, updown, range, hidden, file`);
    } else if (key === 'ui:field' && typeof value === 'string' && !FIELD_NAMES.has(value)) {
      scan.report(at, `unknown field "${value}": the field would not be drawn; leave "ui:field" out for RJSF's own field of the schema's type`);
    } else if (!key.startsWith('ui:')) checkUiSchema(scan, value, at);
    else if (key === 'ui:options' && isNode(value)) {
      if (typeof value.widget === 'string' && !WIDGET_NAMES.has(value.widget)) scan.report(`${at}/widget`, `unknown widget "${value.widget}": the field would not be drawn`);
    }
  }
}
