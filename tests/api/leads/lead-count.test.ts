/**
 * The Lead Viewer's total and deep pages at scale (issue #15), with the exact-count limit made
 * small (5) so the seeded leads cross it: up to the limit the total is exact; above it the
 * answer is the database's estimate and says so; a short last page and a page past the end
 * make it exact; a search's total is reused until the cache time passes or leads are written
 * through the portal. Pages read after others (a remembered row to seek from) are the very
 * pages an offset gives, for every sort the screen offers, both ways.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { LEAD_SORT_FIELDS } from '../../../src/server/handlers/leads/lead-search.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type SearchResult = components['schemas']['LeadSearchResult'];
type SearchRequest = components['schemas']['LeadSearchRequest'];

const EXACT_LIMIT = 5;
const CACHE_MS = 10 * 60 * 1000;
const server = useTestServer({ config: { leadExactCountLimit: EXACT_LIMIT, leadCountCacheMs: CACHE_MS } });

const search = (user: DemoLogin, body: SearchRequest = {}, query: Record<string, string | number> = {}) =>
  server().as(user).post<SearchResult>('/api/portal/leads/search', { json: body, query });

async function storedLeads(where = sql`true`): Promise<number> {
  const row = await sql<{ n: string }>`select count(*) as n from leads join dealers on dealers.id = leads.dealer_id where ${where}`.execute(server().db);
  return Number(row.rows[0]!.n);
}

/** The ids in the order the database sorts them: the reference the pages are held to. */
const REFERENCE_KEYS: Record<(typeof LEAD_SORT_FIELDS)[number], { key: string; nullable: boolean }> = {
  receivedDate: { key: 'leads.received_at', nullable: false },
  dealerCode: { key: 'dealers.code', nullable: false },
  leadType: { key: 'leads.lead_type', nullable: false },
  source: { key: 'lead_sources.name', nullable: false },
  status: { key: 'leads.status', nullable: false },
  responseTime: { key: 'coalesce(leads.response_time_override_seconds, leads.response_time_seconds)', nullable: true },
  'customer.lastName': { key: 'lower(leads.customer_last_name)', nullable: true },
};

async function referenceOrder(field: (typeof LEAD_SORT_FIELDS)[number], direction: 'asc' | 'desc'): Promise<number[]> {
  const { key, nullable } = REFERENCE_KEYS[field];
  const rows = await sql<{ id: string }>`select leads.id from leads
      join dealers on dealers.id = leads.dealer_id join lead_sources on lead_sources.id = leads.lead_source_id
      order by ${sql.raw(key)} ${sql.raw(direction)} ${sql.raw(nullable ? 'nulls last' : '')}, leads.id ${sql.raw(direction)}`.execute(server().db);
  return rows.rows.map((row) => Number(row.id));
}

