/**
 * BI dashboards and the Admin Portal (issue #20): each dashboard's figures are the aggregates of
 * the seeded records in the caller's scope (a dealer its dealer, OEM staff their OEM, an admin
 * everything) for the period asked; a dashboard opens only for an admin or a user whose
 * biDashboards list it; the Admin Portal is for admins; a bad period is a 400.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type LeadPerformance = components['schemas']['LeadPerformanceDashboard'];
type Compliance = components['schemas']['ComplianceDashboard'];
type RetailerPerformance = components['schemas']['RetailerPerformanceDashboard'];
type DigitalRetail = components['schemas']['DigitalRetailDashboard'];
type ShopperJourney = components['schemas']['ShopperJourneyDashboard'];
type PortalUsage = components['schemas']['PortalUsageDashboard'];
type AdminOverview = components['schemas']['AdminOverview'];

const server = useTestServer();
const BASE = '/api/portal/dashboards';

/** Leads received from the period's first Central day on, counted by SQL of the test's own. */
async function leadsSince(periodStart: string, where: ReturnType<typeof sql>) {
  const result = await sql<{ count: number; sold: number }>`select count(*)::int as count, count(l.sold_at)::int as sold
    from leads l join dealers d on d.id = l.dealer_id
    where l.received_at >= (${periodStart}::date::timestamp at time zone 'America/Chicago') and ${where}`.execute(server().db);
  return result.rows[0] ?? { count: 0, sold: 0 };
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

describe('lead performance', () => {
  it('counts a dealer’s own leads of the last 90 days, by month and by source', async () => {
    const res = await server().as('dealer').get<LeadPerformance>(`${BASE}/leadPerformance`);
    expect(res.status).toBe(200);
    expect(res.body.period).toBe('LAST_90_DAYS');
    expect(res.body.scopeLevel).toBe('DEALER');
    const expected = await leadsSince(res.body.periodStart, sql`d.code = 'HON0001'`);
    expect(expected.count).toBeGreaterThan(0);
    expect(res.body.figures.leads).toBe(expected.count);
    expect(res.body.figures.sold).toBe(expected.sold);
    expect(res.body.trend.length).toBeGreaterThanOrEqual(3);
    expect(sum(res.body.trend, (point) => point.leads)).toBe(expected.count);
    expect(sum(res.body.sources, (source) => source.leads)).toBe(expected.count);
  });

  it('counts the OEM’s leads for OEM staff and every lead for an admin; a shorter period counts fewer', async () => {
    const oem = await server().as('oem').get<LeadPerformance>(`${BASE}/leadPerformance`, { query: { period: 'LAST_12_MONTHS' } });
    expect(oem.status).toBe(200);
    expect(oem.body).toMatchObject({ scopeLevel: 'OEM', scopeName: 'Honda', period: 'LAST_12_MONTHS' });
    expect(oem.body.trend).toHaveLength(12);
    expect(oem.body.figures.leads).toBe((await leadsSince(oem.body.periodStart, sql`d.oem_id = (select id from oems where code = 'honda')`)).count);

    const admin = await server().as('admin').get<LeadPerformance>(`${BASE}/leadPerformance`, { query: { period: 'LAST_12_MONTHS' } });
    expect(admin.body.scopeLevel).toBe('ALL');
    expect(admin.body.figures.leads).toBe((await leadsSince(admin.body.periodStart, sql`true`)).count);
    expect(admin.body.figures.leads).toBeGreaterThan(oem.body.figures.leads);

    const month = await server().as('admin').get<LeadPerformance>(`${BASE}/leadPerformance`, { query: { period: 'LAST_30_DAYS' } });
    expect(month.body.figures.leads).toBeLessThan(admin.body.figures.leads);
    expect(month.body.trend.every((point) => /^\d{4}-\d{2}-\d{2}$/.test(point.bucket))).toBe(true);
  });

  it('refuses a period it does not know (400) and a call without a token (401)', async () => {
    const bad = await server().as('dealer').get(`${BASE}/leadPerformance`, { query: { period: 'LAST_WEEK' } });
    expect(bad.status).toBe(400);
    expect((await server().get(`${BASE}/leadPerformance`)).status).toBe(401);
  });
});

describe('compliance', () => {
  it('gives a Honda dealer its website compliance (DWCP audits) and refuses the all-audits dashboard it is not offered', async () => {
    const res = await server().as('dealer').get<Compliance>(`${BASE}/compliance`, { query: { auditType: 'DWCP', period: 'LAST_12_MONTHS' } });
    expect(res.status).toBe(200);
    const expected = await sql<{ count: number }>`select count(*)::int as count from compliance_reports r join dealers d on d.id = r.dealer_id
      where d.code = 'HON0001' and r.kind = 'DEALER' and r.status = 'COMPLETED' and r.audit_type = 'DWCP'
        and r.audit_date >= ${res.body.periodStart}::date`.execute(server().db);
    expect(res.body.figures.audits).toBe(expected.rows[0]?.count);
    expect(sum(res.body.regions, (region) => region.audits)).toBe(res.body.figures.audits);
    expect((await server().as('dealer').get(`${BASE}/compliance`)).status).toBe(403);
    expect((await server().as('dealer').get(`${BASE}/compliance`, { query: { auditType: 'CRM' } })).status).toBe(400);
  });

  it('gives an admin every audit type across OEMs', async () => {
    const res = await server().as('admin').get<Compliance>(`${BASE}/compliance`, { query: { period: 'LAST_12_MONTHS' } });
    expect(res.status).toBe(200);
    expect(res.body.figures.audits).toBeGreaterThan(0);
    expect(res.body.figures.averageScore).not.toBeNull();
  });
});

describe('the other dashboards', () => {
  it('retailer performance: a Genesis dealer sees its own retailer, a Honda dealer is refused (403)', async () => {
    const res = await server().as('dealer.genesis').get<RetailerPerformance>(`${BASE}/retailerPerformance`);
    expect(res.status).toBe(200);
    expect(res.body.retailers.map((row) => row.dealerCode)).toEqual(['GEN0001']);
    expect(res.body.figures.leads).toBe(res.body.retailers[0]?.leads);
    expect((await server().as('dealer').get(`${BASE}/retailerPerformance`)).status).toBe(403);
  });

  it('retailer performance for an admin: every active retailer, leads by region adding up', async () => {
    const res = await server().as('admin').get<RetailerPerformance>(`${BASE}/retailerPerformance`);
    expect(res.status).toBe(200);
    expect(res.body.figures.retailers).toBeGreaterThan(1);
    expect(sum(res.body.regions, (region) => region.leads)).toBe(res.body.figures.leads);
  });

  it('digital retail and shopper journey for a Hyundai dealer: its own records', async () => {
    const drs = await server().as('dealer.hyundai').get<DigitalRetail>(`${BASE}/digitalRetail`, { query: { period: 'YEAR_TO_DATE' } });
    expect(drs.status).toBe(200);
    expect(drs.body.periodStart).toMatch(/^\d{4}-01-01$/);
    expect(drs.body.figures.activeSubscriptions).toBe(sum(drs.body.providers, (row) => row.activeSubscriptions));
    expect(drs.body.figures.subscribedDealers).toBeLessThanOrEqual(1);

    const journey = await server().as('dealer.hyundai').get<ShopperJourney>(`${BASE}/shopperJourney`);
    expect(journey.status).toBe(200);
    const expected = await leadsSince(journey.body.periodStart, sql`d.code = 'HYU0001'`);
    expect(journey.body.figures.shoppers).toBe(expected.count);
    expect(journey.body.figures.contacted).toBeLessThanOrEqual(journey.body.figures.shoppers);
    expect(sum(journey.body.models, (row) => row.shoppers)).toBe(expected.count);
  });

  it('portal usage: OEM staff see their OEM’s accounts, an admin all; dealers are refused (403)', async () => {
    const admin = await server().as('admin').get<PortalUsage>(`${BASE}/portalUsage`);
    expect(admin.status).toBe(200);
    const active = await server().db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('count')).where('active', '=', true).executeTakeFirstOrThrow();
    expect(admin.body.figures.users).toBe(Number(active.count));
    expect(admin.body.figures.activeUsers).toBeGreaterThan(0);
    expect(sum(admin.body.roles, (row) => row.users)).toBe(admin.body.figures.users);
    expect((await server().as('dealer').get(`${BASE}/portalUsage`)).status).toBe(403);
  });
});

