import { describe, expect, it } from 'vitest';
import { blocksWithDrafts, cmsGroups, publishedBlocks, type CmsBlock, type CmsPage } from '../../../../src/cms/cms-blocks.ts';

const block = (id: number, type: CmsBlock['type'], blockOrder: number, parent: number | null = null, extra: Partial<CmsBlock> = {}): CmsBlock => ({
  id,
  humanReadableId: `b${id}`,
  content: `content ${id}`,
  type,
  blockOrder,
  parent,
  language: 'EN',
  pageId: 1,
  ...extra,
});

/** The seeded "How to enroll" shape: a header whose list items carry images, then an FAQ. */
const page: CmsPage = {
  id: 1,
  humanReadableId: 'howToEnroll',
  contentBlocks: [
    block(1, 'HEADER', 1),
    block(2, 'LIST_ITEM', 10, 1),
    block(3, 'IMAGE', 1, 2, { content: '/cms/api/media/files/a.png' }),
    block(4, 'LIST_ITEM', 11, 1, { status: 'DELETED' }),
    block(5, 'IMAGE', 1, 4),
    block(6, 'LIST_ITEM', 12, 1),
    block(7, 'FAQ_QUESTION', 20),
    block(8, 'FAQ_ANSWER', 1, 7),
  ],
  drafts: [
    // Moves item 6 before item 2 (a swap drafts both), changes the header, adds an item at the start.
    block(100, 'LIST_ITEM', 10, 1, { contentBlockId: 6 }),
    block(101, 'LIST_ITEM', 12, 1, { contentBlockId: 2 }),
    block(102, 'HEADER', 1, null, { contentBlockId: 1, content: 'How to enroll, step by step' }),
    block(5, 'LIST_ITEM', 9, 1, { contentBlockId: null, content: 'Talk to your consultant' }),
  ],
};

const shape = (groups: ReturnType<typeof cmsGroups>) =>
  groups.map((group) =>
    group.kind === 'list'
      ? { list: group.parent?.key ?? null, items: group.items.map((entry) => [entry.block.key, entry.image?.key ?? null]) }
      : { single: group.block.key, answer: group.answer?.key ?? null },
  );

describe('CMS page views (portal-shell §3 block kinds, §4.3 drafts)', () => {
  it('draws what readers see: a header, its list with images (deleted items and their images left out), the FAQ with its answer', () => {
    expect(shape(cmsGroups(publishedBlocks(page), { showDeleted: false }))).toEqual([
      { single: 'block:1', answer: null },
      { list: 'block:1', items: [['block:2', 'block:3'], ['block:6', null]] },
      { single: 'block:7', answer: 'block:8' },
    ]);
  });

  it("applies the drafts for the editor's edit and preview: changed orders and texts, and the new item by its draft key", () => {
    const blocks = blocksWithDrafts(page);
    expect(blocks.find((b) => b.key === 'block:1')).toMatchObject({ content: 'How to enroll, step by step', draftId: 102 });
    // Draft 5 and block 5 share an id; the keys tell them apart, and the new draft hangs under the header, not the image.
    expect(shape(cmsGroups(blocks, { showDeleted: true }))).toEqual([
      { single: 'block:1', answer: null },
      { list: 'block:1', items: [['draft:5', null], ['block:6', null], ['block:4', 'block:5'], ['block:2', 'block:3']] },
      { single: 'block:7', answer: 'block:8' },
    ]);
  });

  it('keeps a list under its header even when an item is ordered before the header', () => {
    const early = { ...page, drafts: [block(9, 'LIST_ITEM', -5, 1, { contentBlockId: null })] };
    const groups = shape(cmsGroups(blocksWithDrafts(early), { showDeleted: false }));
    expect(groups[0]).toEqual({ single: 'block:1', answer: null });
    expect(groups[1]).toMatchObject({ list: 'block:1', items: [['draft:9', null], ['block:2', 'block:3'], ['block:6', null]] });
  });

  it('draws only the kinds displayed, still walking into their children', () => {
    expect(shape(cmsGroups(publishedBlocks(page), { display: ['listItemWithImage'], showDeleted: false }))).toEqual([
      { list: 'block:1', items: [['block:2', 'block:3'], ['block:6', null]] },
    ]);
    expect(shape(cmsGroups(publishedBlocks(page), { display: ['faq'], showDeleted: false }))).toEqual([{ single: 'block:7', answer: 'block:8' }]);
  });

  it('hides a draft marking an item DELETED in preview, and shows it to the editor', () => {
    const marked = { ...page, drafts: [block(200, 'LIST_ITEM', 12, 1, { contentBlockId: 6, status: 'DELETED' })] };
    const items = (showDeleted: boolean) => {
      const list = cmsGroups(blocksWithDrafts(marked), { showDeleted })[1];
      return list?.kind === 'list' ? list.items.map((entry) => entry.block.key) : [];
    };
    expect(items(false)).toEqual(['block:2']);
    expect(items(true)).toEqual(['block:2', 'block:4', 'block:6']);
  });
});
