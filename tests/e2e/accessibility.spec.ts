// axe-core finds no serious or critical violation on the login, home and not-found pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home page', async ({ page }) => {
  await signIn(page, 'dealer');
  await expect(page.getByTestId('product-card-body').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('not-found page', async ({ page }) => {
  await page.goto('/haccPage404');
  await expect(page.getByText('Page not found')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
