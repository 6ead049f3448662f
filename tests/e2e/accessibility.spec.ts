// axe-core finds no serious or critical violation on the login, home and not-found pages.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { seriousViolations } from './support/axe.ts';


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
