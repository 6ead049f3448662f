// Compliance audits and reports in the browser (issue #16; portal-shell §2.1–§2.2,
// business-areas §7 "Compliance", "Reports", "Exports"), against the real server and database:
// an admin records a DWCP audit with an evidence file and finds it; the aggregate report shows
// its chart and table and exports the same rows to XLSX; a dealer sees only its own report and
// is sent home from the audit routes its menu does not grant.
//
// The audit is recorded for HON0007 by an auditor name no seeded audit uses.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { openAs } from './support/session.ts';

const AUDITED = 'HON0007';
const AUDITOR = 'Quinn Fieldcheck';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');

async function findAudit(page: Page) {
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Auditor' }).fill(AUDITOR);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(bodyRows(page, 'Audits')).toHaveCount(1);
  return bodyRows(page, 'Audits').first();
}

test('as admin: record a DWCP audit, attach and remove an evidence file, complete it and find it in the search', async ({ page }) => {
  await openAs(page, 'admin', '/compliance/dataRecording');
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
  await page.getByRole('button', { name: 'New DWCP audit' }).click();
  await expect(page).toHaveURL(/\/compliance\/createReport\/DWCP$/);

  // Choose the dealer from the compliance dealer search.
  const dealerSearch = page.getByRole('search', { name: 'Choose the dealer to audit' });
  await dealerSearch.getByLabel('Dealer code or name').fill(AUDITED);
  await dealerSearch.getByRole('button', { name: 'Search' }).click();
  const dealerRow = bodyRows(page, 'Dealers').filter({ hasText: AUDITED });
  await expect(bodyRows(page, 'Dealers')).toHaveCount(1);
  await dealerRow.getByRole('button', { name: 'Audit this dealer' }).click();
  await expect(page).toHaveURL(new RegExp(`dealerCode=${AUDITED}$`));

  // The draft lists every category of the audit; score the first and save a draft.
  await expect(page.getByText(AUDITED, { exact: true })).toBeVisible();
  const auditor = page.getByLabel('Auditor');
  await expect(auditor).toHaveValue('Alex Administrator');
  await auditor.fill(AUDITOR);
  const scores = page.getByLabel('Score', { exact: true });
  await expect(scores).toHaveCount(8);
  await scores.first().fill('85');
  await page.getByRole('radio', { name: 'Compliant', exact: true }).first().check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/compliance\/dataRecording$/);

  // The draft is found in the search and opens for editing.
  const draft = await findAudit(page);
  await expect(draft).toContainText(AUDITED);
  await expect(draft).toContainText('Draft');
  await draft.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/compliance\/dataRecording\/\d+$/);
  const reportId = page.url().split('/').pop()!;

  // Attach an evidence file, see it listed, remove it.
  await expect(table(page, 'Evidence files')).toContainText('No files attached.');
  await page.locator('input[type=file]').setInputFiles({ name: 'storefront.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% evidence\n') });
  await page.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText('File attached.')).toBeVisible();
  const fileRow = bodyRows(page, 'Evidence files').filter({ hasText: 'storefront.pdf' });
  await expect(fileRow).toHaveCount(1);
  await expect(fileRow).toContainText('admin');
  await fileRow.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(table(page, 'Evidence files')).toContainText('No files attached.');

  // Score and decide every category, complete the report.
  const editScores = page.getByLabel('Score', { exact: true });
  await expect(editScores.first()).toHaveValue('85');
  const count = await editScores.count();
  for (let index = 0; index < count; index += 1) {
    await editScores.nth(index).fill('90');
    await page.getByRole('radio', { name: 'Compliant', exact: true }).nth(index).check();
  }
  await page.getByRole('radio', { name: 'Completed', exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/compliance\/dataRecording$/);

  const completed = await findAudit(page);
  await expect(completed).toContainText(reportId);
  await expect(completed).toContainText('Completed');
  await expect(completed).toContainText('90%');
  await expect(completed.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

/** The signed-in page's access token, as the portal sends it. */
async function bearer(page: import('@playwright/test').Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => {
    const entry = document.cookie.split('; ').find((c) => c.startsWith('sp_token='))!;
    return (JSON.parse(decodeURIComponent(entry.slice('sp_token='.length))) as { a: string }).a;
  });
  return { authorization: `Bearer ${token}` };
}

test('as admin: the aggregate compliance report shows a chart and the table, and its XLSX holds the same rows', async ({ page }) => {
  await openAs(page, 'admin', '/reports?q=ComplianceAggregateReport');
  await expect(page.getByRole('search', { name: 'Compliance Aggregate Report' })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Compliance by district' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByText('Compliance rate').first()).toBeVisible();
  // Drawn in the admin's skin (Honda red), not the chart library's own palette.
  const fills = await chart.locator('svg [fill]').evaluateAll((marks) => marks.map((mark) => getComputedStyle(mark).fill));
  expect(fills).toContain('rgb(204, 0, 0)');

  const filters = page.getByRole('search', { name: 'Compliance Aggregate Report' });
  // The report opens on the current period (the one getReportPeriods marks `current`).
  const periods = (await (await page.request.get('/api/portal/reports/filter/getPeriodForReport/5', { headers: await bearer(page) })).json()) as { label: string; current: boolean }[];
  const current = periods.find((period) => period.current);
  expect(current).toBeDefined();
  await expect(filters.getByRole('combobox', { name: 'Period' })).toHaveText(current!.label);
  await filters.getByLabel('OEM').click();
  await page.getByRole('option', { name: 'Honda', exact: true }).click();
  // Counted after the Honda answer is drawn: the all-OEM page's count stays on screen until then.
  const [generated] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === '/api/portal/compliance/generate/ComplianceAggregateReport'),
    filters.getByRole('button', { name: 'Search' }).click(),
  ]);
  await generated.response();
  await expect(table(page, 'Results')).not.toHaveAttribute('aria-busy', 'true');
  const rows = bodyRows(page, 'Results');
  await expect(rows.first()).toBeVisible();
  const counter = page.getByText(/^1–\d+ of \d+$/);
  await expect(counter).toBeVisible();
  const total = Number((await counter.innerText()).split(' of ')[1]);
  const firstCells = await rows.first().locator('td').allInnerTexts();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ComplianceAggregateReport-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Summary')!;
  // The OEM first: every OEM names its own districts.
  expect(sheet.getRow(1).values).toEqual([undefined, 'OEM', 'Region', 'District', 'Dealers', 'Audited dealers', 'Compliant', 'Non-compliant', 'Compliance rate', 'Average score', 'Below threshold']);
  // One row per district of the report, then the totals.
  expect(sheet.rowCount).toBe(1 + total + 1);
  const first = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(first.slice(0, 3)).toEqual(firstCells.slice(0, 3));
  expect(firstCells[0]).toBe('Honda');
  expect(first.slice(3, 7).map(String)).toEqual(firstCells.slice(3, 7));
  expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Total');
});

