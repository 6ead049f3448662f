// The change-password dialog against the real server (portal-shell §2.4, §2.5, §4.5, §5.3), as
// the demo OEM user (whom no other journey signs in as); the password is set back at the end, so
// a failed run leaves at most this one user changed.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/session.ts';
import { seriousViolations } from './support/axe.ts';

const LOGIN = 'oem';
const USER_NAME = 'Owen OEM';
const NEW_PASSWORD = 'Harbor#Light2027';

const dialogViolations = (page: Page) => seriousViolations(page, '[role="dialog"]');

/** Opens the dialog from the user-name dropdown (the entry under Settings shows there too). */
async function openDialog(page: Page, userName: string) {
  await page.getByRole('button', { name: `Welcome ${userName}` }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** POST /api/portal/changePassword with the browser's session token. */
async function changePasswordAsBrowser(page: Page, body: { password: string; newPassword: string; confirmPassword: string }) {
  return page.evaluate(async (json) => {
    const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('sp_token='));
    if (!entry) throw new Error('no token cookie');
    const token = (JSON.parse(decodeURIComponent(entry.slice('sp_token='.length))) as { a: string }).a;
    const res = await fetch('/api/portal/changePassword', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
    return { status: res.status, body: (await res.json()) as { success: boolean } };
  }, body);
}

const indicator = (dialog: ReturnType<Page['getByRole']>, rule: string) => dialog.locator(`li[data-rule="${rule}"]`);

test('weak and mismatched passwords are refused, the right one is changed, and the new password signs in', async ({ page }) => {
  await signIn(page, LOGIN);
  let dialog = await openDialog(page, USER_NAME);
  expect(await dialogViolations(page)).toEqual([]);

  // One indicator per rule, neutral until typed, then check or cross as each key is typed.
  for (const rule of ['length', 'case', 'digit', 'special']) await expect(indicator(dialog, rule)).toHaveAttribute('data-indicator', '0');
  await dialog.getByLabel(/^New password/).pressSequentially('harbor7');
  await expect(indicator(dialog, 'length')).toHaveAttribute('data-indicator', '2');
  await expect(indicator(dialog, 'case')).toHaveAttribute('data-indicator', '2');
  await expect(indicator(dialog, 'digit')).toHaveAttribute('data-indicator', '1');
  await expect(indicator(dialog, 'special')).toHaveAttribute('data-indicator', '2');
  await expect(indicator(dialog, 'digit')).toContainText('(met)');
  await expect(indicator(dialog, 'special')).toContainText('(not met)');

  // Strength (id 10) and mismatch (id 3) are refused before anything is sent.
  await dialog.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
  await dialog.getByLabel(/^Confirm new password/).fill('harbor8');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText(/^Password must be at least 8 characters long/)).toBeVisible();
  await expect(dialog.getByText('The new password and its confirmation do not match.')).toBeVisible();
  await expect(dialog.getByLabel(/^New password/)).toHaveAttribute('data-error-id', '10');
  await expect(dialog.getByLabel(/^Confirm new password/)).toHaveAttribute('data-error-id', '3');
  expect(await dialogViolations(page)).toEqual([]);

  // A wrong current password: the server's first error, and the fields are cleared.
  await dialog.getByLabel(/^Current password/).fill('Not-the-password1');
  await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await dialog.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The current password is not correct.');
  await expect(dialog.getByLabel(/^Current password/)).toHaveValue('');
  await expect(dialog.getByLabel(/^New password/)).toHaveValue('');
  await expect(indicator(dialog, 'length')).toHaveAttribute('data-indicator', '0');

  // The right one.
  await dialog.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
  await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await dialog.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Password updated successfully.')).toBeVisible();
  await expect(dialog.getByLabel(/^Confirm new password/)).toHaveValue('');

  // Closing resets the dialog.
  // The button with the text (the success message has a close icon of its own).
  await dialog.getByText('Close', { exact: true }).click();
  await expect(dialog).toHaveCount(0);
  dialog = await openDialog(page, USER_NAME);
  await expect(dialog.getByText('Password updated successfully.')).toHaveCount(0);
  await expect(indicator(dialog, 'special')).toHaveAttribute('data-indicator', '0');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The next login: the old password is refused, the new one works.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByLabel('Username').fill(LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, LOGIN, NEW_PASSWORD);

  // Back to the demo password, for the next run on this database.
  const restored = await changePasswordAsBrowser(page, { password: NEW_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
  expect(restored).toEqual({ status: 200, body: { success: true, errors: [] } });
});

test('an admin acting as another user is told "You do not have permission to change password"', async ({ page, context }) => {
  await signIn(page, 'admin');
  // What Apply in the impersonation toolbar leaves behind: the cookie the client sends as the impersonate header.
  await context.addCookies([{ name: 'impersonate', value: 'group', url: page.url() }]);
  await page.goto('/');
  const dialog = await openDialog(page, 'Grace Group');
  await expect(dialog.getByRole('alert')).toHaveText('You do not have permission to change password');
  await expect(dialog.getByLabel(/^Current password/)).toHaveCount(0);
  expect(await dialogViolations(page)).toEqual([]);
});
