// The studio (issue #18) in Chromium against the real server: product staff change Manage
// Enrollments' title key and a column, see the preview change for two OEMs, see the QA check's
// error at its line and the server refuse to publish it, publish the fixed draft and roll it back;
// an admin sees the published version on /manageenrollments without a rebuild, and the built-in
// one again after the rollback; a dealer is sent home from /studio. It publishes a screen every
// admin sees, so it runs after the others, beside the CMS and QA workbench journeys only (its
// own "shared content: studio" project, playwright.config.ts).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openAs, signIn } from './support/session.ts';

const BUILT_IN = await readFile(new URL('../../schemas/screens/enrollments/manageEnrollments.json', import.meta.url), 'utf8');
const CHANGED = BUILT_IN.replace('"title": "PAGE_MANAGE_ENROLLMENTS"', '"title": "PAGE_EDIT_ENROLLMENT"').replace(
  '"field": "dealerName",\n          "header": "COLUMN_DEALER_NAME"',
  '"field": "dealerName",\n          "header": "COLUMN_DEALERS"',
);
const BROKEN = CHANGED.replace('"operationId": "searchEnrollments"', '"operationId": "searchEnrolmentz"');
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

const editor = (page: Page) => page.getByRole('textbox', { name: 'Definition JSON' });
const preview = (page: Page, oem: string) => page.frameLocator(`iframe[title="Preview for ${oem}"]`);

/**
 * Replaces the whole text of the editor as a user pasting it would: all selected, then a paste
 * event carrying the text, which CodeMirror turns into one change. (Typed in with
 * `keyboard.insertText`, Chromium's editing inserts a 20 KB definition line by line with a
 * layout after each: 2,600 layouts and about 7 s of the renderer per replacement, against 0.7 s
 * for the paste, measured 2026-11-29, and nothing a user does.)
 */
async function replaceText(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await editor(page).evaluate((content, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

/** Manage Enrollments as an admin sees it in a fresh session: its heading and whether the dealer column is "Dealers". */
async function adminSees(browser: Browser, heading: string, dealerColumn: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/manageenrollments');
  await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: dealerColumn, exact: true })).toBeVisible();
  await context.close();
}

