/** The screen definition language: generated types (from schemas/meta/) and the helpers every consumer shares. */
export type * from './generated.ts';
export type { Binding as BindingValue, FieldsSchema, FieldsUiSchema, JsonValue } from './value-types.ts';
export { orderedEntries } from './ordered-entries.ts';
export { filterSettingsKey, FILTER_SETTINGS_PREFIX } from './filter-settings-key.ts';
export { screenBlocks, escapePointer, type BlockEntry } from './screen-blocks.ts';
