/**
 * Single sign-on through an OpenID Connect provider: the authorization code flow with PKCE
 * (state, nonce and S256 code challenge, all checked on return), then the portal's own tokens,
 * issued as the password grant issues them, and RP-initiated logout. Three browser navigations,
 * not API calls, so they are plain routes beside the contract's operations:
 *
 * - GET /sso/oidc/login: remembers state, nonce and verifier in a sealed cookie and sends the
 *   browser to the provider's authorization endpoint.
 * - GET /sso/oidc/callback: the registered redirect URI. openid-client checks the state, the
 *   issuer, the code exchange (with the verifier), and the ID token (signature, audience,
 *   expiry, nonce); the ID token names the portal account (portal-user.ts). The tokens go into
 *   the cookies the SPA keeps its session in, and the browser goes to /login, which carries a
 *   signed-in user on to the page stored before the trip (the SSO notice's redirect target).
 * - POST /sso/oidc/logout (a form the header submits): ends the portal's sign-on cookies and sends
 *   the browser to the provider's end_session_endpoint (ID token as hint), whose confirmation
 *   returns it to the portal's sign-in page. A POST, so no link, image or prefetch signs anyone
 *   out; one from another site's page (its Origin says so) is refused, and GET answers 405.
 *
 * Every failure lands on /login?sso=<reason>, a fixed word the login page turns into a message;
 * the provider's own error text is logged, never echoed. No address from the request is ever a
 * redirect target: only the configured ones and the portal's own paths.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { IMPERSONATION_COOKIE_NAME } from '../../api/impersonation-cookie.ts';
import { SSO_SESSION_COOKIE_NAME, TOKEN_COOKIE_LIFETIME_MS } from '../../constants.ts';
import { SESSION_COOKIE_NAME } from '../../shell/session/session-cookie.ts';
import { TOKEN_COOKIE_NAME } from '../../shell/session/token-cookie-store.ts';
import type { TokenService } from '../auth/auth-runtime.ts';
import type { Database } from '../db/schema/database.ts';
import type { Clock } from '../kernel/clock.ts';
import { FLOW_COOKIE_NAME, FLOW_TTL_MS, flowKeyOf, openFlow, sealFlow } from './flow-cookie.ts';
import { portalUserFor } from './portal-user.ts';
import { RelyingParty } from './relying-party.ts';
import { SSO_CALLBACK_PATH, SSO_LOGIN_PATH, SSO_LOGOUT_PATH, isLoopbackHttp, type SsoConfig } from './sso-config.ts';

/** What /login?sso= may say; src/shell/login turns each into a sentence. */
export type SignOnFailure = 'denied' | 'failed' | 'expired' | 'unknown_user' | 'account_disabled' | 'unavailable';

const ID_TOKEN_COOKIE_NAME = 'sp_oidc_id';
const SSO_COOKIE_PATH = '/sso/oidc';
const LOGIN_PAGE = '/login';
const NO_STORE = 'no-store';

export interface SignOnRouteDeps {
  sso: SsoConfig;
  db: Kysely<Database>;
  tokens: TokenService;
  clock: Clock;
  tokenSecret: Buffer;
  secureCookies: boolean;
}