test('as dealer: only its own dealer compliance report, and sent home from audit routes the menu does not grant', async ({ page }) => {
  await openAs(page, 'dealer', '/reports?q=ComplianceDealerReport');
  await expect(page.getByRole('search', { name: 'Dealer Compliance Report' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Dealer Compliance Report' });
  await filters.getByLabel('From').fill('2000-01-01');
  // Read after the searched answer is drawn: the opening page's rows stay on screen until then.
  const [generated] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === '/api/portal/compliance/generate/ComplianceDealerReport'),
    filters.getByRole('button', { name: 'Search' }).click(),
  ]);
  await generated.response();
  await expect(table(page, 'Results')).not.toHaveAttribute('aria-busy', 'true');
  const rows = bodyRows(page, 'Results');
  await expect(rows.first()).toBeVisible();
  for (const code of await rows.locator('td:first-child').allInnerTexts()) expect(code).toBe('HON0001');

  // Its report opens from the row (the report's q grants the view).
  await rows.first().getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/compliance\/viewDealerReport\/\d+\?q=ComplianceDealerReport$/);
  await expect(page.getByText('HON0001', { exact: true })).toBeVisible();
  // Eight DWCP categories, six of them mandatory (seed data/reports.ts).
  const items = bodyRows(page, 'Categories');
  await expect(items).toHaveCount(8);
  await page.getByRole('checkbox', { name: 'Mandatory items only' }).check();
  await expect(items).toHaveCount(6);

  for (const path of ['/compliance/dataRecording', '/compliance/createReport/DWCP', '/reports?q=ComplianceAggregateReport']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
