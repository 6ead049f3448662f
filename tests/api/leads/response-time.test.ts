/**
 * Lead Response Time (viewLeadResponseTime) and its override (responseTimeOverride, admins
 * only): the override replaces the time shown, keeps the measured one, and names who made it.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';
import { fieldsOf } from '../../support/field-errors.ts';

type LeadResponseTime = components['schemas']['LeadResponseTime'];
type OverrideResult = components['schemas']['ResponseTimeOverrideResult'];

const server = useTestServer();

/** A lead of the dealer (of any dealer for null) that has (not) been responded to and not overridden. */
async function leadOf(dealerCode: string | null, responded: boolean, skip = 0) {
  return server()
    .db.selectFrom('leads')
    .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
    .select(['leads.id', 'leads.leadUid', 'leads.sourceLeadId', 'leads.responseTimeSeconds', 'leads.receivedAt', 'leads.firstResponseAt'])
    .$if(dealerCode !== null, (query) => query.where('dealers.code', '=', dealerCode!))
    .where('leads.firstResponseAt', responded ? 'is not' : 'is', null)
    .where('leads.responseTimeOverrideSeconds', 'is', null)
    .orderBy('leads.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

const keyOf = (lead: Awaited<ReturnType<typeof leadOf>>) => ({ id: lead.id, leadUid: lead.leadUid, sourceLeadId: lead.sourceLeadId });

describe('GET /api/portal/leads/getResponseTime', () => {
  it('answers receipt, first response and the seconds between', async () => {
    const lead = await leadOf('HON0001', true);
    const res = await server().as('dealer').get<LeadResponseTime>('/api/portal/leads/getResponseTime', { query: keyOf(lead) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...keyOf(lead),
      dealerCode: 'HON0001',
      receivedDate: lead.receivedAt.toISOString(),
      firstResponseDate: lead.firstResponseAt!.toISOString(),
      responseTime: lead.responseTimeSeconds,
      override: null,
    });
  });

  it('answers 404 when the identifiers name different leads, 403 for another dealer’s lead, 400 for a bad id', async () => {
    const lead = await leadOf('HON0001', true);
    const other = await leadOf('HON0001', true, 1);
    expect((await server().as('dealer').get('/api/portal/leads/getResponseTime', { query: { ...keyOf(lead), id: other.id } })).status).toBe(404);
    const foreign = await leadOf('HON0003', true);
    expect((await server().as('dealer').get('/api/portal/leads/getResponseTime', { query: keyOf(foreign) })).status).toBe(403);
    const bad = await server().as('dealer').get('/api/portal/leads/getResponseTime', { query: { ...keyOf(lead), id: 0 } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.id']);
  });
});

describe('POST /api/portal/leads/responseTimeOverride', () => {
  it('lets an admin override with a reason, recorded with the admin and the measured time kept', async () => {
    const lead = await leadOf('HON0001', true, 2);
    const res = await server()
      .as('admin')
      .post<OverrideResult>('/api/portal/leads/responseTimeOverride', { json: { ...keyOf(lead), responseTime: 3723, reason: 'CRM clock was an hour off.' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved Successfully');
    expect(res.body.responseTime.responseTime).toBe(3723);
    expect(res.body.responseTime.override).toMatchObject({ originalResponseTime: lead.responseTimeSeconds, reason: 'CRM clock was an hour off.', overriddenBy: 'admin' });
    const seen = await server().as('dealer').get<LeadResponseTime>('/api/portal/leads/getResponseTime', { query: keyOf(lead) });
    expect(seen.body.responseTime).toBe(3723);
  });

  it('names the impersonating admin', async () => {
    const lead = await leadOf('HON0001', true, 3);
    const stored = await server().db.selectFrom('users').select('id').where('loginName', '=', 'dealer').executeTakeFirstOrThrow();
    const res = await server()
      .as('admin', { impersonate: 'dealer' })
      .post<OverrideResult>('/api/portal/leads/responseTimeOverride', { json: { ...keyOf(lead), responseTime: 60, reason: 'Phone call not logged.' } });
    expect(res.status).toBe(200);
    const row = await server().db.selectFrom('leadResponseTimeOverrides').selectAll().where('leadId', '=', lead.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ overriddenByUserId: stored.id, impersonatorLogin: 'admin', overrideSeconds: 60 });
    expect(res.body.responseTime.override?.overriddenBy).toBe('admin');
  });

  it('refuses a dealer (403), a lead without response (409) and bad input (400) without changing anything', async () => {
    const lead = await leadOf('HON0001', true, 4);
    const json = { ...keyOf(lead), responseTime: 10, reason: 'x' };
    expect((await server().as('dealer').post('/api/portal/leads/responseTimeOverride', { json })).status).toBe(403);
    const silent = await leadOf(null, false);
    expect((await server().as('admin').post('/api/portal/leads/responseTimeOverride', { json: { ...keyOf(silent), responseTime: 10, reason: 'x' } })).status).toBe(409);
    const bad = await server().as('admin').post('/api/portal/leads/responseTimeOverride', { json: { ...keyOf(lead), responseTime: -1, reason: '   ' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContain('responseTime');
    const blank = await server().as('admin').post('/api/portal/leads/responseTimeOverride', { json: { ...keyOf(lead), responseTime: 5, reason: '   ' } });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank.body)).toEqual(['reason']);
    const row = await server().db.selectFrom('leads').select('responseTimeOverrideSeconds').where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(row.responseTimeOverrideSeconds).toBeNull();
  });
});
