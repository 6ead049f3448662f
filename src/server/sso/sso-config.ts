/**
 * Where the portal's single sign-on (OpenID Connect, authorization code with PKCE) goes, read
 * from the environment. A deployment names its own provider with SSO_ISSUER and the client the
 * provider registered for the portal; `npm start` sets the same variables for the demo provider
 * it runs beside the portal (scripts/start.ts, src/server/sso/demo-provider/). Without
 * SSO_ISSUER there is no single sign-on and the SSO notice links to the OEM's SSO portal.
 */
export interface SsoConfig {
  /** The provider's issuer identifier; its discovery document is at /.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registered with the provider, and sent exactly: the portal's /sso/oidc/callback. */
  redirectUri: string;
  /** Where the provider sends the browser after it ended its session (registered too). */
  postLogoutRedirectUri: string;
  scope: string;
  /** The ID token claim that names the portal login: preferred_username, or email (verified, one account). */
  usernameClaim: 'preferred_username' | 'email';
}

/** The portal's own single-sign-on paths (browser navigations, not API calls). */
export const SSO_LOGIN_PATH = '/sso/oidc/login';
export const SSO_CALLBACK_PATH = '/sso/oidc/callback';
export { SSO_LOGOUT_PATH } from '../../constants.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is for a provider on this machine (the demo); anything else must be https. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

function absoluteUrl(name: string, raw: string, fail: (message: string) => never): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(`${name} must be an absolute URL, not "${raw}"`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) fail(`${name} must be an https URL (http only on localhost), not "${raw}"`);
  return url;
}

export function readSsoConfig(env: NodeJS.ProcessEnv, fail: (message: string) => never): SsoConfig | undefined {
  const issuer = env.SSO_ISSUER?.trim();
  if (!issuer) return undefined;
  absoluteUrl('SSO_ISSUER', issuer, fail);
  const clientId = env.SSO_CLIENT_ID?.trim();
  const clientSecret = env.SSO_CLIENT_SECRET ?? '';
  if (!clientId) fail('SSO_CLIENT_ID must be set with SSO_ISSUER');
  if (clientSecret.length < 16) fail('SSO_CLIENT_SECRET must be set with SSO_ISSUER (at least 16 characters)');
  const redirect = absoluteUrl('SSO_REDIRECT_URI', env.SSO_REDIRECT_URI?.trim() ?? '', fail);
  if (redirect.pathname !== SSO_CALLBACK_PATH || redirect.search || redirect.hash) fail(`SSO_REDIRECT_URI must end in ${SSO_CALLBACK_PATH}, with no query`);
  const postLogout = env.SSO_POST_LOGOUT_REDIRECT_URI?.trim() || new URL('/login', redirect).toString();
  absoluteUrl('SSO_POST_LOGOUT_REDIRECT_URI', postLogout, fail);
  const claim = env.SSO_USERNAME_CLAIM?.trim() || 'preferred_username';
  if (claim !== 'preferred_username' && claim !== 'email') fail(`SSO_USERNAME_CLAIM must be preferred_username or email, not "${claim}"`);
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: redirect.toString(),
    postLogoutRedirectUri: postLogout,
    scope: env.SSO_SCOPE?.trim() || 'openid profile email',
    usernameClaim: claim,
  };
}
