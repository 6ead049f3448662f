// The session's start-up calls are sent once (issue #20): the user details, the header menu, the
// product files, the OEM's DWC data and, for an admin, the OEM list, once per sign-in and once
// per page load of a signed-in user; an identity change (impersonation start and stop, a
// language switch) asks again only for what it changes.
import { expect, test, type Page } from '@playwright/test';
import { recordRequests, type RequestLog } from './support/request-log.ts';
import { DEMO_PASSWORD } from './support/session.ts';

const USER_DETAILS = 'GET /api/sso/user/userData';
const HEADER_MENU = 'GET /api/portal/headerMenu';
const DWC_DATA = 'GET /api/portal/dwc/websiteprogram/async/dealerServiceData';
const OEM_LIST = 'GET /api/portal/oems';
const productFile = (name: string) => `GET /mocdata/products/${name}`;
/** The home page's CMS texts, in the language shown. */
const HOME_CMS = 'GET /cms/api/page/data';

/** The counts of `calls` since the last clear, each of which must be 1. */
function expectEachOnce(recorder: RequestLog, calls: readonly string[]) {
  const counts = recorder.counts();
  expect(Object.fromEntries(calls.map((call) => [call, counts[call] ?? 0])), recorder.list()).toEqual(Object.fromEntries(calls.map((call) => [call, 1])));
}

async function signInThroughLoginPage(page: Page, login: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

const toolbar = (page: Page) => page.getByRole('region', { name: 'Impersonate User' });
const DEALER_START_UP = [USER_DETAILS, HEADER_MENU, productFile('honda.json'), productFile('common.json'), DWC_DATA];

/** A dealer's home has settled: its product tiles show (the files are asked for with the DWC data), and no call is under way. */
async function dealerHomeShown(page: Page, recorder: RequestLog) {
  await expect(page.getByText(/^(Welcome|Bienvenue) /)).toBeVisible();
  await expect(page.getByTestId('product-card-body').first()).toBeVisible();
  await recorder.settled();
}

/** An admin's home has settled: the OEM selector lists the OEMs. */
async function adminHomeShown(page: Page, recorder: RequestLog) {
  await expect(page.getByText('Please impersonate a user to see SmartPortal information')).toBeVisible();
  await expect(toolbar(page).getByRole('combobox', { name: 'OEM', exact: true }).locator('option', { hasText: 'Genesis' })).toHaveCount(1);
  await recorder.settled();
}

test('a dealer: each start-up call once at sign-in and once on a reload', async ({ page }) => {
  const recorder = recordRequests(page);
  await signInThroughLoginPage(page, 'dealer');
  await dealerHomeShown(page, recorder);
  expectEachOnce(recorder, ['POST /oauth/token', ...DEALER_START_UP]);

  recorder.clear();
  await page.reload();
  await dealerHomeShown(page, recorder);
  expectEachOnce(recorder, DEALER_START_UP);
  expect(recorder.counts()['POST /oauth/token'], 'no token call on a reload').toBeUndefined();
  expect(recorder.failed, 'failed or aborted requests').toEqual([]);
});

test('a reload with a spent access token: one refresh, and each start-up call retried once with the new token (portal-shell §4)', async ({ page }) => {
  const recorder = recordRequests(page);
  await signInThroughLoginPage(page, 'dealer');
  await dealerHomeShown(page, recorder);
  // The access token alone is spoiled; the refresh token is still good.
  await page.evaluate(() => {
    const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('sp_token='));
    if (!entry) throw new Error('no token cookie');
    const stored = JSON.parse(decodeURIComponent(entry.slice('sp_token='.length))) as Record<string, unknown>;
    document.cookie = `sp_token=${encodeURIComponent(JSON.stringify({ ...stored, a: 'spent-access-token' }))}; path=/`;
  });

  recorder.clear();
  await page.reload();
  await dealerHomeShown(page, recorder);
  const counts = recorder.counts();
  // The user details and the menu went out together with the spent token: both answered 401, one refresh served both.
  expect({ token: counts['POST /oauth/token'], user: counts[USER_DETAILS], menu: counts[HEADER_MENU] }, recorder.list()).toEqual({ token: 1, user: 2, menu: 2 });
  const userCalls = recorder.sent.filter((request) => `${request.method()} ${new URL(request.url()).pathname}` === USER_DETAILS);
  const authorizations = await Promise.all(userCalls.map(async (request) => (await request.allHeaders())['authorization']));
  expect(authorizations[0]).toBe('Bearer spent-access-token');
  expect(authorizations[1]).toMatch(/^Bearer (?!spent-access-token)/);
  expectEachOnce(recorder, [productFile('honda.json'), productFile('common.json'), DWC_DATA]);
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
});

