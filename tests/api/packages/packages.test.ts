/**
 * Manage Packages, Manage Subscription and provider pages on the real server (business-areas
 * §3, §5, §6, §7 "Packages", §8): offers by kind in the spec's order and by dwcPriority, package
 * changes priced before they are confirmed, the End User License Agreement, "nothing changes",
 * the outstanding account, add-on prices and provider pages. Only dealers and admins
 * impersonating one may use them; a dealer never reads or changes another dealer's packages;
 * refusals change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type DealerEnrollmentData = components['schemas']['DealerEnrollmentData'];
type Offer = components['schemas']['Offer'];
type Subscription = components['schemas']['Subscription'];
type FieldErrors = { errors: { field: string; messageKey: string; message: string }[] };
type ErrorBody = { code: string; message: string };

const server = useTestServer();
const BASE = '/api/portal/manageDealerPackages';
const OUTSTANDING_MESSAGE =
  'Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.';
const NOTHING_CHANGES = 'You have not opted in for any new packages or addons. Your subscription will not be changed.';
const KIND_ORDER = ['BUNDLE', 'PACKAGE', 'ADDITIONAL'];

beforeAll(async () => {
  for (const user of ['admin', 'dealer', 'dealer.acura', 'editor', 'group', 'oem'] as const) await server().tokenFor(user);
});

const client = (user: DemoLogin, impersonate?: string) => server().as(user, impersonate ? { impersonate } : {});

async function refusedWithoutChange<T>(status: number, call: () => Promise<{ status: number; body: unknown }>): Promise<T> {
  const before = await databaseFingerprint(server().db);
  const res = await call();
  expect(res.status).toBe(status);
  expect(await databaseFingerprint(server().db)).toEqual(before);
  return res.body as T;
}

const enrollmentData = (user: DemoLogin, dlCode: string, extra: Record<string, string | number> = {}, impersonate?: string) =>
  client(user, impersonate).get<DealerEnrollmentData>(`${BASE}/dealerEnrollmentData`, { query: { dlCode, ...extra } });

const selectionOf = (offer: Offer, optionalAddonIds: number[] = []) => ({
  offerProviderId: offer.offerProviderId,
  offerTypeId: offer.offerTypeId,
  packageId: offer.packageId,
  optionalAddonIds,
});

/** An offer of the dealer's that it does not hold, of an offer type it holds (so the change replaces something). */
function replacingOffer(data: DealerEnrollmentData): Offer {
  const live = data.subscriptions.filter((row) => row.status === 'Subscribed');
  const offer = data.offers.find(
    (candidate) => candidate.kind === 'PACKAGE' && live.some((row) => row.offerTypeId === candidate.offerTypeId && row.packageId !== candidate.packageId),
  );
  if (!offer) throw new Error(`dealer ${data.dealerCode} has no package to change to`);
  return offer;
}

describe('GET dealerEnrollmentData (getDealerEnrollmentData)', () => {
  it('answers the dealer’s subscriptions and its offers by kind (BUNDLE, PACKAGE, ADDITIONAL) then dwcPriority', async () => {
    const res = await enrollmentData('dealer', 'HON0001');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dealerCode: 'HON0001', programAddonId: 4, outstandingAccount: false });
    expect(res.body.subscriptions.length).toBeGreaterThan(0);
    const order = res.body.offers.map((offer) => [KIND_ORDER.indexOf(offer.kind), offer.dwcPriority] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(new Set(res.body.offers.map((offer) => offer.kind))).toEqual(new Set(KIND_ORDER));
    expect(res.body.offers.some((offer) => offer.optionalAddons.length > 0)).toBe(true);
  });

  it('is for dealers and admins impersonating one; never another dealer’s, never a CMS editor’s', async () => {
    expect((await enrollmentData('dealer', 'HON0002')).status).toBe(403);
    expect((await enrollmentData('dealer.acura', 'HON0001')).status).toBe(403);
    expect((await enrollmentData('editor', 'HON0001')).status).toBe(403);
    expect((await enrollmentData('oem', 'HON0001')).status).toBe(403);
    const plainAdmin = await enrollmentData('admin', 'HON0001');
    expect(plainAdmin.status).toBe(403);
    expect((plainAdmin.body as unknown as ErrorBody).message).toBe('Only dealers, and administrators impersonating a dealer, can enroll.');
    expect((await enrollmentData('admin', 'HON0001', {}, 'dealer')).status).toBe(200);
    expect((await enrollmentData('admin', 'HON0001', {}, 'editor')).status).toBe(403);
  });

  it('answers digital dealer packages for add-on 6 and 400 for bad input', async () => {
    const drs = await enrollmentData('dealer.hyundai' as DemoLogin, 'HYU0001', { addonId: 6 });
    expect(drs.status).toBe(200);
    expect(drs.body.offers.length).toBeGreaterThan(0);
    const bad = await enrollmentData('dealer', 'HON0001', { addonId: 5 });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as FieldErrors).errors[0]!.field).toBe('query.addonId');
  });
});

