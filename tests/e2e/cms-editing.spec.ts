// CMS in-place editing by the CMS Editor against the real server (portal-shell §2.3, §4.3, §5.2):
// the editor (Honda) edits, publishes and discards on the Honda home page and the shared "How to
// enroll" page; the dealer (Honda) reads what is published. Each journey puts back what it changed
// (texts, order, markings), so other specs see the seeded content; only the added partner item stays.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { openAs, signIn } from './support/session.ts';
import { seriousViolations } from './support/axe.ts';

interface CmsBlock {
  id: number;
  humanReadableId: string;
  content: string;
  type: string;
  blockOrder: number;
  parent: number | null;
  status?: 'DELETED' | 'RESTORED';
  contentBlockId?: number | null;
  language: 'EN' | 'FR';
  pageId: number;
}
interface CmsPage {
  id: number;
  humanReadableId: string;
  contentBlocks: CmsBlock[];
  drafts: CmsBlock[];
}

const EXTENSION_MESSAGE = 'File must be image and have one of following extensions: png, jpg, svg, jpeg';
const LIST_IMAGE_REQUIREMENT = 'Allowed formats: PNG, JPG, JPEG. Maximum resolution: 600x400. Maximum size: 500 KB.';
const DEFAULT_REQUIREMENT = 'Allowed formats: SVG. Maximum resolution: 192x50. Maximum size: 2000 KB.';

test.describe.configure({ timeout: 180_000 });

async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sp_token');
  if (!cookie) throw new Error('not signed in');
  return (JSON.parse(decodeURIComponent(cookie.value)) as { a: string }).a;
}

/** getCmsPages as the signed-in user of `page` (the editor also gets the drafts). */
async function cmsPage(page: Page, pagesHri: string): Promise<CmsPage> {
  const res = await page.request.get(`/cms/api/page/data?pagesHri=${pagesHri}&language=EN`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  const [found] = (await res.json()) as CmsPage[];
  if (!found) throw new Error(`no CMS page ${pagesHri}`);
  return found;
}

const named = (page: CmsPage, humanReadableId: string) => page.contentBlocks.find((b) => b.humanReadableId === humanReadableId)!;

/** Names of the list items readers see under a block, in order. */
const itemNames = (page: CmsPage, parent: number) =>
  page.contentBlocks
    .filter((b) => b.type === 'LIST_ITEM' && b.parent === parent)
    .sort((a, b) => a.blockOrder - b.blockOrder)
    .map((b) => b.humanReadableId);

/** Puts a published block's text back through the API (saveCmsDraft, then publishCmsDrafts). */
async function restoreText(page: Page, block: CmsBlock) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const save = await page.request.post('/cms/api/draft/save', {
    headers,
    data: { pageId: block.pageId, contentBlockId: block.id, content: block.content, blockOrder: block.blockOrder, language: block.language },
  });
  expect(save.status()).toBe(200);
  const draft = (await save.json()) as CmsBlock;
  expect((await page.request.post('/cms/api/draft/publish', { headers, data: { pageId: block.pageId, draftIds: [draft.id] } })).status()).toBe(200);
}


const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'CMS editing' });
const mode = (page: Page) => page.getByTestId('cms-editing-mode');

