/**
 * Reference lists (business-areas §7 "Lookups"): read from the seeded catalogue, sorted, and
 * scoped to the caller — admins every OEM, everyone else their own; dealers only their dealers.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type Oem = components['schemas']['Oem'];
type DealerSummaryPage = components['schemas']['DealerSummaryPage'];
type ComplianceDealerPage = components['schemas']['ComplianceDealerPage'];

const server = useTestServer();
// The server sorts names case-insensitively; seeded names are plain ASCII.
const sorted = (values: string[]) => [...values].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));

describe('GET /api/portal/oems', () => {
  it('lists every OEM by name for an admin, with Honda as oemId 1', async () => {
    const res = await server().as('admin').get<Oem[]>('/api/portal/oems');
    expect(res.status).toBe(200);
    const names = res.body.map((oem) => oem.name);
    expect(names).toEqual(expect.arrayContaining(['Honda', 'Acura', 'Infiniti', 'Genesis', 'BMW CA', 'Hyundai', 'Hyundai CA']));
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    expect(names).toEqual(sorted(names));
    expect(res.body.find((oem) => oem.name === 'Honda')?.id).toBe(1);
  });

  it('lists only the own OEM for everyone else', async () => {
    expect((await server().as('dealer').get('/api/portal/oems')).body).toEqual([{ id: 1, name: 'Honda' }]);
    expect((await server().as('dealer.genesis').get<Oem[]>('/api/portal/oems')).body.map((oem) => oem.name)).toEqual(['Genesis']);
  });
});

describe('OEM-scoped lists', () => {
  it('answers the caller’s own OEM by default and refuses another OEM to non-admins (403)', async () => {
    for (const path of ['/api/portal/dwc/offerProviders', '/api/portal/dwc/crm', '/api/portal/getAddons', '/api/portal/regions']) {
      const own = await server().as('dealer').get<unknown[]>(path);
      expect(own.status, path).toBe(200);
      expect(own.body.length, path).toBeGreaterThan(0);
      expect((await server().as('dealer').get(path, { query: { oemId: 2 } })).status, path).toBe(403);
      expect((await server().as('admin').get(path, { query: { oemId: 2 } })).status, path).toBe(200);
    }
  });

  it('splits website and digital retailing providers with drs', async () => {
    const all = await server().as('dealer').get<{ drs: boolean; name: string }[]>('/api/portal/dwc/offerProviders');
    const drs = await server().as('dealer').get<{ drs: boolean }[]>('/api/portal/dwc/offerProviders', { query: { drs: true } });
    const web = await server().as('dealer').get<{ drs: boolean }[]>('/api/portal/dwc/offerProviders', { query: { drs: false } });
    expect(drs.body.every((provider) => provider.drs)).toBe(true);
    expect(web.body.every((provider) => !provider.drs)).toBe(true);
    expect(drs.body.length + web.body.length).toBe(all.body.length);
    expect(all.body.map((provider) => provider.name)).toEqual(sorted(all.body.map((provider) => provider.name)));
  });

  it('lists compliance categories of an audit type in display order', async () => {
    const res = await server().as('oem').get<{ auditType: string; displayOrder: number }[]>('/api/portal/dwc/complianceCategories', { query: { auditType: 'DWCP' } });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((category) => category.auditType === 'DWCP')).toBe(true);
    const orders = res.body.map((category) => category.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await server().as('oem').get('/api/portal/dwc/complianceCategories', { query: { auditType: 'XYZ' } })).status).toBe(400);
    expect((await server().as('oem').get('/api/portal/dwc/complianceCategories')).status).toBe(400);
  });

  it('narrows add-ons to a program', async () => {
    const all = await server().as('dealer').get<{ programId: number }[]>('/api/portal/getAddons');
    const programId = all.body[0]?.programId ?? 0;
    const one = await server().as('dealer').get<{ programId: number }[]>('/api/portal/getAddons', { query: { programId } });
    expect(one.body.length).toBeGreaterThan(0);
    expect(one.body.every((addon) => addon.programId === programId)).toBe(true);
  });

  it('lists a region’s districts; empty for an unknown region; 403 for another OEM’s region', async () => {
    const regions = await server().as('dealer').get<{ id: number; oemId: number }[]>('/api/portal/regions');
    expect(regions.body.every((region) => region.oemId === 1)).toBe(true);
    const districts = await server().as('dealer').get<{ regionId: number }[]>('/api/portal/districts', { query: { regionId: regions.body[0]?.id ?? 0 } });
    expect(districts.body.length).toBeGreaterThan(0);
    expect(districts.body.every((district) => district.regionId === regions.body[0]?.id)).toBe(true);
    expect((await server().as('dealer').get('/api/portal/districts', { query: { regionId: 999999 } })).body).toEqual([]);
    const acuraRegion = (await server().as('admin').get<{ id: number }[]>('/api/portal/regions', { query: { oemId: 2 } })).body[0]?.id;
    expect((await server().as('dealer').get('/api/portal/districts', { query: { regionId: acuraRegion ?? 0 } })).status).toBe(403);
    expect((await server().as('dealer').get('/api/portal/districts', { query: { regionId: 'x' } })).status).toBe(400);
  });

  it('lists the proper lead sources by name', async () => {
    const res = await server().as('dealer').get<{ name: string }[]>('/api/portal/leads/properLeadSources');
    const names = res.body.map((source) => source.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(sorted(names));
    expect(names).not.toContain('Event');
  });

  it('lists the compliance OEMs the caller may see', async () => {
    const admin = await server().as('admin').get<Oem[]>('/api/portal/compliance/oems');
    expect(admin.body.length).toBeGreaterThan(1);
    expect((await server().as('oem').get<Oem[]>('/api/portal/compliance/oems')).body.map((oem) => oem.id)).toEqual([1]);
  });
});

describe('GET /api/portal/dealers', () => {
  const page = (user: 'admin' | 'dealer' | 'group' | 'oem' | 'editor', query: Record<string, string | number> = {}) =>
    server().as(user).get<DealerSummaryPage>('/api/portal/dealers', { query });

  it('pages every dealer for an admin, sorted by name by default', async () => {
    const first = await page('admin', { size: 50 });
    expect(first.status).toBe(200);
    expect(first.body.page).toMatchObject({ page: 0, size: 50 });
    expect(first.body.page.totalElements).toBeGreaterThanOrEqual(200);
    expect(first.body.page.totalPages).toBe(Math.ceil(first.body.page.totalElements / 50));
    expect(first.body.content).toHaveLength(50);
    const second = await page('admin', { size: 50, page: 1 });
    const codes = new Set(first.body.content.map((dealer) => dealer.code));
    expect(second.body.content.some((dealer) => codes.has(dealer.code))).toBe(false);
  });

  it('sorts by a named field and refuses an unknown one (400)', async () => {
    const res = await page('admin', { sort: 'code,desc', size: 10 });
    const codes = res.body.content.map((dealer) => dealer.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const bad = await server().as('admin').get('/api/portal/dealers', { query: { sort: 'passwordHash,asc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('query.sort');
  });

  it('matches the term in code or name, case-insensitive', async () => {
    const res = await page('admin', { term: 'hon000' });
    expect(res.body.content.length).toBeGreaterThan(0);
    expect(res.body.content.every((dealer) => dealer.code.toLowerCase().includes('hon000') || dealer.name.toLowerCase().includes('hon000'))).toBe(true);
  });

  it('gives dealers, groups and OEM staff only the dealers they may act for', async () => {
    expect((await page('dealer')).body.content.map((dealer) => dealer.code)).toEqual(['HON0001']);
    const group = await page('group', { sort: 'code' });
    expect(group.body.content.map((dealer) => dealer.code)).toEqual(['HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008']);
    const oem = await page('oem', { size: 500 });
    expect(oem.body.content.every((dealer) => dealer.oemId === 1)).toBe(true);
    expect(oem.body.page.totalElements).toBeGreaterThan(1);
    // Asking for another OEM's dealers gives nothing, not someone else's data.
    expect((await page('dealer', { oemId: 2 })).body.content).toEqual([]);
    expect((await page('editor')).body.page.totalElements).toBe(0);
  });
});

describe('GET /api/portal/compliance/dealers', () => {
  it('adds the website provider and the last audit of the type', async () => {
    const res = await server().as('oem').get<ComplianceDealerPage>('/api/portal/compliance/dealers', { query: { auditType: 'DWCP', size: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.content.every((dealer) => dealer.oemId === 1)).toBe(true);
    expect(res.body.content.some((dealer) => dealer.websiteProvider !== undefined)).toBe(true);
    expect(res.body.content.some((dealer) => dealer.lastAuditDate !== undefined)).toBe(true);
    expect((await server().as('oem').get('/api/portal/compliance/dealers')).status).toBe(400);
  });
});

describe('GET /api/portal/dwc/websiteprogram/async/dealerServiceData', () => {
  it('answers the OEM’s enrollment availability, providers and support contact', async () => {
    const res = await server().as('dealer').get('/api/portal/dwc/websiteprogram/async/dealerServiceData', { query: { oem: 'honda' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ oemId: 1, oemName: 'honda', support: { phone: '888-555-0101', email: 'honda.support@example.com' } });
    expect(res.body.websiteProviders.length).toBeGreaterThan(0);
    expect(res.body.digitalRetailingProviders.every((provider: { drs: boolean }) => provider.drs)).toBe(true);
  });

  it('answers 404 for an unknown OEM and 403 for another OEM', async () => {
    expect((await server().as('dealer').get('/api/portal/dwc/websiteprogram/async/dealerServiceData', { query: { oem: 'tesla' } })).status).toBe(404);
    expect((await server().as('dealer').get('/api/portal/dwc/websiteprogram/async/dealerServiceData', { query: { oem: 'acura' } })).status).toBe(403);
  });
});