describe('GET changeableSubscriptionsList (listChangeableSubscriptions)', () => {
  it('lists the caller’s own live subscriptions with the offers of their type it may change to', async () => {
    const res = await client('dealer').get<components['schemas']['ChangeableSubscription'][]>(`${BASE}/changeableSubscriptionsList`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const item of res.body) {
      expect(item.subscription.dealerCode).toBe('HON0001');
      expect(['Subscribed', 'Subscription Pending']).toContain(item.subscription.status);
      for (const offer of item.alternatives) {
        expect(offer.offerTypeId).toBe(item.subscription.offerTypeId);
        expect(offer.packageId).not.toBe(item.subscription.packageId);
      }
    }
    expect((await client('dealer').get(`${BASE}/changeableSubscriptionsList`, { query: { dlCode: 'HON0002' } })).status).toBe(403);
  });
});

describe('POST changeSubscriptions (previewSubscriptionChange)', () => {
  it('prices a change and names what it replaces, storing nothing', async () => {
    const data = (await enrollmentData('dealer', 'HON0001')).body;
    const offer = replacingOffer(data);
    const addons = offer.optionalAddons.slice(0, 1).map((addon) => addon.addonId as number);
    const body = await refusedWithoutChange<components['schemas']['SubscriptionChangePreview']>(200, () =>
      client('dealer').post(`${BASE}/changeSubscriptions`, { json: selectionOf(offer, addons) }),
    );
    const expectedPrice = offer.price + offer.optionalAddons.filter((addon) => addons.includes(addon.addonId)).reduce((sum, addon) => sum + addon.price, 0);
    expect(body.newMonthlyPrice).toBeCloseTo(expectedPrice, 2);
    expect(body.replaces.length).toBeGreaterThan(0);
    expect(body.replaces.every((row) => row.offerTypeId === offer.offerTypeId || row.kind === 'BUNDLE')).toBe(true);
    const replaced = body.replaces.reduce((sum, row) => sum + (row.monthlyPrice ?? 0), 0);
    expect(body.newMonthlyTotal).toBeCloseTo(body.currentMonthlyTotal - replaced + expectedPrice, 2);
  });

  it('says nothing changes when the dealer already has the package with those add-ons (409, the spec’s text)', async () => {
    const data = (await enrollmentData('dealer', 'HON0001')).body;
    const held = data.subscriptions.find((row) => row.status === 'Subscribed')!;
    const body = await refusedWithoutChange<ErrorBody>(409, () =>
      client('dealer').post(`${BASE}/changeSubscriptions`, {
        json: { offerProviderId: held.offerProviderId, offerTypeId: held.offerTypeId, packageId: held.packageId, optionalAddonIds: held.optionalAddonIds ?? [] },
      }),
    );
    expect(body).toEqual({ code: 'no_change', message: NOTHING_CHANGES });
  });

  it('answers 404 for a package or add-on not offered to the dealer and 400 for bad input', async () => {
    const acura = (await enrollmentData('dealer.acura', 'ACU0001')).body.offers[0]!;
    await refusedWithoutChange(404, () => client('dealer').post(`${BASE}/changeSubscriptions`, { json: selectionOf(acura) }));
    const data = (await enrollmentData('dealer', 'HON0001')).body;
    const plain = data.offers.find((offer) => offer.optionalAddons.length < 2)!;
    const notListed = [27, 25, 24, 26].find((id) => !plain.optionalAddons.some((addon) => addon.addonId === id))!;
    await refusedWithoutChange(404, () => client('dealer').post(`${BASE}/changeSubscriptions`, { json: selectionOf(plain, [notListed]) }));
    const bad = await refusedWithoutChange<FieldErrors>(400, () =>
      client('dealer').post(`${BASE}/changeSubscriptions`, { json: { offerProviderId: 0, offerTypeId: 12, optionalAddonIds: [4] } }),
    );
    expect(bad.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['offerProviderId', 'offerTypeId', 'packageId', 'optionalAddonIds.0']));
    await refusedWithoutChange(403, () => client('dealer').post(`${BASE}/changeSubscriptions`, { json: { ...selectionOf(plain), dealerCode: 'HON0002' } }));
  });

  it('refuses a dealer whose account is outstanding with the spec’s message in full', async () => {
    const data = (await client('group').get<DealerEnrollmentData>(`${BASE}/dealerEnrollmentData`, { query: { dlCode: 'HON0008' } })).body;
    expect(data.outstandingAccount).toBe(true);
    const offer = data.offers.find((candidate) => !data.subscriptions.some((row) => row.packageId === candidate.packageId))!;
    const body = await refusedWithoutChange<ErrorBody>(409, () =>
      client('group').post(`${BASE}/changeSubscriptions`, { json: { ...selectionOf(offer), dealerCode: 'HON0008' } }),
    );
    expect(body).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
  });
});

