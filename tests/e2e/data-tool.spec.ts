// Screens that work like a data tool (issue #21), in Chromium against the real server and
// database: Manage Enrollments at 1440×900 shows results above the fold and 25 rows in less
// than two screens; a hidden column (localStorage, per user) and a saved view (the server, per
// user) survive a reload; filters, table, row menu and dialogs work from the keyboard; and axe
// finds nothing on the engine's screens, with their menus and panels open.
import { expect, test, type Page } from '@playwright/test';
import { recordCalls, sentCalls } from './support/sent-calls.ts';
import { openAs } from './support/session.ts';
import { allViolations } from './support/axe.ts';
import { openInApp } from './support/open-in-app.ts';
import { recordRequests } from './support/request-log.ts';
import { screenDrawn } from './support/screen-drawn.ts';

const VIEWPORT = { width: 1440, height: 900 };
const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });
const results = (page: Page) => page.getByRole('table', { name: 'Enrollments' });
const bodyRows = (page: Page) => results(page).locator('tbody tr:not([data-skeleton-row])');
const headerNames = (page: Page) => results(page).getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? cell.textContent));

function isSearch(url: string, method: string): boolean {
  return method === 'POST' && new URL(url).pathname === '/api/portal/enrollments/search';
}

/** The query of the next search the page sends while `act` runs, and its JSON body. */
async function searchSentBy(page: Page, act: () => Promise<unknown>) {
  const [request] = await Promise.all([page.waitForRequest((r) => isSearch(r.url(), r.method())), act()]);
  // The table is busy from the call until its answer is drawn: rows read before would be the previous ones.
  expect((await request.response())?.status(), 'the search answers').toBe(200);
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  const sent = (await sentCalls(page, 'POST', '/api/portal/enrollments/search')).at(-1);
  return { query: Object.fromEntries(new URL(request.url()).searchParams), body: sent?.body as Record<string, unknown> };
}

/** Every axe violation inside the rendered screen (the shell's frame has its own test). */
const violations = (page: Page) => allViolations(page, '[data-screen-id]');

/** Signs in as admin straight onto Manage Enrollments (one load of the portal, not home first). */
async function openManageEnrollments(page: Page) {
  await openAs(page, 'admin', '/manageenrollments');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Enrollments' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
}

test.use({ viewport: VIEWPORT });
test.beforeEach(({ page }) => recordCalls(page));

