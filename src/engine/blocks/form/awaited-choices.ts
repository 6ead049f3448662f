import type { UiSchema } from '@rjsf/utils';
import type { OptionsSource } from '../../definition/index.ts';

/**
 * Fields whose choices a call is still fetching. JSON Schema has no empty `oneOf`, so such a
 * field keeps its own schema until the list arrives: an integer field is a number box, a string
 * one a text box. Left open, a quick user types a value the list may not hold, or clicks a box
 * that is replaced by the select a moment later and opens nothing.
 */
export function fieldsAwaitingChoices(
  options: Readonly<Record<string, OptionsSource>> | undefined,
  settled: Readonly<Record<string, boolean>>,
): string[] {
  return Object.entries(options ?? {})
    .filter(([field, source]) => source.call !== undefined && !source.search && settled[field] !== true)
    .map(([field]) => field);
}

/** The uiSchema with each awaited field (a dotted path) disabled and saying what it waits for. */
export function withAwaitedChoices(uiSchema: UiSchema, fields: readonly string[], loadingText: string): UiSchema {
  let result = uiSchema;
  for (const field of fields) result = updateAt(result, field.split('.'), (entry) => ({ ...entry, 'ui:disabled': true, 'ui:placeholder': loadingText }));
  return result;
}

function updateAt(uiSchema: UiSchema, path: readonly string[], update: (entry: UiSchema) => UiSchema): UiSchema {
  const [head, ...rest] = path;
  if (head === undefined) return uiSchema;
  const entry = (uiSchema[head] ?? {}) as UiSchema;
  return { ...uiSchema, [head]: rest.length === 0 ? update(entry) : updateAt(entry, rest, update) };
}
