/**
 * Rows of earlier pages of a large search (the Lead Viewer's, the Pre-Lead screen's), remembered by their place in the result, so a later page of
 * the same search (same caller scope, filters and sort) seeks to a row near it through the
 * index instead of skipping every row before it: "next page" skips nothing, a page read again
 * (the deep page a user sits on while others read it too) skips nothing, and a jump skips only
 * the rows between the nearest remembered row and the page.
 *
 * The contract pages by number, so the remembered rows are the keyset. They are forgotten after
 * `ttlMs` (and when this server writes leads), as a count is: leads arriving in the meantime
 * shift what a page number means by at most that long.
 */
export interface SortKey {
  /** The sort expression's value as text (null sorts last), and the row id breaking ties. */
  key: string | null;
  id: string;
}

interface Search {
  /** Row index in the result → that row's key. */
  rows: Map<number, SortKey>;
  /** The same indexes, ascending, for the nearest-below lookup. */
  indexes: number[];
  expiresAt: number;
}

/** Searches remembered (the oldest goes first), and rows remembered per search. */
const MAX_SEARCHES = 2_000;
const MAX_ROWS_PER_SEARCH = 512;

export class LeadPageAnchors {
  private readonly searches = new Map<string, Search>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The remembered row at or before `index` closest to it, if any. */
  nearest(searchKey: string, index: number): { index: number; from: SortKey } | undefined {
    const search = this.live(searchKey);
    if (!search) return undefined;
    let low = 0;
    let high = search.indexes.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (search.indexes[middle]! <= index) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (found < 0) return undefined;
    const at = search.indexes[found]!;
    return { index: at, from: search.rows.get(at)! };
  }

  remember(searchKey: string, index: number, row: SortKey): void {
    if (this.ttlMs <= 0) return;
    let search = this.live(searchKey);
    if (!search) {
      if (this.searches.size >= MAX_SEARCHES) this.searches.delete(this.searches.keys().next().value!);
      search = { rows: new Map(), indexes: [], expiresAt: this.now() + this.ttlMs };
      this.searches.set(searchKey, search);
    }
    if (search.rows.has(index)) return;
    if (search.indexes.length >= MAX_ROWS_PER_SEARCH) {
      // Keep the first page's rows: dropping from the middle loses least.
      const dropped = search.indexes.splice(search.indexes.length >> 1, 1)[0]!;
      search.rows.delete(dropped);
    }
    search.rows.set(index, row);
    const at = search.indexes.findIndex((known) => known > index);
    search.indexes.splice(at < 0 ? search.indexes.length : at, 0, index);
  }

  /** A page read from `offset`: its first and last rows, for the pages after it and jumps near it. */
  rememberPage(searchKey: string, offset: number, rows: ReadonlyArray<{ sortKey: string | null; id: unknown }>): void {
    if (rows.length === 0) return;
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    this.remember(searchKey, offset, { key: first.sortKey, id: String(first.id) });
    this.remember(searchKey, offset + rows.length - 1, { key: last.sortKey, id: String(last.id) });
  }

  /** Rows were written: every remembered place may have moved. */
  forget(): void {
    this.searches.clear();
  }

  private live(searchKey: string): Search | undefined {
    const search = this.searches.get(searchKey);
    if (search && search.expiresAt <= this.now()) {
      this.searches.delete(searchKey);
      return undefined;
    }
    return search;
  }
}
