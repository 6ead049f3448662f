/**
 * The Pre-Lead screen's pages and total at scale (issue #15), as the Lead Viewer's: with the
 * exact-count limit made small (5) so the seeded pre-leads cross it, up to the limit the total is
 * exact; above it the answer is the database's estimate and says so; a short last page and a page
 * past the end make it exact; a search's total is reused until the cache time passes or a
 * conversion writes leads. Pages read after others (a remembered row to seek from) are the very
 * pages a plain OFFSET query gives, for every sort the screen offers, both ways, nulls last.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { PRELEAD_SORT_FIELDS, type PreleadSortField } from '../../../src/server/handlers/leads/prelead-search.ts';
import { dealerCodeWithPending } from '../../support/pending-preleads.ts';
import { useTestServer } from '../../support/test-server.ts';

type SearchResult = components['schemas']['PreleadSearchResult'];
type SearchRequest = components['schemas']['PreleadSearchRequest'];
type PreleadJobProgress = components['schemas']['PreleadJobProgress'];

const EXACT_LIMIT = 5;
const CACHE_MS = 10 * 60 * 1000;
const JOB_WAIT_MS = 45_000;
const server = useTestServer({ config: { leadExactCountLimit: EXACT_LIMIT, leadCountCacheMs: CACHE_MS } });

const providerIds = async () => (await server().db.selectFrom('leadSources').select('id').orderBy('id').execute()).map((row) => row.id);

const search = (body: SearchRequest, query: Record<string, string | number> = {}) =>
  server().as('admin').post<SearchResult>('/api/portal/prelead/search', { json: body, query });

/** The plain query the pages are held to: every pre-lead, sorted, one page by OFFSET. */
const REFERENCE_KEYS: Record<PreleadSortField, { key: string; nullable: boolean }> = {
  receivedDate: { key: 'preleads.received_at', nullable: false },
  providerName: { key: 'lead_sources.name', nullable: false },
  dealerCode: { key: 'dealers.code', nullable: true },
  status: { key: 'preleads.status', nullable: false },
};

async function offsetPage(field: PreleadSortField, direction: 'asc' | 'desc', limit: number, offset: number): Promise<string[]> {
  const rows = await sql<{ id: string }>`select preleads.id from preleads
      join lead_sources on lead_sources.id = preleads.lead_source_id left join dealers on dealers.id = preleads.dealer_id
      order by ${sql.raw(REFERENCE_KEYS[field].key)} ${sql.raw(direction)} nulls last, preleads.id ${sql.raw(direction)}
      limit ${limit} offset ${offset}`.execute(server().db);
  return rows.rows.map((row) => row.id);
}

async function storedPreleads(where = sql`true`): Promise<number> {
  const row = await sql<{ n: string }>`select count(*) as n from preleads left join dealers on dealers.id = preleads.dealer_id where ${where}`.execute(server().db);
  return Number(row.rows[0]!.n);
}

/** Converts a dealer's pending pre-leads through the portal and waits for the job to end. */
async function convertPendingOf(dealerCode: string): Promise<void> {
  const start = await server()
    .as('admin')
    .post<{ jobId: string }>('/api/portal/prelead/convert', { json: { criteria: { leadProviderIds: await providerIds(), dealerCode } } });
  expect(start.status).toBe(202);
  // The poll bounds a wait on a background job; it asserts no timing.
  await expect
    .poll(async () => (await server().as('admin').get<PreleadJobProgress>('/api/portal/prelead/progress', { query: { id: start.body.jobId } })).body.status, {
      timeout: JOB_WAIT_MS,
    })
    .toBe('DONE');
}

/** A narrow search (one provider, the Central day of its first pre-lead) and what it matches. */
async function oneProviderOneDay(): Promise<{ body: SearchRequest; stored: number }> {
  const sample = await server().db.selectFrom('preleads').select(['leadSourceId', 'receivedAt']).orderBy('receivedAt').limit(1).executeTakeFirstOrThrow();
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(sample.receivedAt);
  const stored = await storedPreleads(sql`preleads.lead_source_id = ${sample.leadSourceId} and (preleads.received_at at time zone 'America/Chicago')::date = ${day}::date`);
  return { body: { leadProviderIds: [sample.leadSourceId], receivedDateFrom: day, receivedDateTo: day }, stored };
}

