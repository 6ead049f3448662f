import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { movableNeighbours, newItemOrders, planMove, type OrderedItem } from '../../../src/server/handlers/cms/list-order.ts';

const item = (key: string, order: number, deleted = false): OrderedItem<string> => ({ key, order, deleted });

describe('new list items (portal-shell §4.3: beginning is order minus one, end is order plus one)', () => {
  it('goes before the first or after the last sibling', () => {
    expect(newItemOrders([3, 1, 2])).toEqual({ start: 0, end: 4 });
    expect(newItemOrders([-2, 5])).toEqual({ start: -3, end: 6 });
  });

  it('counts deleted siblings too, so orders never collide', () => {
    // The caller passes every sibling's order; a deleted first item at 0 still pushes the start to -1.
    expect(newItemOrders([0, 1, 2])).toEqual({ start: -1, end: 3 });
  });

  it('starts an empty list at 0', () => {
    expect(newItemOrders([])).toEqual({ start: 0, end: 0 });
  });
});

describe('reordering swaps blockOrder with the nearest neighbour that is not deleted', () => {
  const list = [item('a', 1), item('b', 2, true), item('c', 3), item('d', 4)];

  it('skips a deleted neighbour when moving down', () => {
    expect(planMove(list, 'a', 3)).toEqual({ kind: 'swap', neighbour: 'c', itemOrder: 3, neighbourOrder: 1 });
  });

  it('skips a deleted neighbour when moving up', () => {
    expect(planMove(list, 'c', 1)).toEqual({ kind: 'swap', neighbour: 'a', itemOrder: 1, neighbourOrder: 3 });
  });

  it('swaps with the direct neighbour when it is not deleted', () => {
    expect(planMove(list, 'c', 4)).toEqual({ kind: 'swap', neighbour: 'd', itemOrder: 4, neighbourOrder: 3 });
  });

  it('keeps the place when the order is unchanged', () => {
    expect(planMove(list, 'c', 3)).toEqual({ kind: 'stay' });
  });

  it('refuses a jump past the nearest neighbour and names the orders it would take', () => {
    expect(planMove(list, 'a', 4)).toEqual({ kind: 'refused', reason: 'not-a-neighbour', allowedOrders: [1, 3] });
    // Order 2 belongs to the deleted item, which is never swapped with.
    expect(planMove(list, 'a', 2)).toMatchObject({ kind: 'refused', reason: 'not-a-neighbour' });
  });

  it('does not move a deleted item', () => {
    expect(planMove(list, 'b', 3)).toMatchObject({ kind: 'refused', reason: 'deleted' });
  });

  it('has nowhere to go past the ends', () => {
    expect(planMove(list, 'd', 5)).toEqual({ kind: 'refused', reason: 'not-a-neighbour', allowedOrders: [4, 3] });
    expect(movableNeighbours(list, 'a')).toEqual({ after: list[2] });
  });

  it('reads the display order, not the given order of the array', () => {
    const shuffled = [item('x', 9), item('y', -1), item('z', 4)];
    expect(movableNeighbours(shuffled, 'z')).toEqual({ before: shuffled[1], after: shuffled[0] });
  });

  it('a swap keeps the set of orders and moves the item exactly one live place', () => {
    const lists = fc.uniqueArray(fc.integer({ min: -50, max: 50 }), { minLength: 2, maxLength: 12 }).chain((orders) =>
      fc.tuple(fc.constant(orders), fc.array(fc.boolean(), { minLength: orders.length, maxLength: orders.length }), fc.nat(orders.length - 1), fc.boolean()),
    );
    fc.assert(
      fc.property(lists, ([orders, deletedFlags, index, down]) => {
        const items = orders.map((order, i) => item(`k${i}`, order, deletedFlags[i]!));
        const moving = items[index]!;
        const { before, after } = movableNeighbours(items, moving.key);
        const neighbour = down ? after : before;
        if (moving.deleted || !neighbour) return;
        const plan = planMove(items, moving.key, neighbour.order);
        expect(plan).toEqual({ kind: 'swap', neighbour: neighbour.key, itemOrder: neighbour.order, neighbourOrder: moving.order });
        const liveBefore = [...items].filter((i) => !i.deleted).sort((a, b) => a.order - b.order).map((i) => i.key);
        const swapped = items.map((i) =>
          i.key === moving.key ? { ...i, order: neighbour.order } : i.key === neighbour.key ? { ...i, order: moving.order } : i,
        );
        const liveAfter = swapped.filter((i) => !i.deleted).sort((a, b) => a.order - b.order).map((i) => i.key);
        const from = liveBefore.indexOf(moving.key);
        expect(liveAfter.indexOf(moving.key)).toBe(from + (down ? 1 : -1));
        expect(swapped.map((i) => i.order).sort()).toEqual(orders.slice().sort());
      }),
    );
  });
});
