/**
 * The saveCmsDraft bodies of the editor's actions (portal-shell §4.3): a text change, a
 * DELETED / RESTORED marking, a move (a swap of blockOrder with the nearest neighbour that is
 * not deleted), a new list item at the beginning (order − 1) or the end (order + 1), and a
 * new image slot for a list item. The order rules are the ones the CMS server enforces
 * (src/rules/cms-list-order.ts). Pure, for unit tests.
 */
import type { CmsComponents } from '../../api/index.ts';
import { isDeleted, movableNeighbours, newItemOrders, planMove, type OrderedItem } from '../../rules/cms-list-order.ts';
import type { ViewBlock } from '../../cms/cms-blocks.ts';

export type DraftSaveRequest = CmsComponents['schemas']['CmsDraftSaveRequest'];
export type ListItemStatus = NonNullable<DraftSaveRequest['status']>;

/** The block as the server knows it: a published block (with its pending draft, if any) or a new block's draft. */
function identity(block: ViewBlock): Pick<DraftSaveRequest, 'id' | 'contentBlockId'> {
  if (block.isNew) return { id: block.id };
  // Naming the pending draft lets the server refuse a save against a draft someone else published or discarded.
  return { contentBlockId: block.id, ...(block.draftId !== undefined ? { id: block.draftId } : {}) };
}

function base(block: ViewBlock): DraftSaveRequest {
  return { pageId: block.pageId, ...identity(block), content: block.content, blockOrder: block.blockOrder, language: block.language };
}

/** New text for a block; order and marking stay. */
export function textChange(block: ViewBlock, content: string): DraftSaveRequest {
  return { ...base(block), content };
}

/** Marks a list item DELETED or RESTORED. */
export function statusChange(block: ViewBlock, status: ListItemStatus): DraftSaveRequest {
  return { ...base(block), status };
}

const orderedItems = (items: readonly ViewBlock[]): OrderedItem<string>[] =>
  items.map((item) => ({ key: item.key, order: item.blockOrder, deleted: isDeleted(item.status) }));

/**
 * The swap that moves `block` one place up or down among its list's items, skipping deleted
 * ones; null when there is nowhere to go (first or last live item, or a deleted item).
 */
export function moveRequest(items: readonly ViewBlock[], block: ViewBlock, direction: 'up' | 'down'): DraftSaveRequest | null {
  const ordered = orderedItems(items);
  const { before, after } = movableNeighbours(ordered, block.key);
  const neighbour = direction === 'up' ? before : after;
  if (!neighbour) return null;
  const plan = planMove(ordered, block.key, neighbour.order);
  return plan.kind === 'swap' ? { ...base(block), blockOrder: plan.itemOrder } : null;
}

/**
 * The list items a block is ordered among, as the CMS server counts them: every list item of
 * the page (view) under the same parent, deleted ones included.
 */
export function siblingItems(blocks: readonly ViewBlock[], parentId: number | null): ViewBlock[] {
  return blocks.filter((block) => block.type === 'LIST_ITEM' && block.parent === parentId);
}

/**
 * A new list item under `parent`, at the beginning (first order − 1) or the end (last order
 * + 1) of its `siblings`. Null when the parent is not published yet (a new block cannot hold
 * others until it is).
 */
export function newItemRequest(parent: ViewBlock, siblings: readonly ViewBlock[], where: 'start' | 'end', content: string): DraftSaveRequest | null {
  if (parent.isNew) return null;
  const orders = newItemOrders(siblings.map((item) => item.blockOrder));
  return { pageId: parent.pageId, parent: parent.id, type: 'LIST_ITEM', content, blockOrder: orders[where], language: parent.language };
}

/** An empty image slot under a published list item that has none (uploads go to a published IMAGE block). */
export function newImageRequest(item: ViewBlock): DraftSaveRequest | null {
  if (item.isNew || item.type !== 'LIST_ITEM') return null;
  return { pageId: item.pageId, parent: item.id, type: 'IMAGE', content: '', blockOrder: 0, language: item.language };
}

export interface PublishRequest {
  pageId: number;
  draftIds: number[];
}

/** Publish calls for the pages shown: one per page with pending drafts, naming them (publish by page and draft ids). */
export function publishRequests(pages: readonly { id: number; drafts: readonly { id: number }[] }[]): PublishRequest[] {
  const seen = new Set<number>();
  const requests: PublishRequest[] = [];
  for (const page of pages) {
    if (seen.has(page.id) || page.drafts.length === 0) continue;
    seen.add(page.id);
    requests.push({ pageId: page.id, draftIds: page.drafts.map((draft) => draft.id) });
  }
  return requests;
}
