/**
 * SmartLeads services on the real server (business-areas §7 "SmartLeads services", §8): the
 * add-ons of the lead program with the dealer's subscriptions, the provider's configuration
 * frame, parameters to copy, model proposals, parameter changes (the first entry of `errors` is
 * the invalid URL message) and subscribing with parameters or with copied data, with the End
 * User License Agreement. Dealers only (and admins impersonating one); refusals change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type View = components['schemas']['SmartLeadsServicesView'];
type Source = components['schemas']['AddonParametersSource'];
type Subscription = components['schemas']['Subscription'];
type FieldErrors = { errors: { field: string; messageKey: string; message: string }[] };
type ErrorBody = { code: string; message: string };

const server = useTestServer();
const SL = '/api/portal/dealers/smartLeadsServices';
const OUTSTANDING_MESSAGE =
  'Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.';

beforeAll(async () => {
  for (const user of ['admin', 'dealer', 'dealer.acura', 'editor', 'group'] as const) await server().tokenFor(user);
});

const client = (user: DemoLogin, impersonate?: string) => server().as(user, impersonate ? { impersonate } : {});
const view = async (user: DemoLogin, dealerCode?: string) => {
  const res = await client(user).get<View>(`${SL}/view`, { query: dealerCode ? { dealerCode } : {} });
  expect(res.status).toBe(200);
  return res.body;
};

async function refusedWithoutChange<T>(status: number, call: () => Promise<{ status: number; body: unknown }>): Promise<T> {
  const before = await databaseFingerprint(server().db);
  const res = await call();
  expect(res.status).toBe(status);
  expect(await databaseFingerprint(server().db)).toEqual(before);
  return res.body as T;
}

describe('GET view (getSmartLeadsServices)', () => {
  it('lists the lead program’s add-ons with the dealer’s subscriptions', async () => {
    const body = await view('dealer');
    expect(body.dealerCode).toBe('HON0001');
    expect(body.addons.length).toBeGreaterThan(0);
    for (const addon of body.addons) expect([24, 25, 27, 28]).toContain(addon.addonId);
    expect(body.addons.every((addon) => (addon.status === null) === (addon.subscriptionMappingId === null))).toBe(true);
    // Each add-on's typed parameters for the form: the dealer's values once held, empty before.
    for (const addon of body.addons) {
      expect(addon.hasCustomParameters).toBe(addon.parameters.length > 0);
      for (const parameter of addon.parameters) {
        expect(['URL', 'TEXT', 'NUMBER', 'BOOLEAN']).toContain(parameter.type);
        if (addon.status === null) expect(parameter.value).toBe('');
      }
    }
    expect(body.addons.flatMap((addon) => addon.parameters.map((parameter) => parameter.name))).toEqual(expect.arrayContaining(['chatWidgetUrl']));
    expect((await client('dealer').get(`${SL}/view`, { query: { dealerCode: 'HON0002' } })).status).toBe(403);
    expect((await client('editor').get(`${SL}/view`)).status).toBe(403);
    expect((await client('admin').get(`${SL}/view`)).status).toBe(403);
    expect((await client('admin', 'dealer').get(`${SL}/view`)).status).toBe(200);
  });
});

describe('parameters of a held add-on', () => {
  it('opens the provider’s configuration frame signed for the dealer and add-on; 404 for one not held, or a provider without a website', async () => {
    const body = await view('dealer');
    const held = body.addons.find((addon) => addon.subscriptionMappingId !== null);
    const free = body.addons.find((addon) => addon.subscriptionMappingId === null);
    if (held) {
      // The demo's providers have no website, so no configuration page (the screen says its settings are the parameters).
      expect((await client('dealer').get(`${SL}/addonCustomParametersIFrame`, { query: { addonId: held.addonId } })).status).toBe(404);
      // A provider with a website has its configuration page there.
      await server().db.updateTable('offerProviders').set({ websiteUrl: 'https://provider.test' }).execute();
      try {
        const frame = await client('dealer').get<{ url: string; title: string }>(`${SL}/addonCustomParametersIFrame`, { query: { addonId: held.addonId } });
        expect(frame.status).toBe(200);
        const url = new URL(frame.body.url);
        expect(url.origin + url.pathname).toBe('https://provider.test/dealer-configuration');
        expect(url.searchParams.get('dealer')).toBe('HON0001');
        expect(url.searchParams.get('addon')).toBe(String(held.addonId));
        expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
      } finally {
        await server().db.updateTable('offerProviders').set({ websiteUrl: null }).execute();
      }
    }
    if (free) expect((await client('dealer').get(`${SL}/addonCustomParametersIFrame`, { query: { addonId: free.addonId } })).status).toBe(404);
    expect((await client('dealer').get(`${SL}/addonCustomParametersIFrame`, { query: { addonId: 19 } })).status).toBe(404);
    expect((await client('dealer').get(`${SL}/addonCustomParametersIFrame`, { query: { addonId: 4 } })).status).toBe(400);
  });

  it('proposes the OEM’s models, proposed ones first', async () => {
    const addon = (await view('dealer')).addons[0]!;
    const res = await client('dealer').post<components['schemas']['ModelProposal']>(`${SL}/getModelProposal`, { json: { dealerCode: 'HON0001', addonId: addon.addonId, leadTypes: ['NEW'] } });
    expect(res.status).toBe(200);
    expect(res.body.models.length).toBeGreaterThan(0);
    const flags = res.body.models.map((model) => model.proposed);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect((await client('dealer').post(`${SL}/getModelProposal`, { json: { dealerCode: 'HON0002', addonId: addon.addonId } })).status).toBe(403);
    const bad = await client('dealer').post<FieldErrors>(`${SL}/getModelProposal`, { json: { dealerCode: 'HON0001', addonId: addon.addonId, leadTypes: ['OLD'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.field).toBe('leadTypes.0');
  });

  it('updates a held add-on’s parameters with an audit row; the invalid URL message comes first; nothing saved on refusal', async () => {
    // The group's dealers hold several SmartLeads add-ons; find one with a URL parameter.
    const db = server().db;
    const candidates = await db
      .selectFrom('subscriptions')
      .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
      .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
      .innerJoin('addons', 'addons.offerTypeId', 'packages.offerTypeId')
      .select(['dealers.code', 'addons.id as addonId'])
      .where('dealers.code', 'in', ['HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007'])
      .where('addons.id', 'in', [27, 25])
      .where('subscriptions.status', 'in', ['Subscribed', 'Subscription Pending', 'Termination Pending'])
      .orderBy('dealers.code')
      .execute();
    const target = candidates[0];
    if (!target) throw new Error('no group dealer holds chat or trade-in');
    const name = target.addonId === 27 ? 'chatWidgetUrl' : 'tradeInToolUrl';
    const invalid = await refusedWithoutChange<FieldErrors>(400, () =>
      client('group').post(`${SL}/updateAddonCustomParameters`, { json: { dealerCode: target.code, addonId: target.addonId, parameters: [{ name, type: 'URL', value: 'not a url' }] } }),
    );
    expect(invalid.errors[0]).toMatchObject({ messageKey: 'INVALID_URL', message: 'Website URL must be valid.' });
    await refusedWithoutChange(400, () =>
      client('group').post(`${SL}/updateAddonCustomParameters`, { json: { dealerCode: target.code, addonId: target.addonId, parameters: [], modelCodes: ['NOT-A-MODEL'] } }),
    );
    await refusedWithoutChange(403, () =>
      client('dealer').post(`${SL}/updateAddonCustomParameters`, { json: { dealerCode: target.code, addonId: target.addonId, parameters: [{ name, type: 'URL', value: 'https://x.example.com' }] } }),
    );

    const res = await client('group').post(`${SL}/updateAddonCustomParameters`, {
      json: { dealerCode: target.code, addonId: target.addonId, parameters: [{ name, type: 'URL', value: 'https://tools.example.com/new' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Saved Successfully' });
    const audit = await db.selectFrom('customParameterChanges').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.parameters.find((parameter) => parameter.name === name)!.value).toBe('https://tools.example.com/new');
  });
});

describe('subscribing to an add-on', () => {
  it('with parameters: needs the agreement, then subscribes (201, Subscription Pending); a second time is already_subscribed', async () => {
    const body = await view('dealer');
    const free = body.addons.find((addon) => addon.subscriptionMappingId === null && addon.hasCustomParameters);
    if (!free) throw new Error('the demo dealer holds every SmartLeads add-on');
    const definitions = (await server().db.selectFrom('addons').select('customParameterDefinitions').where('id', '=', free.addonId).executeTakeFirstOrThrow()).customParameterDefinitions;
    const parameters = definitions.map((definition) => ({
      name: definition.name,
      type: definition.type,
      value: definition.type === 'URL' ? 'https://www.hon0001.example.com/tool' : definition.type === 'NUMBER' ? '25' : definition.type === 'BOOLEAN' ? 'true' : 'leads@hon0001.example.com',
    }));
    const request = { dealerCode: 'HON0001', addonId: free.addonId, offerProviderId: free.offerProviderId, parameters, eulaAccepted: false };
    const eula = await refusedWithoutChange<FieldErrors>(400, () => client('dealer').post(`${SL}/saveAddonParams`, { json: request }));
    expect(eula.errors).toEqual([{ field: 'eulaAccepted', messageKey: 'EULA_REQUIRED', message: 'Please accept current End User License Agreement.' }]);
    const missing = await refusedWithoutChange<FieldErrors>(400, () =>
      client('dealer').post(`${SL}/saveAddonParams`, { json: { ...request, parameters: [], eulaAccepted: true } }),
    );
    expect(missing.errors.some((error) => error.field === 'parameters' && error.messageKey === 'REQUIRED_FIELD')).toBe(true);

    const res = await client('dealer').post<Subscription>(`${SL}/saveAddonParams`, { json: { ...request, eulaAccepted: true } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ dealerCode: 'HON0001', status: 'Subscription Pending', offerProviderId: free.offerProviderId });
    const stored = await server().db.selectFrom('subscriptions').select(['customParameters', 'eulaAcceptedAt']).where('id', '=', res.body.subscriptionMappingId).executeTakeFirstOrThrow();
    expect(stored.customParameters.map((parameter) => parameter.value)).toEqual(parameters.map((parameter) => parameter.value));
    expect(stored.eulaAcceptedAt).not.toBeNull();
    expect((await view('dealer')).addons.find((addon) => addon.addonId === free.addonId)!.status).toBe('Subscription Pending');

    const again = await refusedWithoutChange<ErrorBody>(409, () => client('dealer').post(`${SL}/saveAddonParams`, { json: { ...request, eulaAccepted: true } }));
    expect(again.code).toBe('already_subscribed');
  });

  it('with copied data: copies a former subscription’s parameters; refuses an outstanding account and a foreign source', async () => {
    const db = server().db;
    // A dealer of the group that once held an add-on (now ended) and does not hold it now.
    const ended = await db
      .selectFrom('subscriptions')
      .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
      .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
      .innerJoin('addons', 'addons.offerTypeId', 'packages.offerTypeId')
      .select(['subscriptions.id', 'dealers.id as dealerId', 'dealers.code', 'dealers.outstandingAccount', 'addons.id as addonId', 'packages.offerProviderId', 'packages.offerTypeId'])
      .where('dealers.code', 'in', ['HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008'])
      .where('addons.id', 'in', [24, 25, 27, 28])
      .where('subscriptions.status', 'in', ['Unsubscribed', 'Cancelled'])
      .orderBy('dealers.code')
      .execute();
    let chosen: (typeof ended)[number] | undefined;
    for (const row of ended) {
      const holding = await db
        .selectFrom('subscriptions')
        .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
        .select('subscriptions.id')
        .where('subscriptions.dealerId', '=', row.dealerId)
        .where('packages.offerTypeId', '=', row.offerTypeId)
        .where('subscriptions.status', 'in', ['Subscribed', 'Subscription Pending', 'Termination Pending'])
        .executeTakeFirst();
      const sources = await client('group').get<Source[]>(`${SL}/addonCustomParametersToCopy`, { query: { dealerCode: row.code, addonId: row.addonId } });
      if (!holding && !row.outstandingAccount && sources.body.some((source) => source.subscriptionMappingId === row.id)) {
        chosen = row;
        break;
      }
    }
    if (!chosen) throw new Error('no group dealer has an ended SmartLeads add-on to copy from');
    const request = { dealerCode: chosen.code, addonId: chosen.addonId, offerProviderId: chosen.offerProviderId, sourceSubscriptionMappingId: chosen.id, eulaAccepted: true };
    const foreign = await db.selectFrom('subscriptions').select('id').where('dealerId', '!=', chosen.dealerId).orderBy('id').executeTakeFirstOrThrow();
    await refusedWithoutChange(404, () => client('group').post(`${SL}/subscribeAddonWithCopiedData`, { json: { ...request, sourceSubscriptionMappingId: foreign.id } }));

    const res = await client('group').post<Subscription>(`${SL}/subscribeAddonWithCopiedData`, { json: request });
    expect(res.status).toBe(201);
    const stored = await db.selectFrom('subscriptions').select(['copiedFromSubscriptionId', 'customParameters']).where('id', '=', res.body.subscriptionMappingId).executeTakeFirstOrThrow();
    expect(stored.copiedFromSubscriptionId).toBe(chosen.id);
    const source = await db.selectFrom('subscriptions').select('customParameters').where('id', '=', chosen.id).executeTakeFirstOrThrow();
    for (const parameter of stored.customParameters) {
      const from = source.customParameters.find((candidate) => candidate.name === parameter.name);
      if (from) expect(parameter.value).toBe(from.value);
    }

    const outstanding = await refusedWithoutChange<ErrorBody>(409, () =>
      client('group').post(`${SL}/subscribeAddonWithCopiedData`, { json: { ...request, dealerCode: 'HON0008' } }),
    );
    expect(outstanding).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
    const bad = await refusedWithoutChange<FieldErrors>(400, () => client('group').post(`${SL}/subscribeAddonWithCopiedData`, { json: { dealerCode: chosen.code, addonId: 3 } }));
    expect(bad.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['addonId', 'offerProviderId', 'sourceSubscriptionMappingId', 'eulaAccepted']));
    await refusedWithoutChange(403, () => client('editor').post(`${SL}/subscribeAddonWithCopiedData`, { json: request }));
  });
});
