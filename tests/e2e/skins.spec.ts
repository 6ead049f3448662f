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
    // The tab shows the skin's own mark: an SVG the server answers, one per skin.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/favicon[^/]*\.svg$/);
    const answer = await page.request.get(icon!);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<svg');
    await page.screenshot({ path: `test-results/home-${skin}.png` });
  });
}

test('the login page carries the portal\'s brand, and the tab its icon, before anyone signs in', async ({ page }) => {
  await page.goto('/login');
  const brand = page.getByRole('img', { name: 'SmartPortal' });
  await expect(brand).toBeVisible();
  expect(await brand.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect((await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href'))!)).status()).toBe(200);
});

test('the genesis skin says Retailer, never Dealer, in its texts, in one font family', async ({ page }) => {
  await signIn(page, 'dealer.genesis');
  await expect(page.getByTestId('product-card-body').first()).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).toMatch(/\bRetailer/);
  expect(text).not.toMatch(/\bDealers?\b/);
  // Every element that shows words (icon-only buttons draw no text in any font).
  const families = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('h1, h2, h3, p, button, a, span, li, label')].filter((node) => node.textContent?.trim()).map((node) => getComputedStyle(node).fontFamily)),
  ]);
  expect(families).toEqual(['"Helvetica Neue", Helvetica, Arial, sans-serif']);
});

test('the genesis skin relabels the settings menu', async ({ page }) => {
  await signIn(page, 'dealer.genesis');
  await expect(page.getByRole('navigation').first().getByRole('button', { name: 'Retailer Settings' })).toBeVisible();
});