describe('subscription options and updateSubscriptions', () => {
  it('asks a dealer who has not accepted the current agreement to accept it, and links it', async () => {
    const pending = await client('dealer').get<components['schemas']['SubscriptionOptions']>(`${BASE}/subscriptionOptions`);
    expect(pending.status).toBe(200);
    expect(pending.body.showEULA).toBe(true);
    // The portal's signed address of the agreement (eula-agreement.test.ts follows it).
    expect(new URL(pending.body.linkEULA).pathname).toMatch(/^\/api\/portal\/dwc\/eula\/\d+$/);
    expect(pending.body.optionList.filter((option) => option.isDefault)).toHaveLength(1);
    const accepted = await client('dealer.acura').get<components['schemas']['SubscriptionOptions']>(`${BASE}/subscriptionOptions`);
    expect(accepted.body.showEULA).toBe(false);
    expect((await client('dealer').get(`${BASE}/subscriptionOptions`, { query: { dlCode: 'ACU0001' } })).status).toBe(403);
    expect((await client('editor').get(`${BASE}/subscriptionOptions`)).status).toBe(403);
  });

  it('refuses the change until the agreement is accepted, then applies it: new package pending, replaced one ending, history and acceptance on file', async () => {
    const data = (await enrollmentData('admin', 'HON0001', {}, 'dealer')).body;
    const offer = replacingOffer(data);
    const request = { selections: [selectionOf(offer)], eulaAccepted: false };
    const refused = await refusedWithoutChange<FieldErrors>(400, () => client('admin', 'dealer').post(`${BASE}/updateSubscriptions`, { json: request }));
    expect(refused.errors).toEqual([{ field: 'eulaAccepted', messageKey: 'EULA_REQUIRED', message: 'Please accept current End User License Agreement.' }]);

    const res = await client('admin', 'dealer').post<Subscription[]>(`${BASE}/updateSubscriptions`, { json: { ...request, eulaAccepted: true, optionId: 'TODAY' } });
    expect(res.status).toBe(200);
    const created = res.body.find((row) => row.packageId === offer.packageId && row.status === 'Subscription Pending');
    expect(created).toBeDefined();
    const replaced = data.subscriptions.filter((row) => row.status === 'Subscribed' && row.offerTypeId === offer.offerTypeId);
    for (const row of replaced) {
      expect(res.body.find((after) => after.subscriptionMappingId === row.subscriptionMappingId)).toMatchObject({ status: 'Termination Pending' });
    }
    const dealerUser = await server().db.selectFrom('users').select('id').where('loginName', '=', 'dealer').executeTakeFirstOrThrow();
    const history = await server().db.selectFrom('subscriptionHistory').selectAll().where('subscriptionId', '=', created!.subscriptionMappingId).executeTakeFirstOrThrow();
    expect(history).toMatchObject({ methodName: 'updateSubscriptions', actionName: 'subscribe', toStatus: 'Subscription Pending', changedByUserId: dealerUser.id, impersonatorLogin: 'admin' });
    const options = await client('dealer').get<components['schemas']['SubscriptionOptions']>(`${BASE}/subscriptionOptions`);
    expect(options.body.showEULA).toBe(false);

    const again = await refusedWithoutChange<ErrorBody>(409, () => client('dealer').post(`${BASE}/updateSubscriptions`, { json: { ...request, eulaAccepted: true } }));
    expect(again.message).toBe(NOTHING_CHANGES);
  });

  it('answers 400 with field errors for bad input and an unknown option', async () => {
    const bad = await refusedWithoutChange<FieldErrors>(400, () => client('dealer').post(`${BASE}/updateSubscriptions`, { json: { selections: [], eulaAccepted: 'yes' } }));
    expect(bad.errors.map((error) => error.field).sort()).toEqual(['eulaAccepted', 'selections']);
    const data = (await enrollmentData('dealer.acura', 'ACU0001')).body;
    const option = await refusedWithoutChange<FieldErrors>(400, () =>
      client('dealer.acura').post(`${BASE}/updateSubscriptions`, { json: { selections: [selectionOf(data.offers[0]!)], eulaAccepted: true, optionId: 'SOMEDAY' } }),
    );
    expect(option.errors[0]!.field).toBe('optionId');
  });
});

