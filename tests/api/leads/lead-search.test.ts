/**
 * The Lead Viewer's filter choices and search (business-areas §7 "Leads", §9: leads are
 * retrieved and filtered by Central Time days): only the leads the caller may see, server-paged
 * and sorted, every filter applied, bad input a 400 naming the field.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type SearchResult = components['schemas']['LeadSearchResult'];
type SearchRequest = components['schemas']['LeadSearchRequest'];
type FilterOptions = components['schemas']['LeadFilterOptions'];
type Lead = components['schemas']['Lead'];

const server = useTestServer();
const fieldsOf = (body: unknown) => ((body as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);

const search = (user: DemoLogin, body: SearchRequest = {}, query: Record<string, string | number> = {}) =>
  server().as(user).post<SearchResult>('/api/portal/leads/search', { json: body, query });

async function allLeads(user: DemoLogin, body: SearchRequest = {}, sort?: string): Promise<Lead[]> {
  const rows: Lead[] = [];
  for (let page = 0; ; page += 1) {
    const res = await search(user, body, { page, size: 200, ...(sort ? { sort } : {}) });
    expect(res.status).toBe(200);
    rows.push(...res.body.content);
    if (page + 1 >= res.body.page.totalPages) return rows;
  }
}

/** The dealer codes of the leads stored for the dealers a demo user is linked to. */
async function leadCountOf(dealerCodes: string[]): Promise<number> {
  const row = await server()
    .db.selectFrom('leads')
    .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
    .select(sql<string>`count(*)`.as('n'))
    .where('dealers.code', 'in', dealerCodes)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GET /api/portal/leads/filter-options', () => {
  it('offers the lead types, statuses, credit states, the caller’s sources and the last 30 Central days', async () => {
    const res = await server().as('dealer').get<FilterOptions>('/api/portal/leads/filter-options');
    expect(res.status).toBe(200);
    expect(res.body.leadTypes).toEqual(['NEW', 'CPO', 'USED']);
    expect(res.body.statuses).toEqual(['NEW', 'CONTACTED', 'APPOINTMENT', 'SOLD', 'LOST', 'INVALID']);
    expect(res.body.creditStatuses).toEqual(['REQUESTED', 'APPROVED', 'DENIED']);
    const own = await server()
      .db.selectFrom('leads')
      .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
      .innerJoin('leadSources', 'leadSources.id', 'leads.leadSourceId')
      .select('leadSources.name')
      .distinct()
      .where('dealers.code', '=', 'HON0001')
      .orderBy('leadSources.name')
      .execute();
    expect(res.body.sources).toEqual(own.map((row) => row.name));
    const from = new Date(`${res.body.defaultReceivedDateFrom}T12:00:00Z`).getTime();
    const to = new Date(`${res.body.defaultReceivedDateTo}T12:00:00Z`).getTime();
    expect((to - from) / 86_400_000).toBe(30);
  });

  it('refuses a call without a token', async () => {
    expect((await server().get('/api/portal/leads/filter-options')).status).toBe(401);
  });
});

describe('POST /api/portal/leads/search', () => {
  it('shows a dealer only its own leads and a group user only its dealers’ leads', async () => {
    const dealerLeads = await allLeads('dealer');
    expect(dealerLeads.length).toBe(await leadCountOf(['HON0001']));
    expect(dealerLeads.length).toBeGreaterThan(0);
    expect(new Set(dealerLeads.map((lead) => lead.dealerCode))).toEqual(new Set(['HON0001']));

    const groupCodes = ['HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008'];
    const groupLeads = await allLeads('group');
    expect(groupLeads.length).toBe(await leadCountOf(groupCodes));
    expect(groupLeads.every((lead) => groupCodes.includes(lead.dealerCode))).toBe(true);
  });

  it('refuses a dealer code the caller may not act for', async () => {
    const res = await search('dealer', { dealerCode: 'HON0003' });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('leadUid');
  });

  it('pages newest first with stable pages that together are every lead once', async () => {
    const first = await search('admin', { dealerCode: 'HON0001' }, { page: 0, size: 5 });
    const second = await search('admin', { dealerCode: 'HON0001' }, { page: 1, size: 5 });
    expect(first.status).toBe(200);
    expect(first.body.page).toMatchObject({ page: 0, size: 5, totalElements: await leadCountOf(['HON0001']) });
    const ids = [...first.body.content, ...second.body.content].map((lead) => lead.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = [...first.body.content, ...second.body.content].map((lead) => lead.receivedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by the named field and refuses an unknown one', async () => {
    const byType = await allLeads('dealer', {}, 'leadType,asc');
    const types = byType.map((lead) => lead.leadType);
    expect(types).toEqual([...types].sort());
    const bad = await search('dealer', {}, { sort: 'customer_email,asc' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.sort']);
  });

  it('filters by Central Time days, type, status, name, e-mail, phone digits, credit and response', async () => {
    const every = await allLeads('dealer');
    const sample = every[Math.floor(every.length / 2)]!;
    // The Central day of the sample: the filter must find it on that day and not on the next.
    const centralDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(sample.receivedDate));
    const onDay = await allLeads('dealer', { receivedDateFrom: centralDay, receivedDateTo: centralDay });
    expect(onDay.map((lead) => lead.id)).toContain(sample.id);
    expect(
      onDay.every((lead) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(lead.receivedDate)) === centralDay),
    ).toBe(true);

    const typed = await allLeads('dealer', { leadType: sample.leadType, status: sample.status });
    expect(typed.length).toBe(every.filter((lead) => lead.leadType === sample.leadType && lead.status === sample.status).length);

    const byName = await allLeads('dealer', { customerName: sample.customer.lastName!.toUpperCase() });
    expect(byName.map((lead) => lead.id)).toContain(sample.id);
    expect(byName.every((lead) => `${lead.customer.firstName} ${lead.customer.lastName}`.toLowerCase().includes(sample.customer.lastName!.toLowerCase()))).toBe(true);

    const byEmail = await allLeads('dealer', { email: sample.customer.email! });
    expect(byEmail.map((lead) => lead.id)).toEqual([sample.id]);

    const digits = sample.customer.phone!.replace(/\D/g, '');
    const byPhone = await allLeads('dealer', { phone: `${digits.slice(0, 3)}-${digits.slice(3)}` });
    expect(byPhone.map((lead) => lead.id)).toContain(sample.id);

    const credited = await allLeads('dealer', { creditRequested: true });
    expect(credited.length).toBe(every.filter((lead) => lead.creditRequested).length);
    const unanswered = await allLeads('dealer', { responded: false });
    expect(unanswered.every((lead) => lead.responseTime === null)).toBe(true);
    expect(unanswered.length).toBe(every.filter((lead) => lead.responseTime === null).length);
  });

  it('answers 400 with the fields of a bad body and changes nothing', async () => {
    const res = await server()
      .as('dealer')
      .post('/api/portal/leads/search', { json: { leadType: 'BOAT', receivedDateFrom: '2026-13-40', unknown: 1 } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(['leadType', 'receivedDateFrom']));
  });

  it('refuses a call without a token', async () => {
    expect((await server().post('/api/portal/leads/search', { json: {} })).status).toBe(401);
  });
});
