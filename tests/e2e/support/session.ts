import { expect, type Page } from '@playwright/test';

/** Every demo user's password (README). */
export const DEMO_PASSWORD = 'Portal!2026';

/** Signs in through the login page and waits for the signed-in header. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/^(Welcome|Bienvenue) /)).toBeVisible();
}

/** Replaces both tokens of the session cookie, as if they had expired and been revoked. */
export async function spoilTokens(page: Page): Promise<void> {
  await page.evaluate(() => {
    const entry = document.cookie.split('; ').find((c) => c.startsWith('sp_token='));
    if (!entry) throw new Error('no token cookie');
    const stored = JSON.parse(decodeURIComponent(entry.slice('sp_token='.length))) as Record<string, unknown>;
    const spoiled = { ...stored, a: 'expired-access-token', r: 'revoked-refresh-token' };
    document.cookie = `sp_token=${encodeURIComponent(JSON.stringify(spoiled))}; path=/`;
  });
}
