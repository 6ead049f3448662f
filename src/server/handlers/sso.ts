/**
 * The sign-in calls besides the token endpoint (contract tag `auth`): the forgotten-password
 * form, the authorization-code handoff to a partner application, and the single sign-on links
 * to the call-tracking provider. POST /oauth/token is auth.ts's.
 */
import type { Caller } from '../auth/caller.ts';
import { checkLogin } from '../auth/login.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { HttpError, ValidationError, notFound } from '../http/http-error.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import { callerDealerOf } from '../kernel/caller-dealer.ts';
import { issueAuthorizationCode, redirectWithCode } from './sso/authorization-code.ts';
import { callTrackingAccountOf } from './sso/call-tracking-account.ts';
import { calldripKeyOf, calldripSignOnLink } from './sso/calldrip-sign-on.ts';
import { LMS_DEFAULT_SCOPE, LMS_SCOPES, partnerRedirectsOf } from './sso/partner-applications.ts';
import { recordPasswordReset } from './sso/password-reset.ts';
import { signedIn } from '../kernel/signed-in.ts';

/** The same words whatever happened, so the form cannot be used to find accounts. */
const RESET_ACCEPTED = 'If the details match an account, an e-mail with a link to reset the password is on its way.';
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

export function createSsoHandlers({ db, clock, config, logger, tokens }: HandlerDeps): OperationHandlers {
  const calldripKey = calldripKeyOf(config.tokenSecret);

  const calldripLinkFor = async (caller: Caller, dealerCode: string | undefined) => {
    const dealer = await callerDealerOf(db, caller, dealerCode);
    if (!dealer) throw notFound('You have no dealer; choose the dealer whose call tracking to open.');
    const details = await db.selectFrom('dealers').select('name').where('id', '=', dealer.id).executeTakeFirstOrThrow();
    const account = await callTrackingAccountOf(db, dealer.id);
    if (!account) throw notFound(`Dealer ${dealer.code} has no call-tracking account.`);
    const link = calldripSignOnLink(
      calldripKey,
      {
        dealerCode: dealer.code,
        dealerName: details.name,
        loginName: caller.loginName,
        userName: caller.userName,
        actor: caller.impersonator?.loginName ?? null,
        trackingNumber: account.trackingNumber,
      },
      clock.now(),
    );
    logger.info({ event: 'calldrip_sign_on', dealer: dealer.code, user: caller.loginName, actor: caller.impersonator?.loginName }, 'call-tracking sign-on link issued');
    return { headers: NO_STORE, body: link };
  };

  return {
    requestPasswordReset: async ({ body: form }) => {
      const issued = await recordPasswordReset(db, form, clock.now());
      for (const reset of issued) {
        // The e-mail with the link goes out from here; the token itself is never logged.
        logger.info({ event: 'password_reset_requested', userId: reset.userId, expiresAt: reset.expiresAt.toISOString() }, 'password reset link issued');
      }
      return { body: { success: true, message: RESET_ACCEPTED } };
    },

    createAuthorizationCode: async ({ body: form, request }) => {
      // Client and redirect are checked before the credentials: a bad client never learns whether a password was right.
      const redirects = await partnerRedirectsOf(db, form.client_id);
      if (!redirects) {
        throw new ValidationError([{ field: 'client_id', messageKey: 'INVALID_VALUE', message: `No partner application is registered as ${form.client_id}.` }]);
      }
      const redirect = redirects.find((candidate) => candidate.redirectUri === form.redirect_uri);
      if (!redirect) {
        throw new ValidationError([{ field: 'redirect_uri', messageKey: 'INVALID_VALUE', message: 'The redirect URI is not registered for this application.' }]);
      }
      const scopes = (form.scope ?? LMS_DEFAULT_SCOPE).split(' ').filter(Boolean);
      const unknownScope = scopes.find((scope) => !LMS_SCOPES.includes(scope));
      if (unknownScope !== undefined || scopes.length === 0) {
        throw new ValidationError([{ field: 'scope', messageKey: 'INVALID_VALUE', message: `Unknown scope "${unknownScope ?? ''}".` }]);
      }

      const login = await checkLogin(db, form.username, form.password, clock.now(), request.log, { throttle: tokens.signInThrottle, address: request.ip });
      if (!login.ok) {
        request.log.info({ event: 'authorize_refused', reason: login.reason, username: form.username }, 'partner sign-in refused');
        if (login.reason === 'account_locked') {
          throw new HttpError(401, 'account_locked', 'The account is locked after too many failed sign-ins; try again later.', {
            lockedUntil: login.lockedUntil.toISOString(),
          });
        }
        if (login.reason === 'account_disabled') throw new HttpError(403, 'account_disabled', 'The account is disabled.');
        throw new HttpError(401, 'invalid_grant', 'The username or password is incorrect.');
      }
      const user = await db.selectFrom('users').select(['oemId']).where('id', '=', login.user.userId).executeTakeFirstOrThrow();
      // Accounts limited to single sign-on never hand their portal password to a partner; users go to their own OEM's learning system only.
      if (login.user.ssoLoginOnly || user.oemId !== redirect.oemId) {
        throw new HttpError(403, 'forbidden', 'You may not use this application.');
      }
      const issued = await issueAuthorizationCode(
        db,
        { userId: login.user.userId, clientId: form.client_id, redirectUri: redirect.redirectUri, scope: scopes.join(' ') },
        clock.now(),
      );
      request.log.info({ event: 'authorization_code_issued', userId: login.user.userId, clientId: form.client_id }, 'authorization code issued');
      return {
        headers: NO_STORE,
        body: {
          code: issued.code,
          ...(form.state !== undefined ? { state: form.state } : {}),
          redirectUrl: redirectWithCode(redirect.redirectUri, issued.code, form.state),
          expiresIn: issued.expiresIn,
        },
      };
    },

    getCalldripSignOnUrlForDealer: async ({ caller, params }) => calldripLinkFor(signedIn(caller), params.id),

    getCalldripSignOnUrl: async ({ caller }) => calldripLinkFor(signedIn(caller), undefined),
  };
}
