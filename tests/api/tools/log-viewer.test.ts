/**
 * Log Viewer (business-areas §2 logViewer; §3 "Log viewer page data: eventTypes (the value None
 * is added first), receivedDateFrom, receivedDateTo. Log search result: response,
 * firstSubscribeDate."; §9 Central time): days are US Central days, a dealer reads only its own
 * entries.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type LogViewerPage = components['schemas']['LogViewerPage'];
type LogSearchResult = components['schemas']['LogSearchResult'];

const server = useTestServer();
const PAGE = '/api/portal/logViewer/get-page';
const SEARCH = '/api/portal/logViewer/search';
const WIDE = { receivedDateFrom: '2000-01-01', receivedDateTo: '2100-12-31' };

const centralDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

async function dealerId(code: string) {
  return (await server().db.selectFrom('dealers').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

describe('GET get-page', () => {
  it('gives the event types with None first, and the last 30 Central days up to today', async () => {
    const res = await server().as('dealer').get<LogViewerPage>(PAGE);
    expect(res.status).toBe(200);
    const types = await server().db.selectFrom('eventTypes').select('name').orderBy('position').execute();
    expect(res.body.eventTypes).toEqual(['None', ...types.map((type) => type.name)]);
    const today = centralDay(server().clock.now());
    expect(res.body.receivedDateTo).toBe(today);
    const from = new Date(`${today}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - 29);
    expect(res.body.receivedDateFrom).toBe(from.toISOString().slice(0, 10));
  });
});

describe('POST search', () => {
  it('lists the caller’s entries newest first, with the dealer’s first subscription date', async () => {
    const res = await server().as('dealer').post<LogSearchResult>(SEARCH, { query: { size: 50 }, json: WIDE });
    expect(res.status).toBe(200);
    const own = await dealerId('HON0001');
    const stored = await server().db.selectFrom('eventLogs').select('id').where('dealerId', '=', own).execute();
    expect(res.body.response.page.totalElements).toBe(stored.length);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of res.body.response.content) expect(row.dealerCode).toBe('HON0001');
    const times = res.body.response.content.map((row) => row.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    const subscribed = await server().db.selectFrom('subscriptions').select((eb) => eb.fn.min('subscribedDate').as('first')).where('dealerId', '=', own).executeTakeFirst();
    const enrolled = await server().db.selectFrom('programEnrollments').select((eb) => eb.fn.min('enrolledDate').as('first')).where('dealerId', '=', own).executeTakeFirst();
    const expected = [subscribed?.first, enrolled?.first].filter((day): day is string => typeof day === 'string').sort()[0] ?? null;
    expect(res.body.firstSubscribeDate).toBe(expected);
  });

  it('counts a day in US Central time: 05:30 UTC belongs to the day before', async () => {
    const own = await dealerId('HON0001');
    // 2021-03-02 05:30 UTC is 2021-03-01 23:30 in Chicago (CST, UTC-6).
    await server()
      .db.insertInto('eventLogs')
      .values({ receivedAt: new Date('2021-03-02T05:30:00Z'), eventType: 'BUDGET_CHANGED', oemId: 1, dealerId: own, documentId: 'CT-EDGE', status: 'SUCCESS', message: 'edge' })
      .execute();
    const onFirst = await server().as('dealer').post<LogSearchResult>(SEARCH, { json: { receivedDateFrom: '2021-03-01', receivedDateTo: '2021-03-01', documentId: 'CT-EDGE' } });
    expect(onFirst.body.response.content.map((row) => row.documentId)).toEqual(['CT-EDGE']);
    const onSecond = await server().as('dealer').post<LogSearchResult>(SEARCH, { json: { receivedDateFrom: '2021-03-02', receivedDateTo: '2021-03-02', documentId: 'CT-EDGE' } });
    expect(onSecond.body.response.content).toEqual([]);
  });

  it('filters by event type; None means every type', async () => {
    const typed = await server().as('admin').post<LogSearchResult>(SEARCH, { query: { size: 20 }, json: { ...WIDE, eventType: 'LEAD_DELIVERY_FAILED' } });
    expect(typed.body.response.content.length).toBeGreaterThan(0);
    for (const row of typed.body.response.content) expect(row).toMatchObject({ eventType: 'LEAD_DELIVERY_FAILED', status: 'ERROR' });
    const none = await server().as('admin').post<LogSearchResult>(SEARCH, { query: { size: 1 }, json: { ...WIDE, eventType: 'None' } });
    const all = await server().as('admin').post<LogSearchResult>(SEARCH, { query: { size: 1 }, json: WIDE });
    expect(none.body.response.page.totalElements).toBe(all.body.response.page.totalElements);
    expect(all.body.response.page.totalElements).toBeGreaterThan(typed.body.response.page.totalElements);
    expect(all.body.firstSubscribeDate).toBeNull();
  });

  it('refuses (403) a dealer naming another dealer; OEM staff see their OEM’s dealers', async () => {
    const res = await server().as('dealer').post(SEARCH, { json: { ...WIDE, dealerCode: 'HON0002' } });
    expect(res.status).toBe(403);
    const staff = await server().as('oem').post<LogSearchResult>(SEARCH, { query: { size: 5 }, json: { ...WIDE, dealerCode: 'HON0002' } });
    expect(staff.status).toBe(200);
    for (const row of staff.body.response.content) expect(row.dealerCode).toBe('HON0002');
    expect((await server().as('oem').post(SEARCH, { json: { ...WIDE, dealerCode: 'ACU0001' } })).status).toBe(403);
  });

  it('answers 400 with field errors: from after to, an unknown event type, a bad date, missing dates', async () => {
    const reversed = await server().as('dealer').post(SEARCH, { json: { receivedDateFrom: '2024-05-02', receivedDateTo: '2024-05-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ field: 'receivedDateFrom', messageKey: 'DATE_RANGE_INVALID', message: 'The from date must not be after the to date.' }]);
    const unknown = await server().as('dealer').post(SEARCH, { json: { ...WIDE, eventType: 'COFFEE_BREWED' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('eventType');
    const badDate = await server().as('dealer').post(SEARCH, { json: { receivedDateFrom: '2024-13-01', receivedDateTo: '2024-05-01' } });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors[0].field).toBe('receivedDateFrom');
    const missing = await server().as('dealer').post(SEARCH, { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['receivedDateFrom', 'receivedDateTo']);
  });
});
