/**
 * Issue #12, 5: the Content-Security-Policy the server sends lets the whole SPA run in
 * Chromium. Every page of the journeys below is loaded under the policy, and the browser's
 * `securitypolicyviolation` events (and its console reports, which cover frames too) are
 * collected from the first script on: none may fire. Besides the shell and the enrollment
 * screens, the screens that run more than forms and tables: the studio's code editor and its
 * preview frames, the SmartLeads settings with their map. The last test injects an inline script on purpose,
 * to show the policy is enforced and that the collector sees a violation when there is one.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { signIn } from './support/session.ts';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function watchViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return reported;
}

async function violations(page: Page, console: string[]): Promise<string[]> {
  return [...(await page.evaluate(() => window.__cspViolations)), ...console];
}

function expectPolicy(response: Response | null) {
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

test('login, a dealer home and the enrollment screens run with no CSP violation', async ({ page }) => {
  const console = await watchViolations(page);
  expectPolicy(await page.goto('/login'));
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await violations(page, console)).toEqual([]);

  await signIn(page, 'dealer');
  expectPolicy(await page.reload());
  await expect(page.getByText(/^Welcome /)).toBeVisible();
  expect(await violations(page, console)).toEqual([]);
});

test('an admin on Manage Enrollments and a dealer enrollment edit, with no CSP violation', async ({ page }) => {
  const console = await watchViolations(page);
  await signIn(page, 'admin');
  expectPolicy(await page.goto('/manageenrollments'));
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Enrollments' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await violations(page, console)).toEqual([]);

  expectPolicy(await page.goto('/editManageEnrollment/HON0001/edit'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page, console)).toEqual([]);
});

test('the studio (code editor, diff, preview frames) runs with no CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const console = await watchViolations(page);
  await signIn(page, 'studio');
  expectPolicy(await page.goto('/studio'));
  await page.getByRole('button', { name: /^manageEnrollments base:/ }).click();
  const editor = page.getByRole('textbox', { name: 'Definition JSON' });
  await expect(editor).toContainText('"PAGE_MANAGE_ENROLLMENTS"');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(' ');
  await page.getByLabel('All OEMs side by side').check();
  for (const oem of ['honda', 'acura']) {
    await expect(page.frameLocator(`iframe[title="Preview for ${oem}"]`).getByRole('heading', { name: 'Manage Enrollments' })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'History' }).click();
  await page.waitForLoadState('networkidle');
  expect(await violations(page, console)).toEqual([]);
});

test('the SmartLeads settings with their map run with no CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const console = await watchViolations(page);
  await signIn(page, 'dealer');
  expectPolicy(await page.goto('/leadsettingsPreview'));
  await page.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: 'Honda SmartLeads' }).click();
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('img', { name: /^Map of \d+ places/ })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await violations(page, console)).toEqual([]);
});

test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
  const console = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations(page, console)).some((v) => v.startsWith('script-src'))).toBe(true);
});
