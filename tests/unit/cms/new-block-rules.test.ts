import { describe, expect, it } from 'vitest';
import { mayAddBlock, newBlockHri } from '../../../src/server/handlers/cms/new-block-rules.ts';

describe('which blocks an editor may add', () => {
  it('adds list items to a section and an image to a list item', () => {
    expect(mayAddBlock('HEADER', 'LIST_ITEM')).toBe(true);
    expect(mayAddBlock('LIST_ITEM', 'IMAGE')).toBe(true);
    expect(mayAddBlock('FAQ_QUESTION', 'FAQ_ANSWER')).toBe(true);
  });

  it('never nests list items, hangs anything under an image, or adds teasers', () => {
    expect(mayAddBlock('LIST_ITEM', 'LIST_ITEM')).toBe(false);
    expect(mayAddBlock('IMAGE', 'TEXT')).toBe(false);
    expect(mayAddBlock('HEADER', 'PAGE_TEASER')).toBe(false);
  });

  it('names a new block after its parent, within 250 characters', () => {
    expect(newBlockHri('how-to-enroll', 'LIST_ITEM', 'ab12cd34')).toBe('how-to-enroll-list-item-ab12cd34');
    expect(newBlockHri('x'.repeat(300), 'IMAGE', 'ab12cd34')).toHaveLength(250);
  });
});
