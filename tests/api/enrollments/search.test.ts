/**
 * Manage Enrollments search (business-areas §2, §3 "Program filter options", §7 "Enrollments"):
 * the filter options with the "all" program -1, the add-on list, and the server-paged, sorted,
 * filtered search, always limited to what the caller may see.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { DEALER_STATUSES } from '../../../src/server/db/vocabulary.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type FilterOptions = components['schemas']['EnrollmentFilterOptions'];
type SearchResult = components['schemas']['EnrollmentSearchResult'];
type SearchRequest = components['schemas']['EnrollmentSearchRequest'];
type Row = components['schemas']['EnrollmentRow'];
type AddonOption = components['schemas']['AddonOption'];

const server = useTestServer();
const CURRENT_ADDON_STATUSES = ['Subscription Pending', 'Subscribed', 'Termination Pending'];
const fieldsOf = (body: unknown) => ((body as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);
const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();
const ascending = (values: string[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

const options = (user: DemoLogin, body: Record<string, unknown> = {}, impersonate?: string) =>
  server().as(user, impersonate ? { impersonate } : {}).post<FilterOptions>('/api/portal/enrollments/filter-options', { json: body });

const search = (user: DemoLogin, body: SearchRequest = {}, query: Record<string, string | number> = {}, impersonate?: string) =>
  server().as(user, impersonate ? { impersonate } : {}).post<SearchResult>('/api/portal/enrollments/search', { json: body, query });

/** Every row over all pages, in the server's order. */
async function allRows(user: DemoLogin, body: SearchRequest = {}, sort?: string, impersonate?: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page += 1) {
    const res = await search(user, body, { page, size: 500, ...(sort ? { sort } : {}) }, impersonate);
    expect(res.status).toBe(200);
    rows.push(...res.body.content);
    if (page + 1 >= res.body.page.totalPages) return rows;
  }
}

describe('POST /api/portal/enrollments/filter-options', () => {
  it('lists the "all" program (-1) first, then every OEM’s programs by name for an admin', async () => {
    const res = await options('admin');
    expect(res.status).toBe(200);
    expect(res.body.programs[0]).toEqual({ id: -1, oemName: 'All Programs' });
    const names = res.body.programs.slice(1).map((program) => program.oemName);
    expect(names).toEqual(expect.arrayContaining(['Honda SmartLeads', 'Acura SmartLeads', 'Genesis Digital Dealer']));
    expect(names.map(lower)).toEqual([...names.map(lower)].sort());
    expect(res.body.statuses).toEqual([...DEALER_STATUSES]);
    expect(res.body.districts).toEqual([]);
    // One region per code, although every OEM has its own.
    const codes = res.body.regions.map((region) => region.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(res.body.regions.map((region) => region.oemId)).size).toBeGreaterThan(0);
    const addonIds = res.body.addons.map((addon) => addon.id);
    expect(new Set(addonIds).size).toBe(addonIds.length);
    expect(res.body.addons.map((addon) => lower(addon.name))).toEqual([...res.body.addons.map((addon) => lower(addon.name))].sort());
  });

  it('gives OEM staff only their OEM’s programs and regions', async () => {
    const res = await options('oem');
    expect(res.status).toBe(200);
    const programs = res.body.programs.slice(1);
    expect(programs.length).toBeGreaterThan(0);
    expect(programs.every((program) => program.oemName.startsWith('Honda '))).toBe(true);
    expect(res.body.regions.every((region) => region.oemId === 1)).toBe(true);
  });

  it('narrows the add-ons and regions to the chosen program, and lists the chosen region’s districts', async () => {
    const db = server().db;
    const program = await db.selectFrom('programs').select(['id', 'oemId']).where('code', '=', 'SMARTLEADS').where('oemId', '=', 2).executeTakeFirstOrThrow();
    const expectedAddons = await db.selectFrom('programAddons').select('addonId').where('programId', '=', program.id).execute();
    const res = await options('admin', { programId: program.id });
    expect(res.status).toBe(200);
    expect(res.body.addons.map((addon) => addon.id).sort()).toEqual(expectedAddons.map((row) => row.addonId).sort());
    expect(res.body.regions.length).toBeGreaterThan(0);
    expect(res.body.regions.every((region) => region.oemId === 2)).toBe(true);

    const region = res.body.regions[0]!;
    const withDistricts = await options('admin', { programId: program.id, regionCode: region.code });
    expect(withDistricts.body.districts.length).toBeGreaterThan(0);
    expect(withDistricts.body.districts.every((district) => district.regionId === region.id)).toBe(true);
    // -1 is every program again.
    const all = await options('admin', { programId: -1 });
    expect(all.body.addons.length).toBeGreaterThan(res.body.addons.length);
  });

  it('refuses a program that does not exist (400) and another OEM’s program (403)', async () => {
    const missing = await options('admin', { programId: 999999 });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['programId']);
    const acura = await server().db.selectFrom('programs').select('id').where('oemId', '=', 2).executeTakeFirstOrThrow();
    expect((await options('oem', { programId: acura.id })).status).toBe(403);
  });

  it('reports every invalid field (400)', async () => {
    const res = await options('admin', { programId: -2, regionCode: 'x'.repeat(251), extra: true });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['extra', 'programId', 'regionCode']);
  });

  it('answers 401 without a token and 403 to dealers and CMS editors', async () => {
    expect((await server().post('/api/portal/enrollments/filter-options', { json: {} })).status).toBe(401);
    expect((await options('dealer')).status).toBe(403);
    expect((await options('editor')).status).toBe(403);
  });

  it('shows an impersonating admin what the impersonated user sees', async () => {
    const res = await options('admin', {}, 'oem');
    expect(res.status).toBe(200);
    expect(res.body.programs.slice(1).every((program) => program.oemName.startsWith('Honda '))).toBe(true);
  });
});

