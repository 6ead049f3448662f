// The website program and packages area in the browser (business-areas §2–§8, issue #13), against
// the real server and database: Manage Website Program (filters kept under FILTER_SETTINGS_, server
// paging, CSV export named by Content-Disposition), a scheduled termination and a cancelled one on
// a dealer's subscriptions, the offers of Manage Packages in the spec's kind order, a package
// change refused until the End User License Agreement is accepted, and the CMS editor who may not
// subscribe.
//
// Dealers changed here belong to no other spec: HON0017 (terminated), HON0029 (termination
// cancelled), the Infiniti demo dealer's SmartLeads add-ons, and HON0001's packages (the demo dealer, left to accept the current agreement by the
// seed: seed-packages.ts EULA_PENDING_DEMO_DEALERS).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { recordCalls, sentCalls } from './support/sent-calls.ts';
import { openAs } from './support/session.ts';

const TERMINATED = 'HON0017';
const TERMINATION_CANCELLED = 'HON0029';

const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
// Skeleton rows stand in while a table loads: they are not results.
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr:not([data-skeleton-row])');

/** A YYYY-MM-DD date some days from today in US Central time (the server's date). */
const centralDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const SEARCH = '/api/portal/dwc/websiteprogram/async/search';
/** A row's action: its own button, or the entry of the row's "More actions" menu when the engine folds them. */
async function rowAction(row: Locator, name: string): Promise<void> {
  const button = row.getByRole('button', { name, exact: true });
  // The row's actions are drawn with it; wait for them before asking which kind this one is.
  await expect(button.or(row.getByRole('button', { name: /^More actions/ })).first()).toBeVisible();
  if (await button.count()) return button.click();
  await row.getByRole('button', { name: /^More actions/ }).click();
  await row.page().getByRole('menuitem', { name, exact: true }).click();
}

const isSearch = (url: string) => new URL(url).pathname === SEARCH;
const lastSearchBody = async (page: Page) => (await sentCalls(page, 'POST', SEARCH)).at(-1)?.body;

test('as admin: filter Manage Website Program, page through the server, export the filtered rows as CSV; filters persist', async ({ page }) => {
  await recordCalls(page);
  await openAs(page, 'admin', '/websiteprogram');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Website Program' })).toBeVisible();
  await expect(bodyRows(page, 'Subscriptions').first()).toBeVisible();

  await filters(page).getByRole('checkbox', { name: 'Subscribed', exact: true }).check();
  await filters(page).getByLabel('Dealer', { exact: true }).fill('Honda');
  const [search] = await Promise.all([page.waitForRequest((request) => isSearch(request.url())), filters(page).getByRole('button', { name: 'Search' }).click()]);
  expect(await lastSearchBody(page)).toEqual({ programAddonId: 4, statuses: ['Subscribed'], dealer: 'Honda' });
  expect(Object.fromEntries(new URL(search.url()).searchParams)).toEqual({ page: '0', size: '25', sort: 'dealerName,asc' });
  // The unfiltered page's count stays on screen until the filtered answer is drawn: read it after.
  await search.response();
  await expect(table(page, 'Subscriptions')).not.toHaveAttribute('aria-busy', 'true');
  const count = page.getByText(/^1–\d+ of \d+$/);
  await expect(count).toBeVisible();
  const total = Number((await count.innerText()).split(' of ')[1]);
  expect(total).toBeGreaterThan(0);
  for (const row of await bodyRows(page, 'Subscriptions').all()) {
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[1]).toMatch(/Honda/i);
    expect(cells[7]).toBe('Subscribed');
  }

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^WebsiteProgram-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Dealer Code,Dealer Name,Region,District,Provider,Package,Kind,Status,Subscribed Date,Scheduled Date,Monthly Price');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.includes(',Subscribed,'))).toBe(true);

  // Kept for the next visit (FILTER_SETTINGS_websiteProgram).
  await Promise.all([page.waitForRequest((request) => isSearch(request.url())), page.reload()]);
  expect(await lastSearchBody(page)).toEqual({ programAddonId: 4, statuses: ['Subscribed'], dealer: 'Honda' });
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('FILTER_SETTINGS_')))).toContain('FILTER_SETTINGS_websiteProgram');
  await expect(filters(page).getByLabel('Dealer', { exact: true })).toHaveValue('Honda');

  // Cascading choices: District offers nothing (and asks nothing) until a Region is chosen, then
  // that region's districts; regions are the OEM chosen in the filter's, else the user's own.
  const DISTRICTS = '/api/portal/dwc/websiteprogram/async/districts-website';
  await filters(page).getByRole('button', { name: 'More filters' }).click();
  await filters(page).getByRole('combobox', { name: 'Region' }).click();
  const region = page.getByRole('option').filter({ hasText: /\S/ }).first();
  const regionName = (await region.innerText()).trim();
  expect(await sentCalls(page, 'GET', DISTRICTS)).toHaveLength(0);
  const [asked] = await Promise.all([page.waitForRequest((request) => new URL(request.url()).pathname === DISTRICTS), region.click()]);
  const regionCode = new URL(asked.url()).searchParams.get('regionCode');
  expect(regionCode).toBeTruthy();
  expect(new URL(asked.url()).searchParams.get('oemId')).toMatch(/^\d+$/);
  expect((await asked.response())?.status()).toBe(200);
  await filters(page).getByRole('combobox', { name: 'District' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const [regional] = await Promise.all([page.waitForRequest((request) => isSearch(request.url())), filters(page).getByRole('button', { name: 'Search' }).click()]);
  await regional.response();
  expect(await lastSearchBody(page)).toMatchObject({ regionCode });
  await expect(table(page, 'Subscriptions')).not.toHaveAttribute('aria-busy', 'true');
  for (const row of await bodyRows(page, 'Subscriptions').all()) expect((await row.locator('td').nth(2).innerText()).trim()).toBe(regionName);
});

