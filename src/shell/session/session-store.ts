import { IMPERSONATION_COOKIE_NAME, type PortalClient, type TokenStore } from '../../api/index.ts';
import { SSO_SESSION_COOKIE_NAME } from '../../constants.ts';
import type { CookieJar } from './cookie-jar.ts';
import { requestPasswordGrant } from './password-grant.ts';
import type { SessionCookie } from './session-cookie.ts';
import { watchSessionCookie } from './session-cookie-watch.ts';
import { SIGNED_OUT, type SessionActions, type SessionEnd, type SessionState, type UserDetails } from './session-state.ts';

export interface SessionStoreDeps {
  client: PortalClient;
  /** The client's token store (the token cookie in the browser). */
  tokens: TokenStore;
  sessionCookie: SessionCookie;
  /** To drop the impersonation cookie when a session ends. */
  cookies: CookieJar;
  /** Defaults to SESSION_COOKIE_WATCH_MS. */
  watchIntervalMs?: number;
}

/** A tiny external store (useSyncExternalStore-shaped) holding the session of the tab. */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  readonly actions: SessionActions;
  /** Adopts the session the cookies already hold (page load, second tab), if any. */
  resume(): Promise<void>;
  /** Stops the cookie watch (app unmount, tests). */
  dispose(): void;
}

export function createSessionStore({ client, tokens, sessionCookie, cookies, watchIntervalMs }: SessionStoreDeps): SessionStore {
  let state: SessionState = SIGNED_OUT;
  const listeners = new Set<() => void>();
  // Every load and every sign-out takes a new generation; an answer of an older one is dropped,
  // so a sign-out during a slow load is not undone when the load finishes.
  let generation = 0;
  let stopWatch: (() => void) | undefined;

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const endWatch = () => {
    stopWatch?.();
    stopWatch = undefined;
  };

  const watch = (sessionId: string | undefined) => {
    endWatch();
    stopWatch = watchSessionCookie({
      read: sessionCookie.read,
      expected: sessionId,
      // The cookies now belong to another tab's sign-out or sign-in: end this tab's session
      // without touching them.
      onChange: () => endLocally('sessionChanged'),
      ...(watchIntervalMs === undefined ? {} : { intervalMs: watchIntervalMs }),
    });
  };

  const endLocally = (endedBy: SessionEnd) => {
    generation += 1;
    endWatch();
    setState({ ...SIGNED_OUT, endedBy });
  };

  const signOut = (endedBy: SessionEnd = 'signOut') => {
    endLocally(endedBy);
    tokens.clear();
    sessionCookie.clear();
    // An impersonation never outlives the admin's session.
    cookies.remove(IMPERSONATION_COOKIE_NAME);
  };

  const load = async () => {
    const current = ++generation;
    setState({ ...state, status: 'loading', endedBy: undefined });
    let user: UserDetails | undefined;
    let menu;
    let unauthorized = false;
    try {
      const [userAnswer, menuAnswer] = await Promise.all([client.GET('/api/sso/user/userData'), client.GET('/api/portal/headerMenu')]);
      user = userAnswer.data;
      menu = menuAnswer.data;
      unauthorized = userAnswer.response.status === 401 || menuAnswer.response.status === 401;
    } catch {
      // Timeout or network failure: reported as `failed`, retried with reload().
    }
    if (current !== generation) return;
    if (unauthorized) {
      // The client already refreshed and retried once; the session is over.
      signOut('expired');
    } else if (user && menu) {
      setState({ status: 'signedIn', user, menu, impersonating: user.impersonator !== undefined, endedBy: undefined });
    } else {
      setState({ ...state, status: 'failed' });
    }
  };

  const actions: SessionActions = {
    async signIn(credentials) {
      const result = await requestPasswordGrant(client, credentials);
      if (!('tokens' in result)) return result.outcome;
      cookies.remove(IMPERSONATION_COOKIE_NAME);
      // A password session is not a single-sign-on one, whatever an earlier session was.
      cookies.remove(SSO_SESSION_COOKIE_NAME);
      tokens.clear();
      tokens.set(result.tokens);
      watch(sessionCookie.start());
      await load();
      return result.outcome;
    },
    signOut,
    reload: load,
    setUser(user) {
      setState({ ...state, user, impersonating: user.impersonator !== undefined });
    },
    async endExpiredSession() {
      if (state.impersonating) {
        let ended = false;
        try {
          const { response } = await client.DELETE('/api/portal/impersonate');
          ended = response.ok;
        } catch {
          // Unreachable or timed out: fall through to a plain sign-out.
        }
        if (ended) {
          cookies.remove(IMPERSONATION_COOKIE_NAME);
          await load();
          return;
        }
      }
      signOut('expired');
    },
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
    async resume() {
      if (tokens.getAccessToken() === undefined) return;
      // A token without a session id (cookie lost or cleared by hand) starts a new one, so the watch has something to compare.
      watch(sessionCookie.read() ?? sessionCookie.start());
      await load();
    },
    dispose: endWatch,
  };
}
