/** The value at a dotted path of a record (`dealer.name`, `contacts.0.email`); undefined when any step is missing. */
export function valueAtPath(record: unknown, path: string): unknown {
  let node: unknown = record;
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
