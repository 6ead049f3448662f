// Budget and lead program settings in the browser (business-areas §4, §5, §7 "Budget and lead
// program settings"; issue #14), against the real server and database. As the dealer: Set
// Budget with an invalid then a valid budget; SmartLeads settings with an invalid then a valid
// central ZIP, a radius coverage seen again after a reload, a bulk ZIP import with its result,
// a lead destination with two e-mails (one invalid, then both valid) and vehicle management
// saved. As an admin: a budget change that takes effect immediately.
//
// Data changed here belongs to no other spec: HON0001's and HON0004's budgets, HON0001's
// SmartLeads settings.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { openAs, signIn } from './support/session.ts';

// The SmartLeads settings screen opens 17 blocks at once. On CI's loaded 2-core machine (two
// browsers, the server and PostgreSQL) a trace showed the browser take 7 to 10 s between the
// answers and the blocks that show them, so this spec waits longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The dealer's SmartLeads program, chosen on the screen's program picker. */
async function openSmartLeadsSettings(page: Page) {
  await page.goto('/leadsettingsPreview');
  await page.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: 'Honda SmartLeads' }).click();
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/programId=\d+/);
  await expect(page.getByText('Your SmartLeads settings')).toBeVisible();
}

test('Set Budget: the spec’s messages for a missing program and a bad amount, then a change that applies from next month', async ({ page }) => {
  await openAs(page, 'dealer', '/setbudget');
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.getByText('View Budget name required')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Program name required')).toBeVisible();
  await expect(page.getByText('Please enter valid value for budget')).toBeVisible();

  await page.getByRole('combobox', { name: 'Program' }).click();
  // Only programs billed against a budget are offered.
  await expect(page.getByRole('option').filter({ hasText: /\S/ })).toHaveText(['Honda SmartLeads']);
  await page.getByRole('option', { name: 'Honda SmartLeads' }).click();
  await page.getByLabel('New monthly budget').fill('12.345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter valid value for budget')).toBeVisible();

  const amount = String(1000 + Math.floor(Math.random() * 9000));
  await page.getByLabel('New monthly budget').fill(amount);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Budget updated successfully.')).toBeVisible();
  const shown = `$${Number(amount).toLocaleString('en-US')}.00`;
  // A dealer's change waits for next month: shown as the budget from next month, in the history.
  const details = page.getByText('Budget from next month').locator('..');
  await expect(details).toContainText(shown);
  await expect(page.getByRole('table', { name: 'Budget history' }).locator('tbody tr').first()).toContainText(shown);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Set Budget as an admin: a dealer chosen by its code, and a change that takes effect immediately', async ({ page }) => {
  await openAs(page, 'admin', '/setbudget');
  const choose = section(page, 'Choose a dealer');
  await choose.getByLabel('Dealer code').fill('HON0004');
  await choose.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/dealerCode=HON0004/);
  const set = section(page, 'Set Budget');
  await set.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: 'Honda SmartLeads' }).click();
  const amount = String(1000 + Math.floor(Math.random() * 9000));
  await set.getByLabel('New monthly budget').fill(amount);
  await set.getByRole('button', { name: 'Save' }).click();
  await expect(set.getByText('Budget updated successfully.')).toBeVisible();
  const shown = `$${Number(amount).toLocaleString('en-US')}.00`;
  const details = section(page, 'Budget details');
  await expect(details.getByText('Budget for the current month').locator('..')).toContainText(shown);
  await expect(details.getByText('Budget from next month').locator('..')).toContainText('No change waiting');
  await expect(section(page, 'Budget history').locator('tbody tr').first()).toContainText('admin');
});

test('SmartLeads settings: a bad then a good central ZIP, a radius kept after reload, a bulk import, a lead destination, vehicle management', async ({ page }) => {
  // Five reloads of the 17-block screen: see the note on `expect` above.
  test.slow();
  await signIn(page, 'dealer');
  await openSmartLeadsSettings(page);

  await expect(page.getByRole('img', { name: /^Map of \d+ places/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Coverage by radius: the spec's ZIP message, then a valid ZIP and a new radius.
  const centralZip = page.getByLabel('Central ZIP');
  const ownZip = await centralZip.inputValue();
  expect(ownZip).toMatch(/^\d{5}$/);
  await centralZip.fill('7701');
  await page.getByRole('button', { name: 'Save radius coverage' }).click();
  await expect(page.getByText('Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.')).toBeVisible();
  await centralZip.fill(ownZip);
  const radius = String(20 + Math.floor(Math.random() * 20));
  await page.getByLabel('Radius in miles').fill(radius);
  await page.getByRole('button', { name: 'Save radius coverage' }).click();
  await expect(page.getByText('Saved Successfully').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Radius in miles')).toHaveValue(radius);
  await expect(page.getByText('Radius around a ZIP', { exact: true })).toBeVisible();

  // Bulk import: the file is checked row by row, nothing changes until the valid ZIPs are saved.
  await page.getByLabel('File').setInputFiles({
    name: 'zips.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`zip\n${ownZip}\n${ownZip}\n1234\n00001\n`),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page).toHaveURL(/importId=\d+/);
  await expect(section(page, 'Import result')).toContainText('zips.csv');
  const rows = page.getByRole('table').filter({ hasText: 'Invalid ZIP format' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Valid');
  await expect(rows.nth(1)).toContainText('Duplicate');
  await expect(rows.nth(2)).toContainText('Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.');
  await expect(rows.nth(3)).toContainText('Unknown ZIP');
  await page.getByRole('button', { name: 'Save valid ZIPs to my coverage' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Save valid ZIPs|Confirm|OK|Yes/ }).click();
  await expect(page.getByText('Saved Successfully').first()).toBeVisible();
  await expect(page.getByText('List of ZIP codes', { exact: true })).toBeVisible();

  // A lead destination with two addresses, one invalid.
  await page.getByRole('button', { name: 'Add a lead destination' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Lead format' }).click();
  await page.getByRole('option', { name: 'ADF XML' }).click();
  const address = `sales${Date.now()}@hon0001.example.com`;
  await dialog.getByLabel('E-mail addresses').fill(`${address}, not-an-address`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The email address does not appear to be valid.')).toBeVisible();
  await dialog.getByLabel('E-mail addresses').fill(`${address}, crm@hon0001.example.com`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead destination updated successfully.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lead destinations' })).toContainText(`${address}, crm@hon0001.example.com`);

  // Vehicle management: one model stops (or starts) taking used-vehicle leads, kept after a reload.
  const vehicles = section(page, 'Vehicle management');
  const usedOfFirstModel = () => vehicles.getByRole('checkbox', { name: 'Used' }).first();
  const wasChecked = await usedOfFirstModel().isChecked();
  await usedOfFirstModel().setChecked(!wasChecked);
  await vehicles.getByRole('button', { name: 'Save' }).click();
  await expect(vehicles.getByText('Vehicle Management updated successfully.')).toBeVisible();
  await page.reload();
  await expect(usedOfFirstModel()).toBeChecked({ checked: !wasChecked });
});
