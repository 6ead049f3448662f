/**
 * One token refresh across all the tabs of a browser. The tabs share the token cookie, so two
 * tabs whose calls get a 401 at the same moment would both spend the same refresh token; the
 * server answers a repeat within its grace window with the same pair, but the second call is
 * still wasted and, past the window, ends the session. So a refresh runs under a Web Lock
 * (navigator.locks, one holder per origin at a time): a tab that waited for the lock first
 * looks whether another tab already refreshed (the shared store then holds another refresh
 * token) and takes that pair instead of refreshing again. Within one tab,
 * session-renewal.ts already joins concurrent 401s into one refresh.
 */
import type { SessionTokens, TokenStore } from '../token-store.ts';

/** The part of the Web Locks API this needs (LockManager.request with a callback). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK_NAME = 'smartportal-token-refresh';

type RefreshTokens = (refreshToken: string) => Promise<SessionTokens | undefined>;

function browserLocks(): RefreshLocks | undefined {
  const locks = (globalThis.navigator as { locks?: RefreshLocks } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** `refreshTokens` run one tab at a time; without Web Locks (old browsers, tests) it runs as is. */
export function crossTabRefresh(refreshTokens: RefreshTokens, tokens: TokenStore, locks: RefreshLocks | undefined = browserLocks()): RefreshTokens {
  if (!locks) return refreshTokens;
  return (refreshToken) =>
    locks.request(REFRESH_LOCK_NAME, async () => {
      const current = tokens.getRefreshToken();
      const accessToken = tokens.getAccessToken();
      // Another tab refreshed while this one waited: its new pair is already in the shared store.
      if (current !== undefined && current !== refreshToken && accessToken !== undefined) return { accessToken, refreshToken: current };
      return refreshTokens(refreshToken);
    });
}
