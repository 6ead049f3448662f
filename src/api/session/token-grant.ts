import type { SessionTokens } from '../token-store.ts';

/**
 * The tokens of a token-service answer (portal-shell §3 "Token data": access_token,
 * token_type, refresh_token, expires_in, scope), or undefined when the answer holds no usable
 * access token. A refresh answer without a refresh_token keeps the one the session had
 * (token services need not rotate it).
 */
export function readTokenGrant(body: unknown, previousRefreshToken?: string): SessionTokens | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { access_token: accessToken, refresh_token: refreshToken } = body as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return undefined;
  return {
    accessToken,
    refreshToken: typeof refreshToken === 'string' && refreshToken !== '' ? refreshToken : previousRefreshToken,
  };
}
