import type { ErrorSchema } from '@rjsf/utils';

/** A message on a field named by its dotted path (`contacts.2.email`). */
export interface PathMessage {
  readonly field: string;
  readonly text: string;
}

/** Messages as the ErrorSchema RJSF shows on fields (`{contacts: {2: {email: {__errors: [...]}}}}`). */
export function errorSchemaOf(messages: readonly PathMessage[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { field, text } of messages) {
    let node = root;
    for (const segment of field.split('.').filter(Boolean)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const errors = (node.__errors ??= []) as string[];
    if (!errors.includes(text)) errors.push(text);
  }
  return root as ErrorSchema;
}

/** Every field of an ErrorSchema that carries errors, as [dotted path, messages]. */
export function errorEntries(schema: ErrorSchema | undefined, prefix: string[] = []): Array<[string[], string[]]> {
  if (!schema || typeof schema !== 'object') return [];
  const entries: Array<[string[], string[]]> = [];
  for (const [key, child] of Object.entries(schema as Record<string, unknown>)) {
    if (key === '__errors') {
      if (Array.isArray(child) && child.length > 0) entries.push([prefix, child as string[]]);
    } else {
      entries.push(...errorEntries(child as ErrorSchema, [...prefix, key]));
    }
  }
  return entries;
}

/** The errors of an ErrorSchema on the fields `keep` accepts (by path), rebuilt as an ErrorSchema. */
export function pickErrors(schema: ErrorSchema | undefined, keep: (path: readonly string[]) => boolean): ErrorSchema {
  const messages: PathMessage[] = [];
  for (const [path, texts] of errorEntries(schema)) {
    if (!keep(path)) continue;
    for (const text of texts) messages.push({ field: path.join('.'), text });
  }
  return errorSchemaOf(messages);
}

/** Both schemas' errors together; a message present in both appears once. */
export function mergeErrorSchemas(...schemas: ReadonlyArray<ErrorSchema | undefined>): ErrorSchema {
  const messages: PathMessage[] = [];
  for (const schema of schemas) {
    for (const [path, texts] of errorEntries(schema)) {
      for (const text of texts) messages.push({ field: path.join('.'), text });
    }
  }
  return errorSchemaOf(messages);
}

/** RJSF's id of the field at `path`: the prefix and the path joined by the separator (root_contacts_2_email). */
export function fieldIdOf(path: readonly string[], idPrefix: string, idSeparator: string): string {
  return [idPrefix, ...path].join(idSeparator);
}
