// A dealer group user chooses the dealer it acts for in the header (issue #20): the choice is
// remembered for the user, and a dealer-scoped screen shows the chosen dealer's data.
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

test('group chooses another dealer in the header and sees its data; the choice is remembered', async ({ page }) => {
  await signIn(page, 'group');
  const selector = page.getByRole('combobox', { name: 'Dealer' });
  await expect(selector).toContainText('HON0003');

  await page.goto('/dwcpenrollment');
  const dealer = page.getByRole('region', { name: 'Dealer', exact: true });
  await expect(dealer.getByText('HON0003', { exact: true })).toBeVisible();
  // The selector names each dealer: "HON0003 – <name>", the name the screen shows.
  const nameIn = async () => ((await selector.textContent()) ?? '').split(' – ')[1] ?? '';
  const firstName = await nameIn();
  expect(firstName).not.toBe('');
  await expect(dealer.getByText(firstName, { exact: true })).toBeVisible();

  await selector.click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(6);
  await options.filter({ hasText: 'HON0005' }).click();
  await expect(selector).toContainText('HON0005');
  await expect(dealer.getByText('HON0005', { exact: true })).toBeVisible();
  await expect(dealer.getByText('HON0003', { exact: true })).toHaveCount(0);
  const secondName = await nameIn();
  expect(secondName).not.toBe(firstName);
  await expect(dealer.getByText(secondName, { exact: true })).toBeVisible();

  // Remembered for the user: a new sign-in acts for the chosen dealer.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'group');
  await expect(page.getByRole('combobox', { name: 'Dealer' })).toContainText('HON0005');

  // Back to the first dealer, as the seed has it, for the journeys that use this user.
  await page.getByRole('combobox', { name: 'Dealer' }).click();
  await page.getByRole('option').filter({ hasText: 'HON0003' }).click();
  await expect(page.getByRole('combobox', { name: 'Dealer' })).toContainText('HON0003');
});