test('as admin: terminate a package at a scheduled date, change custom parameters, cancel another termination; all show after a reload', async ({ page }) => {
  await recordCalls(page);
  const date = centralDate(10);
  await openAs(page, 'admin', `/websiteprogram/${TERMINATED}`);
  const subscribed = bodyRows(page, 'Subscriptions').filter({ hasText: 'Subscribed' }).first();
  await expect(subscribed).toBeVisible();
  const packageName = (await subscribed.locator('td').nth(1).innerText()).trim();
  await rowAction(subscribed, 'Terminate');
  const dialog = page.getByRole('dialog', { name: 'Terminate Package' });
  await dialog.getByRole('button', { name: 'Terminate' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel(/^Termination Date/).fill(date);
  await dialog.getByRole('checkbox', { name: 'Skip dealer communication' }).check();
  const [change] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/dealersubscriptions/terminate')),
    dialog.getByRole('button', { name: 'Terminate' }).click(),
  ]);
  expect(change.status()).toBe(200);
  const sent = new URLSearchParams(String((await sentCalls(page, 'POST', new URL(change.url()).pathname)).at(-1)?.body ?? ''));
  expect(Object.fromEntries(sent)).toMatchObject({ dealerCode: TERMINATED, subPackageStatus: 'Termination Pending', scheduledDate: date, skipDealerCommunication: 'true' });
  await expect(dialog).toBeHidden();
  await page.reload();
  const terminated = bodyRows(page, 'Subscriptions').filter({ hasText: packageName });
  await expect(terminated.locator('td').nth(3)).toHaveText('Termination Pending');
  await expect(terminated.locator('td').nth(5)).toHaveText(new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { year: '2-digit', month: 'numeric', day: 'numeric' }));

  // Custom parameters, one field each under its own label: an invalid URL is refused with the spec's message on its field; a valid one is saved.
  const parameters = page.getByRole('region', { name: 'Custom Parameters' });
  const websiteUrl = parameters.getByRole('textbox', { name: /^Website URL/ });
  await expect(websiteUrl).toHaveAttribute('type', 'url');
  await websiteUrl.fill('not a url');
  await parameters.getByRole('button', { name: 'Save' }).click();
  await expect(parameters.getByText('Website URL must be valid.')).toBeVisible();
  await websiteUrl.fill('https://www.albuquerque-honda.example.com');
  const [saved] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/dealerSubscriptions/customParams')),
    parameters.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Custom Parameters' }).getByRole('textbox', { name: /^Website URL/ })).toHaveValue('https://www.albuquerque-honda.example.com');

  await page.goto(`/websiteprogram/${TERMINATION_CANCELLED}`);
  const pending = bodyRows(page, 'Subscriptions').filter({ hasText: 'Termination Pending' }).first();
  const pendingName = (await pending.locator('td').nth(1).innerText()).trim();
  await rowAction(pending, 'Cancel Termination');
  const [cancel] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/dealersubscriptions/cancelTermination')),
    page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click(),
  ]);
  expect(cancel.status()).toBe(200);
  await page.reload();
  await expect(bodyRows(page, 'Subscriptions').filter({ hasText: pendingName }).locator('td').nth(3)).toHaveText('Subscribed');
});

