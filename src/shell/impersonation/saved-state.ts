import { SAVED_SKIN_NAME_KEY } from '../skins/skin-name.ts';

/**
 * The portal's saved state (portal-shell §4.4: Apply and Reset clear "locally saved state"):
 * everything the portal keeps in localStorage and sessionStorage for the person using it, such
 * as the filter settings of the screens (FILTER_SETTINGS_<screen>), the contact confirmation
 * marker, the closed hero video and the first request waiting to be replayed after login.
 *
 * It is defined by what it is not: every key of the portal's origin is the previous identity's
 * state except the keys listed here, whose life Apply and Reset manage themselves. Listing what
 * survives, rather than what goes, means a key added by any later screen is cleared on a change
 * of identity without anyone remembering to register it; an admin never sees a dealer's
 * filters, nor a dealer the admin's. Tokens and the session live in cookies, not here.
 */
export const KEPT_ACROSS_IDENTITIES: readonly string[] = [
  // Written by Apply after the clearing and removed by Reset (portal-shell §4.4).
  SAVED_SKIN_NAME_KEY,
];

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

export function isSavedState(key: string): boolean {
  return !KEPT_ACROSS_IDENTITIES.includes(key);
}

/** Removes the saved state from each storage; returns the keys removed (for logs and tests). */
export function clearSavedState(storages: readonly (KeyedStorage | undefined)[]): string[] {
  const removed: string[] = [];
  for (const storage of storages) {
    if (!storage) continue;
    try {
      // Collect first: removing while walking key(index) would skip entries.
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
      for (const key of keys.filter(isSavedState)) {
        storage.removeItem(key);
        removed.push(key);
      }
    } catch {
      // Storage disabled (privacy mode): there is nothing saved to clear.
    }
  }
  return removed;
}