test('as admin at 1440×900: the first result row is in view without scrolling, and 25 rows take less than two screens', async ({ page }) => {
  await openManageEnrollments(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const first = (await bodyRows(page).first().boundingBox())!;
  expect(first.y).toBeGreaterThan(0);
  expect(first.y + first.height).toBeLessThanOrEqual(VIEWPORT.height);
  const last = (await bodyRows(page).nth(24).boundingBox())!;
  expect(last.y + last.height - first.y).toBeLessThan(2 * VIEWPORT.height);
  // The filter bar is at most two lines of fields and buttons: the rest is under "More filters".
  const bar = (await filters(page).boundingBox())!;
  expect(bar.height).toBeLessThan(first.y);
  await expect(filters(page).getByLabel('Region')).toHaveCount(0);
  await filters(page).getByRole('button', { name: 'More filters' }).click();
  await expect(filters(page).getByRole('combobox', { name: 'Region' })).toBeVisible();
});

test('as admin: a hidden column and a saved view of filters, sort and columns survive a reload', async ({ page }) => {
  await openManageEnrollments(page);

  // Hide the District column.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'District' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => headerNames(page)).not.toContain('District');
  await searchSentBy(page, () => page.reload());
  await expect(bodyRows(page)).toHaveCount(25);
  expect(await headerNames(page)).not.toContain('District');
  expect(await headerNames(page)).toContain('Region');

  // Filter on Active, sort by dealer code descending, and save that as a view.
  await filters(page).getByRole('checkbox', { name: 'Active', exact: true }).check();
  await searchSentBy(page, () => filters(page).getByRole('button', { name: 'Search' }).click());
  await searchSentBy(page, () => results(page).getByRole('button', { name: 'Dealer Code' }).click());
  const sorted = await searchSentBy(page, () => results(page).getByRole('button', { name: 'Dealer Code' }).click());
  expect(sorted.query).toMatchObject({ sort: 'dealerCode,desc' });
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('button', { name: 'Remove filter Status: Active' })).toBeVisible();

  await page.getByRole('button', { name: 'Saved views' }).click();
  const panel = page.getByRole('dialog', { name: 'Saved views of this screen' });
  await expect(panel.getByText('No saved views')).toBeVisible();
  await panel.getByLabel('View name').fill('Active by code');
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/portal/savedViews'),
    panel.getByRole('button', { name: 'Save view' }).click(),
  ]);
  expect(saved.status()).toBe(200);
  expect((await sentCalls(page, 'POST', '/api/portal/savedViews')).at(-1)?.body).toMatchObject({
    screenId: 'manageEnrollments',
    name: 'Active by code',
    state: { filters: { programId: -1, statuses: ['ACTIVE'] }, sort: { column: 'dealerCode', direction: 'desc' }, hiddenColumns: ['district'], pageSize: 25 },
  });
  await expect(panel.getByRole('button', { name: 'Active by code', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // A reload keeps the filters (FILTER_SETTINGS_) and the sort (TABLE_SETTINGS_) for the first search.
  const reloaded = await searchSentBy(page, () => page.reload());
  expect(reloaded.body).toEqual({ programId: -1, statuses: ['ACTIVE'] });
  expect(reloaded.query).toMatchObject({ sort: 'dealerCode,desc' });
  await expect(bodyRows(page)).toHaveCount(25);
  // Clear the filters and turn the sort around, then pick the view: filters, sort and columns come back.
  await searchSentBy(page, () => filters(page).getByRole('button', { name: 'Reset' }).click());
  await expect(filters(page).getByRole('checkbox', { name: 'Active', exact: true })).not.toBeChecked();
  const turned = await searchSentBy(page, () => results(page).getByRole('button', { name: 'Dealer Code' }).click());
  expect(turned.query.sort).not.toBe('dealerCode,desc');
  await page.getByRole('button', { name: 'Saved views' }).click();
  const applied = await searchSentBy(page, () => page.getByRole('dialog', { name: 'Saved views of this screen' }).getByRole('button', { name: 'Active by code', exact: true }).click());
  expect(applied.body).toEqual({ programId: -1, statuses: ['ACTIVE'] });
  expect(applied.query).toMatchObject({ page: '0', size: '25', sort: 'dealerCode,desc' });
  await expect(filters(page).getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
  expect(await headerNames(page)).not.toContain('District');
});

test('as admin: filters, table, row menu and dialogs from the keyboard alone', async ({ page }) => {
  await openManageEnrollments(page);

  // Type a dealer and press Enter: the search runs.
  await filters(page).getByLabel('Dealer', { exact: true }).focus();
  await page.keyboard.type('HON0041');
  const searched = await searchSentBy(page, () => page.keyboard.press('Enter'));
  expect(searched.body).toMatchObject({ dealer: 'HON0041' });
  await expect(bodyRows(page).first()).toContainText('HON0041');

  // The chip of the filter removes it from the keyboard.
  const chip = page.getByRole('list', { name: 'Applied filters' }).getByRole('button', { name: 'Remove filter Dealer: HON0041' });
  await chip.focus();
  const cleared = await searchSentBy(page, () => page.keyboard.press('Delete'));
  expect(cleared.body).toEqual({ programId: -1 });
  await expect(filters(page).getByLabel('Dealer', { exact: true })).toHaveValue('');

  // The row menu: Enter opens it on its first item, Escape closes it and gives the focus back.
  const more = bodyRows(page).first().getByRole('button', { name: /^More actions for / });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  // A primary action's dialog: opened with Enter, closed with Escape.
  await bodyRows(page).first().getByRole('button', { name: 'Change Status' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change Enrollment Status' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A menu item that navigates: Billing Details of the first row.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Billing Details' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Billing Details' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/billingProfile\/[A-Z0-9]+\/edit\?programId=\d+$/);
});

test('axe finds nothing on the engine screens, with the filters, menus and panels open', async ({ page }) => {
  // Seven screens and four open panels on a shared two-core machine: a limit about the machine.
  test.setTimeout(180_000);
  await openManageEnrollments(page);
  expect(await violations(page)).toEqual([]);
  await filters(page).getByRole('button', { name: 'More filters' }).click();
  await filters(page).getByRole('checkbox', { name: 'Active', exact: true }).check();
  await searchSentBy(page, () => filters(page).getByRole('button', { name: 'Search' }).click());
  expect(await violations(page)).toEqual([]);
  await bodyRows(page).first().getByRole('button', { name: /^More actions for / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Columns' }).click();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Saved views' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved views of this screen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Each screen once its data is drawn (a table not busy, a form's button, a record's value).
  const screens: Array<[string, (page: Page) => ReturnType<Page['locator']>]> = [
    ['/editManageEnrollment/HON0041/edit', (p) => p.getByRole('region', { name: 'Dealer Details' }).getByRole('button', { name: 'Save' })],
    ['/billingProfile/HON0041/edit', (p) => p.getByText('HON0041').first()],
    ['/admindwcpenrollment', (p) => p.getByRole('heading', { level: 1 })],
    ['/downloadManager', (p) => p.locator('table[aria-busy]').or(p.locator('tbody tr td')).first()],
    ['/addonManageEnrollment/HON0001/19', (p) => p.getByRole('table', { name: 'Programs' }).locator('tbody tr').first()],
  ];
  // Opened in the app, as its links do: each screen drawn (its code and calls done) before it is checked.
  const log = recordRequests(page);
  for (const [address, ready] of screens) {
    await openInApp(page, address);
    await screenDrawn(page, log);
    await expect(ready(page)).toBeVisible();
    await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
    expect(await violations(page), address).toEqual([]);
  }

  await page.context().clearCookies();
  await openAs(page, 'dealer.hyundai', '/dwcpenrollment');
  // HYU0001 is the one dealer seeded without DWCP, and enrollments.spec.ts enrolls it in a
  // parallel worker: the page shows either the wizard or the enrollment, and axe checks either.
  await expect(
    page.getByRole('region', { name: 'Enroll' }).or(page.getByRole('region', { name: 'Dealer Website Certification' })).first(),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
