import { readTokenGrant, type PortalClient, type SessionTokens } from '../../api/index.ts';
import { clientCredentialAuthorization } from '../../api/session/refresh-token-call.ts';
import type { SignInCredentials, SignInOutcome } from './session-state.ts';

export type PasswordGrantResult =
  | { readonly outcome: { readonly ok: true }; readonly tokens: SessionTokens }
  | { readonly outcome: Exclude<SignInOutcome, { ok: true }> };

/**
 * POST /oauth/token with the password grant (portal-shell §7: username, password,
 * grant_type password, remember-me), form-encoded, with the browser client's credential as
 * HTTP Basic. `remember-me` is always sent: the token cookie lives its full 24 hours
 * (TOKEN_COOKIE_LIFETIME_MS), the spec's only lifetime. The 401 codes of the contract become
 * the outcomes the login page shows.
 */
export async function requestPasswordGrant(client: PortalClient, { username, password }: SignInCredentials): Promise<PasswordGrantResult> {
  let answer;
  try {
    answer = await client.POST('/oauth/token', {
      body: { grant_type: 'password', username, password, 'remember-me': true },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: clientCredentialAuthorization() },
    });
  } catch {
    // Network failure or timeout: nothing the user typed is wrong.
    return { outcome: { ok: false, reason: 'unavailable' } };
  }
  const { data, error, response } = answer;
  if (data) {
    const tokens = readTokenGrant(data);
    return tokens ? { outcome: { ok: true }, tokens } : { outcome: { ok: false, reason: 'unavailable' } };
  }
  const code = error && 'code' in error ? error.code : undefined;
  if (response.status === 401 && code === 'account_locked') {
    return { outcome: { ok: false, reason: 'accountLocked', lockedUntil: 'lockedUntil' in error ? error.lockedUntil : undefined } };
  }
  if (response.status === 403) return { outcome: { ok: false, reason: 'accountDisabled' } };
  if (response.status === 401 || response.status === 400) return { outcome: { ok: false, reason: 'invalidCredentials' } };
  return { outcome: { ok: false, reason: 'unavailable' } };
}