test('an admin: each start-up call once at sign-in and on a reload; impersonation start and stop load the user once each', async ({ page }) => {
  const adminStartUp = [...DEALER_START_UP, OEM_LIST];
  const recorder = recordRequests(page);
  await signInThroughLoginPage(page, 'admin');
  await adminHomeShown(page, recorder);
  expectEachOnce(recorder, ['POST /oauth/token', ...adminStartUp]);

  recorder.clear();
  await page.reload();
  await adminHomeShown(page, recorder);
  expectEachOnce(recorder, adminStartUp);

  // Acting as a Genesis dealer: the page loads again as that user, once.
  await toolbar(page).getByRole('combobox', { name: 'OEM', exact: true }).selectOption('Genesis');
  const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('term') === 'gina');
  await toolbar(page).getByRole('combobox', { name: 'Search user' }).pressSequentially('gina');
  await searched;
  await page.getByRole('option', { name: /Gina Genesis/ }).click();
  recorder.clear();
  await toolbar(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Welcome Gina Genesis' })).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Reset' })).toBeEnabled();
  await dealerHomeShown(page, recorder);
  expectEachOnce(recorder, ['POST /api/portal/impersonate', USER_DETAILS, HEADER_MENU, productFile('genesis.json'), productFile('common.json'), DWC_DATA, OEM_LIST]);

  // Back to the admin: once more.
  recorder.clear();
  await toolbar(page).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('button', { name: 'Welcome Alex Administrator' })).toBeVisible();
  await adminHomeShown(page, recorder);
  expectEachOnce(recorder, ['DELETE /api/portal/impersonate', ...adminStartUp]);
  expect(recorder.failed, 'failed or aborted requests').toEqual([]);
});

test('a language switch stores the language and asks for the product files and the home texts in it, once, and for nothing else of the start-up', async ({ page }) => {
  // dealer.bmwca (BMW Canada offers both languages): no other journey changes this user, and the skins journey reads it in either language.
  const recorder = recordRequests(page);
  await signInThroughLoginPage(page, 'dealer.bmwca');
  await dealerHomeShown(page, recorder);

  const switchTo = async (language: 'Français' | 'English', welcome: RegExp) => {
    recorder.clear();
    await page.getByRole('banner').getByRole('button', { name: /^(Language|Langue)/ }).first().click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByText(welcome)).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Learn more|En savoir plus)/ }).first()).toBeVisible();
    await dealerHomeShown(page, recorder);
  };

  await switchTo('Français', /^Bienvenue /);
  expectEachOnce(recorder, ['POST /api/portal/changeUserLanguage', productFile('bmwca_fr.json'), productFile('common_fr.json'), HOME_CMS]);
  const counts = recorder.counts();
  // The DWC data is the OEM's alone (portal-shell §7), and the answer of the switch is the user details.
  expect([USER_DETAILS, HEADER_MENU, DWC_DATA, productFile('bmwca.json')].filter((call) => counts[call] !== undefined), recorder.list()).toEqual([]);

  // Back to English, as the user was.
  await switchTo('English', /^Welcome /);
  expectEachOnce(recorder, ['POST /api/portal/changeUserLanguage', productFile('bmwca.json'), productFile('common.json'), HOME_CMS]);
  expect(recorder.failed, 'failed or aborted requests').toEqual([]);
});