describe('GET /api/portal/enrollments/list/get-addons', () => {
  it('lists each add-on of the caller’s programs once, by name', async () => {
    const res = await server().as('oem').get<AddonOption[]>('/api/portal/enrollments/list/get-addons');
    expect(res.status).toBe(200);
    const expected = await server()
      .db.selectFrom('programAddons')
      .innerJoin('programs', 'programs.id', 'programAddons.programId')
      .innerJoin('addons', 'addons.id', 'programAddons.addonId')
      .select(['addons.id', 'addons.name'])
      .distinct()
      .where('programs.oemId', '=', 1)
      .execute();
    expect(res.body.map((addon) => addon.id).sort()).toEqual(expected.map((addon) => addon.id).sort());
    expect(res.body.map((addon) => lower(addon.name))).toEqual([...res.body.map((addon) => lower(addon.name))].sort());
  });

  it('with dealerCode: the add-ons that dealer has an enrollment of, at any status, each once, by name', async () => {
    const res = await server().as('oem').get<AddonOption[]>('/api/portal/enrollments/list/get-addons', { query: { dealerCode: 'HON0001' } });
    expect(res.status).toBe(200);
    const expected = await server()
      .db.selectFrom('addonEnrollments')
      .innerJoin('dealers', 'dealers.id', 'addonEnrollments.dealerId')
      .innerJoin('addons', 'addons.id', 'addonEnrollments.addonId')
      .select(['addons.id', 'addons.name'])
      .distinct()
      .where('dealers.code', '=', 'HON0001')
      .execute();
    // The demo dealer carries several add-ons, so the add-on page has others to offer.
    expect(expected.length).toBeGreaterThan(1);
    expect(res.body.map((addon) => addon.id).sort((a, b) => a - b)).toEqual(expected.map((addon) => addon.id).sort((a, b) => a - b));
    expect(res.body.map((addon) => lower(addon.name))).toEqual([...res.body.map((addon) => lower(addon.name))].sort());
  });

  it('with dealerCode: 403 for a dealer outside the caller\'s OEM, 400 for a code that is no dealer code', async () => {
    expect((await server().as('oem').get('/api/portal/enrollments/list/get-addons', { query: { dealerCode: 'HYU0001' } })).status).toBe(403);
    const bad = await server().as('admin').get('/api/portal/enrollments/list/get-addons', { query: { dealerCode: 'not a code!' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.dealerCode']);
  });

  it('answers 401 without a token and 403 to a dealer', async () => {
    expect((await server().get('/api/portal/enrollments/list/get-addons')).status).toBe(401);
    expect((await server().as('dealer').get('/api/portal/enrollments/list/get-addons')).status).toBe(403);
  });
});

describe('POST /api/portal/enrollments/search', () => {
  it('pages every enrollment for an admin: 25 rows by default, pages that never overlap', async () => {
    const { count } = await server()
      .db.selectFrom('programEnrollments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const first = await search('admin');
    expect(first.status).toBe(200);
    expect(first.body.page).toEqual({ page: 0, size: 25, totalElements: Number(count), totalPages: Math.ceil(Number(count) / 25) });
    expect(first.body.content).toHaveLength(25);
    const second = await search('admin', {}, { page: 1 });
    const keys = new Set(first.body.content.map((row) => `${row.dealerCode}/${row.programId}`));
    expect(second.body.content.some((row) => keys.has(`${row.dealerCode}/${row.programId}`))).toBe(false);
    const rows = await allRows('admin');
    expect(rows).toHaveLength(Number(count));
    expect(new Set(rows.map((row) => `${row.dealerCode}/${row.programId}`)).size).toBe(rows.length);
    // A page past the end is empty but still counts.
    const beyond = await search('admin', {}, { page: 1000, size: 10 });
    expect(beyond.body.content).toEqual([]);
    expect(beyond.body.page.totalElements).toBe(Number(count));
  });

  it('carries a row’s dealer, program, region, district, statuses and add-on enrollments', async () => {
    const rows = await allRows('admin', { dealer: 'HON0001' });
    expect(rows.length).toBeGreaterThan(0);
    const db = server().db;
    const dealer = await db
      .selectFrom('dealers')
      .innerJoin('regions', 'regions.id', 'dealers.regionId')
      .innerJoin('districts', 'districts.id', 'dealers.districtId')
      .select(['dealers.id', 'dealers.name', 'dealers.status', 'regions.code as regionCode', 'districts.code as districtCode'])
      .where('dealers.code', '=', 'HON0001')
      .executeTakeFirstOrThrow();
    for (const row of rows) {
      expect(row).toMatchObject({ dealerCode: 'HON0001', dealerName: dealer.name, status: dealer.status, regionCode: dealer.regionCode, districtCode: dealer.districtCode });
      const addons = await db
        .selectFrom('addonEnrollments')
        .select(['id', 'status'])
        .where('dealerId', '=', dealer.id)
        .where('programId', '=', row.programId)
        .execute();
      expect(row.addons.map((addon) => addon.addonDealerMappingId).sort()).toEqual(addons.map((addon) => addon.id).sort());
    }
    expect(rows.some((row) => row.addons.length > 0)).toBe(true);
  });

  it('sorts by each declared field, both ways, empty values last', async () => {
    const rows = await allRows('oem', {}, 'dealerName,desc');
    const names = rows.map((row) => lower(row.dealerName));
    expect(names).toEqual([...names].sort().reverse());

    const byCode = (await allRows('oem', {}, 'dealerCode')).map((row) => row.dealerCode);
    expect(ascending(byCode)).toBe(true);

    const byDate = await allRows('oem', {}, 'enrolledDate,desc');
    const dated = byDate.filter((row) => row.enrolledDate);
    expect(byDate.slice(0, dated.length)).toEqual(dated);
    expect(dated.map((row) => row.enrolledDate!)).toEqual(dated.map((row) => row.enrolledDate!).sort().reverse());
    expect(byDate.some((row) => !row.enrolledDate)).toBe(true);

    for (const field of ['programName', 'regionCode', 'districtCode', 'status', 'programStatus'] as const) {
      const sorted = (await allRows('oem', {}, `${field},asc`)).map((row) => lower(row[field]));
      expect(ascending(sorted), field).toBe(true);
    }
  });

  it('refuses an unknown sort field and bad paging (400, each field named)', async () => {
    const sort = await search('admin', {}, { sort: 'passwordHash,asc' });
    expect(sort.status).toBe(400);
    expect(fieldsOf(sort.body)).toEqual(['query.sort']);
    const paging = await search('admin', {}, { page: -1, size: 501 });
    expect(paging.status).toBe(400);
    expect(fieldsOf(paging.body).sort()).toEqual(['query.page', 'query.size']);
  });

  it('filters by program; -1 means every program', async () => {
    const program = await server().db.selectFrom('programs').select('id').where('oemId', '=', 1).where('code', '=', 'SMARTLEADS').executeTakeFirstOrThrow();
    const rows = await allRows('oem', { programId: program.id });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.programId === program.id)).toBe(true);
    const all = await search('oem', { programId: -1 });
    const unfiltered = await search('oem');
    expect(all.body.page.totalElements).toBe(unfiltered.body.page.totalElements);
    expect(all.body.page.totalElements).toBeGreaterThan(rows.length);
  });

  it('filters by add-ons: rows whose dealer is currently enrolled in one of them in the row’s program', async () => {
    const addonIds = [28, 27];
    const rows = await allRows('admin', { addonIds });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.addons.some((addon) => addonIds.includes(addon.addonId) && CURRENT_ADDON_STATUSES.includes(addon.status))).toBe(true);
    }
    // Exactly the enrollments that have such an add-on enrollment.
    const { count } = await sql<{ count: string }>`
      select count(*) as count from program_enrollments pe
      where exists (select 1 from addon_enrollments ae where ae.dealer_id = pe.dealer_id and ae.program_id = pe.program_id
        and ae.addon_id in (28, 27) and ae.status in ('Subscription Pending', 'Subscribed', 'Termination Pending'))`
      .execute(server().db)
      .then((result) => result.rows[0]!);
    expect(rows).toHaveLength(Number(count));
  });

  it('narrows to one add-on (addonId): programs with an enrollment in it at any status, only that add-on on each row', async () => {
    const db = server().db;
    // A dealer's program whose enrollment in the add-on is over (or not yet accepted): addonIds leaves it out, addonId keeps it.
    const ended = await db
      .selectFrom('addonEnrollments')
      .innerJoin('dealers', 'dealers.id', 'addonEnrollments.dealerId')
      .select(['dealers.code as dealerCode', 'addonEnrollments.programId', 'addonEnrollments.addonId', 'addonEnrollments.status'])
      .where('addonEnrollments.status', 'in', ['Cancelled', 'Unsubscribed'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('addonEnrollments as current')
              .select('current.id')
              .whereRef('current.dealerId', '=', 'addonEnrollments.dealerId')
              .whereRef('current.programId', '=', 'addonEnrollments.programId')
              .whereRef('current.addonId', '=', 'addonEnrollments.addonId')
              .where('current.status', 'in', CURRENT_ADDON_STATUSES as never),
          ),
        ),
      )
      .orderBy('addonEnrollments.id')
      .executeTakeFirstOrThrow();
    const ofDealer = (rows: Row[]) => rows.filter((row) => row.dealerCode === ended.dealerCode);

    const rows = ofDealer(await allRows('admin', { dealer: ended.dealerCode, addonId: ended.addonId }));
    const row = rows.find((candidate) => candidate.programId === ended.programId);
    expect(row?.addons.some((addon) => addon.status === ended.status)).toBe(true);
    for (const each of rows) {
      expect(each.addons.length).toBeGreaterThan(0);
      expect(each.addons.every((addon) => addon.addonId === ended.addonId)).toBe(true);
    }
    const current = ofDealer(await allRows('admin', { dealer: ended.dealerCode, addonIds: [ended.addonId] }));
    expect(current.some((candidate) => candidate.programId === ended.programId)).toBe(false);
    // Every add-on stays on the rows addonIds keeps: its semantics are unchanged.
    const everyAddon = ofDealer(await allRows('admin', { dealer: ended.dealerCode }));
    for (const kept of current) expect(kept.addons).toEqual(everyAddon.find((candidate) => candidate.programId === kept.programId)?.addons);

    // Exactly the enrollments that have an enrollment in the add-on, whatever its status.
    const all = await allRows('admin', { addonId: ended.addonId });
    const { count } = await sql<{ count: string }>`
      select count(*) as count from program_enrollments pe
      where exists (select 1 from addon_enrollments ae where ae.dealer_id = pe.dealer_id and ae.program_id = pe.program_id
        and ae.addon_id = ${ended.addonId})`
      .execute(db)
      .then((result) => result.rows[0]!);
    expect(all).toHaveLength(Number(count));
    expect(all.every((each) => each.addons.length > 0 && each.addons.every((addon) => addon.addonId === ended.addonId))).toBe(true);
  });

  it('filters by region, district, dealer status and dealer code or name, combined with AND', async () => {
    const every = await allRows('oem');
    const region = every.find((row) => row.regionCode)!.regionCode!;
    const inRegion = await allRows('oem', { regionCode: region });
    expect(inRegion).toEqual(every.filter((row) => row.regionCode === region));
    expect(inRegion.length).toBeLessThan(every.length);

    const district = inRegion.find((row) => row.districtCode)!.districtCode!;
    expect(await allRows('oem', { regionCode: region, districtCode: district })).toEqual(
      every.filter((row) => row.regionCode === region && row.districtCode === district),
    );

    const statuses = ['PAUSED', 'INACTIVE'] as const;
    const byStatus = await allRows('oem', { statuses: [...statuses] });
    expect(byStatus.length).toBeGreaterThan(0);
    expect(byStatus).toEqual(every.filter((row) => (statuses as readonly string[]).includes(row.status)));

    expect((await allRows('oem', { dealer: 'hon0001' })).every((row) => row.dealerCode === 'HON0001')).toBe(true);
    const name = every.find((row) => row.dealerCode === 'HON0010')!.dealerName;
    const part = name.slice(1, 6).toUpperCase();
    const byName = await allRows('oem', { dealer: `  ${part} ` });
    expect(byName).toEqual(every.filter((row) => row.dealerName.toLowerCase().includes(part.toLowerCase()) || row.dealerCode.toLowerCase().includes(part.toLowerCase())));
    // LIKE wildcards are taken literally.
    expect((await search('oem', { dealer: '%' })).body.content).toEqual([]);
  });

  it('limits OEM staff to their OEM and an impersonating admin to the impersonated user’s dealers', async () => {
    const oemRows = await allRows('oem');
    const { count } = await server()
      .db.selectFrom('programEnrollments')
      .innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('dealers.oemId', '=', 1)
      .executeTakeFirstOrThrow();
    expect(oemRows).toHaveLength(Number(count));
    expect(oemRows.every((row) => row.dealerCode.startsWith('HON'))).toBe(true);
    // Asking for another OEM's program gives nothing, not someone else's data.
    const acura = await server().db.selectFrom('programs').select('id').where('oemId', '=', 2).executeTakeFirstOrThrow();
    expect((await search('oem', { programId: acura.id })).body.page.totalElements).toBe(0);

    const asDealer = await allRows('admin', {}, undefined, 'dealer');
    expect(asDealer.length).toBeGreaterThan(0);
    expect(new Set(asDealer.map((row) => row.dealerCode))).toEqual(new Set(['HON0001']));
    const asGroup = await allRows('admin', {}, undefined, 'group');
    expect(new Set(asGroup.map((row) => row.dealerCode))).toEqual(new Set(['HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008']));
  });

  it('reports every invalid filter (400)', async () => {
    const res = await server()
      .as('admin')
      .post('/api/portal/enrollments/search', {
        json: { programId: -2, addonIds: ['x'], addonId: 0, statuses: ['FOO'], dealer: 'x'.repeat(251), extra: 1 },
      });
    expect(res.status).toBe(400);
    const fields = fieldsOf(res.body).sort();
    expect(fields).toEqual(['addonId', 'addonIds.0', 'dealer', 'extra', 'programId', 'statuses.0']);
  });

  it('answers 401 without a token and 403 to dealers and CMS editors', async () => {
    expect((await server().post('/api/portal/enrollments/search', { json: {} })).status).toBe(401);
    expect((await search('dealer')).status).toBe(403);
    expect((await search('editor')).status).toBe(403);
  });
});
