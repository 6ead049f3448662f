// Portal shell journeys against `npm start`'s server (portal-shell §2, §4.1, §6, §8).
import { expect, test } from '@playwright/test';
import { signIn, spoilTokens } from './support/session.ts';

test('the login page names the missing fields with the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username required')).toBeVisible();
  await expect(page.getByText('Password required')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a dealer signs in, sees the Honda menu and product tiles, and is kept out of a route the menu lacks', async ({ page }) => {
  await signIn(page, 'dealer');
  const nav = page.getByRole('navigation').first();
  // oemId 1 (Honda): the settings menu reads "Certified Programs".
  await expect(nav.getByRole('button', { name: 'Certified Programs' })).toBeVisible();
  await expect(nav.getByText('Admin Portal')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Learn more' }).first()).toBeVisible();
  const card = page.getByTestId('product-card-body').first();
  expect((await card.boundingBox())?.height).toBe(170);

  await page.goto('/smartleads');
  await expect(page).toHaveURL(/\/smartleads$/);
  await page.goto('/manageenrollments');
  await expect(page).toHaveURL(/\/$/);
});

test('a first request made while signed out is replayed after login', async ({ page }) => {
  await page.goto('/smartleads');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill('dealer');
  await page.getByLabel('Password').fill('Portal!2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/smartleads$/);
});

test('switching to French loads the French portal and the path locale keeps it', async ({ page }) => {
  await signIn(page, 'dealer');
  await page.goto('/fr');
  await expect(page.getByText(/^Bienvenue /)).toBeVisible();
  await expect(page.getByRole('navigation').first().getByText('Prospects')).toBeVisible();
});

test('a dealer whose language is French gets the portal in French', async ({ page }) => {
  await signIn(page, 'dealer.fr');
  await expect(page.getByText(/^Bienvenue /)).toBeVisible();
});

test('an admin in JDP admin who is not impersonating is asked to impersonate and sees Admin Portal', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByText('Please impersonate a user to see SmartPortal information')).toBeVisible();
  await expect(page.getByText('Admin Portal')).toBeVisible();
});

test('a CMS editor has no feedback icon; a dealer has one', async ({ page }) => {
  await signIn(page, 'dealer');
  await expect(page.getByRole('link', { name: 'Send feedback' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'editor');
  await expect(page.getByRole('link', { name: 'Send feedback' })).toHaveCount(0);
});

test('an SSO-only user sees the single sign-on notice and no menu', async ({ page }) => {
  await signIn(page, 'sso');
  await expect(page.getByText('Single sign-on', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Programs' })).toHaveCount(0);
});

test('a server error opens "Unable to Complete Request" with the skin contacts', async ({ page }) => {
  await signIn(page, 'dealer');
  // The server answers no user input with a 500, so the failure is injected on the wire.
  await page.route('**/api/portal/dwc/websiteprogram/async/dealerServiceData**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal_error","message":"boom"}' }),
  );
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Unable to Complete Request' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("We're sorry, something went wrong. Our systems administrator will investigate.");
  await expect(dialog).toContainText('If you need immediate assistance please contact us at');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a 401 whose refresh fails shows "Session Expired", and Login signs out', async ({ page }) => {
  await signIn(page, 'dealer');
  await spoilTokens(page);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toContainText('Your session has expired.');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login/);
});
