import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../../constants.ts';
import { callTimeoutError } from '../middleware/call-timeout.ts';
import type { FetchFunction } from '../fetch-function.ts';
import type { SessionTokens } from '../token-store.ts';
import { readTokenGrant } from './token-grant.ts';

export interface RefreshTokenCallOptions {
  /** Absolute or same-origin URL of POST /oauth/token. */
  tokenUrl: string;
  /** The plain transport: the refresh call goes around the middleware chain, so it can never trigger a refresh. */
  fetch: FetchFunction;
  timeoutMs: number;
}

/** HTTP Basic credentials of the built-in browser client (portal-shell §7 "built-in client credential"). */
export function clientCredentialAuthorization(): string {
  return `Basic ${btoa(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`)}`;
}

/**
 * Exchanges a refresh token for new tokens: POST /oauth/token, form-encoded
 * `grant_type=refresh_token&refresh_token=…`, client credential as HTTP Basic. Resolves to
 * undefined on any failure (refused, unreachable, timed out, unreadable answer): for the
 * session they all mean the same thing, it cannot be renewed.
 */
export function createRefreshTokenCall({ tokenUrl, fetch, timeoutMs }: RefreshTokenCallOptions) {
  return async function refreshTokens(refreshToken: string): Promise<SessionTokens | undefined> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(callTimeoutError(timeoutMs)), timeoutMs);
    try {
      const response = await fetch(
        new Request(tokenUrl, {
          method: 'POST',
          headers: {
            Authorization: clientCredentialAuthorization(),
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
          signal: controller.signal,
        }),
      );
      if (!response.ok) {
        await response.body?.cancel();
        return undefined;
      }
      return readTokenGrant(await response.json(), refreshToken);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
