import { describe, expect, it } from 'vitest';
import { filterSettingsKey, orderedEntries, screenBlocks, type ScreenDefinition } from '../../../../src/engine/definition/index.ts';

describe('orderedEntries', () => {
  it('sorts by order, absent as 0, ties in document order, skipping removed entries', () => {
    const map = { c: { order: 2 }, a: {}, gone: null, b: { order: -1 }, d: { order: 0 } };
    expect(orderedEntries(map).map(([id]) => id)).toEqual(['b', 'a', 'd', 'c']);
  });
});

describe('filterSettingsKey', () => {
  it('is FILTER_SETTINGS_<screen id>', () => {
    expect(filterSettingsKey('manageEnrollments')).toBe('FILTER_SETTINGS_manageEnrollments');
  });
});

describe('screenBlocks', () => {
  it('lists blocks in display order with modal contents after their modal, and their pointers', () => {
    const definition = {
      id: 's',
      route: 'home',
      title: 'T',
      blocks: {
        dialog: { kind: 'modal', order: 2, blocks: { inner: { kind: 'content', pagesHri: 'p' } } },
        first: { kind: 'content', order: 1, pagesHri: 'p' },
      },
    } as ScreenDefinition;
    expect(screenBlocks(definition).map((b) => [b.id, b.pointer, b.modalId])).toEqual([
      ['first', '/blocks/first', undefined],
      ['dialog', '/blocks/dialog', undefined],
      ['inner', '/blocks/dialog/blocks/inner', 'dialog'],
    ]);
  });
});
