import { describe, expect, it } from 'vitest';
import { IMPERSONATION_SEARCH_MIN_CHARS } from '../../../../src/constants.ts';
import { searchTermOf } from '../../../../src/shell/impersonation/search-term.ts';

describe('the search term (portal-shell §5.4: starts at 2 or more characters, trimmed)', () => {
  it('uses the spec minimum', () => {
    expect(IMPERSONATION_SEARCH_MIN_CHARS).toBe(2);
  });

  it.each([
    ['', undefined],
    ['d', undefined],
    ['   ', undefined],
    ['  d  ', undefined],
    ['é', undefined],
    ['de', 'de'],
    ['  de  ', 'de'],
    ['\tDana Dealer ', 'Dana Dealer'],
    ['éé', 'éé'],
    ['d e', 'd e'],
  ])('%j → %j', (typed, term) => {
    expect(searchTermOf(typed)).toBe(term);
  });
});
