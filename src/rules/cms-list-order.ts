/**
 * The ordering rules of CMS list items (portal-shell §4.3): a new item goes at the beginning
 * (first order minus one) or the end (last order plus one); an item moves by swapping
 * blockOrder with its nearest neighbour that is not deleted. One module for the editing
 * toolbar, which proposes the orders, and the CMS server, which holds every save to them, so
 * the two cannot disagree; `key` is whatever identifies an item to the caller.
 */

export interface OrderedItem<K> {
  key: K;
  order: number;
  deleted: boolean;
}

export interface NewItemOrders {
  /** Before the first sibling. */
  start: number;
  /** After the last sibling. */
  end: number;
}

/** Where a new item may go among siblings of these orders; deleted siblings count, so orders never collide. */
export function newItemOrders(siblingOrders: readonly number[]): NewItemOrders {
  if (siblingOrders.length === 0) return { start: 0, end: 0 };
  return { start: Math.min(...siblingOrders) - 1, end: Math.max(...siblingOrders) + 1 };
}

export type MovePlan<K> =
  | { kind: 'stay' }
  | { kind: 'swap'; neighbour: K; itemOrder: number; neighbourOrder: number }
  | { kind: 'refused'; reason: 'deleted' | 'not-a-neighbour'; allowedOrders: number[] };

/** Sorted the way pages show them; equal orders keep their given (id) order. */
export function inDisplayOrder<K, T extends OrderedItem<K>>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);
}

/** The nearest siblings before and after `key` that are not deleted. */
export function movableNeighbours<K, T extends OrderedItem<K>>(items: readonly T[], key: K): { before?: T; after?: T } {
  const sorted = inDisplayOrder<K, T>(items);
  const at = sorted.findIndex((item) => item.key === key);
  if (at < 0) return {};
  const before = sorted.slice(0, at).reverse().find((item) => !item.deleted);
  const after = sorted.slice(at + 1).find((item) => !item.deleted);
  return { ...(before ? { before } : {}), ...(after ? { after } : {}) };
}

/**
 * What saving `key` with `requestedOrder` means: no move, or a swap with the nearest
 * not-deleted neighbour whose order was asked for. Any other order is refused with the
 * orders that would be accepted, because a client that sends one has a stale page.
 */
export function planMove<K>(items: readonly OrderedItem<K>[], key: K, requestedOrder: number): MovePlan<K> {
  const item = items.find((candidate) => candidate.key === key);
  if (!item) throw new Error('planMove: the item is not among its siblings');
  if (requestedOrder === item.order) return { kind: 'stay' };
  if (item.deleted) return { kind: 'refused', reason: 'deleted', allowedOrders: [item.order] };
  const { before, after } = movableNeighbours(items, key);
  const target = [before, after].find((neighbour) => neighbour !== undefined && neighbour.order === requestedOrder);
  if (!target) {
    const allowedOrders = [item.order, ...[before, after].filter((n) => n !== undefined).map((n) => n.order)];
    return { kind: 'refused', reason: 'not-a-neighbour', allowedOrders };
  }
  return { kind: 'swap', neighbour: target.key, itemOrder: target.order, neighbourOrder: item.order };
}

/** Only list items carry a DELETED / RESTORED marking. */
export const STATUS_BEARING_TYPE = 'LIST_ITEM';

/** The list-item markings of portal-shell §3 ("Block status values seen for list items"). */
export type ListItemStatus = 'DELETED' | 'RESTORED';

export const isDeleted = (status: ListItemStatus | null | undefined): boolean => status === 'DELETED';
