/**
 * Single sign-on through the demo OpenID Connect provider (src/server/sso): the real provider
 * (oidc-provider) on a loopback port, the real server on a fresh database, and a browser played
 * by hand: the provider's cookies kept in a jar, every redirect read rather than followed. The
 * portal's sign-on routes are browser navigations outside the contract, so they are called with
 * inject() under the host the redirect URI names.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/data/demo-users.ts';
import { startDemoProvider, type RunningDemoProvider } from '../../../src/server/sso/demo-provider/demo-provider.ts';
import type { SsoConfig } from '../../../src/server/sso/sso-config.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { ProviderBrowser as BrowserAt } from './provider-browser.ts';

/** The portal origin the provider returns to; requests reach the test server through inject(). */
const PORTAL_HOST = '127.0.0.1:8999';
const PORTAL = `http://${PORTAL_HOST}`;
const CLIENT = { clientId: 'smartportal', clientSecret: 'a-test-client-secret-of-some-length', redirectUri: `${PORTAL}/sso/oidc/callback`, postLogoutRedirectUri: `${PORTAL}/login` };

let provider: RunningDemoProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startDemoProvider({ publicHost: '127.0.0.1', host: '127.0.0.1', port: 0, client: CLIENT });
  const sso: SsoConfig = {
    issuer: provider.issuer,
    clientId: CLIENT.clientId,
    clientSecret: CLIENT.clientSecret,
    redirectUri: CLIENT.redirectUri,
    postLogoutRedirectUri: CLIENT.postLogoutRedirectUri,
    scope: 'openid profile email',
    usernameClaim: 'preferred_username',
  };
  server = await startTestServer({ config: { sso } });
}, 180_000);

/** A browser whose cookies for the provider are kept, following the provider's own redirects. */
class ProviderBrowser extends BrowserAt {
  constructor() {
    super(provider.issuer);
  }
}

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** The portal's cookies from a Set-Cookie list, by name. */
function cookiesOf(response: LightMyRequestResponse): Map<string, { value: string; httpOnly: boolean; maxAge?: number }> {
  return new Map(response.cookies.map((cookie) => [cookie.name, { value: cookie.value, httpOnly: cookie.httpOnly === true, ...(cookie.maxAge === undefined ? {} : { maxAge: cookie.maxAge }) }]));
}

const portal = (path: string, cookies: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: path, headers: { host: PORTAL_HOST }, cookies });

