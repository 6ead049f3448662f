/**
 * Query parameters without the blank ones. A filter the user left empty means "no filter", and
 * sending `dealer=` would ask the server for dealers whose code matches the empty string.
 */
export function withoutBlankParameters(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[name] = value;
  }
  return kept;
}
