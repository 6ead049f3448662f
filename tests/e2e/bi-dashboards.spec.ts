// The BI dashboards, the Admin Portal and the Digital Certification page as a person meets them
// (issue #20: no entry leads to a host that does not exist): each opened from the header in
// Chromium against the real server and database, each showing its figures and a chart drawn
// from the portal's own records, with no serious accessibility violation.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

// Eight pages, each checked with axe: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens a dashboard from the header's BI Dashboards dropdown. */
async function openFromDropdown(page: Page, label: string) {
  await nav(page).getByRole('button', { name: 'BI Dashboards' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** The page shows its title, its figures (numbers, not blanks) and a drawn chart; axe finds nothing serious. */
async function expectDashboard(page: Page, { path, title, figure, chart }: { path: string; title: string; figure: string; chart: string }) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator(`dd[data-field="${figure}"]`)).toHaveText(/\d/);
  await expect(page.locator('dd[data-field="periodEnd"]')).toHaveText(/\d/);
  const drawn = page.getByRole('figure', { name: chart });
  await expect(drawn.locator('svg').first()).toBeVisible();
  await expect(drawn.locator('tbody tr').first()).toBeAttached();
  await expect(page.getByText('Page not found')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

test('an admin opens each of their BI dashboards and the Admin Portal from the header', async ({ page }) => {
  await signIn(page, 'admin');

  await openFromDropdown(page, 'Portal Usage');
  await expectDashboard(page, { path: '/dashboards/portalUsage', title: 'Portal Usage', figure: 'users', chart: 'Accounts by last sign-in' });

  await openFromDropdown(page, 'Lead Performance');
  await expectDashboard(page, { path: '/dashboards/leadPerformance', title: 'Lead Performance', figure: 'leads', chart: 'Leads over the period' });
  await expect(page.locator('dd[data-field="scopeName"]')).toHaveText('All OEMs');

  await openFromDropdown(page, 'Compliance');
  await expectDashboard(page, { path: '/dashboards/compliance', title: 'Compliance', figure: 'audits', chart: 'Audits over the period' });

  await nav(page).getByRole('link', { name: 'Admin Portal' }).click();
  await expectDashboard(page, { path: '/adminPortal', title: 'Admin Portal', figure: 'lockedUsers', chart: 'Accounts by role' });
  await expect(page.getByRole('table', { name: 'Impersonation history' }).locator('tbody tr').first()).toContainText('admin');
  await expect(page.getByRole('table', { name: 'Locked accounts' }).locator('tbody tr').first()).toBeVisible();
});

test('a Honda dealer opens Lead Performance and Website Compliance, changes the period, and reads the certification page', async ({ page }) => {
  await signIn(page, 'dealer');

  await openFromDropdown(page, 'Lead Performance');
  await expectDashboard(page, { path: '/dashboards/leadPerformance', title: 'Lead Performance', figure: 'leads', chart: 'Leads over the period' });
  await expect(page.locator('dd[data-field="scopeName"]')).not.toHaveText('All OEMs');
  const start = page.locator('dd[data-field="periodStart"]');
  const ninetyDays = await start.innerText();
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 12 months' }).click();
  await expect(start).not.toHaveText(ninetyDays);
  await expect(page.getByRole('figure', { name: 'Leads over the period' }).locator('tbody tr')).toHaveCount(12);

  await openFromDropdown(page, 'Website Compliance');
  await expectDashboard(page, { path: '/dashboards/websiteCompliance', title: 'Website Compliance', figure: 'audits', chart: 'Audits over the period' });

  await page.goto('/DigitalCertification');
  await expect(page.getByRole('heading', { name: 'Honda Digital Certification' })).toBeVisible();
  await expect(page.getByText('Module 1: Responding to online leads')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
