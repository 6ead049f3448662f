/**
 * The total a large search shows under its table ("1–25 of 1,234": the Lead Viewer's leads, the
 * Pre-Lead screen's pre-leads), without counting a million rows for every page:
 *
 * - The planner's estimate for the filters comes first (no rows read). Above twice `exactLimit`
 *   (LEAD_EXACT_COUNT_LIMIT, 10,000 by default) it is the total, and the answer says so
 *   (`page.totalEstimated`): the table then reads "1–25 of about 1,000,000".
 * - Otherwise the matches are counted, stopping at `exactLimit + 1`: up to the limit the total is
 *   exact (a dealer's own leads nearly always are); past it, the estimate, at least limit + 1.
 * - A page that comes back short is the last one, so it makes the total exact (offset + rows),
 *   and a page past an estimated end has the matches counted in full once.
 * - A total is computed once per search (caller scope and filters) and reused for `ttlMs`
 *   (LEAD_COUNT_CACHE_S, 30 s by default) and while it is being computed, so paging through
 *   one search counts once; leads written (pre-leads converted) through this server forget
 *   every total.
 */
import { CompiledQuery, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema/database.ts';

export interface LeadTotal {
  total: number;
  estimated: boolean;
}

interface Remembered {
  total: Promise<LeadTotal>;
  expiresAt: number;
}

const MAX_SEARCHES = 2_000;
/** An estimate this many times the exact-count limit is shown without counting. */
const ESTIMATE_TRUSTED_FROM = 2;

/** The rows a search `S` matches, one column each (`select 1 from … where …`). */
export type Matches<S> = (db: Kysely<Database>, search: S) => SelectQueryBuilder<Database, any, { one: number }>;

export class SearchCounter<S> {
  private readonly totals = new Map<string, Remembered>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly matching: Matches<S>,
    private readonly exactLimit: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The total of a search, remembered under `searchKey` (the caller's scope and the filters). */
  total(search: S, searchKey: string): Promise<LeadTotal> {
    const known = this.totals.get(searchKey);
    if (known && known.expiresAt > this.now()) return known.total;
    const total = this.compute(search);
    this.keep(searchKey, total);
    // A failed count is not remembered: the next page asks again.
    total.catch(() => this.totals.get(searchKey)?.total === total && this.totals.delete(searchKey));
    return total;
  }

  /**
   * What a page read says about the total: a short page ends the result there; a full page
   * past an estimate raises it; an empty page past an estimated end has it counted in full.
   */
  async settle(search: S, searchKey: string, page: { offset: number; size: number; rows: number }, before: LeadTotal): Promise<LeadTotal> {
    let settled: LeadTotal | undefined;
    if (page.rows > 0 && page.rows < page.size) settled = { total: page.offset + page.rows, estimated: false };
    else if (page.rows === 0 && page.offset > 0 && before.estimated) settled = { total: await this.countAll(search), estimated: false };
    else if (page.rows === page.size && before.estimated && page.offset + page.rows >= before.total) {
      settled = { total: page.offset + page.rows + 1, estimated: true };
    }
    if (!settled || (settled.total === before.total && settled.estimated === before.estimated)) return before;
    this.keep(searchKey, Promise.resolve(settled));
    return settled;
  }

  forget(): void {
    this.totals.clear();
  }

  private keep(searchKey: string, total: Promise<LeadTotal>): void {
    if (this.ttlMs <= 0) return;
    if (!this.totals.has(searchKey) && this.totals.size >= MAX_SEARCHES) this.totals.delete(this.totals.keys().next().value!);
    this.totals.set(searchKey, { total, expiresAt: this.now() + this.ttlMs });
  }

  private async compute(search: S): Promise<LeadTotal> {
    // A selective filter over many leads (USED and SOLD: 3 % of a million) reads a third of the
    // table before the capped count reaches its limit (7.6 s measured); when the statistics say
    // the matches are well past the limit, they are taken at their word.
    const estimate = await this.estimate(search);
    if (estimate > ESTIMATE_TRUSTED_FROM * this.exactLimit) return { total: estimate, estimated: true };
    const capped = await this.db
      .selectFrom(this.matching(this.db, search).limit(this.exactLimit + 1).as('capped'))
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const counted = Number(capped.n);
    if (counted <= this.exactLimit) return { total: counted, estimated: false };
    return { total: Math.max(this.exactLimit + 1, estimate), estimated: true };
  }

  /** The planner's row estimate for the filters: statistics only, nothing read. */
  private async estimate(search: S): Promise<number> {
    const query = this.matching(this.db, search).compile();
    const result = await this.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
    const cell = Object.values(result.rows[0] ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
    return Math.round(plan[0].Plan['Plan Rows']);
  }

  /** Every match counted: for the rare page past an estimated end and the export's refusal. */
  async countAll(search: S): Promise<number> {
    const row = await this.db.selectFrom(this.matching(this.db, search).as('matches')).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

/** A search's identity for the caches: who sees which rows, and the filters (in a fixed order). */
export function searchKeyOf(scopeKey: string, filters: object): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${scopeKey}|${JSON.stringify(entries)}`;
}