describe('admin overview', () => {
  it('shows accounts, locked accounts, impersonations (a new one included) and error events to an admin', async () => {
    expect((await server().as('admin').post('/api/portal/impersonate', { json: { loginName: 'dealer.fr' } })).status).toBe(200);
    const res = await server().as('admin').get<AdminOverview>(`${BASE}/adminOverview`);
    expect(res.status).toBe(200);
    expect(res.body.scopeLevel).toBe('ALL');
    expect(res.body.figures.lockedUsers).toBe(res.body.lockedAccounts.length);
    expect(res.body.figures.lockedUsers).toBeGreaterThan(0);
    expect(res.body.lockedAccounts.every((row) => new Date(row.lockedUntil).getTime() > server().clock.now().getTime())).toBe(true);
    expect(res.body.impersonations[0]).toMatchObject({ adminLogin: 'admin', userLogin: 'dealer.fr', endedAt: null });
    expect(res.body.impersonations.length).toBeGreaterThan(1);
    expect(res.body.recentErrors.length).toBeGreaterThan(0);
    expect(res.body.recentErrors.length).toBeLessThanOrEqual(res.body.figures.errors);

    expect((await server().as('admin', { impersonate: 'dealer.fr' }).delete('/api/portal/impersonate')).status).toBe(204);
    const after = await server().as('admin').get<AdminOverview>(`${BASE}/adminOverview`);
    expect(after.body.impersonations[0]?.endedAt).not.toBeNull();
  });

  it('refuses everyone but admins (403), no token (401) and a bad period (400)', async () => {
    for (const user of ['dealer', 'oem', 'group', 'editor'] as const) {
      expect((await server().as(user).get(`${BASE}/adminOverview`)).status, user).toBe(403);
    }
    expect((await server().get(`${BASE}/adminOverview`)).status).toBe(401);
    expect((await server().as('admin').get(`${BASE}/adminOverview`, { query: { period: 'FOREVER' } })).status).toBe(400);
  });
});
