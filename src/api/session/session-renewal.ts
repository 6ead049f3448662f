import type { SessionExpiredReason } from '../api-events.ts';
import type { SessionTokens, TokenStore } from '../token-store.ts';

export interface SessionRenewalOptions {
  tokens: TokenStore;
  /** Exchanges a refresh token for new tokens; undefined when that fails. */
  refreshTokens: (refreshToken: string) => Promise<SessionTokens | undefined>;
  onExpired: (reason: SessionExpiredReason) => void;
}

/**
 * The session states of portal-shell §4.1 (authenticated, token being refreshed, expired) for
 * every client at once: portal and CMS calls share it, so one refresh serves them all.
 */
export interface SessionRenewal {
  /**
   * A call sent with `sentToken` got 401. Resolves to the access token to retry it with once,
   * or undefined when the session cannot be renewed (the expiry has then been announced).
   */
  renew(sentToken: string | undefined): Promise<string | undefined>;
  /** The retry, sent with `retriedToken`, got 401 as well: the session is over. */
  retryRejected(retriedToken: string): void;
}

export function createSessionRenewal({ tokens, refreshTokens, onExpired }: SessionRenewalOptions): SessionRenewal {
  // The last refresh, kept after it settles: every 401 for the same refresh token joins it
  // (five parallel 401s → one request), and a refused refresh token is never sent again.
  let lastRefresh: { refreshToken: string; outcome: Promise<SessionTokens | undefined> } | undefined;
  // The access token whose session was declared over: later 401s of calls sent with it stay quiet
  // and start no refresh, so one expiry is announced once and nothing loops.
  let expired: { accessToken: string | undefined } | undefined;

  const expire = (accessToken: string | undefined, reason: SessionExpiredReason) => {
    if (expired && expired.accessToken === accessToken) return;
    expired = { accessToken };
    onExpired(reason);
  };

  const refreshOnce = (refreshToken: string) => {
    if (lastRefresh?.refreshToken !== refreshToken) {
      const outcome = refreshTokens(refreshToken).then((fresh) => {
        // A logout or a new login while the refresh ran wins over its result.
        if (fresh && tokens.getRefreshToken() === refreshToken) tokens.set(fresh);
        return fresh;
      });
      lastRefresh = { refreshToken, outcome };
    }
    return lastRefresh.outcome;
  };

  return {
    async renew(sentToken) {
      const current = tokens.getAccessToken();
      // Renewed (or signed in again) since this call left: retry with what we have now.
      if (current !== undefined && current !== sentToken) return current;
      if (expired && expired.accessToken === sentToken) return undefined;

      const refreshToken = tokens.getRefreshToken();
      if (refreshToken === undefined) {
        // A call sent without any token ended no session: the shell's signed-out handling
        // (redirect to login) covers it, not the Session Expired modal.
        if (sentToken !== undefined) expire(sentToken, 'noRefreshToken');
        return undefined;
      }
      const fresh = await refreshOnce(refreshToken);
      if (fresh && tokens.getAccessToken() === fresh.accessToken) return fresh.accessToken;
      // The store moved on while we waited (logout, or a new login): follow it, announce nothing.
      if (tokens.getRefreshToken() !== refreshToken) return tokens.getAccessToken();
      expire(sentToken, 'refreshFailed');
      return undefined;
    },
    retryRejected(retriedToken) {
      expire(retriedToken, 'retryRejected');
    },
  };
}
