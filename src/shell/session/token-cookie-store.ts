import type { SessionTokens, TokenStore } from '../../api/index.ts';
import { TOKEN_COOKIE_LIFETIME_MS } from '../../constants.ts';
import type { CookieJar } from './cookie-jar.ts';

export const TOKEN_COOKIE_NAME = 'sp_token';

interface StoredTokens {
  a: string;
  r?: string | undefined;
  /** When the cookie expires (ms since epoch): a refresh rewrites the tokens, not the lifetime. */
  e: number;
}

function parse(raw: string | undefined): StoredTokens | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { a, r, e } = value as Record<string, unknown>;
    if (typeof a !== 'string' || a === '' || typeof e !== 'number') return undefined;
    return { a, r: typeof r === 'string' && r !== '' ? r : undefined, e };
  } catch {
    // A cookie we did not write (or an old format): treat as no session rather than crash.
    return undefined;
  }
}

/**
 * The client's TokenStore kept in a cookie for TOKEN_COOKIE_LIFETIME_MS (portal-shell §9), so a
 * reload or a second tab keeps the session. The lifetime counts from sign-in: a token refresh
 * replaces the tokens but keeps the cookie's expiry, so a session cannot outlive 24 hours by
 * refreshing. After `clear()` the next `set()` (a new sign-in) starts a fresh 24 hours.
 */
export function createTokenCookieStore(jar: CookieJar, now: () => number = Date.now): TokenStore {
  const read = () => {
    const stored = parse(jar.read(TOKEN_COOKIE_NAME));
    return stored && stored.e > now() ? stored : undefined;
  };
  return {
    getAccessToken: () => read()?.a,
    getRefreshToken: () => read()?.r,
    set(tokens: SessionTokens) {
      const expiresAt = read()?.e ?? now() + TOKEN_COOKIE_LIFETIME_MS;
      const stored: StoredTokens = { a: tokens.accessToken, r: tokens.refreshToken, e: expiresAt };
      jar.write(TOKEN_COOKIE_NAME, JSON.stringify(stored), { maxAgeMs: expiresAt - now() });
    },
    clear() {
      jar.remove(TOKEN_COOKIE_NAME);
    },
  };
}
