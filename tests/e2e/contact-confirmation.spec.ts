// The contact confirmation flow on the home page (portal-shell §2.3, §4.2, §5.1, §6, §9), as the
// demo Infiniti dealer, who has never confirmed (the seed leaves the other demo dealers confirmed
// so that their journeys meet no prompt). The tests run in order: the first two leave the dealer
// unconfirmed, the last confirms.
// Each journey signs in through the login page: the prompt belongs to a login (portal-shell §4.2).
import { expect, test, type Page } from '@playwright/test';
import { signInThroughLoginPage as signIn } from './support/session.ts';
import { seriousViolations } from './support/axe.ts';

const DEALER = 'dealer.infiniti';
const PROFILE_PATH = '/api/portal/profileContactDetails';

/** A call of the portal API with the browser's own session token (no new sign-in, which would be a new login). */
async function callAsBrowser<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (url) => {
    const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('sp_token='));
    if (!entry) throw new Error('no token cookie');
    const token = (JSON.parse(decodeURIComponent(entry.slice('sp_token='.length))) as { a: string }).a;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as T };
  }, path);
}


/** The home page has settled: its tiles are drawn and no call is still running. */
async function homeSettled(page: Page) {
  await expect(page.getByTestId('product-card-body').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a Hyundai CA dealer is never asked, though never confirmed', async ({ page }) => {
  await signIn(page, 'dealer.hyundaica');
  const profile = await callAsBrowser<{ lastUpdatedDateForDealerContact?: string }>(page, PROFILE_PATH);
  expect(profile.body.lastUpdatedDateForDealerContact).toBeUndefined();
  await homeSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a cancelled prompt stays away for the rest of the login and returns at the next', async ({ page }) => {
  const profileCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PROFILE_PATH) profileCalls.push(request.method());
  });
  await signIn(page, DEALER);
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('Iris Infiniti');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // The same login: after a reload the prompt is not even loaded.
  profileCalls.length = 0;
  await page.reload();
  await homeSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(profileCalls).toEqual([]);
  // Nothing was saved.
  const profile = await callAsBrowser<{ lastUpdatedDateForDealerContact?: string }>(page, PROFILE_PATH);
  expect(profile.body.lastUpdatedDateForDealerContact).toBeUndefined();

  // A new login asks again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, DEALER);
  await expect(page.getByRole('dialog', { name: 'Contact Details' })).toBeVisible();
});

test('a dealer corrects the contact details and the authorized contact, skips billing, and the server has them with today\'s date', async ({ page }) => {
  await signIn(page, DEALER);
  const contact = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(contact).toBeVisible();

  // The spec's messages for invalid input (portal-shell §5.1).
  await contact.getByLabel(/^Title/).fill('');
  await contact.getByLabel(/^Email/).fill('iris@infiniti');
  await contact.getByLabel(/^Phone/).fill('555-12');
  await contact.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(contact.getByText('This field is required.')).toBeVisible();
  await expect(contact.getByText('The email address does not appear to be valid.')).toBeVisible();
  await expect(contact.getByText('Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Values are trimmed.
  await contact.getByLabel(/^Title/).fill('  General Manager  ');
  await contact.getByLabel(/^Name/).fill('Iris Infiniti-Moreau');
  await contact.getByLabel(/^Email/).fill('iris.moreau@example.com');
  await contact.getByLabel(/^Phone/).fill('(312) 555-0177');
  await contact.getByRole('button', { name: 'Save and Continue' }).click();

  const authorized = page.getByRole('dialog', { name: 'Authorized Dealer Website Contact Details' });
  await expect(authorized).toBeVisible();
  await authorized.getByLabel(/^Authorized Person/).fill('');
  await authorized.getByLabel(/^Authorized Email/).fill('not-an-email');
  await authorized.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(authorized.getByText('This field is required.')).toBeVisible();
  await expect(authorized.getByText('The email address does not appear to be valid.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await authorized.getByLabel(/^Authorized Person/).fill('Morgan Lee');
  await authorized.getByLabel(/^Authorized Email/).fill('morgan.lee@example.com');
  await authorized.getByLabel(/^Authorized Phone/).fill('312-5550143');
  await authorized.getByRole('button', { name: 'Save and Continue' }).click();

  const billing = page.getByRole('dialog', { name: 'Billing Contact' });
  await expect(billing).toBeVisible();
  await expect(billing.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await billing.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const { status, body } = await callAsBrowser<{
    serverDate: string;
    lastUpdatedDateForDealerContact?: string;
    contactDetails?: Record<string, string>;
    dwcpEnrollmentContactDetailsData?: Record<string, unknown>;
  }>(page, PROFILE_PATH);
  expect(status).toBe(200);
  expect(body.contactDetails).toEqual({ title: 'General Manager', name: 'Iris Infiniti-Moreau', email: 'iris.moreau@example.com', phone: '(312) 555-0177' });
  expect(body.dwcpEnrollmentContactDetailsData).toMatchObject({
    authorizedPerson: 'Morgan Lee',
    authorizedEmail: 'morgan.lee@example.com',
    authorizedPhone: '312-5550143',
    lastUpdatedDateForDealerContact: body.serverDate,
  });
  expect(body.lastUpdatedDateForDealerContact).toBe(body.serverDate);

  // The prompt does not return for this login.
  await page.reload();
  await homeSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
