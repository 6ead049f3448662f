import { mergePatch } from '../../engine/tooling.ts';

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One value of the merged screen and the layer it comes from. */
export interface MergedValue {
  readonly pointer: string;
  readonly value: Json;
  readonly origin: 'base' | 'overlay';
}

/**
 * The merged screen (RFC 7396, as the portal applies an overlay) as its leaf values, each marked
 * with the layer it comes from: the overlay where the patch sets it (an array is replaced whole,
 * so it is one value), the base everywhere else.
 */
export function mergedValues(base: Json, overlay: Json): MergedValue[] {
  const merged = mergePatch(base, overlay);
  const values: MergedValue[] = [];
  const walk = (value: Json, patch: Json, pointer: string) => {
    if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, isObject(patch) ? patch[key] : undefined, `${pointer}/${escape(key)}`);
      return;
    }
    values.push({ pointer, value, origin: patch !== undefined ? 'overlay' : 'base' });
  };
  walk(merged, overlay, '');
  return values;
}

/** An overlay member whose base member changed or vanished since the overlay was written against it. */
export interface StaleOverlayKey {
  readonly pointer: string;
  readonly reason: 'vanished' | 'changed';
}

const has = (value: Json, path: readonly string[]) => {
  let at = value;
  for (const key of path) {
    if (!isObject(at) || !Object.hasOwn(at, key)) return { found: false as const };
    at = at[key];
  }
  return { found: true as const, value: at };
};

/**
 * The overlay's members whose base counterpart is gone from `baseNow` or differs from what it was
 * in `baseBefore` (the published base, when the base is the draft being edited). Without a
 * `baseBefore`, a member that removes (`null`) a base member that no longer exists is flagged: it
 * does nothing any more.
 */
export function staleOverlayKeys(overlay: Json, baseNow: Json, baseBefore?: Json): StaleOverlayKey[] {
  const stale: StaleOverlayKey[] = [];
  const walk = (patch: Json, path: string[]) => {
    if (!isObject(patch)) return;
    for (const [key, child] of Object.entries(patch)) {
      const at = [...path, key];
      const pointer = at.map((k) => `/${escape(k)}`).join('');
      const now = has(baseNow, at);
      const before = baseBefore === undefined ? undefined : has(baseBefore, at);
      if (before?.found && !now.found) stale.push({ pointer, reason: 'vanished' });
      else if (before?.found && now.found && !isObject(child) && JSON.stringify(before.value) !== JSON.stringify(now.value)) stale.push({ pointer, reason: 'changed' });
      else if (!before && !now.found && child === null) stale.push({ pointer, reason: 'vanished' });
      else if (isObject(child)) walk(child, at);
    }
  };
  walk(overlay, []);
  return stale;
}