test('as dealer: offers by kind in the spec’s order; a change links its agreement (a PDF the portal serves) and is refused until it is accepted, then saved', async ({ page }) => {
  await openAs(page, 'dealer', '/managepackages');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Packages and Addon Enrollments' })).toBeVisible();
  const offers = bodyRows(page, 'Packages Offered');
  await expect(offers.first()).toBeVisible();
  // Virtualized bodies keep empty spacer rows; only rows with cells count.
  const kinds = (await offers.locator('td:first-child').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  const order = ['Full Service', 'Mix & Match', 'Additional'];
  expect(new Set(kinds)).toEqual(new Set(order));
  expect(kinds.map((kind) => order.indexOf(kind))).toEqual([...kinds.map((kind) => order.indexOf(kind))].sort((a, b) => a - b));

  // A website package of another provider replaces the dealer's own.
  const own = bodyRows(page, 'Your Subscriptions').filter({ hasText: /Website Pro/ }).filter({ hasText: 'Subscribed' });
  const ownName = (await own.first().locator('td').first().innerText()).trim();
  const other = offers.filter({ hasText: /Website Pro/ }).filter({ hasNotText: ownName }).first();
  const otherName = (await other.locator('td').nth(1).innerText()).trim();
  await rowAction(other, 'Choose');
  const dialog = page.getByRole('dialog', { name: 'Change Subscription' });
  await expect(dialog.getByRole('table', { name: 'Packages This Change Ends' })).toContainText(ownName);
  await expect(dialog.getByText('Acceptance required')).toBeVisible();

  // The agreement the dealer is asked to accept: a link on the portal's own address, opening a PDF inline.
  const agreement = dialog.getByRole('link', { name: 'Read the agreement (PDF)' });
  await expect(agreement).toHaveAttribute('href', new RegExp(`^${new URL(page.url()).origin}/api/portal/dwc/eula/\\d+\\?language=ENGLISH&expires=\\d+&signature=[0-9a-f]{64}$`));
  await expect(agreement).toHaveAttribute('target', '_blank');
  const [opened] = await Promise.all([
    page.context().waitForEvent('response', (response) => new URL(response.url()).pathname.startsWith('/api/portal/dwc/eula/')),
    agreement.click(),
  ]);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="End User License Agreement - Honda .+\.pdf"/);
  const agreementFile = await page.request.get((await agreement.getAttribute('href'))!);
  const agreementBytes = await agreementFile.body();
  expect(agreementBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(agreementBytes.toString('latin1')).toContain('(End User License Agreement - Honda ');

  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/manageDealerPackages/updateSubscriptions')),
    dialog.getByRole('button', { name: 'Confirm Change' }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(dialog.getByText('Please accept current End User License Agreement.')).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'I accept the current End User License Agreement' }).check();
  const [saved] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/manageDealerPackages/updateSubscriptions')),
    dialog.getByRole('button', { name: 'Confirm Change' }).click(),
  ]);
  expect(saved.status()).toBe(200);
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(bodyRows(page, 'Your Subscriptions').filter({ hasText: otherName }).locator('td').nth(3)).toHaveText('Subscription Pending');
  await expect(bodyRows(page, 'Your Subscriptions').filter({ hasText: ownName }).first().locator('td').nth(3)).toHaveText('Termination Pending');
});

