/**
 * Manage Website Program on the real server (business-areas §3, §4, §7 "Website program", §8):
 * the server-paged, sorted search with its filters, the CSV export named by Content-Disposition,
 * regions and districts, filter options, a dealer's subscriptions, subscription actions by method
 * name (target status, skip dealer communication, apply to all packages, scheduled date applied
 * when its date has passed), cancelling a termination, and custom parameters (the first entry of
 * `errors` is the invalid URL message). Refusals change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import type { SubscriptionStatus } from '../../../src/server/db/vocabulary.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type Subscription = components['schemas']['Subscription'];
type SearchResult = components['schemas']['WebsiteProgramSearchResult'];
type DealerSubscriptions = components['schemas']['DealerSubscriptions'];
type FieldErrors = { errors: { field: string; messageKey: string; message: string }[] };
type ErrorBody = { code: string; message: string };

const server = useTestServer();
const BASE = '/api/portal/dwc/websiteprogram/async';
const HONDA = 1;
const OUTSTANDING_MESSAGE =
  'Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.';
/** Dealers the demo users act for; these tests change other dealers. */
const DEMO_DEALERS = ['HON0001', 'HON0002', 'HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008', 'HON0009'];

beforeAll(async () => {
  for (const user of ['admin', 'oem', 'dealer', 'editor', 'dealer.acura'] as const) await server().tokenFor(user);
});

const search = (user: DemoLogin, body: object, query: Record<string, string | number> = {}) =>
  server().as(user).post<SearchResult>(`${BASE}/search`, { json: body, query });

const centralDate = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(server().clock.now().getTime() + offsetDays * 86_400_000),
  );

async function refusedWithoutChange<T>(status: number, call: () => Promise<{ status: number; body: unknown }>): Promise<T> {
  const before = await databaseFingerprint(server().db);
  const res = await call();
  expect(res.status).toBe(status);
  expect(await databaseFingerprint(server().db)).toEqual(before);
  return res.body as T;
}

/** A Honda dealer nobody's demo login acts for, ACTIVE and in good standing, with a website subscription in `status`. */
async function subscriptionIn(status: SubscriptionStatus, skip: readonly number[] = []) {
  const row = await server()
    .db.selectFrom('subscriptions')
    .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
    .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
    .select(['subscriptions.id', 'dealers.id as dealerId', 'dealers.code'])
    .where('dealers.oemId', '=', HONDA)
    .where('dealers.status', '=', 'ACTIVE')
    .where('dealers.outstandingAccount', '=', false)
    .where('dealers.code', 'not in', DEMO_DEALERS)
    .where('packages.programAddonId', '=', 4)
    .where('subscriptions.status', '=', status)
    .$if(skip.length > 0, (q) => q.where('dealers.id', 'not in', [...skip]))
    .orderBy('subscriptions.id')
    .executeTakeFirstOrThrow();
  return row;
}

const act = (user: DemoLogin, method: string, form: Record<string, string | number | boolean>, impersonate?: string) =>
  server()
    .as(user, impersonate ? { impersonate } : {})
    .post<Subscription[]>(`${BASE}/dealersubscriptions/${method}`, { form });

const storedStatus = async (id: number) =>
  (await server().db.selectFrom('subscriptions').select(['status', 'scheduledDate', 'skipDealerCommunication']).where('id', '=', id).executeTakeFirstOrThrow());
