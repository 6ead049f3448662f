/**
 * The address a player may load: an http(s) address, or a path of this origin, resolved against
 * it. Anything else (javascript:, data:, a blank or a non-string value) gives undefined, so
 * nothing the data holds can make the player run or embed something else.
 */
export function mediaAddress(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