// First: it reads the built-in Manage Enrollments, which the next journey publishes over (its
// draft stays the studio's text after the rollback). It publishes nothing itself.
test('the form view edits a column through the form, the preview fills its table from a POST search and holds nothing', async ({ page }) => {
  await openAs(page, 'studio', '/studio');
  await page.getByRole('button', { name: /^manageEnrollments base:/ }).click();
  await expect(editor(page)).toContainText('"PAGE_MANAGE_ENROLLMENTS"');
  // searchEnrollments is a POST the contract marks x-read-only: the preview answers it with rows.
  await expect(preview(page, 'honda').getByRole('cell', { name: 'dealerName 2', exact: true })).toBeVisible();
  await expect(page.getByTestId('held-request')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Form' }).click();
  await page.getByRole('combobox', { name: 'Part of the definition' }).click();
  await page.getByRole('option', { name: 'Block “enrollments” (table)' }).click();
  const header = page.getByRole('group', { name: 'dealerName' }).getByRole('textbox', { name: 'header' });
  await header.fill('COLUMN_DEALERS');
  // The edit lands in the draft's text: CodeMirror draws only the lines in view and the columns
  // are far below, so it is read where a reviewer reads it, in the Changes tab's diff.
  await page.getByRole('tab', { name: 'Changes' }).click();
  await expect(page.getByTestId('studio-diff')).toContainText('"header": "COLUMN_DEALERS"');
  await expect(page.getByTestId('studio-check')).toHaveText('QA check: no problems');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(preview(page, 'honda').getByRole('columnheader', { name: 'Dealers' })).toBeVisible();
});

test('product staff edit, preview, publish and roll back Manage Enrollments', async ({ page, browser }) => {
  test.setTimeout(180_000);
  expect(CHANGED).not.toBe(BUILT_IN);
  await openAs(page, 'studio', '/studio');
  await page.getByRole('button', { name: /^manageEnrollments base:/ }).click();
  await expect(editor(page)).toContainText('"PAGE_MANAGE_ENROLLMENTS"');
  await expect(page.getByTestId('studio-check')).toHaveText('QA check: no problems');

  await replaceText(page, CHANGED);
  await page.getByLabel('All OEMs side by side').check();
  for (const oem of ['honda', 'acura']) {
    await expect(preview(page, oem).getByRole('heading', { name: 'Dealer Enrollment' })).toBeVisible();
    await expect(preview(page, oem).getByRole('columnheader', { name: 'Dealers' })).toBeVisible();
    await expect(preview(page, oem).getByRole('columnheader', { name: 'Dealer Name' })).toHaveCount(0);
  }
  // One preview again: what follows is the check and publishing, and every OEM's preview would
  // draw each text pasted next (eight screens on a loaded machine, for nothing this asserts).
  await page.getByLabel('All OEMs side by side').uncheck();

  await replaceText(page, BROKEN);
  // The base's own finding, at the line of the operation id (each OEM with an overlay repeats it for its merged screen).
  const problem = page.getByTestId('studio-problem').filter({ hasText: new RegExp(`^line ${lineOf(BROKEN, '"searchEnrolmentz"')}: unknown operationId "searchEnrolmentz"`) });
  await expect(problem).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('studio-notice')).toContainText('Publishing was refused by the QA check');
  await expect(page.getByTestId('studio-notice')).toContainText('searchEnrolmentz');

  await replaceText(page, CHANGED);
  await expect(page.getByTestId('studio-check')).toHaveText('QA check: no problems');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Title and dealer column for the spring campaign');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('studio-notice')).toContainText('published: the portal serves it from now on');

  // The refused publish saved the broken draft as version 1; the fixed one is version 2.
  await expect(page.getByText('Serves version 2')).toBeVisible();
  await adminSees(browser, 'Dealer Enrollment', 'Dealers');

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Roll back to the built-in file' }).click();
  await expect(page.getByTestId('studio-notice')).toContainText('Rolled back: the portal serves the built-in file.');

  await expect(page.getByText('Serves the built-in file', { exact: true })).toBeVisible();
  await adminSees(browser, 'Manage Enrollments', 'Dealer Name');
});

/** What an admin's fresh session shows at `path`: the level-1 heading. */
async function adminHeading(browser: Browser, path: string, heading: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await admin.goto(path);
  await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await context.close();
}

test('a published definition that changes its route moves the screen in the portal and the studio, and back on rollback', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const privacy = await readFile(new URL('../../schemas/screens/tools/privacy.json', import.meta.url), 'utf8');
  const moved = privacy.replace('"route": "privacy"', '"route": "smartleads"');
  expect(moved).not.toBe(privacy);
  await openAs(page, 'studio', '/studio');
  await expect(page.getByTestId('studio-route-privacy')).toHaveText('/privacy');
  await page.getByRole('button', { name: /^privacy base:/ }).click();
  await expect(editor(page)).toContainText('"PAGE_PRIVACY"');
  await replaceText(page, moved);
  await expect(page.getByTestId('studio-check')).toHaveText('QA check: no problems');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('studio-notice')).toContainText('published: the portal serves it from now on');
  await expect(page.getByTestId('studio-route-privacy')).toHaveText('/smartleads');

  await adminHeading(browser, '/smartleads', 'Privacy Policy');
  await adminHeading(browser, '/privacy', 'Page not found');

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Roll back to the built-in file' }).click();
  await expect(page.getByTestId('studio-notice')).toContainText('Rolled back: the portal serves the built-in file.');
  await expect(page.getByTestId('studio-route-privacy')).toHaveText('/privacy');
  await adminHeading(browser, '/privacy', 'Privacy Policy');
});

test('a dealer who opens /studio is sent home', async ({ page }) => {
  await openAs(page, 'dealer', '/studio');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('textbox', { name: 'Definition JSON' })).toHaveCount(0);
});