const lastHistory = (id: number) =>
  server().db.selectFrom('subscriptionHistory').selectAll().where('subscriptionId', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
const userId = async (login: string) => (await server().db.selectFrom('users').select('id').where('loginName', '=', login).executeTakeFirstOrThrow()).id;

describe('POST search (searchWebsiteProgramSubscriptions)', () => {
  it('answers one server page of website program subscriptions, sorted as asked', async () => {
    const res = await search('admin', { oemId: HONDA }, { page: 0, size: 10, sort: 'dealerCode,desc' });
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveLength(10);
    expect(res.body.page.totalElements).toBeGreaterThan(10);
    expect(res.body.content.every((row) => row.programAddonId === 4)).toBe(true);
    const codes = res.body.content.map((row) => row.dealerCode);
    expect(codes).toEqual([...codes].sort().reverse());
    const next = await search('admin', { oemId: HONDA }, { page: 1, size: 10, sort: 'dealerCode,desc' });
    expect(next.body.content[0]!.dealerCode <= codes[9]!).toBe(true);
    const first = new Set(res.body.content.map((row) => row.subscriptionMappingId));
    expect(next.body.content.some((row) => first.has(row.subscriptionMappingId))).toBe(false);
  });

  it('filters by status, region, district, provider and dealer, all together', async () => {
    const pending = await search('admin', { oemId: HONDA, statuses: ['Termination Pending'] }, { size: 100 });
    expect(pending.body.content.length).toBeGreaterThan(0);
    expect(pending.body.content.every((row) => row.status === 'Termination Pending')).toBe(true);

    const sample = pending.body.content.find((row) => row.regionCode && row.districtCode)!;
    const narrowed = await search('admin', {
      oemId: HONDA,
      regionCode: sample.regionCode,
      districtCode: sample.districtCode,
      offerProviderId: sample.offerProviderId,
      dealer: sample.dealerName.slice(1, 6).toLowerCase(),
    });
    expect(narrowed.body.content.length).toBeGreaterThan(0);
    for (const row of narrowed.body.content) {
      expect(row).toMatchObject({ regionCode: sample.regionCode, districtCode: sample.districtCode, offerProviderId: sample.offerProviderId });
      expect(row.dealerName.toLowerCase()).toContain(sample.dealerName.slice(1, 6).toLowerCase());
    }
    const literal = await search('admin', { dealer: '%' });
    expect(literal.body.content).toEqual([]);
  });

  it('holds OEM staff to their OEM and refuses dealers and editors (x-roles admin, oem)', async () => {
    const own = await search('oem', {}, { size: 100 });
    expect(own.status).toBe(200);
    const hondaCodes = await server().db.selectFrom('dealers').select('code').where('oemId', '=', HONDA).execute();
    const honda = new Set(hondaCodes.map((row) => row.code));
    expect(own.body.content.every((row) => honda.has(row.dealerCode))).toBe(true);
    expect((await search('oem', { oemId: 2 })).status).toBe(403);
    expect((await search('dealer', {})).status).toBe(403);
    expect((await search('editor', {})).status).toBe(403);
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await search('admin', { statuses: ['Paused'], oemId: 0, color: 'red' });
    expect(res.status).toBe(400);
    const fields = (res.body as unknown as FieldErrors).errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['statuses.0', 'oemId', 'color']));
    const sort = await search('admin', {}, { sort: 'password,asc' });
    expect(sort.status).toBe(400);
    expect((sort.body as unknown as FieldErrors).errors[0]!.field).toBe('query.sort');
  });
});

