/**
 * The demo provider's limit on password guesses (src/server/sso/demo-provider/guess-limit.ts):
 * the portal's lockout rule, five wrong passwords in a row lock the login for fifteen minutes,
 * even against the right password, and a name the provider has no account for gets the very same
 * answers, so the limit does not tell which accounts exist. The real provider on a loopback port;
 * no portal is needed to sign in at it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK_THRESHOLD } from '../../../src/constants.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/data/demo-users.ts';
import { startDemoProvider, type RunningDemoProvider } from '../../../src/server/sso/demo-provider/demo-provider.ts';
import { ProviderBrowser } from './provider-browser.ts';

const PORTAL = 'http://127.0.0.1:8998';
const CLIENT = { clientId: 'smartportal', clientSecret: 'a-test-client-secret-of-some-length', redirectUri: `${PORTAL}/sso/oidc/callback`, postLogoutRedirectUri: `${PORTAL}/login` };

let provider: RunningDemoProvider;

beforeAll(async () => {
  provider = await startDemoProvider({ publicHost: '127.0.0.1', host: '127.0.0.1', port: 0, client: CLIENT });
});

afterAll(async () => {
  await provider?.close();
});

/** A fresh sign-in at the provider, as the portal starts one: its form's address. */
async function signInForm(browser: ProviderBrowser): Promise<string> {
  const authorize = new URL('/auth', provider.issuer);
  authorize.search = new URLSearchParams({
    client_id: CLIENT.clientId,
    response_type: 'code',
    redirect_uri: CLIENT.redirectUri,
    scope: 'openid',
    state: 'a-state-value-for-the-test-0123456789',
    nonce: 'a-nonce-value-for-the-test-0123456789',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const form = await browser.follow(authorize.toString());
  expect(form.response.status).toBe(200);
  expect(form.url).toContain('/interaction/');
  return form.url;
}

async function guess(browser: ProviderBrowser, form: string, login: string, password: string) {
  const answer = await browser.follow(`${form}/login`, { method: 'POST', form: { login, password } });
  const text = answer.response.status === 200 || answer.response.status === 429 ? await answer.response.text() : '';
  const message = /role="alert">([^<]*)</.exec(text)?.[1];
  const retryAfter = answer.response.headers.get('retry-after');
  // Seconds left of the fifteen minutes: said in whole minutes on the page.
  return { status: answer.response.status, url: answer.url, message, waitMinutes: retryAfter === null ? null : Math.ceil(Number(retryAfter) / 60) };
}

describe('the demo provider limits password guesses', () => {
  it('locks a login after five wrong passwords, refuses even the right one, and answers an unknown name the same', async () => {
    const outcomes: Record<string, { status: number; message: string | undefined; waitMinutes: number | null }[]> = {};
    for (const login of ['sso', 'nobody-here']) {
      const browser = new ProviderBrowser(provider.issuer);
      const form = await signInForm(browser);
      outcomes[login] = [];
      for (let attempt = 0; attempt < LOGIN_LOCK_THRESHOLD; attempt += 1) {
        const { status, message, waitMinutes } = await guess(browser, form, login, `wrong password ${attempt}`);
        outcomes[login]!.push({ status, message, waitMinutes });
      }
      // Locked: the right password opens nothing, and nothing comes back to the portal.
      const locked = await guess(browser, form, login, DEMO_PASSWORD);
      expect(locked.url.startsWith(provider.issuer), login).toBe(true);
      outcomes[login]!.push({ status: locked.status, message: locked.message, waitMinutes: locked.waitMinutes });
    }
    const wrong = { status: 200, message: 'The username or password is incorrect.', waitMinutes: null };
    const lockedAnswer = { status: 429, message: 'Too many wrong passwords. Try again in 15 minutes.', waitMinutes: 15 };
    const expected = [...Array.from({ length: LOGIN_LOCK_THRESHOLD }, () => wrong), lockedAnswer];
    expect(outcomes).toEqual({ sso: expected, 'nobody-here': expected });
  });

  it('a right password before the limit ends the run of wrong ones; another login is not held by a locked one', async () => {
    const browser = new ProviderBrowser(provider.issuer);
    const form = await signInForm(browser);
    for (let attempt = 0; attempt < LOGIN_LOCK_THRESHOLD - 1; attempt += 1) {
      expect((await guess(browser, form, 'visitor', 'not it')).status).toBe(200);
    }
    const signedIn = await guess(browser, form, 'Visitor', DEMO_PASSWORD);
    expect(signedIn.url.startsWith(CLIENT.redirectUri)).toBe(true);
    expect(new URL(signedIn.url).searchParams.get('code')).toBeTruthy();

    // The run starts again from nothing: four more wrong guesses do not lock it.
    const fresh = new ProviderBrowser(provider.issuer);
    const freshForm = await signInForm(fresh);
    for (let attempt = 0; attempt < LOGIN_LOCK_THRESHOLD - 1; attempt += 1) {
      expect((await guess(fresh, freshForm, 'visitor', 'not it')).status).toBe(200);
    }
    expect((await guess(fresh, freshForm, 'visitor', DEMO_PASSWORD)).url.startsWith(CLIENT.redirectUri)).toBe(true);
  });
});
