// Single sign-on through the demo OpenID Connect provider npm start runs beside the portal
// (issue #20; portal-shell §2.3: the notice logs out, stores the redirect target, and the single
// sign-on brings the user back to it).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

const PROVIDER_ORIGIN = `http://127.0.0.1:${process.env.E2E_SSO_PORT}`;

async function continueToSingleSignOn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to single sign-on' }).click();
}

async function expectProviderSignIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'SmartPortal demo sign-on' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(PROVIDER_ORIGIN);
}

test('the sso user completes single sign-on at the provider and lands on the notice; logging out ends both sessions', async ({ page, context, baseURL }) => {
  await signIn(page, 'sso');
  await continueToSingleSignOn(page);

  await expectProviderSignIn(page);
  await page.getByLabel('Username').fill('sso');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the portal, signed in by the single sign-on, on the notice the trip started from.
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Welcome Sam Single-Sign-On')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Programs' })).toHaveCount(0);
  const names = (await context.cookies(baseURL)).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['sp_token', 'sp_session', 'sp_sso']));

  // Logout ends the portal session and, after the provider's confirmation, the provider's.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of the demo sign-on?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies(baseURL)).map((cookie) => cookie.name)).not.toContain('sp_token');

  // A second single sign-on asks for the credentials again.
  await signIn(page, 'sso');
  await continueToSingleSignOn(page);
  await expectProviderSignIn(page);
  await expect(page.getByLabel('Password')).toBeEmpty();
});

test('a single sign-on cancelled at the provider says so on the sign-in page', async ({ page }) => {
  await signIn(page, 'sso');
  await continueToSingleSignOn(page);
  await expectProviderSignIn(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?sso=denied$/);
  await expect(page.getByRole('alert')).toHaveText('Single sign-on was cancelled. Sign in again to continue.');
});