export function registerSignOnRoutes(app: FastifyInstance, deps: SignOnRouteDeps): void {
  const { sso, db, tokens, clock } = deps;
  const relyingParty = new RelyingParty(sso);
  const flowKey = flowKeyOf(deps.tokenSecret);
  const redirectOrigin = new URL(sso.redirectUri);
  const base = { path: '/', sameSite: 'lax' as const, secure: deps.secureCookies };
  const ssoCookie = { ...base, path: SSO_COOKIE_PATH, httpOnly: true };

  const failed = (reply: FastifyReply, reason: SignOnFailure) => reply.header('cache-control', NO_STORE).redirect(`${LOGIN_PAGE}?sso=${reason}`);

  app.get(SSO_LOGIN_PATH, async (request, reply) => {
    // The provider returns to the registered redirect URI; on the demo's loopback host the page
    // may have been opened as localhost or 127.0.0.1, and the flow cookie must be set on the
    // host the provider returns to. (Behind a proxy the request's host is not the public one, so
    // only on loopback.)
    if (isLoopbackHttp(redirectOrigin) && request.host !== redirectOrigin.host) {
      return reply.redirect(new URL(SSO_LOGIN_PATH, redirectOrigin).toString());
    }
    let configuration: oidc.Configuration;
    try {
      configuration = await relyingParty.configuration();
    } catch (error) {
      request.log.warn({ err: error, issuer: sso.issuer }, 'the single sign-on provider cannot be reached');
      return failed(reply, 'unavailable');
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier, expiresAt: clock.now().getTime() + FLOW_TTL_MS };
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: sso.redirectUri,
      scope: sso.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    reply.setCookie(FLOW_COOKIE_NAME, sealFlow(flowKey, flow), { ...ssoCookie, maxAge: FLOW_TTL_MS / 1000 });
    return reply.header('cache-control', NO_STORE).redirect(authorizationUrl.toString());
  });

  app.get(SSO_CALLBACK_PATH, async (request, reply) => {
    const flow = openFlow(flowKey, request.cookies[FLOW_COOKIE_NAME], clock.now().getTime());
    // One attempt per cookie: a replayed callback finds none.
    reply.clearCookie(FLOW_COOKIE_NAME, ssoCookie);
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string') {
      request.log.info({ event: 'sso_refused', error: query.error, description: query.error_description }, 'the provider refused the sign-on');
      return failed(reply, query.error === 'access_denied' || query.error === 'login_required' ? 'denied' : 'failed');
    }
    if (!flow) {
      request.log.info({ event: 'sso_refused', reason: 'no_flow' }, 'a sign-on callback without a live attempt');
      return failed(reply, 'expired');
    }
    // The URL the provider redirected to: the registered URI with the query as received.
    const currentUrl = new URL(sso.redirectUri);
    currentUrl.search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    let claims: Record<string, unknown>;
    try {
      const configuration = await relyingParty.configuration();
      const grant = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = { ...(grant.claims() ?? {}) };
      // A provider that keeps to OIDC Core §5.4 answers the scope's claims at the UserInfo
      // endpoint, not in the ID token; the answer must name the ID token's subject.
      if (claims[sso.usernameClaim] === undefined && typeof claims.sub === 'string') {
        claims = { ...(await oidc.fetchUserInfo(configuration, grant.access_token, claims.sub)), ...claims };
      }
      if (grant.id_token) {
        reply.setCookie(ID_TOKEN_COOKIE_NAME, grant.id_token, { ...ssoCookie, maxAge: TOKEN_COOKIE_LIFETIME_MS / 1000 });
      }
    } catch (error) {
      const providerError = error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError ? error.error : undefined;
      request.log.warn({ event: 'sso_refused', err: error, providerError }, 'the sign-on response failed its checks');
      return failed(reply, providerError === 'access_denied' ? 'denied' : 'failed');
    }
    const match = await portalUserFor(db, claims, sso.usernameClaim, clock.now());
    if (!match.ok) {
      request.log.info({ event: 'sso_refused', reason: match.reason, sub: claims.sub }, 'no portal account for the signed-on person');
      reply.clearCookie(ID_TOKEN_COOKIE_NAME, ssoCookie);
      return failed(reply, match.reason);
    }
    const issued = await tokens.startSession(match.user, true);
    request.log.info({ event: 'login', via: 'sso', userId: match.user.userId, sub: claims.sub }, 'signed in through single sign-on');
    // The SPA's own session cookies (src/shell/session), as its password sign-in writes them.
    const expiresAt = clock.now().getTime() + TOKEN_COOKIE_LIFETIME_MS;
    const lifetime = { maxAge: TOKEN_COOKIE_LIFETIME_MS / 1000 };
    reply.setCookie(TOKEN_COOKIE_NAME, JSON.stringify({ a: issued.access_token, r: issued.refresh_token, e: expiresAt }), { ...base, ...lifetime });
    reply.setCookie(SESSION_COOKIE_NAME, randomUUID(), { ...base, ...lifetime });
    reply.setCookie(SSO_SESSION_COOKIE_NAME, '1', { ...base, ...lifetime });
    reply.clearCookie(IMPERSONATION_COOKIE_NAME, base);
    return reply.header('cache-control', NO_STORE).redirect(LOGIN_PAGE);
  });

  app.get(SSO_LOGOUT_PATH, async (_request, reply) => reply.code(405).header('allow', 'POST').header('cache-control', NO_STORE).send());

  app.post(SSO_LOGOUT_PATH, async (request, reply) => {
    // A form posted from another site's page is a forged logout. Sec-Fetch-Site says so in current
    // browsers; Origin in others, where it names a site (under the portal's no-referrer policy
    // Chromium sends "null" for the portal's own form, so "null" proves nothing either way).
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const foreignOrigin = origin !== undefined && origin !== 'null' && origin !== `${request.protocol}://${request.host}` && origin !== redirectOrigin.origin;
    if (site === 'cross-site' || site === 'same-site' || foreignOrigin) {
      return reply.code(403).header('cache-control', NO_STORE).send();
    }
    const idToken = request.cookies[ID_TOKEN_COOKIE_NAME];
    reply.clearCookie(ID_TOKEN_COOKIE_NAME, ssoCookie);
    reply.clearCookie(SSO_SESSION_COOKIE_NAME, base);
    reply.header('cache-control', NO_STORE);
    // 303: the browser follows a POST's redirect with a GET.
    if (!idToken) return reply.redirect(LOGIN_PAGE, 303);
    try {
      const endSession = oidc.buildEndSessionUrl(await relyingParty.configuration(), {
        id_token_hint: idToken,
        post_logout_redirect_uri: sso.postLogoutRedirectUri,
      });
      return reply.redirect(endSession.toString(), 303);
    } catch (error) {
      // No end_session_endpoint, or the provider is down: the portal's session is over regardless.
      request.log.warn({ err: error }, 'the provider session could not be ended');
      return reply.redirect(LOGIN_PAGE, 303);
    }
  });
}
