/**
 * The Lead Viewer's export (issue #15 "export"): exactly the leads of the filtered search, in
 * its order, as CSV named Leads-<server date>.csv, titles and values in the user's language,
 * received dates in Central Time and response times as h:mm:ss like the screen; only the
 * caller's leads; bad filters a 400 naming the field.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { SERVER_TIME_ZONE } from '../../../src/constants.ts';
import { en } from '../../../src/i18n/catalogues.ts';
import { LEAD_CSV_TITLE_KEYS } from '../../../src/server/handlers/leads/lead-csv.ts';
import { parseCsv } from '../../support/parse-csv.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type SearchResult = components['schemas']['LeadSearchResult'];
type SearchRequest = components['schemas']['LeadSearchRequest'];
type Lead = components['schemas']['Lead'];

const server = useTestServer();
const exportCsv = (user: DemoLogin, body: SearchRequest, query: Record<string, string> = {}) =>
  server().as(user).post<string>('/api/portal/leads/export', { json: body, query });

async function allLeads(user: DemoLogin, body: SearchRequest, sort?: string): Promise<Lead[]> {
  const rows: Lead[] = [];
  for (let page = 0; ; page += 1) {
    const res = await server().as(user).post<SearchResult>('/api/portal/leads/search', { json: body, query: { page, size: 200, ...(sort ? { sort } : {}) } });
    expect(res.status).toBe(200);
    rows.push(...res.body.content);
    if (page + 1 >= res.body.page.totalPages) return rows;
  }
}

describe('POST /api/portal/leads/export', () => {
  it('holds exactly the filtered search, in its order, named Leads-<server date>.csv', async () => {
    const filters: SearchRequest = { responded: true };
    const res = await exportCsv('dealer', filters, { sort: 'customer.lastName,asc' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SERVER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Leads-${today}.csv"`);

    const [header, ...records] = parseCsv(res.body);
    expect(header).toEqual(LEAD_CSV_TITLE_KEYS.map((key) => (en as Record<string, string>)[key]));
    const leads = await allLeads('dealer', filters, 'customer.lastName,asc');
    expect(leads.length).toBeGreaterThan(10);
    const column = (title: string) => header!.indexOf((en as Record<string, string>)[title]!);
    expect(records.map((record) => record[column('LEADS_FIELD_SOURCE_LEAD_ID')])).toEqual(leads.map((lead) => lead.sourceLeadId));
    // As the screen shows them: types as labels, Central Time, h:mm:ss.
    expect(new Set(records.map((record) => record[column('LEADS_FIELD_LEAD_TYPE')]))).toEqual(new Set(leads.map((lead) => en[lead.leadType])));
    expect(en.NEW).not.toBe('NEW');
    for (const record of records) {
      expect(record[column('LEADS_COLUMN_RECEIVED')]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} C[SD]T$/);
      expect(record[column('LEADS_COLUMN_RESPONSE_TIME')]).toMatch(/^\d+:\d{2}:\d{2}$/);
    }
  });

  it("sends only the caller's leads, and refuses another dealer's code", async () => {
    const [header, ...records] = parseCsv((await exportCsv('dealer', { status: 'SOLD' })).body);
    const dealerColumn = header!.indexOf(en.LEADS_FIELD_DEALER_CODE);
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record[dealerColumn]))).toEqual(new Set(['HON0001']));
    expect((await exportCsv('dealer', { dealerCode: 'HON0002' })).status).toBe(403);
  });

  it('answers 400 naming the field for a bad filter, and 401 without a token', async () => {
    const bad = await exportCsv('dealer', { leadType: 'BOAT' } as unknown as SearchRequest);
    expect(bad.status).toBe(400);
    expect(((bad.body as unknown as { errors: { field: string }[] }).errors ?? []).map((error) => error.field)).toContain('leadType');
    expect((await server().post('/api/portal/leads/export', { json: {} })).status).toBe(401);
  });
});
