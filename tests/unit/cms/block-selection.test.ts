import { describe, expect, it } from 'vitest';
import { selectPageContent, type SelectableBlock, type SelectableDraft } from '../../../src/server/handlers/cms/block-selection.ts';

// list (1) ─┬─ item a (2) ── image (3)
//           └─ item b (4, DELETED) ── image (5)
// faq (6)
const blocks: SelectableBlock[] = [
  { id: 1, humanReadableId: 'list', parent: null },
  { id: 2, humanReadableId: 'item-a', parent: 1 },
  { id: 3, humanReadableId: 'item-a-image', parent: 2 },
  { id: 4, humanReadableId: 'item-b', parent: 1, status: 'DELETED' },
  { id: 5, humanReadableId: 'item-b-image', parent: 4 },
  { id: 6, humanReadableId: 'faq', parent: null },
];
const drafts: SelectableDraft[] = [
  { humanReadableId: 'item-a', parent: 1, contentBlockId: 2 },
  { humanReadableId: 'list-new', parent: 1, contentBlockId: null },
  { humanReadableId: 'faq', parent: null, contentBlockId: 6 },
];
const ids = (list: readonly SelectableBlock[]) => list.map((b) => b.id);

describe('what a reader gets of a page', () => {
  it('hides DELETED items and what hangs below them from everyone but editors, and gives them no drafts', () => {
    const seen = selectPageContent({ blocks, drafts, filter: {}, editor: false });
    expect(ids(seen.blocks)).toEqual([1, 2, 3, 6]);
    expect(seen.drafts).toEqual([]);
  });

  it('shows editors the DELETED items (to restore them) and every draft', () => {
    const seen = selectPageContent({ blocks, drafts, filter: {}, editor: true });
    expect(ids(seen.blocks)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen.drafts).toHaveLength(3);
  });

  it('keeps the blocks named by blocksHri with their descendants, and the drafts that touch them', () => {
    const seen = selectPageContent({ blocks, drafts, filter: { blocksHri: ['list'] }, editor: true });
    expect(ids(seen.blocks)).toEqual([1, 2, 3, 4, 5]);
    expect(seen.drafts.map((d) => d.humanReadableId)).toEqual(['item-a', 'list-new']);
  });

  it('narrows to one block by blockId', () => {
    const seen = selectPageContent({ blocks, drafts, filter: { blockId: 2 }, editor: false });
    expect(ids(seen.blocks)).toEqual([2, 3]);
  });

  it('applies both filters together', () => {
    expect(ids(selectPageContent({ blocks, drafts, filter: { blocksHri: ['faq'], blockId: 2 }, editor: false }).blocks)).toEqual([]);
    expect(ids(selectPageContent({ blocks, drafts, filter: { blocksHri: ['item-a'], blockId: 2 }, editor: false }).blocks)).toEqual([2, 3]);
  });

  it('does not let a filter reveal a deleted item to a non-editor', () => {
    expect(ids(selectPageContent({ blocks, drafts, filter: { blocksHri: ['item-b'] }, editor: false }).blocks)).toEqual([]);
  });
});