describe('the Lead Viewer total (exact up to the limit, then estimated)', () => {
  it('counts exactly up to the limit and says nothing of an estimate', async () => {
    const [lead] = (await search('dealer', {}, { size: 1 })).body.content;
    const res = await search('dealer', { email: lead!.customer.email! });
    expect(res.status).toBe(200);
    expect(res.body.page.totalElements).toBe(res.body.content.length);
    expect(res.body.page.totalElements).toBeLessThanOrEqual(EXACT_LIMIT);
    expect(res.body.page.totalEstimated).toBeUndefined();
  });

  it('answers more matches than the limit with the database’s estimate, marked as one', async () => {
    const res = await search('admin', {}, { page: 0, size: 3 });
    expect(res.status).toBe(200);
    expect(res.body.page.totalEstimated).toBe(true);
    expect(res.body.page.totalElements).toBeGreaterThan(EXACT_LIMIT);
    expect(res.body.page.totalPages).toBe(Math.ceil(res.body.page.totalElements / 3));
    expect(res.body.content).toHaveLength(3);
  });

  it('makes the total exact from a short last page, and remembers it for the first page', async () => {
    const stored = await storedLeads();
    // A page size that leaves the last page short.
    const size = [7, 9, 11, 13].find((candidate) => stored % candidate !== 0)!;
    const last = await search('admin', {}, { page: Math.floor(stored / size), size, sort: 'receivedDate,asc' });
    expect(last.status).toBe(200);
    expect(last.body.content.length).toBe(stored % size);
    expect(last.body.page).toMatchObject({ totalElements: stored, totalPages: Math.ceil(stored / size) });
    expect(last.body.page.totalEstimated).toBeUndefined();
    const first = await search('admin', {}, { page: 0, size });
    expect(first.body.page.totalElements).toBe(stored);
    expect(first.body.page.totalEstimated).toBeUndefined();
  });

  it('counts every match once a page past an estimated end is asked for', async () => {
    const body: SearchRequest = { status: 'NEW' };
    const stored = await storedLeads(sql`leads.status = 'NEW'`);
    expect(stored).toBeGreaterThan(EXACT_LIMIT);
    const estimated = await search('admin', body, { page: 0, size: 5 });
    expect(estimated.body.page.totalEstimated).toBe(true);
    const beyond = await search('admin', body, { page: 100_000, size: 5 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.content).toEqual([]);
    expect(beyond.body.page.totalElements).toBe(stored);
    expect(beyond.body.page.totalEstimated).toBeUndefined();
  });
});

describe('deep pages (a remembered row to seek from instead of an offset)', () => {
  it.each(LEAD_SORT_FIELDS.flatMap((field) => (['asc', 'desc'] as const).map((direction) => [field, direction] as const)))(
    'gives the offset’s pages sorted by %s %s, read in order and out of order',
    async (field, direction) => {
      const expected = await referenceOrder(field, direction);
      const size = 40;
      const sort = `${field},${direction}`;
      const pageOf = async (page: number) => {
        const res = await search('admin', {}, { page, size, sort });
        expect(res.status).toBe(200);
        return res.body.content.map((lead) => lead.id);
      };
      const pages = Math.ceil(expected.length / size);
      const inOrder: number[] = [];
      for (let page = 0; page < pages; page += 1) inOrder.push(...(await pageOf(page)));
      expect(inOrder).toEqual(expected);
      // Again, jumping about: each seeks from a row remembered above.
      for (const page of [pages - 1, 1, pages >> 1, 2, (pages >> 1) + 1]) {
        expect(await pageOf(page)).toEqual(expected.slice(page * size, (page + 1) * size));
      }
      // A new search (the same leads under other filters) jumping ahead: a walk from the nearest row read so far.
      const everything: SearchRequest = { receivedDateFrom: '2000-01-01' };
      for (const page of [0, pages - 1, 2, pages >> 1, 1, (pages >> 1) - 1]) {
        const res = await search('admin', everything, { page, size, sort });
        expect(res.body.content.map((lead) => lead.id)).toEqual(expected.slice(page * size, (page + 1) * size));
      }
    },
  );

  it('keeps a dealer to its own leads on every page', async () => {
    const seen: string[] = [];
    for (let page = 0; ; page += 1) {
      const res = await search('dealer', {}, { page, size: 3, sort: 'customer.lastName,desc' });
      expect(res.status).toBe(200);
      seen.push(...res.body.content.map((lead) => lead.dealerCode));
      if (page + 1 >= res.body.page.totalPages) break;
    }
    expect(seen.length).toBe(await storedLeads(sql`dealers.code = 'HON0001'`));
    expect(new Set(seen)).toEqual(new Set(['HON0001']));
  });
});

describe('the remembered total', () => {
  it('is reused for the same search until the cache time has passed', async () => {
    const [lead] = (await search('dealer', {}, { size: 1 })).body.content;
    const body: SearchRequest = { email: lead!.customer.email! };
    // Pages of one row: a full page says nothing of the total (a short one would end it).
    const before = await search('admin', body, { size: 1 });
    const total = before.body.page.totalElements;
    expect(total).toBeLessThanOrEqual(EXACT_LIMIT);
    // A lead stored behind the portal's back (another server, a feed): not counted until the cache time is up.
    await sql`insert into leads (lead_uid, source_lead_id, entity_name, document_id, dealer_id, oem_id, lead_type, lead_source_id, received_at, customer_email)
      select gen_random_uuid(), 'count-test', entity_name, document_id, dealer_id, oem_id, lead_type, lead_source_id, now(), customer_email
      from leads where id = ${lead!.id}`.execute(server().db);
    expect((await search('admin', body, { size: 1 })).body.page.totalElements).toBe(total);
    server().clock.advance(CACHE_MS + 1);
    expect((await search('admin', body, { size: 1 })).body.page.totalElements).toBe(total + 1);
  });
});
