// The QA workbench (issue #19) in Chromium against the real server, as the `qa` user: the studio
// opens on it, it lists every landed definition with no error and shows the coverage figures,
// and a drift run for an uploaded copy of the bundled portal contract without one response
// field names the screens that show it. It reads what the studio journey publishes, so it runs
// in the shared content phase with it (playwright.config.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { portalContractWithout } from '../support/changed-contract.ts';
import { openAs } from './support/session.ts';

const SCREENS_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../schemas/screens');
const SCREEN_IDS = readdirSync(SCREENS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => path.basename(file, '.json'))
  .sort();
/** The screens that show the dealer's outstanding account from getDealerEnrollmentData (DealerEnrollmentData). */
const OUTSTANDING_ACCOUNT_SCREENS = ['managePackages', 'managePackagesDigitalDealer', 'managesubscription', 'managesubscriptionEdit', 'managesubscriptionWebProgramEdit'];

test('QA staff check every landed definition, the coverage and what a contract change would break', async ({ page }) => {
  // The server runs the QA check over every screen for the first report and twice for the drift.
  test.setTimeout(240_000);
  await openAs(page, 'qa', '/studio');
  await expect(page).toHaveURL(/\/studio\/qa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'QA workbench' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Studio sections' }).getByRole('link', { name: 'QA workbench' })).toHaveAttribute('aria-current', 'page');

  const summary = page.getByRole('status').filter({ hasText: /error\(s\),/ });
  await expect(summary).toHaveText(new RegExp(`^0 error\\(s\\), \\d+ warning\\(s\\) in ${SCREEN_IDS.length} screen\\(s\\), \\d+ overlay\\(s\\), \\d+ OEM\\(s\\)$`), { timeout: 120_000 });
  const status = page.getByRole('table', { name: 'Status per screen, OEM and language' });
  await expect(status.getByRole('rowheader')).toHaveText(SCREEN_IDS);
  await expect(status.getByRole('button', { name: /problem\(s\)$/ })).toHaveCount(0);
  await expect(status.getByLabel('manageEnrollments genesis fr: OK')).toBeVisible();

  const coverage = page.getByRole('region', { name: 'Config coverage' });
  await expect(coverage.getByText(/^\d+ of \d+ operations called by a screen or the shell$/)).toBeVisible();
  await expect(coverage.getByText(/^\d+ of \d+ routes have a screen$/)).toBeVisible();
  await expect(coverage.getByText('0 key(s) missing in French', { exact: true })).toBeVisible();
  await expect(coverage.getByText(/^\d+ of \d+ key\(s\) found nowhere$/)).toBeVisible();

  const contract = await portalContractWithout('DealerEnrollmentData', 'outstandingAccount', 'yaml');
  await page.getByLabel('Check a changed contract').setInputFiles({ name: 'portal.yaml', mimeType: 'application/yaml', buffer: Buffer.from(contract) });
  const verdict = page.getByRole('region', { name: 'Contract drift' }).getByRole('alert').first();
  await expect(verdict).toContainText('The contract portal.yaml (in place of the portal contract) breaks screens', { timeout: 120_000 });
  await expect(verdict).toContainText(`breaks screens ${OUTSTANDING_ACCOUNT_SCREENS.join(', ')} for OEMs`);
  await expect(page.getByText('detail field "outstandingAccount" is not in the response of getDealerEnrollmentData (DealerEnrollmentData)').first()).toBeVisible();

  // The studio's screens stay one click away.
  await page.getByRole('link', { name: 'Screens' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
});

test('a dealer who opens /studio/qa is sent home', async ({ page }) => {
  await openAs(page, 'dealer', '/studio/qa');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'QA workbench' })).toHaveCount(0);
});
