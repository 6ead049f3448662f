/**
 * Manage Enrollments export (business-areas §7 "GET enrollments/export{query} (file)", "Exports:
 * Downloads are named from the content-disposition header, with fallback names:
 * Enrollments-..."): every row the same filters select in the search, over all pages, as CSV.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { SERVER_TIME_ZONE } from '../../../src/constants.ts';
import { en, fr } from '../../../src/i18n/catalogues.ts';
import { parseCsv } from '../../support/parse-csv.ts';
import { useTestServer, type DemoLogin, type QueryValue } from '../../support/test-server.ts';

type SearchResult = components['schemas']['EnrollmentSearchResult'];
type SearchRequest = components['schemas']['EnrollmentSearchRequest'];
type Row = components['schemas']['EnrollmentRow'];
type Dealer = components['schemas']['Dealer'];

const server = useTestServer();

const HEADER = ['Dealer Code', 'Dealer Name', 'Program', 'Region', 'District', 'Dealer Status', 'Program Status', 'Enrolled Date', 'Add-ons', 'Outstanding Account', 'Test Dealer'];


const fieldsOf = (body: unknown) => ((body as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);
const guarded = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

// Statuses show as their labels, never as codes (issue #20).
const cellsOf = (row: Row) => [
  row.dealerCode,
  guarded(row.dealerName),
  row.programName,
  row.regionName ?? row.regionCode ?? '',
  row.districtName ?? row.districtCode ?? '',
  en[row.status],
  en[row.programStatus],
  row.enrolledDate ?? '',
  row.addons.map((addon) => `${addon.name} (${en[addon.status]})`).join('; '),
  row.outstandingAccount ? 'Yes' : 'No',
  row.testDealer ? 'Yes' : 'No',
];

async function searchAll(user: DemoLogin, body: SearchRequest, sort?: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page += 1) {
    // Small pages on purpose: the export must not stop at one page.
    const res = await server().as(user).post<SearchResult>('/api/portal/enrollments/search', { json: body, query: { page, size: 50, ...(sort ? { sort } : {}) } });
    expect(res.status).toBe(200);
    rows.push(...res.body.content);
    if (page + 1 >= res.body.page.totalPages) return rows;
  }
}

const exportCsv = (user: DemoLogin, query: Record<string, QueryValue> = {}) =>
  server().as(user).get<string>('/api/portal/enrollments/export', { query });

/** The export's query form of search filters: arrays comma-separated, as the contract declares. */
const asQuery = (body: SearchRequest): Record<string, QueryValue> =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : (value as QueryValue)]));

