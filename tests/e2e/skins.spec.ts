// One journey per OEM skin: the home page in that skin, its product card height
// (portal-shell §9: 110 px BMW CA, 210 px Genesis, 170 px otherwise), and a screenshot under
// test-results/ for review.
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

const skins = [
  { login: 'dealer', skin: 'honda', cardHeight: 170 },
  { login: 'dealer.acura', skin: 'acura', cardHeight: 170 },
  { login: 'dealer.infiniti', skin: 'infiniti', cardHeight: 170 },
  { login: 'dealer.genesis', skin: 'genesis', cardHeight: 210 },
  { login: 'dealer.bmwca', skin: 'bmwca', cardHeight: 110 },
  { login: 'dealer.hyundai', skin: 'hyundai', cardHeight: 170 },
  { login: 'dealer.hyundaica', skin: 'hyundaica', cardHeight: 170 },
];

for (const { login, skin, cardHeight } of skins) {
  test(`${skin}: home page in its skin with ${cardHeight} px product cards`, async ({ page }) => {
    await signIn(page, login);
    const card = page.getByTestId('product-card-body').first();
    await expect(card).toBeVisible();
    expect((await card.boundingBox())?.height).toBe(cardHeight);
    await page.screenshot({ path: `test-results/home-${skin}.png` });
  });
}

test('the genesis skin relabels the settings menu', async ({ page }) => {
  await signIn(page, 'dealer.genesis');
  await expect(page.getByRole('navigation').first().getByRole('button', { name: 'Retailer Settings' })).toBeVisible();
});
