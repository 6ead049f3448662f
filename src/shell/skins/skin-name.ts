import type { UserDetails } from '../session/use-session.ts';
import { DEFAULT_SKIN_NAME } from './skin-catalogue.ts';

/**
 * localStorage key of the skin name saved while an admin impersonates (portal-shell §4.4:
 * "Reset ends impersonation, removes the saved skin name"). The impersonation toolbar writes and
 * removes it; the shell reads it.
 */
export const SAVED_SKIN_NAME_KEY = 'oemSkinName';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The skin to show: the user's oemSkinName, or the skin name saved while impersonating (so the
 * look follows the OEM the admin chose); signed out, the default skin.
 */
export function chooseSkinName(user: Pick<UserDetails, 'oemSkinName' | 'impersonator'> | undefined, storage: Storage | undefined): string {
  if (!user) return DEFAULT_SKIN_NAME;
  if (user.impersonator) {
    const saved = readSaved(storage);
    if (saved) return saved;
  }
  return user.oemSkinName || DEFAULT_SKIN_NAME;
}

export function saveSkinName(storage: Storage, skinName: string): void {
  storage.setItem(SAVED_SKIN_NAME_KEY, skinName);
}

export function forgetSkinName(storage: Storage): void {
  storage.removeItem(SAVED_SKIN_NAME_KEY);
}

function readSaved(storage: Storage | undefined): string | undefined {
  try {
    return storage?.getItem(SAVED_SKIN_NAME_KEY)?.trim() || undefined;
  } catch {
    // Storage disabled (privacy mode): the user's own skin name is the next best.
    return undefined;
  }
}
