import type { PortalComponents } from '../../api/index.ts';

export type UserDetails = PortalComponents['schemas']['UserDetails'];
export type MenuItem = PortalComponents['schemas']['MenuItem'];

/**
 * Where the tab's session stands (portal-shell §4.1):
 * - `signedOut`: no token, or the session ended (logout, expiry, another tab's session).
 * - `loading`: a token is held and the user details and menu are being loaded.
 * - `signedIn`: user details and menu are loaded; the header and the guarded routes render.
 * - `failed`: the user details or the menu could not be loaded (not a 401); `reload` retries.
 */
export type SessionStatus = 'signedOut' | 'loading' | 'signedIn' | 'failed';

export interface SessionState {
  readonly status: SessionStatus;
  /** The user details (the impersonated user's while an admin impersonates). */
  readonly user: UserDetails | undefined;
  /** The header menu from the server; it also decides route access. Empty until signed in. */
  readonly menu: readonly MenuItem[];
  /** True while an admin acts as another user (user.impersonator is set). */
  readonly impersonating: boolean;
  /** Why the last session of this tab ended; undefined when none has. */
  readonly endedBy: SessionEnd | undefined;
}

/**
 * `signOut`: the user signed out. `expired`: the token could not be renewed ("Session expired!
 * please login again."). `sessionChanged`: the session cookie changed under this tab (a
 * sign-out or sign-in elsewhere). Undefined while no session has ended in this tab, which is
 * how the route gate knows a signed-out visit is a first request worth replaying after login.
 */
export type SessionEnd = 'signOut' | 'expired' | 'sessionChanged';

export const SIGNED_OUT: SessionState = Object.freeze({
  status: 'signedOut',
  user: undefined,
  menu: Object.freeze([]) as readonly MenuItem[],
  impersonating: false,
  endedBy: undefined,
});

/** Why a sign-in was refused, as the login page shows it. */
export type SignInOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'invalidCredentials' }
  | { readonly ok: false; readonly reason: 'accountLocked'; readonly lockedUntil: string | undefined }
  | { readonly ok: false; readonly reason: 'accountDisabled' }
  | { readonly ok: false; readonly reason: 'unavailable' };

export interface SignInCredentials {
  readonly username: string;
  readonly password: string;
}

export interface SessionActions {
  /** POST /oauth/token, then loads the user details and menu. */
  signIn(credentials: SignInCredentials): Promise<SignInOutcome>;
  /**
   * Ends the session: forgets the tokens, the session and impersonation cookies; state back to
   * signedOut; `endedBy` (default `signOut`) says why, for the login page's notice.
   */
  signOut(endedBy?: SessionEnd): void;
  /** Loads the user details and menu again (after impersonation or a failed load). */
  reload(): Promise<void>;
  /** Replaces the user details (e.g. the answer of changeUserLanguage) without reloading the menu. */
  setUser(user: UserDetails): void;
  /**
   * The Session Expired modal's Login button (portal-shell §4.1): ends impersonation when an
   * admin impersonates (DELETE /api/portal/impersonate), otherwise logs out. The caller then
   * goes to `/`.
   */
  endExpiredSession(): Promise<void>;
}

export type Session = SessionState & SessionActions;
