// The admin impersonation toolbar in the browser (portal-shell §2.5, §4.4, §5.4, §6): an admin
// finds a dealer, applies, and the whole portal is that dealer's (menu, skin, the impersonate
// header on calls) until Reset brings the admin's own portal back. Read-only on the server: the
// dealer acted as (dealer.genesis, Genesis skin) is not changed, so other specs are unaffected.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { seriousViolations } from './support/axe.ts';

const PROMPT = 'Please impersonate a user to see SmartPortal information';

const toolbar = (page: Page) => page.getByRole('region', { name: 'Impersonate User' });
const oemSelector = (page: Page) => toolbar(page).getByRole('combobox', { name: 'OEM', exact: true });
const searchBox = (page: Page) => toolbar(page).getByRole('combobox', { name: 'Search user' });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const skin = (page: Page) => page.locator('[data-skin]').first();


async function storageItem(page: Page, area: 'localStorage' | 'sessionStorage', key: string) {
  return page.evaluate(([where, name]) => window[where as 'localStorage' | 'sessionStorage'].getItem(name as string), [area, key]);
}

/** Opens a top-level menu and reads its entries' names. */
async function entriesOf(page: Page, topLevel: string) {
  await navigation(page).getByRole('button', { name: topLevel }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const names = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return names;
}

test('as admin: Apply acts as a dealer with their menu, skin and header; Reset brings the admin back', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByText(PROMPT)).toBeVisible();
  await expect(skin(page)).toHaveAttribute('data-skin', 'honda');
  await expect(navigation(page).getByRole('link', { name: /Admin Portal/ })).toBeVisible();
  expect(await entriesOf(page, 'Tools')).toContain('Log Viewer');

  // Saved state of the admin's session, which Apply must not carry over.
  await page.evaluate(() => {
    localStorage.setItem('FILTER_SETTINGS_viewLeads', '{"status":"NEW"}');
    sessionStorage.setItem('sp_hero_video_closed', 'true');
  });

  // Search: nothing at one character, results from two, narrowed to the chosen OEM.
  await expect(oemSelector(page)).toBeEnabled();
  await oemSelector(page).selectOption('Genesis');
  // Typed slower than the search's pause (a loaded machine), "gi" or "gin" may be searched first: wait for "gina".
  const searched = page.waitForRequest((request) => request.url().includes('/api/portal/impersonate/users') && new URL(request.url()).searchParams.get('term') === 'gina');
  await searchBox(page).fill('g');
  await expect(page.getByText('Type at least 2 characters of a login or user name.')).toBeVisible();
  await searchBox(page).pressSequentially('ina');
  const query = new URL((await searched).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ term: 'gina', oemName: 'Genesis' });
  const gina = page.getByRole('option', { name: /Gina Genesis/ });
  await expect(gina).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="impersonation-toolbar"]', '.MuiAutocomplete-popper')).toEqual([]);

  await gina.click();
  await expect(searchBox(page)).toHaveValue('Gina Genesis (dealer.genesis)');
  const impersonatedCall = page.waitForRequest(
    (request) => request.url().includes('/api/portal/headerMenu') && request.headers()['impersonate'] === 'dealer.genesis',
  );
  const reloaded = page.waitForEvent('load');
  await toolbar(page).getByRole('button', { name: 'Apply' }).click();
  await reloaded;
  await impersonatedCall;

  // The portal is now the dealer's.
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('button', { name: 'Welcome Gina Genesis' })).toBeVisible();
  await expect(skin(page)).toHaveAttribute('data-skin', 'genesis');
  await expect(page.getByText(PROMPT)).toHaveCount(0);
  await expect(navigation(page).getByRole('button', { name: 'Retailer Settings' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: /Admin Portal/ })).toHaveCount(0);
  // In the Genesis skin's words (skin terms): its menu says Retailer, never Dealer.
  expect(await entriesOf(page, 'Enrollments')).toContain('Digital Retailer Packages');
  const tools = await entriesOf(page, 'Tools');
  expect(tools).toContain('Resources');
  expect(tools).not.toContain('Log Viewer');

  // Locked while acting as someone; the button reads Reset.
  await expect(oemSelector(page)).toBeDisabled();
  await expect(oemSelector(page)).toHaveValue('Genesis');
  await expect(searchBox(page)).toBeDisabled();
  await expect(searchBox(page)).toHaveValue('Gina Genesis (dealer.genesis)');
  await expect(toolbar(page).getByRole('button', { name: 'Apply' })).toHaveCount(0);
  const reset = toolbar(page).getByRole('button', { name: 'Reset' });
  await expect(reset).toBeEnabled();

  // Saved state cleared; the skin name of the OEM saved.
  expect(await storageItem(page, 'localStorage', 'FILTER_SETTINGS_viewLeads')).toBeNull();
  expect(await storageItem(page, 'sessionStorage', 'sp_hero_video_closed')).toBeNull();
  expect(await storageItem(page, 'localStorage', 'oemSkinName')).toBe('genesis');
  expect(await seriousViolations(page, '[data-testid="impersonation-toolbar"]')).toEqual([]);

  const resetDone = page.waitForEvent('load');
  await reset.click();
  await resetDone;

  // The admin's own portal again.
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('button', { name: 'Welcome Alex Administrator' })).toBeVisible();
  await expect(skin(page)).toHaveAttribute('data-skin', 'honda');
  await expect(page.getByText(PROMPT)).toBeVisible();
  await expect(navigation(page).getByRole('button', { name: 'Certified Programs' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: /Admin Portal/ })).toBeVisible();
  expect(await entriesOf(page, 'Tools')).toContain('Log Viewer');
  expect(await storageItem(page, 'localStorage', 'oemSkinName')).toBeNull();
  expect((await page.context().cookies()).filter((cookie) => cookie.name === 'impersonate' && cookie.value !== '')).toEqual([]);
  await expect(oemSelector(page)).toBeEnabled();
  await expect(searchBox(page)).toBeEnabled();
  await expect(searchBox(page)).toHaveValue('');
  await expect(toolbar(page).getByRole('button', { name: 'Apply' })).toBeDisabled();
});

test('as admin: a search nobody matches says "No Users Found"', async ({ page }) => {
  await signIn(page, 'admin');
  await searchBox(page).fill('zzqx');
  await expect(page.locator('.MuiAutocomplete-popper').getByText('No Users Found')).toBeVisible();
});

test('as dealer: no toolbar', async ({ page }) => {
  await signIn(page, 'dealer');
  await expect(navigation(page)).toBeVisible();
  await expect(toolbar(page)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Search user' })).toHaveCount(0);
});