/** Presses a toolbar button and confirms; `axe` checks the confirmation dialog first. */
async function confirmAction(page: Page, action: string, title: string, { axe = false } = {}) {
  await toolbar(page).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (axe) {
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  }
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

/** Replaces an editable text and leaves it, which saves the block's draft. */
async function retype(page: Page, textbox: Locator, text: string) {
  await textbox.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(page.getByText('Draft saved.')).toBeVisible();
}

async function signInApart(browser: Browser, baseURL: string | undefined, login: string): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

test('the editor edits a teaser and publishes it; the dealer then reads the new text', async ({ page, browser, baseURL }) => {
  await signIn(page, 'editor');
  await expect(mode(page)).toHaveAttribute('data-mode', 'off');
  const before = named(await cmsPage(page, 'home'), 'teaser-concierge');
  const newText = `Concierge Elite answers every shopper live, around the clock (${Date.now()}).`;

  await confirmAction(page, 'Enable editing', 'Enable editing?', { axe: true });
  await expect(mode(page)).toHaveAttribute('data-mode', 'edit');
  // The editable texts and the toolbar are as accessible as the page they sit on.
  await expect(page.getByRole('textbox', { name: 'Edit teaser: Concierge Elite' })).toBeVisible();
  expect(await seriousViolations(page, '#main-content')).toEqual([]);
  await retype(page, page.getByRole('textbox', { name: 'Edit teaser: Concierge Elite' }), newText);

  // A draft: the editor's page data carries it, readers still get the published text.
  const drafted = await cmsPage(page, 'home');
  expect(drafted.drafts).toEqual([expect.objectContaining({ contentBlockId: before.id, content: newText })]);
  const dealer = await signInApart(browser, baseURL, 'dealer');
  expect(named(await cmsPage(dealer, 'home'), 'teaser-concierge').content).toBe(before.content);

  await confirmAction(page, 'Publish', 'Publish all changes?', { axe: true });
  await expect(page.getByText('Changes published.')).toBeVisible();
  await expect(mode(page)).toHaveAttribute('data-mode', 'off');
  const published = await cmsPage(page, 'home');
  expect(named(published, 'teaser-concierge').content).toBe(newText);
  expect(published.drafts).toEqual([]);

  await dealer.reload();
  await expect(dealer.locator('[data-cms-block="teaser-concierge"]')).toHaveText(newText);
  expect(named(await cmsPage(dealer, 'home'), 'teaser-concierge').content).toBe(newText);

  await restoreText(page, before);
  await dealer.context().close();
});

test('the editor edits another block and discards it; the dealer never sees the draft', async ({ page, browser, baseURL }) => {
  await signIn(page, 'editor');
  const intro = named(await cmsPage(page, 'home'), 'home-intro');
  const draftText = `A draft nobody but editors may read (${Date.now()}).`;

  await confirmAction(page, 'Enable editing', 'Enable editing?');
  await retype(page, page.locator('[data-cms-block="home-intro"]').getByRole('textbox'), draftText);
  expect((await cmsPage(page, 'home')).drafts).toEqual([expect.objectContaining({ contentBlockId: intro.id, content: draftText })]);

  const dealer = await signInApart(browser, baseURL, 'dealer');
  await expect(dealer.locator('[data-cms-block="home-intro"]')).toHaveText(intro.content);
  const dealerView = await cmsPage(dealer, 'home');
  expect(named(dealerView, 'home-intro').content).toBe(intro.content);
  expect(dealerView.drafts).toEqual([]);

  // Preview shows the draft as readers would see it, not editable.
  await confirmAction(page, 'Preview', 'Preview your changes?');
  await expect(mode(page)).toHaveAttribute('data-mode', 'preview');
  await expect(page.locator('[data-cms-block="home-intro"]')).toHaveText(draftText);
  await expect(page.locator('[data-cms-block="home-intro"]').getByRole('textbox')).toHaveCount(0);

  await confirmAction(page, 'Discard all', 'Discard all changes?', { axe: true });
  await expect(page.getByText('Changes discarded.')).toBeVisible();
  await expect(mode(page)).toHaveAttribute('data-mode', 'off');
  const after = await cmsPage(page, 'home');
  expect(after.drafts).toEqual([]);
  expect(named(after, 'home-intro').content).toBe(intro.content);
  await expect(page.locator('[data-cms-block="home-intro"]')).toHaveText(intro.content);

  await dealer.reload();
  await expect(dealer.locator('[data-cms-block="home-intro"]')).toHaveText(intro.content);
  await expect(dealer.getByText(draftText)).toHaveCount(0);
  await dealer.context().close();
});

test('the editor reorders and deletes enrollment steps; the dealer reads the published list, then it is put back', async ({ page, browser, baseURL }) => {
  await openAs(page, 'editor', '/howToEnroll');
  const seeded = await cmsPage(page, 'howToEnroll');
  const header = named(seeded, 'enroll-header');
  expect(itemNames(seeded, header.id)).toEqual(['enroll-step-1', 'enroll-step-2', 'enroll-step-3', 'enroll-step-4']);
  const step = (n: number) => page.locator(`li[data-cms-block="enroll-step-${n}"]`);
  const shownSteps = (on: Page) => on.locator('[data-cms-page="howToEnroll"] li[data-cms-block^="enroll-step-"]');

  await confirmAction(page, 'Enable editing', 'Enable editing?');
  expect(await seriousViolations(page, '#main-content')).toEqual([]);
  await step(1).getByRole('button', { name: 'Move down' }).click();
  await expect.poll(() => shownSteps(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-cms-block')))).toEqual([
    'enroll-step-2',
    'enroll-step-1',
    'enroll-step-3',
    'enroll-step-4',
  ]);
  await step(3).getByRole('button', { name: 'Delete' }).click();
  await expect(step(3)).toHaveAttribute('data-deleted', 'true');
  await expect(step(3).getByRole('button', { name: 'Restore' })).toBeVisible();
  await confirmAction(page, 'Publish', 'Publish all changes?');
  await expect(page.getByText('Changes published.')).toBeVisible();

  const dealer = await signInApart(browser, baseURL, 'dealer');
  const dealerView = await cmsPage(dealer, 'howToEnroll');
  expect(itemNames(dealerView, header.id)).toEqual(['enroll-step-2', 'enroll-step-1', 'enroll-step-4']);
  await dealer.goto('/howToEnroll');
  await expect.poll(() => shownSteps(dealer).evaluateAll((items) => items.map((li) => li.getAttribute('data-cms-block')))).toEqual([
    'enroll-step-2',
    'enroll-step-1',
    'enroll-step-4',
  ]);
  // The seeded step pictures are real stored images, drawn at four times their display size
  // (STEP_BADGE_SIZE, src/server/db/seed/data/step-badge-png.ts) so they stay sharp at 2× and 3×.
  const picture = dealer.locator('li[data-cms-block="enroll-step-1"] img');
  await expect(picture).toHaveAttribute('src', '/cms/api/media/files/enroll-step-1.png');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);

  // Put the list back: restore step 3 (RESTORED) and move step 1 up again.
  await confirmAction(page, 'Enable editing', 'Enable editing?');
  await step(3).getByRole('button', { name: 'Restore' }).click();
  await expect(step(3)).not.toHaveAttribute('data-deleted', 'true');
  await step(1).getByRole('button', { name: 'Move up' }).click();
  await expect.poll(() => shownSteps(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-cms-block')))).toEqual([
    'enroll-step-1',
    'enroll-step-2',
    'enroll-step-3',
    'enroll-step-4',
  ]);
  await confirmAction(page, 'Publish', 'Publish all changes?');
  await expect(page.getByText('Changes published.')).toBeVisible();
  const restored = await cmsPage(dealer, 'howToEnroll');
  expect(itemNames(restored, header.id)).toEqual(['enroll-step-1', 'enroll-step-2', 'enroll-step-3', 'enroll-step-4']);
  expect(named(restored, 'enroll-step-3').status).toBe('RESTORED');
  await dealer.context().close();
});

