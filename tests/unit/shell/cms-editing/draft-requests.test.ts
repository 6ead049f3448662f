import { describe, expect, it } from 'vitest';
import type { ViewBlock } from '../../../../src/cms/cms-blocks.ts';
import {
  moveRequest,
  newImageRequest,
  newItemRequest,
  publishRequests,
  siblingItems,
  statusChange,
  textChange,
} from '../../../../src/shell/cms-editing/draft-requests.ts';

const view = (id: number, blockOrder: number, extra: Partial<ViewBlock> = {}): ViewBlock => ({
  id,
  humanReadableId: `b${id}`,
  content: `Item ${id}`,
  type: 'LIST_ITEM',
  blockOrder,
  parent: 1,
  language: 'EN',
  pageId: 7,
  key: extra.isNew ? `draft:${id}` : `block:${id}`,
  isNew: false,
  ...extra,
});

const header = view(1, 1, { type: 'HEADER', parent: null, content: 'How to enroll' });
const a = view(10, 10);
const b = view(11, 11, { status: 'DELETED' });
const c = view(12, 12, { draftId: 40 });
const d = view(13, 13);
const list = [a, b, c, d];

describe('moving a list item swaps blockOrder with the nearest neighbour that is not deleted (§4.3)', () => {
  it('asks for the order of the next live item down, skipping a deleted one', () => {
    expect(moveRequest(list, a, 'down')).toEqual({ pageId: 7, contentBlockId: 10, content: 'Item 10', blockOrder: 12, language: 'EN' });
  });

  it('asks for the order of the previous live item up, naming the pending draft it changes', () => {
    expect(moveRequest(list, c, 'up')).toEqual({ pageId: 7, contentBlockId: 12, id: 40, content: 'Item 12', blockOrder: 10, language: 'EN' });
  });

  it('has nowhere to go past the first or last live item, and a deleted item does not move', () => {
    expect(moveRequest(list, a, 'up')).toBeNull();
    expect(moveRequest(list, d, 'down')).toBeNull();
    expect(moveRequest(list, b, 'down')).toBeNull();
  });

  it('moves a new, unpublished item by its draft id', () => {
    const added = view(3, 14, { isNew: true, draftId: 3 });
    expect(moveRequest([...list, added], added, 'up')).toEqual({ pageId: 7, id: 3, content: 'Item 3', blockOrder: 13, language: 'EN' });
  });
});

describe('new list items go at the beginning (order − 1) or the end (order + 1)', () => {
  it('counts deleted siblings, so orders never collide', () => {
    expect(newItemRequest(header, list, 'start', 'New item')).toEqual({
      pageId: 7,
      parent: 1,
      type: 'LIST_ITEM',
      content: 'New item',
      blockOrder: 9,
      language: 'EN',
    });
    expect(newItemRequest(header, list, 'end', 'New item')?.blockOrder).toBe(14);
  });

  it('starts an empty list at 0 and refuses a parent that is not published yet', () => {
    expect(newItemRequest(header, [], 'end', 'x')?.blockOrder).toBe(0);
    expect(newItemRequest(view(5, 1, { isNew: true, type: 'HEADER' }), [], 'end', 'x')).toBeNull();
  });

  it('orders among the list items of the same parent only', () => {
    const other = view(30, 99, { parent: 2 });
    const question = view(31, 50, { type: 'FAQ_QUESTION' });
    expect(siblingItems([header, ...list, other, question], 1)).toEqual(list);
  });
});

describe('other saves', () => {
  it('marks DELETED or RESTORED keeping content and order', () => {
    expect(statusChange(d, 'DELETED')).toEqual({ pageId: 7, contentBlockId: 13, content: 'Item 13', blockOrder: 13, language: 'EN', status: 'DELETED' });
    expect(statusChange(b, 'RESTORED').status).toBe('RESTORED');
  });

  it('changes text only', () => {
    expect(textChange(c, 'Choose a provider.')).toEqual({ pageId: 7, contentBlockId: 12, id: 40, content: 'Choose a provider.', blockOrder: 12, language: 'EN' });
  });

  it('gives a published list item an empty image slot, never a new item', () => {
    expect(newImageRequest(a)).toEqual({ pageId: 7, parent: 10, type: 'IMAGE', content: '', blockOrder: 0, language: 'EN' });
    expect(newImageRequest(view(4, 1, { isNew: true }))).toBeNull();
    expect(newImageRequest(header)).toBeNull();
  });

  it('publishes by page and draft ids, once per page, skipping pages without drafts', () => {
    const page = (id: number, draftIds: number[]) => ({ id, drafts: draftIds.map((draftId) => ({ id: draftId })) });
    expect(publishRequests([page(1, [4, 5]), page(2, []), page(1, [4, 5]), page(3, [9])])).toEqual([
      { pageId: 1, draftIds: [4, 5] },
      { pageId: 3, draftIds: [9] },
    ]);
  });
});
