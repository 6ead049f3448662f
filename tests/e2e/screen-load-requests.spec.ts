// A screen's load sends each request once (issue #20): Manage Enrollments used to send its filter
// options three times, aborting and resending them as each answer came back.
import { expect, test } from '@playwright/test';
import { openInApp } from './support/open-in-app.ts';
import { recordRequests } from './support/request-log.ts';
import { screenDrawn } from './support/screen-drawn.ts';
import { signIn } from './support/session.ts';

const FILTER_OPTIONS = '/api/portal/enrollments/filter-options';

test('Manage Enrollments loads with one filter-options request, one search, and no duplicate or aborted request', async ({ page }) => {
  // Every request of the session is counted, from before sign-in: a request sent while the home
  // page settles still counts once.
  const log = recordRequests(page);
  await signIn(page, 'admin');
  await log.settled();

  // The count waits for the options' answer and for every call to end: a count made on the first
  // table row could run before the filters had asked for their options (the screen's navigation
  // loads no new document, so waiting for "networkidle" returned at once), and the options
  // request looked missing.
  const optionsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === FILTER_OPTIONS);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Enrollments' }).click();
  await page.getByRole('menuitem', { name: 'Manage Enrollments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Enrollments' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Enrollments' }).getByRole('row').nth(1)).toBeVisible();
  expect((await optionsAnswered).ok()).toBe(true);
  await log.settled();

  // The screen's own calls; the session's start-up (user details, menu) is not this screen's load.
  const screenCalls = log.sent.filter((request) => new URL(request.url()).pathname.startsWith('/api/portal/enrollments/'));
  const calls = screenCalls.map((request) => `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search} ${request.postData() ?? ''}`);
  const counts = log.counts();
  expect(counts[`POST ${FILTER_OPTIONS}`], calls.join('\n')).toBe(1);
  expect(counts['POST /api/portal/enrollments/search'], calls.join('\n')).toBe(1);
  expect(calls.filter((call, index) => calls.indexOf(call) !== index), 'duplicate requests').toEqual([]);
  expect(log.failed, 'failed or aborted requests').toEqual([]);
});

// The reports' period filter starts on the current period (its choices mark it): the table used
// to be generated first without it, then again with it, and the chart and totals twice too.
const AGGREGATE = '/api/portal/compliance/generate/ComplianceAggregateReport';

test('the Compliance Aggregate Report opens with one generate request for its table, carrying the current period, and one each for its chart and totals', async ({ page }) => {
  // Home is drawn before the report opens: the impersonation toolbar asks for its OEM list once
  // its chunk has loaded, which can be after signIn returns and after a moment with no call under
  // way, and page.goto would abort it.
  const log = recordRequests(page);
  await signIn(page, 'admin');
  await screenDrawn(page, log);
  log.clear();
  // Read only: the route lets every request through unchanged, to see the bodies sent.
  const bodies: { search: string; body: unknown }[] = [];
  await page.route(`**${AGGREGATE}*`, async (route) => {
    bodies.push({ search: new URL(route.request().url()).search, body: route.request().postDataJSON() });
    await route.fallback();
  });
  const periodsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/reports/filter/getPeriodForReport/5');
  await page.goto('/reports?q=ComplianceAggregateReport');
  const periods = (await (await periodsAnswered).json()) as { id: number; label: string; current: boolean }[];
  const current = periods.find((period) => period.current);
  expect(current).toBeDefined();
  const filters = page.getByRole('search', { name: 'Compliance Aggregate Report' });
  await expect(filters.getByRole('combobox', { name: 'Period' })).toHaveText(current!.label);
  await expect(page.getByRole('table', { name: 'Results' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Compliance by district' }).locator('svg').first()).toBeVisible();
  await log.settled();

  const sent = bodies.map(({ search, body }) => `${search} ${JSON.stringify(body)}`).join('\n');
  expect(log.counts()[`POST ${AGGREGATE}`], sent).toBe(3);
  const table = bodies.filter(({ search }) => new URLSearchParams(search).get('size') === '25');
  expect(table, sent).toHaveLength(1);
  expect(table[0]!.body).toMatchObject({ auditType: 'DWCP', periodId: current!.id });
  // The chart and the totals read the filter the table's answer states: the same period, with its dates.
  for (const size of ['500', '1']) {
    const of = bodies.filter(({ search }) => new URLSearchParams(search).get('size') === size);
    expect(of, sent).toHaveLength(1);
    expect(of[0]!.body).toMatchObject({ auditType: 'DWCP', periodId: current!.id });
  }
  expect(log.failed, 'failed or aborted requests').toEqual([]);
});

// Every report whose period starts on the current one: how many blocks generate it on opening
// (its table, and the chart or totals that come with some), each once, with that period.
const PERIOD_REPORTS = [
  { q: 'DRSComplianceAggregateReport', periods: 12, generates: 3 },
  { q: 'ComplianceDealerReport', periods: 6, generates: 1 },
  { q: 'DRSComplianceDealerReport', periods: 8, generates: 1 },
  { q: 'ComplianceScorecardReport', periods: 7, generates: 1 },
  { q: 'DWCPWebproviderNonCompliantReport', periods: 9, generates: 1 },
  { q: 'DRSNonComplianceAuditReport', periods: 13, generates: 1 },
  { q: 'CRMComplianceAggregateReport', periods: 10, generates: 2 },
  { q: 'concierge', periods: 1, generates: 1 },
  { q: 'shopperContact', periods: 2, generates: 1 },
  { q: 'affinityDealerSales', periods: 4, generates: 1 },
  { q: 'salesConversion', periods: 3, generates: 2 },
] as const;

test('every other report with a current period opens with each of its blocks generated once, with that period', async ({ page }) => {
  await signIn(page, 'admin');
  const log = recordRequests(page);
  const bodies: { path: string; body: unknown }[] = [];
  await page.route('**/api/portal/*/generate/**', async (route) => {
    bodies.push({ path: new URL(route.request().url()).pathname, body: route.request().postDataJSON() });
    await route.fallback();
  });
  const generated = () => log.sent.filter((request) => request.method() === 'POST' && new URL(request.url()).pathname.includes('/generate/'));
  for (const report of PERIOD_REPORTS) {
    log.clear();
    bodies.splice(0);
    const periodsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/portal/reports/filter/getPeriodForReport/${report.periods}`);
    // From the report before, as the Reports menu opens the next one.
    await openInApp(page, `/reports?q=${report.q}`);
    const current = ((await (await periodsAnswered).json()) as { id: number; current: boolean }[]).find((period) => period.current);
    expect(current, report.q).toBeDefined();
    await expect.poll(() => generated().length, { message: report.q }).toBeGreaterThanOrEqual(report.generates);
    await log.settled();
    const sent = `${report.q}:\n${bodies.map(({ path, body }) => `${path} ${JSON.stringify(body)}`).join('\n')}`;
    expect(generated().map((request) => `${new URL(request.url()).pathname}${new URL(request.url()).search}`), sent).toHaveLength(report.generates);
    for (const { body } of bodies) expect(body, sent).toMatchObject({ periodId: current!.id });
  }
  expect(log.failed.filter((failure) => failure.includes('/generate/')), 'aborted generate requests').toEqual([]);
});
