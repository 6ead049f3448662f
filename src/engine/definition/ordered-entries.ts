/**
 * Keyed maps of a definition (blocks, columns, steps, actions, fields, series) show by ascending
 * `order`, absent counting as 0, ties in document order: the rule the meta-schema documents so
 * that overlays can add or move one entry without repeating the others.
 */
export function orderedEntries<T extends { order?: number }>(map: Readonly<Record<string, T | null | undefined>> | undefined): Array<[string, T]> {
  if (!map) return [];
  const present = Object.entries(map).filter((entry): entry is [string, T] => entry[1] !== null && entry[1] !== undefined);
  // Array.prototype.sort is stable, so equal orders keep document order.
  return present.sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0));
}
