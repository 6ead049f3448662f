import { describe, expect, it } from 'vitest';
import type { CmsBlock, CmsPage } from '../../../../src/cms/cms-blocks.ts';
import { homeContent } from '../../../../src/shell/home/home-cms.ts';

const block = (id: number, humanReadableId: string, type: CmsBlock['type'], content: string, blockOrder: number): CmsBlock => ({
  id,
  humanReadableId,
  content,
  type,
  blockOrder,
  parent: null,
  language: 'EN',
  pageId: 2,
});

const page: CmsPage = {
  id: 2,
  humanReadableId: 'home',
  contentBlocks: [
    block(1, 'home-header', 'HEADER', 'Honda: Programs for your dealership', 1),
    block(2, 'home-intro', 'TEXT', 'Enroll in programs and add-ons.', 2),
    block(3, 'teaser-smartleads', 'PAGE_TEASER', 'Qualified shopper leads.', 10),
    block(4, 'teaser-shopperAssurance', 'PAGE_TEASER', 'Transparent pricing.', 11),
  ],
  drafts: [{ ...block(9, 'teaser-smartleads', 'PAGE_TEASER', 'Leads in real time.', 10), contentBlockId: 3 }],
};

describe('home page CMS texts (portal-shell §1 tiles with a teaser text)', () => {
  it('finds the header, the intro and each tile teaser by its product key, whatever its spelling', () => {
    const content = homeContent(page, false);
    expect(content.header?.content).toBe('Honda: Programs for your dealership');
    expect(content.intro?.content).toBe('Enroll in programs and add-ons.');
    expect(content.teaserFor('/smartleads')?.content).toBe('Qualified shopper leads.');
    expect(content.teaserFor('shopperassurance')?.content).toBe('Transparent pricing.');
  });

  it('leaves a product without a CMS teaser to the product files', () => {
    expect(homeContent(page, false).teaserFor('concierge')).toBeUndefined();
    expect(homeContent(undefined, false).teaserFor('smartleads')).toBeUndefined();
    expect(homeContent(undefined, false).header).toBeUndefined();
  });

  it("shows readers the published teaser and the editor's edit or preview the draft", () => {
    expect(homeContent(page, false).teaserFor('smartleads')?.content).toBe('Qualified shopper leads.');
    expect(homeContent(page, true).teaserFor('smartleads')).toMatchObject({ content: 'Leads in real time.', draftId: 9 });
  });
});
