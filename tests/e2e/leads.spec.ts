// The leads area in the browser (business-areas §2, §3, §7 "Leads", §8, §9; issue #15), against
// the real server and database: the Lead Viewer's filters kept under FILTER_SETTINGS_viewLeads
// across a reload with server paging, a lead's detail with its ADF XML download and a credit
// request as the dealer, and Manual DMF Correction as the admin with invalid then valid input.
//
// Data changed here belongs to no other spec: credit requests on HON0001's leads (each run
// picks a lead without one), DMF corrections of HON0031 and response-time overrides of HON0032's
// leads.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { recordCalls, sentCalls } from './support/sent-calls.ts';
import { openAs, signIn } from './support/session.ts';

const CORRECTED = 'HON0031';
const OVERRIDDEN = 'HON0032';

const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });
const leadsTable = (page: Page) => page.getByRole('table', { name: 'Leads' });
const bodyRows = (page: Page) => leadsTable(page).locator('tbody tr');

function isLeadSearch(url: string, method: string) {
  return method === 'POST' && new URL(url).pathname === '/api/portal/leads/search';
}

/** The body of the next lead search the page sends while `act` runs, once its answer is drawn. */
async function searchSentBy(page: Page, act: () => Promise<unknown>) {
  const [request] = await Promise.all([page.waitForRequest((r) => isLeadSearch(r.url(), r.method())), act()]);
  await request.response();
  await expect(leadsTable(page)).not.toHaveAttribute('aria-busy', 'true');
  const sent = (await sentCalls(page, 'POST', '/api/portal/leads/search')).at(-1);
  return { query: Object.fromEntries(new URL(request.url()).searchParams), body: sent?.body as Record<string, unknown> };
}