describe('GET /api/portal/enrollments/export', () => {
  it('sends every enrollment as CSV named Enrollments-<server date>.csv', async () => {
    const res = await exportCsv('admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SERVER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Enrollments-${today}.csv"`);
    const [header, ...records] = parseCsv(res.body);
    expect(header).toEqual(HEADER);
    const rows = await searchAll('admin', {});
    expect(rows.length).toBeGreaterThan(500);
    expect(records).toEqual(rows.map(cellsOf));
  });

  it("reads in the user's language: French titles and status labels for a user who reads French", async () => {
    expect((await server().as('oem').post('/api/portal/changeUserLanguage', { query: { languageCode: 'fr' } })).status).toBe(200);
    const [header, ...records] = parseCsv((await exportCsv('oem', { statuses: 'ACTIVE' })).body);
    expect(header).toEqual(['Code du concessionnaire', 'Nom du concessionnaire', 'Programme', 'Région', 'District', 'Statut du concessionnaire', 'Statut du programme', 'Date d’inscription', 'Modules', 'Compte en souffrance', 'Concessionnaire de test']);
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record[5]))).toEqual(new Set([fr.ACTIVE]));
    expect(fr.ACTIVE).not.toBe('ACTIVE');
    expect(records.every((record) => [fr.YES, fr.NO].includes(record[9]!))).toBe(true);
  });

  it('holds exactly the rows of the filtered search, in its order', async () => {
    const db = server().db;
    const program = await db.selectFrom('programs').select('id').where('oemId', '=', 1).where('code', '=', 'SMARTLEADS').executeTakeFirstOrThrow();
    const place = await db
      .selectFrom('dealers')
      .innerJoin('districts', 'districts.id', 'dealers.districtId')
      .innerJoin('regions', 'regions.id', 'districts.regionId')
      .select(['regions.code as regionCode', 'districts.code as districtCode'])
      .where('dealers.code', '=', 'HON0001')
      .executeTakeFirstOrThrow();
    const filterSets: { body: SearchRequest; sort?: string }[] = [
      { body: { programId: program.id }, sort: 'dealerName,desc' },
      { body: { addonIds: [28, 24], statuses: ['ACTIVE', 'PAUSED'] } },
      // One add-on at any status, the Add-ons column holding only it.
      { body: { addonId: 28 }, sort: 'programName,asc' },
      { body: { programId: -1, dealer: 'hon00' }, sort: 'enrolledDate,asc' },
      { body: { regionCode: place.regionCode, districtCode: place.districtCode } },
    ];
    for (const { body, sort } of filterSets) {
      const rows = await searchAll('admin', body, sort);
      expect(rows.length, JSON.stringify(body)).toBeGreaterThan(0);
      const res = await exportCsv('admin', { ...asQuery(body), ...(sort ? { sort } : {}) });
      expect(res.status).toBe(200);
      expect(parseCsv(res.body).slice(1), JSON.stringify(body)).toEqual(rows.map(cellsOf));
    }
    // Nothing matches: the header alone.
    expect(parseCsv((await exportCsv('admin', { dealer: 'no such dealer' })).body)).toEqual([HEADER]);
  });

  it('quotes commas and quotes, and keeps a dealer name from running as a spreadsheet formula', async () => {
    const dealer = (await server().as('admin').get<Dealer>('/api/portal/enrollments/dealer/HON0012')).body;
    const name = '=HYPERLINK("http://evil.example"), "Best" Cars';
    const { code: _code, status: _status, oemId: _oemId, statusReason: _reason, inactivationType: _type, size: _size, region: _region, regionName: _regionName,
      district: _district, districtName: _districtName, market: _market, country: _country, crm: _crm, group: _group, testDealer: _test, evDealer: _ev,
      outstandingAccount: _outstanding, ...editable } = dealer;
    const saved = await server().as('admin').post('/api/portal/enrollments/dealer/HON0012', { json: { ...editable, name } });
    expect(saved.status).toBe(200);
    const res = await exportCsv('admin', { dealer: 'HON0012' });
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example""), ""Best"" Cars"`);
    const records = parseCsv(res.body).slice(1);
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record[1] === `'${name}`)).toBe(true);
  });

  it('exports only what the caller may see', async () => {
    const [, ...records] = parseCsv((await exportCsv('oem')).body);
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record[0]!.startsWith('HON'))).toBe(true);
    const asDealer = await server().as('admin', { impersonate: 'dealer' }).get<string>('/api/portal/enrollments/export');
    expect(new Set(parseCsv(asDealer.body).slice(1).map((record) => record[0]))).toEqual(new Set(['HON0001']));
  });

  it('reports every invalid parameter (400)', async () => {
    const res = await exportCsv('admin', { statuses: 'ACTIVE,FOO', programId: -3, addonIds: '1,x', sort: 'secret,asc' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['query.addonIds.1', 'query.programId', 'query.sort', 'query.statuses.1']);
    const sort = await exportCsv('admin', { sort: 'secret,asc' });
    expect(sort.status).toBe(400);
    expect(fieldsOf(sort.body)).toEqual(['query.sort']);
  });

  it('answers 401 without a token and 403 to dealers and CMS editors', async () => {
    expect((await server().get('/api/portal/enrollments/export')).status).toBe(401);
    expect((await exportCsv('dealer')).status).toBe(403);
    expect((await exportCsv('editor')).status).toBe(403);
  });
});
