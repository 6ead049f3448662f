// Pre-Lead Conversion in the browser (business-areas §2 preLead, §7 "Leads" pre-lead calls, §9;
// portal-shell §4.1; issue #15), as the admin against the real server and database: the search
// asks for a lead provider first ("Please select one Lead Provider or more."), finds pending
// pre-leads, converts a picked one as a background job whose progress bar, fed by the silent
// progress poll, reaches the end by itself; the job's counts and the pre-lead list it changed
// are shown.
//
// Data changed here belongs to no other spec: each run converts one PENDING pre-lead (the seed
// has hundreds), so a run never depends on an earlier one.
import { expect, test, type Page } from '@playwright/test';
import { recordCalls, sentCalls } from './support/sent-calls.ts';
import { openAs } from './support/session.ts';

const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });
const preleads = (page: Page) => page.getByRole('table', { name: 'Pre-Leads' });
const bodyRows = (page: Page) => preleads(page).locator('tbody tr');
const job = (page: Page) => page.getByRole('region', { name: 'Conversion' });
const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Progress' });

function isPreleadSearch(url: string, method: string) {
  return method === 'POST' && new URL(url).pathname === '/api/portal/prelead/search';
}

/** How many pre-leads the search matched, from the pager ("1–25 of 143"). */
async function matchCount(page: Page): Promise<number> {
  const text = await page.getByText(/\d+–\d+ of \d+/).innerText();
  return Number(/of (\d+)/.exec(text)?.[1]);
}

test('as admin: search pending pre-leads, convert one as a job, watch its progress bar reach the end and see the outcome', async ({ page }) => {
  await recordCalls(page);
  await openAs(page, 'admin', '/settings/preLead');
  await expect(page.getByRole('heading', { name: 'Pre-Lead Conversion' })).toBeVisible();
  // No provider chosen: the spec's prompt, and no search sent.
  await expect(page.getByText('Please select one Lead Provider or more.')).toBeVisible();
  expect(await sentCalls(page, 'POST', '/api/portal/prelead/search')).toHaveLength(0);

  await filters(page).getByRole('combobox', { name: 'Lead Providers' }).click();
  const providers = page.getByRole('option');
  const providerCount = await providers.count();
  for (let index = 0; index < providerCount; index += 1) await providers.nth(index).click();
  await page.keyboard.press('Escape');
  await filters(page).getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  const [search] = await Promise.all([
    page.waitForRequest((r) => isPreleadSearch(r.url(), r.method())),
    filters(page).getByRole('button', { name: 'Search' }).click(),
  ]);
  await search.response();
  const sent = (await sentCalls(page, 'POST', '/api/portal/prelead/search')).at(-1)?.body as { leadProviderIds: number[]; status: string };
  expect(sent.status).toBe('PENDING');
  expect(sent.leadProviderIds).toHaveLength(providerCount);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(preleads(page).getByRole('cell', { name: 'Converted' })).toHaveCount(0);
  const pendingBefore = await matchCount(page);

  await bodyRows(page).first().getByRole('checkbox', { name: 'Select row' }).check();
  await page.getByRole('button', { name: 'Convert selected' }).click();
  await expect(page).toHaveURL(/\/settings\/preLead\?jobId=[0-9a-f-]{36}$/);
  const jobId = new URL(page.url()).searchParams.get('jobId');
  const convert = (await sentCalls(page, 'POST', '/api/portal/prelead/convert')).at(-1)?.body as { criteria: unknown; preleadIds: string[] };
  expect(convert.criteria).toMatchObject({ status: 'PENDING' });
  expect(convert.preleadIds).toHaveLength(1);

  // The bar moves by itself (the poll) until the job is done, then shows its counts.
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(job(page).getByText('Done', { exact: true })).toBeVisible();
  const counts = job(page).locator('dd');
  await expect(job(page).locator('[data-field="processed"]')).toHaveText('1');
  await expect(job(page).locator('[data-field="total"]')).toHaveText('1');
  const converted = Number(await job(page).locator('[data-field="converted"]').innerText());
  const rejected = Number(await job(page).locator('[data-field="rejected"]').innerText());
  expect(converted + rejected).toBe(1);
  expect(await counts.count()).toBe(6);
  await expect(page.getByRole('button', { name: 'Cancel conversion' })).toHaveCount(0);
  const polls = await sentCalls(page, 'GET', '/api/portal/prelead/progress');
  expect(polls.length).toBeGreaterThan(0);
  // The finished job changed the list: the pending matches, asked again, hold one fewer.
  await expect.poll(() => matchCount(page)).toBe(pendingBefore - 1);
  expect(new URL(page.url()).searchParams.get('jobId')).toBe(jobId);
});
