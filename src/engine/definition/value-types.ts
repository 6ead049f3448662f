/**
 * The value types the meta-schema names through `tsType` (schemas/meta/screen.schema.json):
 * JSON values, bindings, and the embedded field schemas. Kept apart from generated.ts because
 * JSON Schema cannot express them precisely and json-schema-to-typescript would widen them.
 */

/** Any JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A binding or literal as a definition writes it (see the meta-schema's `Binding`). */
export type Binding = JsonValue;

/**
 * A JSON Schema (2020-12) of the fields of a form, filter bar or wizard step. Typed loosely on
 * purpose: the engine hands it to RJSF, and the QA check reads it as plain data.
 */
export type FieldsSchema = { [keyword: string]: unknown };

/** RJSF uiSchema hints, per field by name. */
export type FieldsUiSchema = { [field: string]: unknown };
