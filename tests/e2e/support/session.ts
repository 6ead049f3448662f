import { expect, type Page } from '@playwright/test';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET, TOKEN_COOKIE_LIFETIME_MS } from '../../../src/constants.ts';
import { TOKEN_COOKIE_NAME } from '../../../src/shell/session/token-cookie-store.ts';

/** Every demo user's password (README). */
export const DEMO_PASSWORD = 'Portal!2026';

/** The token cookie's content (src/shell/session/token-cookie-store.ts). */
interface StoredTokens {
  a: string;
  r: string;
  e: number;
}

/** The portal the journeys run against (playwright.config.ts sets the port once, for every worker). */
function portalOrigin(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: run the journeys through playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}

/**
 * Signs in as the login page does (the token service's password grant, with the browser
 * client's credential) and keeps the tokens in the cookie the shell keeps them in, then opens
 * `path` and waits for the signed-in header: what a reload of a signed-in tab does. The login
 * page itself is the subject of the shell and start-up journeys (signInThroughLoginPage); every
 * other journey starts here, on its own screen, without drawing the login page and the home
 * page first (about 2 s a journey on a loaded CI machine).
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD, path = '/'): Promise<void> {
  const answer = await page.request.post('/oauth/token', {
    form: { grant_type: 'password', username: login, password, 'remember-me': 'true' },
    headers: { Authorization: `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}` },
  });
  expect(answer.status(), `signing in as ${login}`).toBe(200);
  const { access_token: a, refresh_token: r } = (await answer.json()) as { access_token: string; refresh_token: string };
  const expires = Date.now() + TOKEN_COOKIE_LIFETIME_MS;
  const stored: StoredTokens = { a, r, e: expires };
  await page.context().addCookies([
    {
      name: TOKEN_COOKIE_NAME,
      value: encodeURIComponent(JSON.stringify(stored)),
      url: portalOrigin(),
      expires: Math.floor(expires / 1000),
      sameSite: 'Lax',
    },
  ]);
  await page.goto(path);
  await expect(page.getByText(/^(Welcome|Bienvenue) /)).toBeVisible();
}

/**
 * Signs in through the login page and waits for the signed-in header: for the journeys whose
 * subject is what a login starts (the contact confirmation prompt is asked once per login).
 */
export async function signInThroughLoginPage(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/^(Welcome|Bienvenue) /)).toBeVisible();
}

/** Signs in as `login` (with the demo password) straight onto `path`. */
export const openAs = (page: Page, login: string, path: string): Promise<void> => signIn(page, login, DEMO_PASSWORD, path);

/** Replaces both tokens of the session cookie, as if they had expired and been revoked. */
export async function spoilTokens(page: Page): Promise<void> {
  await page.evaluate(() => {
    const entry = document.cookie.split('; ').find((c) => c.startsWith('sp_token='));
    if (!entry) throw new Error('no token cookie');
    const stored = JSON.parse(decodeURIComponent(entry.slice('sp_token='.length))) as Record<string, unknown>;
    const spoiled = { ...stored, a: 'expired-access-token', r: 'revoked-refresh-token' };
    document.cookie = `sp_token=${encodeURIComponent(JSON.stringify(spoiled))}; path=/`;
  });
}