test('as dealer: a provider’s page opens its program sheet, a PDF the portal serves, and says the provider has no public website', async ({ page, context }) => {
  await openAs(page, 'dealer', '/managepackages');
  const offers = bodyRows(page, 'Packages Offered');
  await expect(offers.first()).toBeVisible();
  const providerName = (await offers.first().locator('td').nth(2).innerText()).trim();
  await rowAction(offers.first(), 'Provider');
  const dialog = page.getByRole('dialog', { name: 'Provider' });
  await expect(dialog.getByText(providerName, { exact: true })).toBeVisible();
  await expect(dialog.getByText('No public website')).toBeVisible();

  const sheet = dialog.getByRole('link', { name: 'Open PDF' });
  await expect(sheet).toHaveAttribute('href', new RegExp(`^${new URL(page.url()).origin}/api/portal/dwc/addonOfferProvider/programSheet/\\d+\\?oemId=1&expires=\\d+&signature=[0-9a-f]{64}$`));
  await expect(sheet).toHaveAttribute('target', '_blank');
  // The link opens a new window on the portal's own address, which answers the PDF inline.
  const [answer] = await Promise.all([
    context.waitForEvent('response', (response) => new URL(response.url()).pathname.startsWith('/api/portal/dwc/addonOfferProvider/programSheet/')),
    sheet.click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toMatch(/^inline; filename=".+ program sheet\.pdf"/);
  // The same address read again: a real PDF document naming the provider.
  const file = await page.request.get((await sheet.getAttribute('href'))!);
  const bytes = await file.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`(${providerName} program sheet)`);
});

test('as editor: no packages to subscribe to, and the server refuses a subscription', async ({ page }) => {
  await openAs(page, 'editor', '/managepackages');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Choose' })).toHaveCount(0);
  await page.goto('/smartLeadsServices');
  await expect(page).toHaveURL(/\/$/);
  const status = await page.evaluate(async () => {
    const entry = document.cookie.split('; ').find((c) => c.startsWith('sp_token='))!;
    const token = (JSON.parse(decodeURIComponent(entry.slice('sp_token='.length))) as { a: string }).a;
    const response = await fetch('/api/portal/manageDealerPackages/updateSubscriptions', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ dealerCode: 'HON0001', selections: [{ offerProviderId: 1, offerTypeId: 5, packageId: 1, optionalAddonIds: [] }], eulaAccepted: true }),
    });
    return response.status;
  });
  expect(status).toBe(403);
});

test('as a dealer: a SmartLeads add-on is subscribed with its typed settings, a bad address refused on its field, and a held one\'s settings changed', async ({ page }) => {
  await recordCalls(page);
  await openAs(page, 'dealer.infiniti', '/smartLeadsServices');
  const addons = table(page, 'SmartLeads Add-ons');
  const chat = bodyRows(page, 'SmartLeads Add-ons').filter({ hasText: 'Chat' });
  await expect(chat).toHaveCount(1);

  // Each parameter is a field of its own type, labelled by the add-on's own label.
  await rowAction(chat, 'Subscribe with Settings');
  const subscribe = page.getByRole('dialog', { name: 'Subscribe with Settings' });
  const address = subscribe.getByRole('textbox', { name: 'Chat widget URL' });
  await expect(address).toHaveAttribute('type', 'url');
  await address.fill('not a url');
  await subscribe.getByRole('textbox', { name: 'Chat hours' }).fill('Mon-Sat 9-7');
  await subscribe.getByRole('checkbox', { name: 'I accept the current End User License Agreement' }).check();
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await expect(subscribe.getByText('Website URL must be valid.')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await address.fill('https://chat.infiniti-dealer.example.com/widget');
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/smartLeadsServices/saveAddonParams')),
    subscribe.getByRole('button', { name: 'Subscribe' }).click(),
  ]);
  expect(saved.status()).toBe(201);
  expect((await sentCalls(page, 'POST', '/api/portal/dealers/smartLeadsServices/saveAddonParams')).at(-1)?.body).toMatchObject({
    parameters: [
      { name: 'chatWidgetUrl', type: 'URL', value: 'https://chat.infiniti-dealer.example.com/widget' },
      { name: 'chatHours', type: 'TEXT', value: 'Mon-Sat 9-7' },
    ],
    eulaAccepted: true,
  });
  await expect(subscribe).toBeHidden();
  await expect(chat).toContainText('Subscription Pending');

  // The held Call Tracking add-on: its settings as saved, a yes/no as a box; a change kept after a reload.
  const calls = bodyRows(page, 'SmartLeads Add-ons').filter({ hasText: 'Call Tracking' });
  await rowAction(calls, 'Configure');
  let settings = page.getByRole('dialog', { name: 'Add-on Settings' });
  const phone = settings.getByRole('textbox', { name: 'Tracking phone number' });
  await expect(phone).not.toHaveValue('');
  await expect(settings.getByRole('checkbox', { name: 'Record calls' })).toBeChecked();
  await phone.fill('(615) 555-0100');
  await settings.getByRole('checkbox', { name: 'Record calls' }).uncheck();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await page.reload();
  await expect(addons).toBeVisible();
  await rowAction(bodyRows(page, 'SmartLeads Add-ons').filter({ hasText: 'Call Tracking' }), 'Configure');
  settings = page.getByRole('dialog', { name: 'Add-on Settings' });
  await expect(settings.getByRole('textbox', { name: 'Tracking phone number' })).toHaveValue('(615) 555-0100');
  await expect(settings.getByRole('checkbox', { name: 'Record calls' })).not.toBeChecked();
});
