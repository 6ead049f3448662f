/**
 * Request Credit (business-areas §7 "Leads": requestCreditForm, requestCredit; §8 "Must be less
 * than 255 characters", "Saved Successfully"): the reasons, one request per lead, recorded with
 * who asked and the impersonating admin; other dealers' leads refused.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';
import { fieldsOf } from '../../support/field-errors.ts';

type LeadCreditForm = components['schemas']['LeadCreditForm'];
type LeadCreditResult = components['schemas']['LeadCreditResult'];

const server = useTestServer();

/** Leads of the dealer without a credit request, oldest first. */
async function uncredited(dealerCode: string, skip = 0) {
  return server()
    .db.selectFrom('leads')
    .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
    .select(['leads.id', 'leads.leadUid', 'leads.sourceLeadId', 'leads.entityName'])
    .where('dealers.code', '=', dealerCode)
    .where('leads.creditStatus', 'is', null)
    .orderBy('leads.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

const reasons = () => server().db.selectFrom('creditReasons').selectAll().orderBy('position').execute();

describe('POST /api/portal/leads/requestCreditForm', () => {
  it('answers the reasons in order and no earlier request', async () => {
    const lead = await uncredited('HON0001');
    const res = await server().as('dealer').post<LeadCreditForm>('/api/portal/leads/requestCreditForm', { json: { leadUID: lead.leadUid, dealerCode: 'HON0001' } });
    expect(res.status).toBe(200);
    expect(res.body.creditStatus).toBeNull();
    expect(res.body.reasons).toEqual((await reasons()).map((reason) => ({ id: reason.id, label: reason.label, explanationRequired: reason.commentRequired })));
  });

  it('refuses another dealer (403), a lead not of the dealer (404) and a bad body (400)', async () => {
    const other = await uncredited('HON0003');
    expect((await server().as('dealer').post('/api/portal/leads/requestCreditForm', { json: { leadUID: other.leadUid, dealerCode: 'HON0003' } })).status).toBe(403);
    expect((await server().as('dealer').post('/api/portal/leads/requestCreditForm', { json: { leadUID: other.leadUid, dealerCode: 'HON0001' } })).status).toBe(403);
    const own = await uncredited('HON0001');
    expect((await server().as('admin').post('/api/portal/leads/requestCreditForm', { json: { leadUID: own.leadUid, dealerCode: 'HON0003' } })).status).toBe(404);
    const bad = await server().as('dealer').post('/api/portal/leads/requestCreditForm', { json: { dealerCode: 'HON0001' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['leadUID']);
  });
});

describe('POST /api/portal/leads/requestCredit', () => {
  it('records one request per lead with who asked, then refuses a second (409)', async () => {
    const lead = await uncredited('HON0001', 1);
    const reason = (await reasons())[0]!;
    const json = { leadUid: lead.leadUid, sourceLeadId: lead.sourceLeadId, entityName: lead.entityName, reasonId: reason.id, reason: 'Same shopper sent it twice.' };
    const res = await server().as('dealer').post<LeadCreditResult>('/api/portal/leads/requestCredit', { query: { dealerCode: 'HON0001' }, json });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Saved Successfully', creditStatus: 'REQUESTED' });
    const stored = await server()
      .db.selectFrom('leadCreditRequests')
      .innerJoin('users', 'users.id', 'leadCreditRequests.requestedByUserId')
      .select(['users.loginName', 'leadCreditRequests.comment', 'leadCreditRequests.impersonatorLogin', 'leadCreditRequests.reasonId'])
      .where('leadId', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ loginName: 'dealer', comment: 'Same shopper sent it twice.', impersonatorLogin: null, reasonId: reason.id });
    const form = await server().as('dealer').post<LeadCreditForm>('/api/portal/leads/requestCreditForm', { json: { leadUID: lead.leadUid, dealerCode: 'HON0001' } });
    expect(form.body.creditStatus).toBe('REQUESTED');
    const again = await server().as('dealer').post('/api/portal/leads/requestCredit', { query: { dealerCode: 'HON0001' }, json });
    expect(again.status).toBe(409);
  });

  it('records the impersonating admin', async () => {
    const lead = await uncredited('HON0001', 2);
    const reason = (await reasons()).find((item) => !item.commentRequired)!;
    const res = await server()
      .as('admin', { impersonate: 'dealer' })
      .post('/api/portal/leads/requestCredit', { query: { dealerCode: 'HON0001' }, json: { leadUid: lead.leadUid, sourceLeadId: lead.sourceLeadId, entityName: lead.entityName, reasonId: reason.id } });
    expect(res.status).toBe(200);
    const stored = await server().db.selectFrom('leadCreditRequests').select('impersonatorLogin').where('leadId', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored.impersonatorLogin).toBe('admin');
  });

  it('answers 400 with the fields: an unknown reason, a missing explanation, one of 255 characters; nothing is recorded', async () => {
    const lead = await uncredited('HON0001', 3);
    const key = { leadUid: lead.leadUid, sourceLeadId: lead.sourceLeadId, entityName: lead.entityName };
    const post = (json: unknown) => server().as('dealer').post('/api/portal/leads/requestCredit', { query: { dealerCode: 'HON0001' }, json });
    const unknown = await post({ ...key, reasonId: 9999 });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['reasonId']);
    const needsText = (await reasons()).find((item) => item.commentRequired)!;
    const blank = await post({ ...key, reasonId: needsText.id, reason: '   ' });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank.body)).toEqual(['reason']);
    const long = await post({ ...key, reasonId: needsText.id, reason: 'x'.repeat(255) });
    expect(long.status).toBe(400);
    expect((long.body as { errors: { field: string; message: string }[] }).errors[0]).toMatchObject({ field: 'reason', message: 'Must be less than 255 characters' });
    const stored = await server().db.selectFrom('leadCreditRequests').select('id').where('leadId', '=', lead.id).execute();
    expect(stored).toEqual([]);
  });

  it('refuses another dealer’s lead (403)', async () => {
    const other = await uncredited('HON0003');
    const json = { leadUid: other.leadUid, sourceLeadId: other.sourceLeadId, entityName: other.entityName, reasonId: 1, reason: 'x' };
    expect((await server().as('dealer').post('/api/portal/leads/requestCredit', { query: { dealerCode: 'HON0003' }, json })).status).toBe(403);
    expect((await server().as('dealer').post('/api/portal/leads/requestCredit', { query: { dealerCode: 'HON0001' }, json })).status).toBe(403);
  });
});