/** The header's sign-out form: an empty form posted from the portal's own page. */
const postLogout = (cookies: Record<string, string> = {}, from: { origin: string; 'sec-fetch-site': string } = { origin: 'null', 'sec-fetch-site': 'same-origin' }) =>
  server.app.inject({
    method: 'POST',
    url: '/sso/oidc/logout',
    // Chromium's own form under the portal's no-referrer policy: Origin null, Sec-Fetch-Site same-origin.
    headers: { host: PORTAL_HOST, ...from, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
    cookies,
  });

/** Starts a sign-on at the portal: the provider's authorization URL and the flow cookie. */
async function startSignOn() {
  const start = await portal('/sso/oidc/login');
  expect(start.statusCode).toBe(302);
  const flow = cookiesOf(start).get('sp_oidc_flow');
  expect(flow?.httpOnly).toBe(true);
  return { authorize: new URL(start.headers.location as string), flowCookie: flow!.value };
}

/** Signs in at the provider's form and answers the redirect back to the portal. */
async function signInAtProvider(browser: ProviderBrowser, authorize: URL, login: string, password = DEMO_PASSWORD) {
  const form = await browser.follow(authorize.toString());
  expect(form.response.status).toBe(200);
  expect(await form.response.text()).toContain('SmartPortal demo sign-on');
  const back = await browser.follow(`${form.url}/login`, { method: 'POST', form: { login, password } });
  return new URL(back.url);
}

const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

describe('single sign-on with the authorization code flow and PKCE', () => {
  it('sends the browser to the provider with S256 PKCE, state, nonce and the exact redirect URI', async () => {
    const { authorize } = await startSignOn();
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(CLIENT.redirectUri);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it('refuses a callback whose state is not the one sent, and one without a live attempt; the right one signs the sso user in', async () => {
    const browser = new ProviderBrowser();
    const { authorize, flowCookie } = await startSignOn();

    const refusedPassword = await browser.follow(authorize.toString());
    const wrong = await browser.go(`${refusedPassword.url}/login`, { method: 'POST', form: { login: 'sso', password: 'not the password' } });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('The username or password is incorrect.');

    const back = await signInAtProvider(browser, authorize, 'sso');
    expect(back.origin + back.pathname).toBe(CLIENT.redirectUri);
    expect(back.searchParams.get('code')).toBeTruthy();

    const forged = new URL(back);
    forged.searchParams.set('state', 'an-attackers-state-value-0123456789');
    const badState = await portal(pathAndQuery(forged), { sp_oidc_flow: flowCookie });
    expect(badState.statusCode).toBe(302);
    expect(badState.headers.location).toBe('/login?sso=failed');
    expect(cookiesOf(badState).has('sp_token')).toBe(false);

    const noFlow = await portal(pathAndQuery(back));
    expect(noFlow.headers.location).toBe('/login?sso=expired');
    expect(cookiesOf(noFlow).has('sp_token')).toBe(false);

    const tampered = await portal(pathAndQuery(back), { sp_oidc_flow: `${flowCookie.slice(0, -4)}AAAA` });
    expect(tampered.headers.location).toBe('/login?sso=expired');

    const good = await portal(pathAndQuery(back), { sp_oidc_flow: flowCookie });
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toBe('/login');
    expect(good.headers['cache-control']).toBe('no-store');
    const cookies = cookiesOf(good);
    const stored = JSON.parse(decodeURIComponent(cookies.get('sp_token')!.value)) as { a: string; r: string; e: number };
    expect(stored.a).toBeTruthy();
    expect(stored.r).toBeTruthy();
    expect(stored.e).toBeGreaterThan(Date.now());
    expect(cookies.get('sp_session')?.value).toBeTruthy();
    expect(cookies.get('sp_sso')?.value).toBe('1');
    expect(cookies.get('sp_oidc_id')?.httpOnly).toBe(true);

    // The portal's own token, as the password grant issues it: the sso user, limited to the notice.
    const me = await server.get('/api/sso/user/userData', { token: stored.a });
    expect(me.status).toBe(200);
    expect(me.body.loginName).toBe('sso');
    expect(me.body.ssoLoginOnlyAllowed).toBe(true);
    expect(me.body.ssoPortalUrl).toBe(`${PORTAL}/sso/oidc/login`);
    expect((await server.get('/api/portal/profileInformation', { token: stored.a })).status).toBe(403);
    const refreshed = await server.refresh(stored.r);
    expect(refreshed.status).toBe(200);

    // The code is single-use: the same callback again, even with the attempt's cookie, is refused.
    const replay = await portal(pathAndQuery(back), { sp_oidc_flow: flowCookie });
    expect(replay.headers.location).toBe('/login?sso=failed');
  });

  it('says who it cannot sign in: a provider account with no portal account, and a cancelled sign-in', async () => {
    const visitor = await startSignOn();
    const back = await signInAtProvider(new ProviderBrowser(), visitor.authorize, 'visitor');
    const refused = await portal(pathAndQuery(back), { sp_oidc_flow: visitor.flowCookie });
    expect(refused.headers.location).toBe('/login?sso=unknown_user');
    expect(cookiesOf(refused).has('sp_token')).toBe(false);

    const cancelled = await startSignOn();
    const browser = new ProviderBrowser();
    const form = await browser.follow(cancelled.authorize.toString());
    const aborted = await browser.follow(`${form.url}/abort`, { method: 'POST', form: {} });
    const abortedUrl = new URL(aborted.url);
    expect(abortedUrl.searchParams.get('error')).toBe('access_denied');
    const denied = await portal(pathAndQuery(abortedUrl), { sp_oidc_flow: cancelled.flowCookie });
    expect(denied.headers.location).toBe('/login?sso=denied');
  });

  it('the provider refuses an authorization request without PKCE and a redirect URI that is not registered', async () => {
    const { authorize } = await startSignOn();
    const noPkce = new URL(authorize);
    noPkce.searchParams.delete('code_challenge');
    noPkce.searchParams.delete('code_challenge_method');
    const refused = await new ProviderBrowser().follow(noPkce.toString());
    expect(new URL(refused.url).searchParams.get('error')).toBe('invalid_request');

    const elsewhere = new URL(authorize);
    elsewhere.searchParams.set('redirect_uri', `${PORTAL}/sso/oidc/callback/../../evil`);
    const page = await new ProviderBrowser().follow(elsewhere.toString());
    expect(page.url.startsWith(provider.issuer)).toBe(true);
    expect(page.response.status).toBe(400);
  });

  it('logging out ends the portal session and the provider session: the next sign-on asks for the password again', async () => {
    const browser = new ProviderBrowser();
    const first = await startSignOn();
    const back = await signInAtProvider(browser, first.authorize, 'sso');
    const signedIn = cookiesOf(await portal(pathAndQuery(back), { sp_oidc_flow: first.flowCookie }));

    // While the provider session lives, a second sign-on needs no password.
    const silent = await startSignOn();
    const silentBack = await browser.follow(silent.authorize.toString());
    expect(silentBack.url.startsWith(CLIENT.redirectUri)).toBe(true);

    const ssoCookies = { sp_oidc_id: signedIn.get('sp_oidc_id')!.value, sp_sso: '1' };
    // No state change on a GET (a link, an image, a prefetch), nor on a form from another site.
    const byGet = await portal('/sso/oidc/logout', ssoCookies);
    expect(byGet.statusCode).toBe(405);
    expect(byGet.headers.allow).toBe('POST');
    expect(byGet.cookies).toEqual([]);
    for (const from of [
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://elsewhere.example', 'sec-fetch-site': '' },
    ]) {
      const forged = await postLogout(ssoCookies, from);
      expect(forged.statusCode, JSON.stringify(from)).toBe(403);
      expect(forged.cookies).toEqual([]);
    }

    const logout = await postLogout(ssoCookies);
    expect(logout.statusCode).toBe(303);
    const endSession = new URL(logout.headers.location as string);
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(CLIENT.postLogoutRedirectUri);
    expect(endSession.searchParams.get('id_token_hint')).toBe(signedIn.get('sp_oidc_id')!.value);
    const cleared = cookiesOf(logout);
    expect(cleared.get('sp_oidc_id')?.value).toBe('');
    expect(cleared.get('sp_sso')?.value).toBe('');

    const confirm = await browser.follow(endSession.toString());
    const html = await confirm.response.text();
    expect(html).toContain('Sign out of the demo sign-on?');
    // The provider's own GET only asks: its session still lives until the confirmation is posted.
    const stillSignedIn = await startSignOn();
    expect((await browser.follow(stillSignedIn.authorize.toString())).url.startsWith(CLIENT.redirectUri)).toBe(true);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const done = await browser.follow(new URL(action!.replace(/&amp;/g, '&'), provider.issuer).toString(), { method: 'POST', form: { xsrf: xsrf!, logout: 'yes' } });
    expect(done.url).toBe(CLIENT.postLogoutRedirectUri);

    const again = await startSignOn();
    const prompt = await browser.follow(again.authorize.toString());
    expect(prompt.url).toContain('/interaction/');
    expect(await prompt.response.text()).toContain('Password');
  });

  it('without a sign-on cookie, logging out goes straight to the sign-in page', async () => {
    const logout = await postLogout();
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/login');
  });
});
