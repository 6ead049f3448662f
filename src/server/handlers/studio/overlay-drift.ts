/**
 * Overlay values that no longer meet the base they patch: a null (RFC 7396: delete) of a key the
 * base does not have, or an object merged onto a base value that is not one. Both mean the base
 * changed under the overlay; they are the studio's warnings, not QA errors (the merge still works).
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function overlayDrift(base: unknown, patch: unknown, pointer = ''): string[] {
  if (!isObject(patch) || !isObject(base)) return [];
  return Object.entries(patch).flatMap(([key, value]) => {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (value === null) return Object.hasOwn(base, key) ? [] : [at];
    if (!isObject(value) || !Object.hasOwn(base, key)) return [];
    return isObject(base[key]) ? overlayDrift(base[key], value, at) : [at];
  });
}
