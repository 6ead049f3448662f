// Journeys without dead ends (issue #20): a route a user may not open says why, once, where the
// user lands (portal-shell §2.2 sends them to /); a dealer's own page in an admin's menu says in
// place that it needs a dealer, and DWCP administration lets the admin choose the dealer and act
// as one of its users, back on that page; every page names the browser tab.
import { expect, test } from '@playwright/test';
import { openAs, signIn } from './support/session.ts';

test('a route the menu lacks sends the dealer home, which says why once, in English and in French', async ({ page }) => {
  await signIn(page, 'dealer');
  await expect(page).toHaveTitle('Home | SmartPortal');
  await page.goto('/manageenrollments');
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('alert').filter({ hasText: 'That page is not available to you' });
  await expect(notice).toContainText('“Manage Enrollments” is not part of your menu');
  // Once: a reload of the page landed on does not say it again.
  await page.reload();
  await expect(page.getByText(/^Welcome /)).toBeVisible();
  await expect(page.getByText('That page is not available to you')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await openAs(page, 'dealer.fr', '/manageenrollments');
  await expect(page.getByRole('alert').filter({ hasText: 'Cette page ne vous est pas accessible' })).toContainText(
    '« Gérer les inscriptions » ne fait pas partie de votre menu',
  );
  await expect(page).toHaveTitle('Accueil | SmartPortal');
});

test('an admin not acting as a dealer is told on the page how to open it, and enrolls the dealer from DWCP administration', async ({ page }) => {
  await openAs(page, 'admin', '/dwcpenrollment');
  // The page is in the admin's menu, so it stays and says why it needs a dealer (no trip home).
  await expect(page).toHaveURL(/\/dwcpenrollment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer Website Certification Enrollment' })).toBeVisible();
  await expect(page.getByText('“Dealer Website Enrollment” shows one dealer’s own data. Choose the dealer in DWCP Enrollment Administration')).toBeVisible();
  await page.getByRole('link', { name: 'Choose the dealer' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'DWCP Enrollment Administration' })).toBeVisible();
  await expect(page).toHaveTitle('DWCP Enrollment Administration | SmartPortal');
  await page.getByLabel('Dealer', { exact: true }).fill('HON0001');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: 'HON0001' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Act as a user' }).click();

  await expect(page).toHaveURL(/\/admindwcpenrollment\/actAs\/HON0001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Act as a user of dealer HON0001' })).toBeVisible();
  await expect(page.getByText('Acting as one of these users opens “Dealer Website Enrollment” for dealer HON0001.')).toBeVisible();
  await page.getByRole('button', { name: 'Act as Dana Dealer' }).click();

  // Acting as the dealer's user lands on that dealer's own enrollment page, as the dealer.
  await expect(page).toHaveURL(/\/dwcpenrollment$/);
  await expect(page.getByText('Welcome Dana Dealer')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer Website Certification Enrollment' })).toBeVisible();
  await expect(page.getByText('HON0001').first()).toBeVisible();
  await page.getByRole('region', { name: 'Impersonate User' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Welcome Alex Administrator')).toBeVisible();
});

test('an admin on a dealer’s Manage Subscription chooses the dealer and comes back to Manage Subscription as its user', async ({ page }) => {
  await openAs(page, 'admin', '/managesubscription');
  await expect(page).toHaveURL(/\/managesubscription$/);
  await page.getByRole('link', { name: 'Choose the dealer' }).click();
  await page.getByLabel('Dealer', { exact: true }).fill('HON0001');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('row').filter({ hasText: 'HON0001' }).getByRole('button', { name: 'Act as a user' }).click();
  await expect(page.getByText('Acting as one of these users opens “Manage Subscription” for dealer HON0001.')).toBeVisible();
  await page.getByRole('button', { name: 'Act as Dana Dealer' }).click();

  await expect(page).toHaveURL(/\/managesubscription$/);
  await expect(page.getByText('Welcome Dana Dealer')).toBeVisible();
  await expect(page.getByText('shows one dealer’s own data')).toHaveCount(0);
  await page.getByRole('region', { name: 'Impersonate User' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Welcome Alex Administrator')).toBeVisible();
});