test('as a dealer: filter and page the Lead Viewer, the filter kept after reload; open a lead, download its ADF XML, request credit', async ({ page }) => {
  await recordCalls(page);
  await signIn(page, 'dealer');
  await searchSentBy(page, () => page.goto('/viewLeads'));
  await expect(bodyRows(page).first()).toBeVisible();

  await filters(page).getByRole('combobox', { name: 'Lead Type' }).click();
  await page.getByRole('option', { name: 'New', exact: true }).click();
  const filtered = await searchSentBy(page, () => filters(page).getByRole('button', { name: 'Search' }).click());
  expect(filtered.body).toMatchObject({ leadType: 'NEW' });
  const typeCells = await bodyRows(page).locator('td').allInnerTexts();
  // Shown by their labels, never as codes.
  expect(typeCells).toContain('New');
  expect(typeCells).not.toContain('Used');
  expect(typeCells).not.toContain('NEW');

  // The export holds the filtered leads, by their labels.
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(exported.suggestedFilename()).toMatch(/^Leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvLines = (await readFile((await exported.path())!, 'utf8')).trim().split('\r\n');
  expect(csvLines[0]).toContain('Lead Type');
  expect(csvLines.length).toBeGreaterThan(1);
  expect(csvLines.slice(1).every((line) => line.includes(',New,'))).toBe(true);

  const next = await searchSentBy(page, () => page.getByRole('button', { name: /next page/i }).click());
  expect(next.query).toMatchObject({ page: '1' });
  expect(next.body).toMatchObject({ leadType: 'NEW' });

  const stored = await page.evaluate(() => localStorage.getItem('FILTER_SETTINGS_viewLeads'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ filters: { leadType: 'NEW' } });
  const restored = await searchSentBy(page, () => page.reload());
  expect(restored.body).toMatchObject({ leadType: 'NEW' });
  await expect(filters(page).getByRole('combobox', { name: 'Lead Type' })).toHaveText('New');

  // A received date in Central Time, 24-hour form, e.g. 11/24/2026, 14:03:22 CST.
  await expect(bodyRows(page).first().locator('td').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} C[SD]T$/);
  // Shown whole, the zone included, not clipped to "11/24/2026, 14:…" by an even share of the table.
  const receivedClipped = await bodyRows(page).first().locator('td').first().evaluate((cell) => cell.scrollWidth > cell.clientWidth);
  expect(receivedClipped, 'the received date and time clipped in its cell').toBe(false);

  // Open a lead without a credit request.
  const uncredited = bodyRows(page).filter({ hasNot: page.getByText('Requested', { exact: true }) }).first();
  await uncredited.getByRole('button', { name: 'View lead' }).click();
  await expect(page).toHaveURL(/\/viewLead\?/);
  const leadSection = page.getByRole('region', { name: 'Lead', exact: true });
  await expect(leadSection.getByText('New', { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ADF XML' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Lead_NEW_.+\.xml$/);
  const xml = await readFile((await download.path())!, 'utf8');
  expect(xml).toMatch(/<\?adf version="1.0"\?>/);
  expect(xml).toMatch(/<prospect status="new">/);

  await page.getByRole('button', { name: 'Request Credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Credit' });
  await dialog.getByLabel(/^Reason/).click();
  await page.getByRole('option', { name: 'Duplicate lead' }).click();
  await dialog.getByLabel(/^Explanation/).fill('The shopper sent the same request twice.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(leadSection.getByText('Requested', { exact: true })).toBeVisible();
  await expect(leadSection.getByText('Duplicate lead: The shopper sent the same request twice.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Credit' })).toHaveCount(0);
});

test('as admin: correct a dealer’s DMF record, refused with field errors first, then saved', async ({ page }) => {
  await openAs(page, 'admin', '/settings/manualDMFCorrection');
  await page.getByLabel(/^Dealer Code/).first().fill(CORRECTED);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`dealerCode=${CORRECTED}`));
  const received = page.getByRole('region', { name: 'As received from the DMF feed' });
  await expect(received).toBeVisible();

  const correction = page.getByRole('region', { name: 'Correction' });
  await correction.getByLabel(/^ZIP/).fill('ABCDE');
  await correction.getByLabel(/^Phone/).fill('12');
  await correction.getByLabel(/^Reason/).fill('Wrong ZIP in the feed.');
  await correction.getByRole('button', { name: 'Save' }).click();
  await expect(correction.getByText(/zip/i).first()).toBeVisible();
  await expect(page.getByText('Saved Successfully')).toHaveCount(0);

  await correction.getByLabel(/^ZIP/).fill('62704');
  await correction.getByLabel(/^Phone/).fill('217-5550123');
  await correction.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(received.getByText('Wrong ZIP in the feed.')).toBeVisible();
  await expect(received.getByText('admin', { exact: true })).toBeVisible();
});

test('as admin: Response Time Override refuses a time not written h:mm:ss, saves one with its reason, and the lead shows it as overridden', async ({ page }) => {
  await openAs(page, 'admin', '/responseTimeOverride');
  const list = page.getByRole('table', { name: 'Leads by response time' });
  await filters(page).getByLabel(/^Dealer Code/).fill(OVERRIDDEN);
  await filters(page).getByRole('button', { name: 'Search' }).click();
  const rows = list.locator('tbody tr');
  await expect(rows.first()).toContainText(OVERRIDDEN);
  // Only leads the dealer has responded to, each with its time as h:mm:ss.
  for (const text of await rows.locator('td:nth-child(6)').allInnerTexts()) expect(text).toMatch(/^\d+:\d{2}:\d{2}$/);

  const first = rows.first();
  const sourceLeadId = (await first.locator('td:nth-child(3)').innerText()).trim();
  await first.getByRole('button', { name: 'Override' }).click();
  const dialog = page.getByRole('dialog', { name: 'Response Time Override' });
  const time = dialog.getByLabel(/^New response time/);
  await expect(time).toHaveValue(/^\d+:\d{2}:\d{2}$/);
  await time.fill('45 minutes');
  await dialog.getByLabel(/^Reason/).fill('The dealer called the shopper before the e-mail was logged.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the time as hours:minutes:seconds, for example 1:05:30.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await time.fill('0:45:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  // The dialog's success stays on the screen, between the filters and the list.
  await expect(page.getByText('Saved Successfully').filter({ visible: true })).toBeVisible();
  const saved = rows.filter({ hasText: sourceLeadId });
  await expect(saved).toContainText('0:45:00');
  await expect(saved.locator('td:nth-child(7)')).toHaveText('Yes');

  // The lead's own response time page names the override: the original time, the reason and who.
  await saved.getByRole('button', { name: 'Response time' }).click();
  await expect(page).toHaveURL(/\/viewLeadResponseTime\?id=\d+/);
  const detail = page.getByRole('main');
  await expect(detail.getByText('The dealer called the shopper before the e-mail was logged.')).toBeVisible();
  await expect(detail.getByText('admin', { exact: true })).toBeVisible();
});