describe('POST export-csv (exportWebsiteProgramCsv)', () => {
  it('exports every matching row as CSV named from Content-Disposition', async () => {
    const filters = { oemId: HONDA, statuses: ['Subscribed'] };
    const page = await search('admin', filters, { size: 1 });
    const res = await server().as('admin').post<string>(`${BASE}/export-csv`, { json: filters, query: { sort: 'dealerCode,asc' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="WebsiteProgram-${centralDate()}.csv"`);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Dealer Code,Dealer Name,Region,District,Provider,Package,Kind,Status,Subscribed Date,Scheduled Date,Monthly Price');
    expect(lines).toHaveLength(page.body.page.totalElements + 1);
    expect(lines.slice(1).every((line) => line.includes(',Subscribed,'))).toBe(true);
    expect((await server().as('dealer').post(`${BASE}/export-csv`, { json: {} })).status).toBe(403);
  });
});

describe('regions, districts and filter options', () => {
  it('lists the OEM’s regions with program dealers and the districts of one region', async () => {
    const regions = await server().as('admin').get<components['schemas']['Region'][]>(`${BASE}/regions-website`, { query: { oemId: HONDA } });
    expect(regions.status).toBe(200);
    expect(regions.body.length).toBeGreaterThan(0);
    expect(regions.body.every((region) => region.oemId === HONDA)).toBe(true);
    const region = regions.body[0]!;
    const districts = await server().as('oem').get<components['schemas']['District'][]>(`${BASE}/districts-website`, { query: { oemId: HONDA, regionCode: region.code } });
    expect(districts.status).toBe(200);
    expect(districts.body.length).toBeGreaterThan(0);
    expect(districts.body.every((district) => district.regionId === region.id)).toBe(true);
    expect((await server().as('oem').get(`${BASE}/regions-website`, { query: { oemId: 2 } })).status).toBe(403);
    const bad = await server().as('admin').get<FieldErrors>(`${BASE}/districts-website`, { query: { oemId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error) => error.field).sort()).toEqual(['query.oemId', 'query.regionCode']);
  });

  it('answers the filter bar’s choices with the five statuses in the spec’s order', async () => {
    const res = await server().as('oem').get<components['schemas']['WebsiteProgramFilterOptions']>(`${BASE}/filter-options`);
    expect(res.status).toBe(200);
    expect(res.body.statuses).toEqual(['Subscription Pending', 'Subscribed', 'Unsubscribed', 'Termination Pending', 'Cancelled']);
    expect(res.body.oems).toEqual([{ id: HONDA, name: 'Honda' }]);
    expect(res.body.providers.length).toBeGreaterThan(0);
    expect(res.body.offerTypes).toContain(5);
    const admin = await server().as('admin').get<components['schemas']['WebsiteProgramFilterOptions']>(`${BASE}/filter-options`);
    expect(admin.body.oems.length).toBeGreaterThan(1);
    expect((await server().as('dealer').get(`${BASE}/filter-options`)).status).toBe(403);
  });
});

describe('GET dealerSubscriptions (getDealerWebsiteSubscriptions)', () => {
  it('answers the dealer’s subscriptions by kind and priority, with its custom parameters', async () => {
    const res = await server().as('dealer').get<DealerSubscriptions>(`${BASE}/dealerSubscriptions`, { query: { addonId: 4, dealerCode: 'HON0001' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dealerCode: 'HON0001', programAddonId: 4, outstandingAccount: false });
    expect(res.body.subscriptions.length).toBeGreaterThan(1);
    const kinds = res.body.subscriptions.map((row) => ['BUNDLE', 'PACKAGE', 'ADDITIONAL'].indexOf(row.kind!));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    expect(res.body.customParameters.map((parameter) => parameter.name)).toContain('websiteUrl');
  });

  it('never shows a dealer another dealer’s subscriptions; 404 for an unknown dealer', async () => {
    expect((await server().as('dealer').get(`${BASE}/dealerSubscriptions`, { query: { addonId: 4, dealerCode: 'HON0002' } })).status).toBe(403);
    expect((await server().as('dealer.acura').get(`${BASE}/dealerSubscriptions`, { query: { addonId: 4, dealerCode: 'HON0001' } })).status).toBe(403);
    expect((await server().as('admin').get(`${BASE}/dealerSubscriptions`, { query: { addonId: 4, dealerCode: 'ZZZ9999' } })).status).toBe(404);
    const bad = await server().as('admin').get<FieldErrors>(`${BASE}/dealerSubscriptions`, { query: { addonId: 5, dealerCode: 'HON0001' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.field).toBe('query.addonId');
  });
});

describe('POST dealersubscriptions/{methodName} (changeWebsiteSubscriptionStatus)', () => {
  it('terminates at a scheduled date without dealer communication and records who did it', async () => {
    const target = await subscriptionIn('Subscribed');
    const date = centralDate(3);
    const res = await act('admin', 'terminate', {
      dealerCode: target.code,
      subscriptionMappingId: target.id,
      actionName: 'Terminate package',
      subPackageStatus: 'Termination Pending',
      skipDealerCommunication: true,
      scheduledDate: date,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ subscriptionMappingId: target.id, status: 'Termination Pending', scheduledDate: date })]);
    expect(await storedStatus(target.id)).toMatchObject({ status: 'Termination Pending', scheduledDate: date, skipDealerCommunication: true });
    expect(await lastHistory(target.id)).toMatchObject({
      methodName: 'terminate',
      actionName: 'Terminate package',
      fromStatus: 'Subscribed',
      toStatus: 'Termination Pending',
      scheduledDate: date,
      skipDealerCommunication: true,
      changedByUserId: await userId('admin'),
    });
    const read = await search('admin', { dealer: target.code, statuses: ['Termination Pending'] });
    expect(read.body.content.map((row) => row.subscriptionMappingId)).toContain(target.id);
  });

  it('cancels a pending termination, and applies an approval to all the dealer’s pending packages', async () => {
    const terminating = await subscriptionIn('Termination Pending');
    const res = await act('oem', 'cancelTermination', {
      dealerCode: terminating.code,
      subscriptionMappingId: terminating.id,
      actionName: 'Cancel termination',
      subPackageStatus: 'Subscribed',
    });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ status: 'Subscribed', scheduledDate: null });
    expect(await lastHistory(terminating.id)).toMatchObject({ methodName: 'cancelTermination', toStatus: 'Subscribed', changedByUserId: await userId('oem') });

    const pending = await server()
      .db.selectFrom('subscriptions')
      .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
      .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
      .select(['dealers.id as dealerId', 'dealers.code', (eb) => eb.fn.count<number>('subscriptions.id').as('count'), (eb) => eb.fn.min('subscriptions.id').as('first')])
      .where('dealers.status', '=', 'ACTIVE')
      .where('dealers.outstandingAccount', '=', false)
      .where('dealers.code', 'not in', DEMO_DEALERS)
      .where('subscriptions.status', '=', 'Subscription Pending')
      .where('packages.programAddonId', '=', 4)
      .groupBy(['dealers.id', 'dealers.code'])
      .having((eb) => eb.fn.count('subscriptions.id'), '>', 1)
      .orderBy('dealers.code')
      .executeTakeFirst();
    if (!pending) throw new Error('the seed has no dealer with two pending website packages');
    const all = await act('admin', 'approve', {
      dealerCode: pending.code,
      subscriptionMappingId: pending.first as number,
      actionName: 'Approve',
      subPackageStatus: 'Subscribed',
      applyToAllPackages: true,
    });
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(Number(pending.count));
    expect(all.body.every((row) => row.status === 'Subscribed' && row.subscribedDate === centralDate())).toBe(true);
  });

  it('refuses an action that does not apply (409), a wrong target status or a missing or past date (400), and changes nothing', async () => {
    const subscribed = await subscriptionIn('Subscribed', [(await subscriptionIn('Subscribed')).dealerId]);
    const conflict = await refusedWithoutChange<ErrorBody>(409, () =>
      act('admin', 'approve', { dealerCode: subscribed.code, subscriptionMappingId: subscribed.id, actionName: 'Approve', subPackageStatus: 'Subscribed' }),
    );
    expect(conflict.code).toBe('invalid_transition');
    expect(conflict.message).toContain('approve applies to Subscription Pending, not to Subscribed');

    const wrongTarget = await refusedWithoutChange<FieldErrors>(400, () =>
      act('admin', 'terminate', { dealerCode: subscribed.code, subscriptionMappingId: subscribed.id, actionName: 'Terminate', subPackageStatus: 'Cancelled' }),
    );
    expect(wrongTarget.errors.map((error) => error.field).sort()).toEqual(['scheduledDate', 'subPackageStatus']);
    expect(wrongTarget.errors.find((error) => error.field === 'scheduledDate')!.message).toBe('This field is required.');

    const past = await refusedWithoutChange<FieldErrors>(400, () =>
      act('admin', 'terminate', { dealerCode: subscribed.code, subscriptionMappingId: subscribed.id, actionName: 'Terminate', subPackageStatus: 'Termination Pending', scheduledDate: centralDate(-1) }),
    );
    expect(past.errors[0]).toMatchObject({ field: 'scheduledDate', messageKey: 'MIN_VALUE' });

    const badShape = await refusedWithoutChange<FieldErrors>(400, () =>
      act('admin', 'explode', { dealerCode: subscribed.code, subscriptionMappingId: 'x', actionName: '', subPackageStatus: 'Gone' }),
    );
    expect(badShape.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['path.methodName', 'subscriptionMappingId', 'actionName', 'subPackageStatus']));

    const foreign = await subscriptionIn('Subscribed', [subscribed.dealerId, (await subscriptionIn('Subscribed')).dealerId]);
    await refusedWithoutChange(404, () =>
      act('admin', 'terminate', { dealerCode: subscribed.code, subscriptionMappingId: foreign.id, actionName: 'Terminate', subPackageStatus: 'Termination Pending', scheduledDate: centralDate(5) }),
    );
  });

  it('refuses approval while the account is outstanding, with the spec’s message', async () => {
    const row = await server()
      .db.selectFrom('subscriptions')
      .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
      .select(['subscriptions.id', 'dealers.code'])
      .where('dealers.outstandingAccount', '=', true)
      .where('subscriptions.status', '=', 'Subscription Pending')
      .orderBy('subscriptions.id')
      .executeTakeFirstOrThrow();
    const body = await refusedWithoutChange<ErrorBody>(409, () =>
      act('admin', 'approve', { dealerCode: row.code, subscriptionMappingId: row.id, actionName: 'Approve', subPackageStatus: 'Subscribed' }),
    );
    expect(body).toMatchObject({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
  });

  it('is for administrators and OEM staff of the dealer’s OEM only', async () => {
    const target = await subscriptionIn('Subscribed');
    const form = { dealerCode: target.code, subscriptionMappingId: target.id, actionName: 'Unsubscribe', subPackageStatus: 'Unsubscribed' };
    await refusedWithoutChange(403, () => act('dealer', 'unsubscribe', form));
    await refusedWithoutChange(403, () => act('editor', 'unsubscribe', form));
    const acura = await server().db.selectFrom('dealers').select('code').where('code', 'like', 'ACU%').where('code', '!=', 'ACU0001').orderBy('code').executeTakeFirstOrThrow();
    await refusedWithoutChange(403, () => act('oem', 'unsubscribe', { ...form, dealerCode: acura.code }));
  });
});

describe('POST dealerSubscriptions/customParams (updateWebsiteCustomParameters)', () => {
  const update = (user: DemoLogin, dealerCode: string, parameters: object[], impersonate?: string) =>
    server()
      .as(user, impersonate ? { impersonate } : {})
      .post(`${BASE}/dealerSubscriptions/customParams`, { query: { dealerCode }, json: { parameters } });

  it('saves the dealer’s own parameters and records who changed them (the impersonating admin too)', async () => {
    const res = await update('dealer', 'HON0001', [{ name: 'websiteUrl', type: 'URL', value: 'https://www.hon0001-motors.example.com' }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Saved Successfully' });
    const read = await server().as('dealer').get<DealerSubscriptions>(`${BASE}/dealerSubscriptions`, { query: { addonId: 4, dealerCode: 'HON0001' } });
    expect(read.body.customParameters.find((parameter) => parameter.name === 'websiteUrl')!.value).toBe('https://www.hon0001-motors.example.com');
    expect(read.body.customParameters.find((parameter) => parameter.name === 'analyticsId')!.value).toMatch(/^G-/);

    const impersonated = await update('admin', 'HON0001', [{ name: 'analyticsId', type: 'TEXT', value: 'G-TEST123' }], 'dealer');
    expect(impersonated.status).toBe(200);
    const audit = await server().db.selectFrom('customParameterChanges').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ changedByUserId: await userId('dealer'), impersonatorLogin: 'admin', programAddonId: 4, subscriptionId: null });
  });

  it('answers the invalid URL message first in errors and saves nothing', async () => {
    const body = await refusedWithoutChange<FieldErrors>(400, () => update('dealer', 'HON0001', [{ name: 'websiteUrl', type: 'URL', value: 'not a url' }]));
    expect(body.errors[0]).toMatchObject({ message: 'Website URL must be valid.', messageKey: 'INVALID_URL' });
    const kind = await refusedWithoutChange<FieldErrors>(400, () => update('dealer', 'HON0001', [{ name: 'websiteUrl', type: 'TEXT', value: 'anything' }]));
    expect(kind.errors[0]!.field).toBe('parameters.0.type');
    const blank = await refusedWithoutChange<FieldErrors>(400, () => update('dealer', 'HON0001', [{ name: 'websiteUrl', type: 'URL', value: '' }]));
    expect(blank.errors[0]!.field).toMatch(/^parameters\.0/);
    await refusedWithoutChange(404, () => update('dealer', 'HON0001', [{ name: 'favouriteColour', type: 'TEXT', value: 'red' }]));
  });

  it('never lets a dealer change another dealer’s parameters', async () => {
    await refusedWithoutChange(403, () => update('dealer', 'HON0002', [{ name: 'analyticsId', type: 'TEXT', value: 'G-X' }]));
    await refusedWithoutChange(403, () => update('editor', 'HON0002', [{ name: 'analyticsId', type: 'TEXT', value: 'G-X' }]));
  });
});
