/**
 * A lead's detail (viewLead), dispositions, communication history
 * (viewLeads/communication/{dispositionId}) and its ADF XML download: the caller's own leads
 * only; another dealer's lead answers 403 and reveals nothing of it.
 */
import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type LeadDetail = components['schemas']['LeadDetail'];
type LeadDisposition = components['schemas']['LeadDisposition'];
type DispositionCommunications = components['schemas']['DispositionCommunications'];

const server = useTestServer();
const fieldsOf = (body: unknown) => ((body as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);

/** A lead of the dealer with dispositions and communications, read straight from the database. */
async function storedLead(dealerCode: string) {
  return server()
    .db.selectFrom('leads')
    .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
    .innerJoin('leadDispositions', 'leadDispositions.leadId', 'leads.id')
    .innerJoin('leadCommunications', 'leadCommunications.dispositionId', 'leadDispositions.id')
    .select([
      'leads.id',
      'leads.leadUid',
      'leads.sourceLeadId',
      'leads.entityName',
      'leads.leadType',
      'leads.documentId',
      'leads.customerEmail',
      'leads.customerFirstName',
      'leads.customerLastName',
      'leads.vehicleMake',
      'leadDispositions.id as dispositionId',
    ])
    .where('dealers.code', '=', dealerCode)
    .orderBy('leads.id')
    .executeTakeFirstOrThrow();
}

const keyOf = (lead: Awaited<ReturnType<typeof storedLead>>) => ({ leadUid: lead.leadUid, sourceLeadId: lead.sourceLeadId, entityName: lead.entityName });

describe('GET /api/portal/leads/getRecord', () => {
  it('answers the dealer’s lead with its dispositions', async () => {
    const lead = await storedLead('HON0001');
    const res = await server().as('dealer').get<LeadDetail>('/api/portal/leads/getRecord', { query: keyOf(lead) });
    expect(res.status).toBe(200);
    expect(res.body.lead).toMatchObject({ id: lead.id, leadUid: lead.leadUid, dealerCode: 'HON0001', documentId: lead.documentId });
    expect(res.body.lead.customer.email).toBe(lead.customerEmail);
    expect(res.body.lead.dispositions.map((item) => item.id)).toContain(lead.dispositionId);
  });

  it('answers 403 for another dealer’s lead without revealing it, and 404 for no lead', async () => {
    const other = await storedLead('HON0003');
    const res = await server().as('dealer').get('/api/portal/leads/getRecord', { query: keyOf(other) });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain(other.customerEmail ?? '@');
    expect(res.text).not.toContain(other.documentId);
    const group = await server().as('group').get('/api/portal/leads/getRecord', { query: keyOf(other) });
    expect(group.status).toBe(200);
    const missing = await server().as('dealer').get('/api/portal/leads/getRecord', { query: { ...keyOf(other), sourceLeadId: 'nope' } });
    expect(missing.status).toBe(404);
  });

  it('answers 400 naming a missing identifier', async () => {
    const res = await server().as('dealer').get('/api/portal/leads/getRecord', { query: { leadUid: 'x' } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(['query.sourceLeadId', 'query.entityName']));
  });
});

describe('dispositions and communications', () => {
  it('lists a lead’s dispositions newest first with their communication counts', async () => {
    const lead = await storedLead('HON0001');
    const res = await server().as('dealer').get<LeadDisposition[]>('/api/portal/leads/findDispositionDetails', { query: keyOf(lead) });
    expect(res.status).toBe(200);
    const dates = res.body.map((item) => item.dispositionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const withMessages = res.body.find((item) => item.id === lead.dispositionId)!;
    const stored = await server().db.selectFrom('leadCommunications').select('id').where('dispositionId', '=', lead.dispositionId).execute();
    expect(withMessages.communicationCount).toBe(stored.length);
  });

  it('answers every field of each disposition as stored, the same in the detail, the list and a Lead Viewer page', async () => {
    const lead = await storedLead('HON0001');
    // What the dispositions are, worked out here from the rows (the server writes them in SQL).
    const rows = await server()
      .db.selectFrom('leadDispositions')
      .select(['id', 'status', 'dispositionAt', 'source', 'salesperson', 'notes'])
      .where('leadId', '=', lead.id)
      .orderBy('dispositionAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const counts = await server()
      .db.selectFrom('leadCommunications')
      .select(['dispositionId', (eb) => eb.fn.countAll<string>().as('n')])
      .where('dispositionId', 'in', rows.map((row) => row.id))
      .groupBy('dispositionId')
      .execute();
    const expected: LeadDisposition[] = rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      dispositionDate: row.dispositionAt.toISOString(),
      source: row.source,
      salesperson: row.salesperson,
      notes: row.notes,
      communicationCount: Number(counts.find((count) => Number(count.dispositionId) === Number(row.id))?.n ?? 0),
    }));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.some((item) => item.communicationCount > 0)).toBe(true);

    const detail = await server().as('dealer').get<LeadDetail>('/api/portal/leads/getRecord', { query: keyOf(lead) });
    expect(detail.body.lead.dispositions).toEqual(expected);
    const list = await server().as('dealer').get<LeadDisposition[]>('/api/portal/leads/findDispositionDetails', { query: keyOf(lead) });
    expect(list.body).toEqual(expected);
    const page = await server()
      .as('dealer')
      .post<{ content: components['schemas']['Lead'][] }>('/api/portal/leads/search', { query: { page: 0, size: 25 }, json: { customerName: `${lead.customerFirstName} ${lead.customerLastName}` } });
    expect(page.status).toBe(200);
    expect(page.body.content.find((item) => item.id === lead.id)?.dispositions).toEqual(expected);
  });

  it('answers a disposition’s communications newest first, 403 for another dealer’s, 400 for a bad id', async () => {
    const lead = await storedLead('HON0001');
    const res = await server()
      .as('dealer')
      .get<DispositionCommunications>('/api/portal/leads/dispositions/dealerCommunicationDetails', { query: { dispositionId: lead.dispositionId } });
    expect(res.status).toBe(200);
    expect(res.body.leadUid).toBe(lead.leadUid);
    expect(res.body.communications.length).toBeGreaterThan(0);
    const sent = res.body.communications.map((item) => item.sentAt);
    expect(sent).toEqual([...sent].sort().reverse());

    const other = await storedLead('HON0003');
    const denied = await server().as('dealer').get('/api/portal/leads/dispositions/dealerCommunicationDetails', { query: { dispositionId: other.dispositionId } });
    expect(denied.status).toBe(403);
    const bad = await server().as('dealer').get('/api/portal/leads/dispositions/dealerCommunicationDetails', { query: { dispositionId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.dispositionId']);
  });
});

describe('GET /api/portal/leads/downloadlead', () => {
  it('answers a valid ADF 1.0 document of the lead named Lead_{type}_{documentId}.xml', async () => {
    const lead = await storedLead('HON0001');
    const res = await server()
      .as('dealer')
      .get<string>('/api/portal/leads/downloadlead', { query: { leadId: lead.leadUid, sourceId: lead.sourceLeadId, entityName: lead.entityName } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('content-disposition')).toContain(`filename="Lead_${lead.leadType}_${lead.documentId}.xml"`);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<\?adf version="1.0"\?>/);
    // The ADF structure: adf > prospect with id, requestdate, vehicle, customer > contact, vendor, provider.
    const doc = convert(res.text, { format: 'object' }) as any;
    const prospect = doc.adf.prospect;
    expect(prospect['@status']).toBe('new');
    expect(prospect.id['#']).toBe(lead.sourceLeadId);
    expect(prospect.id['@source']).toBe(lead.entityName);
    expect(Number.isNaN(Date.parse(prospect.requestdate))).toBe(false);
    const vehicles = [prospect.vehicle].flat();
    expect(vehicles[0]['@interest']).toBe('buy');
    expect(vehicles[0]['@status']).toBe(lead.leadType === 'NEW' ? 'new' : 'used');
    expect(vehicles[0].make).toBe(lead.vehicleMake);
    expect(prospect.customer.contact.email['#'] ?? prospect.customer.contact.email).toBe(lead.customerEmail);
    expect(prospect.vendor.id['#']).toBe('HON0001');
    expect(typeof prospect.provider.name['#']).toBe('string');
  });

  it('answers 403 for another dealer’s lead with no part of it', async () => {
    const other = await storedLead('HON0003');
    const res = await server()
      .as('dealer')
      .get('/api/portal/leads/downloadlead', { query: { leadId: other.leadUid, sourceId: other.sourceLeadId, entityName: other.entityName } });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.text).not.toContain(other.sourceLeadId);
  });

  it('answers 400 naming missing identifiers and 401 without a token', async () => {
    const res = await server().as('dealer').get('/api/portal/leads/downloadlead', { query: { leadId: 'x' } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(['query.sourceId', 'query.entityName']));
    expect((await server().get('/api/portal/leads/downloadlead', { query: { leadId: 'a', sourceId: 'b', entityName: 'c' } })).status).toBe(401);
  });
});
