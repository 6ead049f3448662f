/**
 * The contact confirmation's cancelled marker (portal-shell §4.2: "Skipping or confirming stores
 * a cancelled marker tied to the last login time, which suppresses the prompt for that login").
 * It lives in localStorage so that every tab of the same login agrees; a new sign-in brings a new
 * lastLoginTime, which no stored marker matches.
 */
import type { UserDetails } from '../session/use-session.ts';

export const CONTACT_CONFIRMATION_CANCELLED_KEY = 'contactConfirmationCancelled';

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Login = Pick<UserDetails, 'loginName' | 'lastLoginTime'>;

// The login name is part of the marker: two users may take turns in one browser.
const markerOf = (login: Login) => JSON.stringify({ loginName: login.loginName, lastLoginTime: login.lastLoginTime ?? null });

/** True when the prompt was cancelled, skipped or confirmed during this login. */
export function isCancelledForLogin(storage: MarkerStorage | undefined, login: Login): boolean {
  try {
    return storage?.getItem(CONTACT_CONFIRMATION_CANCELLED_KEY) === markerOf(login);
  } catch {
    // Storage disabled (privacy mode): the prompt may show again, which is better than never.
    return false;
  }
}

export function markCancelledForLogin(storage: MarkerStorage | undefined, login: Login): void {
  try {
    storage?.setItem(CONTACT_CONFIRMATION_CANCELLED_KEY, markerOf(login));
  } catch {
    // Storage full or disabled: the prompt may return after a reload of this login.
  }
}
