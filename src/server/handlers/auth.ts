/**
 * POST /oauth/token, the token service (portal-shell §7; contract requestAccessToken): the
 * password grant signs in (with the lockout of auth/login.ts), the refresh_token grant rotates
 * the session's refresh token. Both require the built-in client credential as HTTP Basic.
 * The authorize and forgotten-password calls live with the other single sign-on calls (sso.ts).
 */
import { hasBuiltInClientCredential } from '../auth/client-credential.ts';
import { checkLogin } from '../auth/login.ts';
import { PORTAL_SCOPE, SSO_NOTICE_SCOPE } from '../auth/scopes.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { HttpError, ValidationError } from '../http/http-error.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';

/** RFC 6749 §5.1: token answers must never be cached. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };
const KNOWN_SCOPES = new Set([PORTAL_SCOPE, SSO_NOTICE_SCOPE]);

const invalidGrant = (message: string) => new HttpError(401, 'invalid_grant', message);

export function createAuthHandlers({ db, clock, tokens }: HandlerDeps): OperationHandlers {
  return {
    requestAccessToken: async ({ body: form, request }) => {
      if (!hasBuiltInClientCredential(request.headers.authorization)) {
        throw new HttpError(401, 'invalid_client', 'The client credential is missing or wrong.');
      }
      if (form.grant_type === 'refresh_token') {
        const result = await tokens.refreshSession(form.refresh_token);
        if (!result.ok) {
          request.log.info({ event: 'refresh_refused', reason: result.reason }, 'refresh token refused');
          throw invalidGrant('The refresh token is not valid any more; sign in again.');
        }
        return { headers: NO_STORE, body: result.tokens };
      }

      // The token carries the scope the account allows; asking for a scope that does not exist is an error.
      const unknownScope = form.scope?.split(' ').find((name) => name !== '' && !KNOWN_SCOPES.has(name));
      if (unknownScope !== undefined) {
        throw new ValidationError([{ field: 'scope', message: `Unknown scope "${unknownScope}".`, messageKey: 'INVALID_VALUE' }]);
      }
      const login = await checkLogin(db, form.username, form.password, clock.now(), request.log, { throttle: tokens.signInThrottle, address: request.ip });
      if (!login.ok) {
        request.log.info({ event: 'login_refused', reason: login.reason, username: form.username }, 'sign-in refused');
        switch (login.reason) {
          case 'account_locked':
            throw new HttpError(401, 'account_locked', 'The account is locked after too many failed sign-ins; try again later.', {
              lockedUntil: login.lockedUntil.toISOString(),
            });
          case 'account_disabled':
            throw new HttpError(403, 'account_disabled', 'The account is disabled.');
          default:
            throw invalidGrant('The username or password is incorrect.');
        }
      }
      request.log.info({ event: 'login', userId: login.user.userId }, 'signed in');
      return { headers: NO_STORE, body: await tokens.startSession(login.user, form['remember-me'] === true) };
    },
  };
}