describe('add-on prices and providers', () => {
  it('prices an OEM’s SmartLeads add-ons, free where a primary offer includes them', async () => {
    const res = await client('dealer').get<components['schemas']['AddonPrice'][]>('/api/portal/dwc/addonSubscription/prices/smartleads', {
      query: { oemId: 1, pageType: 'smartLeadsServices' },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((price) => price.addonId).sort((a, b) => a - b)).toEqual([24, 25, 27, 28]);
    const call = res.body.find((price) => price.addonId === 24)!;
    expect(call.monthlyPrice).toBeGreaterThan(0);
    const withBundle = await client('dealer').get<components['schemas']['AddonPrice'][]>('/api/portal/dwc/addonSubscription/prices/smartleads', {
      query: { oemId: 1, pageType: 'managePackages', primaryOffers: '7' },
    });
    expect(withBundle.body.find((price) => price.addonId === 24)!.monthlyPrice).toBe(0);
    const required = await client('dealer').get<components['schemas']['AddonPrice'][]>('/api/portal/dwc/addonSubscription/prices/website', {
      query: { oemId: 1, pageType: 'managePackages', required: true },
    });
    expect(required.body.map((price) => price.addonId)).toEqual([19]);
    expect((await client('dealer').get('/api/portal/dwc/addonSubscription/prices/nonsense', { query: { oemId: 1, pageType: 'managePackages' } })).status).toBe(404);
    expect((await client('dealer').get('/api/portal/dwc/addonSubscription/prices/website', { query: { oemId: 2, pageType: 'managePackages' } })).status).toBe(403);
    expect((await client('editor').get('/api/portal/dwc/addonSubscription/prices/website', { query: { oemId: 1, pageType: 'managePackages' } })).status).toBe(403);
    const bad = await client('dealer').get<FieldErrors>('/api/portal/dwc/addonSubscription/prices/website', { query: { oemId: 1, pageType: 'home' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.field).toBe('query.pageType');
  });

  it('opens a provider’s page and PDF only for providers offered to the dealer', async () => {
    const offer = (await enrollmentData('dealer', 'HON0001')).body.offers[0]!;
    const page = await client('dealer').get<components['schemas']['ProviderInitialPageData']>('/api/portal/dwc/addonOfferProvider/providerInitialPageData', { query: { id: offer.offerProviderId } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ offerProviderId: offer.offerProviderId, name: offer.providerName });
    expect(page.body.offers.every((row) => row.offerProviderId === offer.offerProviderId)).toBe(true);
    const pdf = await client('dealer').get<{ url: string }>('/api/portal/dwc/addonOfferProvider/pdfUrl', { query: { id: offer.offerProviderId } });
    expect(pdf.status).toBe(200);
    // Both name the portal's program sheet of that provider (signed apart, each with its own expiry: program-sheet.test.ts).
    expect(new URL(pdf.body.url).pathname).toBe(new URL(page.body.pdfUrl!).pathname);
    const offered = await server().db.selectFrom('offerProviderOems').select('offerProviderId').where('oemId', '=', 1).execute();
    const other = await server().db.selectFrom('offerProviders').select('id').where('id', 'not in', offered.map((row) => row.offerProviderId)).executeTakeFirstOrThrow();
    expect((await client('dealer').get('/api/portal/dwc/addonOfferProvider/providerInitialPageData', { query: { id: other.id } })).status).toBe(404);
    expect((await client('dealer').get('/api/portal/dwc/addonOfferProvider/pdfUrl')).status).toBe(404);
    expect((await client('editor').get('/api/portal/dwc/addonOfferProvider/pdfUrl', { query: { id: offer.offerProviderId } })).status).toBe(403);
    expect((await client('dealer').get('/api/portal/dwc/addonOfferProvider/providerInitialPageData')).status).toBe(400);
  });
});