describe('pre-lead pages (a remembered row to seek from instead of an offset)', () => {
  it('has pre-leads without a dealer to sort last', async () => {
    expect(await storedPreleads(sql`preleads.dealer_id is null`)).toBeGreaterThan(0);
  });

  it.each(PRELEAD_SORT_FIELDS.flatMap((field) => (['asc', 'desc'] as const).map((direction) => [field, direction] as const)))(
    'gives the OFFSET query’s pages sorted by %s %s, read in order and out of order',
    async (field, direction) => {
      const all = await providerIds();
      const stored = await storedPreleads();
      // Small pages: several fall among the pre-leads without a dealer, so some seek from a null key.
      const size = 13;
      const sort = `${field},${direction}`;
      const pageOf = async (body: SearchRequest, page: number) => {
        const res = await search(body, { page, size, sort });
        expect(res.status).toBe(200);
        return res.body.content.map((prelead) => prelead.id);
      };
      const pages = Math.ceil(stored / size);
      const body: SearchRequest = { leadProviderIds: all };
      for (let page = 0; page < pages; page += 1) expect(await pageOf(body, page)).toEqual(await offsetPage(field, direction, size, page * size));
      // Again, jumping about: each seeks from a row remembered above.
      for (const page of [pages - 1, 1, pages >> 1, 2, (pages >> 1) + 1]) {
        expect(await pageOf(body, page)).toEqual(await offsetPage(field, direction, size, page * size));
      }
      // A new search (the same pre-leads, providers named in another order) jumping ahead: a walk from the nearest row read so far.
      const reordered: SearchRequest = { leadProviderIds: [...all].reverse(), receivedDateFrom: '2000-01-01' };
      for (const page of [0, pages - 1, 2, pages >> 1, 1, (pages >> 1) - 1]) {
        expect(await pageOf(reordered, page)).toEqual(await offsetPage(field, direction, size, page * size));
      }
    },
  );

  it('keeps the filters on every page', async () => {
    const [provider] = await providerIds();
    const seen: string[] = [];
    for (let page = 0; ; page += 1) {
      const res = await search({ leadProviderIds: [provider!], status: 'PENDING' }, { page, size: 3, sort: 'dealerCode,desc' });
      expect(res.status).toBe(200);
      expect(res.body.content.every((prelead) => prelead.providerId === provider && prelead.status === 'PENDING')).toBe(true);
      seen.push(...res.body.content.map((prelead) => prelead.id));
      if (page + 1 >= res.body.page.totalPages) break;
    }
    expect(seen.length).toBe(await storedPreleads(sql`preleads.lead_source_id = ${provider} and preleads.status = 'PENDING'`));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('forgets the remembered rows when a conversion changes the pre-leads', async () => {
    const body: SearchRequest = { leadProviderIds: await providerIds() };
    const size = 25;
    const sort = 'status,asc';
    const pages = Math.ceil((await storedPreleads()) / size);
    for (let page = 0; page < pages; page += 1) await search(body, { page, size, sort });
    await convertPendingOf(await dealerCodeWithPending(server().db, 3));
    for (const page of [pages - 1, pages >> 1, 1]) {
      const res = await search(body, { page, size, sort });
      expect(res.body.content.map((prelead) => prelead.id)).toEqual(await offsetPage('status', 'asc', size, page * size));
    }
  });
});

describe('the pre-lead total (exact up to the limit, then estimated)', () => {
  it('counts exactly up to the limit and says nothing of an estimate', async () => {
    const { body, stored } = await oneProviderOneDay();
    expect(stored).toBeLessThanOrEqual(EXACT_LIMIT);
    const res = await search(body, { size: 1 });
    expect(res.status).toBe(200);
    expect(res.body.page.totalElements).toBe(stored);
    expect(res.body.page.totalEstimated).toBeUndefined();
  });

  it('answers more matches than the limit with the database’s estimate, marked as one', async () => {
    const res = await search({ leadProviderIds: await providerIds() }, { page: 0, size: 3 });
    expect(res.status).toBe(200);
    expect(res.body.page.totalEstimated).toBe(true);
    expect(res.body.page.totalElements).toBeGreaterThan(EXACT_LIMIT);
    expect(res.body.page.totalPages).toBe(Math.ceil(res.body.page.totalElements / 3));
    expect(res.body.content).toHaveLength(3);
  });

  it('makes the total exact from a short last page, and remembers it for the first page', async () => {
    const body: SearchRequest = { leadProviderIds: await providerIds(), receivedDateFrom: '2001-01-01' };
    const stored = await storedPreleads();
    const size = [7, 9, 11, 13].find((candidate) => stored % candidate !== 0)!;
    const last = await search(body, { page: Math.floor(stored / size), size, sort: 'receivedDate,asc' });
    expect(last.status).toBe(200);
    expect(last.body.content.length).toBe(stored % size);
    expect(last.body.page).toMatchObject({ totalElements: stored, totalPages: Math.ceil(stored / size) });
    expect(last.body.page.totalEstimated).toBeUndefined();
    const first = await search(body, { page: 0, size });
    expect(first.body.page.totalElements).toBe(stored);
    expect(first.body.page.totalEstimated).toBeUndefined();
  });

  it('counts every match once a page past an estimated end is asked for', async () => {
    const body: SearchRequest = { leadProviderIds: await providerIds(), status: 'REJECTED' };
    const stored = await storedPreleads(sql`preleads.status = 'REJECTED'`);
    expect(stored).toBeGreaterThan(EXACT_LIMIT);
    const estimated = await search(body, { page: 0, size: 5 });
    expect(estimated.body.page.totalEstimated).toBe(true);
    const beyond = await search(body, { page: 100_000, size: 5 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.content).toEqual([]);
    expect(beyond.body.page.totalElements).toBe(stored);
    expect(beyond.body.page.totalEstimated).toBeUndefined();
  });

  it('is reused for the same search until the cache time has passed', async () => {
    const { body } = await oneProviderOneDay();
    // Pages of one row: a full page says nothing of the total (a short one would end it).
    const total = (await search(body, { size: 1 })).body.page.totalElements;
    expect(total).toBeLessThanOrEqual(EXACT_LIMIT);
    const [sample] = await server().db.selectFrom('preleads').select('id').where('leadSourceId', '=', body.leadProviderIds[0]!).orderBy('receivedAt').limit(1).execute();
    // A pre-lead stored behind the portal's back (a feed): not counted until the cache time is up.
    await sql`insert into preleads (id, lead_source_id, dealer_id, lead_type, received_at, status)
      select gen_random_uuid(), lead_source_id, dealer_id, lead_type, received_at, 'PENDING' from preleads where id = ${sample!.id}`.execute(server().db);
    expect((await search(body, { size: 1 })).body.page.totalElements).toBe(total);
    server().clock.advance(CACHE_MS + 1);
    expect((await search(body, { size: 1 })).body.page.totalElements).toBe(total + 1);
  });

  it('is forgotten when a conversion runs', async () => {
    const dealer = await dealerCodeWithPending(server().db, 1);
    const body: SearchRequest = { leadProviderIds: await providerIds(), dealerCode: dealer, status: 'PENDING' };
    const before = await search(body, { size: 200 });
    expect(before.body.content.length).toBeGreaterThan(0);
    expect(before.body.page.totalElements).toBe(before.body.content.length);
    await convertPendingOf(dealer);
    const after = await search(body, { size: 200 });
    expect(after.body.content).toEqual([]);
    expect(after.body.page.totalElements).toBe(0);
  });
});
