// A screen's load sends each request once (issue #20): Manage Enrollments used to send its filter
// options three times, aborting and resending them as each answer came back.
import { expect, test } from '@playwright/test';
import { recordRequests } from './support/request-log.ts';
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
