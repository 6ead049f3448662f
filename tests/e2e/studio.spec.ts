// The studio (issue #18) in Chromium against the real server: product staff change Manage
// Enrollments' title key and a column, see the preview change for two OEMs, see the QA check's
// error at its line and the server refuse to publish it, publish the fixed draft, an admin sees
// the change on /manageenrollments, a rollback takes it away; a dealer is sent home from /studio.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';

const BUILT_IN = await readFile(new URL('../../schemas/screens/enrollments/manageEnrollments.json', import.meta.url), 'utf8');
const CHANGED = BUILT_IN.replace('"title": "PAGE_MANAGE_ENROLLMENTS"', '"title": "PAGE_EDIT_ENROLLMENT"').replace(
  '"field": "dealerName",\n          "header": "COLUMN_DEALER_NAME"',
  '"field": "dealerName",\n          "header": "COLUMN_DEALERS"',
);
const BROKEN = CHANGED.replace('"operationId": "searchEnrollments"', '"operationId": "searchEnrolmentz"');
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

const editor = (page: Page) => page.getByRole('textbox', { name: 'Definition JSON' });
const preview = (page: Page, oem: string) => page.frameLocator(`iframe[title="Preview for ${oem}"]`);

/** Replaces the whole text of the editor as a user pasting it would. */
async function replaceText(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

async function asAdminOnManageEnrollments(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/manageenrollments');
  return { page, close: () => context.close() };
}

test('product staff edit, preview, publish and roll back Manage Enrollments', async ({ page, browser }) => {
  test.setTimeout(180_000);
  expect(CHANGED).not.toBe(BUILT_IN);
  await signIn(page, 'studio');
  await page.goto('/studio');
  await page.getByRole('button', { name: /^manageEnrollments base:/ }).click();
  await expect(editor(page)).toContainText('"PAGE_MANAGE_ENROLLMENTS"');
  await expect(page.getByTestId('studio-check')).toHaveText('QA check: no problems');

  await replaceText(page, CHANGED);
  await page.getByRole('checkbox', { name: 'All OEMs side by side' }).check();
  for (const oem of ['honda', 'acura']) {
    await expect(preview(page, oem).getByRole('heading', { name: 'Dealer Enrollment' })).toBeVisible();
    await expect(preview(page, oem).getByRole('columnheader', { name: 'Dealers' })).toBeVisible();
    await expect(preview(page, oem).getByRole('columnheader', { name: 'Dealer Name' })).toHaveCount(0);
  }

  await replaceText(page, BROKEN);
  const problem = page.getByTestId('studio-problem').filter({ hasText: 'unknown operationId "searchEnrolmentz"' });
  await expect(problem).toHaveText(new RegExp(`^line ${lineOf(BROKEN, '"searchEnrolmentz"')}: `));
  await expect(page.locator('.cm-lintRange-error')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('studio-notice')).toContainText('Publishing was refused by the QA check');
  await expect(page.getByTestId('studio-notice')).toContainText('searchEnrolmentz');

  await replaceText(page, CHANGED);
  await expect(page.getByTestId('studio-check')).toHaveText('QA check: no problems');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Title and dealer column for the spring campaign');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('studio-notice')).toContainText('published: the portal serves it from now on');

  const admin = await asAdminOnManageEnrollments(browser);
  await expect(admin.page.getByRole('heading', { name: 'Dealer Enrollment' })).toBeVisible();
  await expect(admin.page.getByRole('columnheader', { name: 'Dealers' })).toBeVisible();
  await admin.close();

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Roll back to the built-in file' }).click();
  await expect(page.getByTestId('studio-notice')).toContainText('Rolled back: the portal serves the built-in file.');

  const again = await asAdminOnManageEnrollments(browser);
  await expect(again.page.getByRole('heading', { name: 'Manage Enrollments' })).toBeVisible();
  await expect(again.page.getByRole('columnheader', { name: 'Dealer Name' })).toBeVisible();
  await again.close();
});

test('a dealer who opens /studio is sent home', async ({ page }) => {
  await signIn(page, 'dealer');
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('textbox', { name: 'Definition JSON' })).toHaveCount(0);
});