test('an upload that is not png, jpg, svg or jpeg is refused with the spec message', async ({ page }) => {
  await openAs(page, 'editor', '/howToEnroll');
  await confirmAction(page, 'Enable editing', 'Enable editing?');
  await page.locator('li[data-cms-block="enroll-step-1"]').getByRole('button', { name: 'Upload image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload image' });
  await expect(dialog).toContainText(LIST_IMAGE_REQUIREMENT);
  for (const name of ['notes.txt', 'logo.gif']) {
    await dialog.getByLabel('Choose image file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from('not an image') });
    await expect(dialog.getByRole('alert')).toHaveText(EXTENSION_MESSAGE);
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing changed: the step keeps its seeded picture and no draft was made.
  const after = await cmsPage(page, 'howToEnroll');
  expect(named(after, 'enroll-step-1-image').content).toBe('/cms/api/media/files/enroll-step-1.png');
  expect(after.drafts).toEqual([]);
});

test('the editor adds a partner item with an SVG logo; the dealer sees the uploaded logo', async ({ page, browser, baseURL }) => {
  await openAs(page, 'editor', '/howToEnroll');
  const header = named(await cmsPage(page, 'howToEnroll'), 'enroll-header');
  const partnerName = `Partner logo ${Date.now()}`;
  const partner = page.locator('li[data-cms-block]', { hasText: partnerName });

  await confirmAction(page, 'Enable editing', 'Enable editing?');
  await page.getByRole('button', { name: 'Add item at the end' }).click();
  const added = page.locator('li[data-cms-block]', { hasText: 'New item' });
  await expect(added).toBeVisible();
  await retype(page, added.getByRole('textbox'), partnerName);
  await confirmAction(page, 'Publish', 'Publish all changes?');
  await expect(page.getByText('Changes published.')).toBeVisible();

  await confirmAction(page, 'Enable editing', 'Enable editing?');
  await partner.getByRole('button', { name: 'Add image' }).click();
  await expect(page.getByText('Image added to the item. Upload a picture for it.')).toBeVisible();
  await partner.getByRole('button', { name: 'Upload image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload image' });
  await expect(dialog).toContainText(DEFAULT_REQUIREMENT);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="192" height="50" viewBox="0 0 192 50"><rect width="192" height="50" fill="#0a5"/><script>alert(1)</script></svg>';
  await dialog.getByLabel('Choose image file').setInputFiles({ name: 'partner-logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Image uploaded. Publish to show it to users.')).toBeVisible();
  await confirmAction(page, 'Publish', 'Publish all changes?');
  await expect(page.getByText('Changes published.')).toBeVisible();

  const dealer = await signInApart(browser, baseURL, 'dealer');
  const view = await cmsPage(dealer, 'howToEnroll');
  const item = view.contentBlocks.find((b) => b.parent === header.id && b.content === partnerName)!;
  expect(itemNames(view, header.id).at(-1)).toBe(item.humanReadableId);
  const image = view.contentBlocks.find((b) => b.parent === item.id && b.type === 'IMAGE')!;
  expect(image.content).toMatch(/^\/cms\/api\/media\/files\/[0-9a-f-]{36}\.svg$/);
  const file = await dealer.request.get(image.content);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/svg+xml');
  expect(await file.text()).not.toContain('<script');

  await dealer.goto('/howToEnroll');
  const logo = dealer.locator(`li[data-cms-block="${item.humanReadableId}"] img`);
  await expect(logo).toHaveAttribute('src', image.content);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);
  await dealer.context().close();
});
