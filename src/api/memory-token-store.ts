import type { SessionTokens, TokenStore } from './token-store.ts';

/** A TokenStore held in memory: for tests and non-browser callers (API tests, scripts). */
export function createMemoryTokenStore(initial?: SessionTokens): TokenStore {
  let tokens: SessionTokens | undefined = initial ? { ...initial } : undefined;
  return {
    getAccessToken: () => tokens?.accessToken,
    getRefreshToken: () => tokens?.refreshToken,
    set(next) {
      tokens = { ...next };
    },
    clear() {
      tokens = undefined;
    },
  };
}
