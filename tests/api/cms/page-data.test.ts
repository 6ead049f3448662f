import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';
import { blockNamed, cmsPath, getPage, getPages } from './cms-calls.ts';

const server = useTestServer();
const ACURA_OEM_ID = 2;

describe('GET /api/page/data: page content by language, pagesHri, oemId and blocksHri', () => {
  it('answers the FAQ page in English and in French', async () => {
    const dealer = server().as('dealer');
    const en = await getPage(dealer, 'faq', 'EN');
    const fr = await getPage(dealer, 'faq', 'FR');
    expect(en.id).toBe(fr.id);
    expect(blockNamed(en, 'faq-1-question').content).toBe('How do I enroll in a program?');
    expect(blockNamed(fr, 'faq-1-question').content).toBe("Comment m'inscrire à un programme?");
    expect(en.contentBlocks.every((b) => b.language === 'EN')).toBe(true);
    expect(fr.contentBlocks.every((b) => b.language === 'FR')).toBe(true);
    // An answer hangs under its question.
    expect(blockNamed(en, 'faq-1-answer').parent).toBe(blockNamed(en, 'faq-1-question').id);
  });

  it('defaults to English (portal-shell §4.3: default CMS language is EN)', async () => {
    const [page] = await getPages(server().as('dealer.fr'), { pagesHri: 'faq' });
    expect(page!.contentBlocks.every((b) => b.language === 'EN')).toBe(true);
  });

  it('orders blocks by blockOrder', async () => {
    const page = await getPage(server().as('dealer'), 'home');
    const orders = page.contentBlocks.filter((b) => b.parent === null).map((b) => b.blockOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(page.contentBlocks.filter((b) => b.type === 'PAGE_TEASER').length).toBeGreaterThan(0);
  });

  it("answers the caller's OEM variant of a page, and another OEM's when asked", async () => {
    const honda = await getPage(server().as('dealer'), 'home');
    const acura = await getPage(server().as('dealer.acura'), 'home');
    expect(honda.id).not.toBe(acura.id);
    expect(blockNamed(honda, 'home-header').content).toMatch(/^Honda: /);
    expect(blockNamed(acura, 'home-header').content).toBe('Programs for your dealership');
    const asked = await getPage(server().as('dealer'), 'home', 'EN', ACURA_OEM_ID);
    expect(asked.id).toBe(acura.id);
  });

  it('answers several pages in the order asked and leaves unknown ones out', async () => {
    const pages = await getPages(server().as('dealer'), { pagesHri: 'howToEnroll,nope,faq' });
    expect(pages.map((p) => p.humanReadableId)).toEqual(['howToEnroll', 'faq']);
  });

  it('limits the blocks to blocksHri and their children, or to one blockId', async () => {
    const dealer = server().as('dealer');
    const [page] = await getPages(dealer, { pagesHri: 'faq', blocksHri: 'faq-2-question,faq-3-answer' });
    expect(page!.contentBlocks.map((b) => b.humanReadableId).sort()).toEqual(['faq-2-answer', 'faq-2-question', 'faq-3-answer']);
    const question = blockNamed(page!, 'faq-2-question');
    const [one] = await getPages(dealer, { pagesHri: 'faq', blockId: question.id });
    expect(one!.contentBlocks.map((b) => b.humanReadableId).sort()).toEqual(['faq-2-answer', 'faq-2-question']);
  });

  it('gives CMS editors the pending drafts and everyone else none', async () => {
    const editor = await getPage(server().as('editor'), 'home', 'EN', ACURA_OEM_ID);
    const dealer = await getPage(server().as('dealer.acura'), 'home');
    // The seed leaves one unpublished draft on the shared home page.
    expect(editor.drafts.length).toBeGreaterThan(0);
    const draft = editor.drafts[0]!;
    expect(draft.contentBlockId).toBe(blockNamed(editor, draft.humanReadableId).id);
    expect(dealer.drafts).toEqual([]);
    expect(blockNamed(dealer, draft.humanReadableId).content).not.toBe(draft.content);
  });

  it('shows IMAGE blocks with their image format', async () => {
    const page = await getPage(server().as('dealer'), 'howToEnroll');
    const image = page.contentBlocks.find((b) => b.type === 'IMAGE')!;
    expect(image.imageFormat).toMatchObject({ allowedFormat: expect.any(String), maxWidth: expect.any(Number) });
    expect(image.parent).toBe(page.contentBlocks.find((b) => b.id === image.parent)?.id);
  });

  it('needs a token (401) and valid parameters (400)', async () => {
    expect((await server().get(cmsPath('/api/page/data'), { query: { pagesHri: 'faq' } })).status).toBe(401);
    const bad = await server().as('dealer').get(cmsPath('/api/page/data'), { query: { pagesHri: 'faq', language: 'DE' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('query.language');
    expect((await server().as('dealer').get(cmsPath('/api/page/data'))).status).toBe(400);
  });
});
