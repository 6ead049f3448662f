/**
 * Pre-Lead Conversion (settings/preLead), admins only: the search ("Please select one Lead
 * Provider or more."), conversion as a stored background job with its progress, one running job
 * per dealer, cancel, and a RUNNING job a stopped server left behind resumed by the next server.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { dealerCodeWithPending } from '../../support/pending-preleads.ts';
import { startTestServer, useTestServer } from '../../support/test-server.ts';

type PreleadSearchResult = components['schemas']['PreleadSearchResult'];
type PreleadJob = components['schemas']['PreleadJob'];
type PreleadJobProgress = components['schemas']['PreleadJobProgress'];

const server = useTestServer();
const fieldsOf = (body: unknown) => ((body as { errors?: { field: string; message: string }[] }).errors ?? []);

const providerIds = async () => (await server().db.selectFrom('leadSources').select('id').orderBy('id').execute()).map((row) => row.id);

const progressOf = (jobId: string) => server().as('admin').get<PreleadJobProgress>('/api/portal/prelead/progress', { query: { id: jobId } });

/** Pending pre-leads of one dealer that no job holds. */
async function pendingOf(dealerCode: string) {
  return server()
    .db.selectFrom('preleads')
    .innerJoin('dealers', 'dealers.id', 'preleads.dealerId')
    .select(['preleads.id', 'preleads.leadSourceId', 'dealers.id as dealerId'])
    .where('dealers.code', '=', dealerCode)
    .where('preleads.status', '=', 'PENDING')
    .execute();
}

/** A dealer with pending pre-leads, and those pre-leads. */
async function dealerWithPending(skip = 0) {
  const code = await dealerCodeWithPending(server().db, skip);
  return { code, preleads: await pendingOf(code) };
}

/** A RUNNING job stored as a server leaves it when stopped mid-way, holding the dealer's pre-leads. */
async function storedRunningJob(dealerCode: string) {
  const { preleads } = { preleads: await pendingOf(dealerCode) };
  const jobId = randomUUID();
  await server()
    .db.insertInto('preleadJobs')
    .values({ id: jobId, status: 'RUNNING', criteria: JSON.stringify({ leadProviderIds: [1], dealerCode }), total: preleads.length, dealerId: preleads[0]!.dealerId })
    .execute();
  await server().db.updateTable('preleads').set({ preleadJobId: jobId }).where('id', 'in', preleads.map((item) => item.id)).execute();
  return { jobId, preleads };
}

describe('POST /api/portal/prelead/search', () => {
  it('answers the pre-leads of the selected providers, newest first', async () => {
    const ids = await providerIds();
    const res = await server().as('admin').post<PreleadSearchResult>('/api/portal/prelead/search', { json: { leadProviderIds: [ids[0]] }, query: { size: 50 } });
    expect(res.status).toBe(200);
    expect(res.body.content.every((item) => item.providerId === ids[0])).toBe(true);
    const stored = await server().db.selectFrom('preleads').select('id').where('leadSourceId', '=', ids[0]!).execute();
    expect(res.body.page.totalElements).toBe(stored.length);
    const dates = res.body.content.map((item) => item.receivedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers "Please select one Lead Provider or more." without a provider, and 403 to a dealer', async () => {
    const res = await server().as('admin').post('/api/portal/prelead/search', { json: { leadProviderIds: [] } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([expect.objectContaining({ field: 'leadProviderIds', message: 'Please select one Lead Provider or more.' })]);
    expect((await server().as('dealer').post('/api/portal/prelead/search', { json: { leadProviderIds: [1] } })).status).toBe(403);
  });
});

const JOB_WAIT_MS = 45_000;

describe('pre-lead conversion job', () => {
  it('converts the dealer’s pending pre-leads into leads and reports progress to the end', async () => {
    const { code, preleads } = await dealerWithPending();
    const start = await server()
      .as('admin')
      .post<PreleadJob>('/api/portal/prelead/convert', { json: { criteria: { leadProviderIds: await providerIds(), dealerCode: code } } });
    expect(start.status).toBe(202);
    // The poll bounds a wait on a background job (Vitest's 1 s default is shorter than a loaded
    // machine's job); it asserts no timing.
    await expect.poll(async () => (await progressOf(start.body.jobId)).body.status, { timeout: JOB_WAIT_MS }).toBe('DONE');
    const done = (await progressOf(start.body.jobId)).body;
    expect(done).toMatchObject({ processed: preleads.length, total: preleads.length, percent: 100 });
    expect(done.converted! + done.rejected!).toBe(preleads.length);
    const converted = await server()
      .db.selectFrom('preleads')
      .innerJoin('leads', 'leads.id', 'preleads.convertedLeadId')
      .select(['leads.sourceLeadId', 'preleads.id'])
      .where('preleads.preleadJobId', '=', start.body.jobId)
      .execute();
    expect(converted.length).toBe(done.converted);
    expect(converted.every((row) => row.sourceLeadId === row.id)).toBe(true);
    const job = await server().db.selectFrom('preleadJobs').innerJoin('users', 'users.id', 'preleadJobs.requestedByUserId').select('users.loginName').where('preleadJobs.id', '=', start.body.jobId).executeTakeFirstOrThrow();
    expect(job.loginName).toBe('admin');
  });

  it('refuses a second job for a dealer while one runs (409), and cancels the running one', async () => {
    const { code } = await dealerWithPending(1);
    const { jobId } = await storedRunningJob(code);
    const second = await server().as('admin').post('/api/portal/prelead/convert', { json: { criteria: { leadProviderIds: await providerIds(), dealerCode: code } } });
    expect(second.status).toBe(409);
    const cancelled = await server().as('admin').get<PreleadJobProgress>('/api/portal/prelead/cancelJob', { query: { id: jobId } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    expect((await server().as('admin').get('/api/portal/prelead/cancelJob', { query: { id: jobId } })).status).toBe(409);
  });

  it('resumes a RUNNING job left by a stopped server when the next server starts', async () => {
    const { code } = await dealerWithPending(2);
    const { jobId, preleads } = await storedRunningJob(code);
    const next = await startTestServer({ databaseUrl: server().databaseUrl });
    try {
      await expect.poll(async () => (await progressOf(jobId)).body.status, { timeout: JOB_WAIT_MS }).toBe('DONE');
      expect((await progressOf(jobId)).body).toMatchObject({ processed: preleads.length, total: preleads.length, percent: 100 });
    } finally {
      await next.close();
    }
  });

  it('answers 400 for a bad job id or pre-lead id, 404 for an unknown job, 403 to a dealer', async () => {
    const bad = await server().as('admin').get('/api/portal/prelead/progress', { query: { id: 'nope' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).map((error) => error.field)).toEqual(['query.id']);
    expect((await progressOf(randomUUID())).status).toBe(404);
    const badIds = await server().as('admin').post('/api/portal/prelead/convert', { json: { criteria: { leadProviderIds: [1] }, preleadIds: ['not-an-id'] } });
    expect(badIds.status).toBe(400);
    expect(fieldsOf(badIds.body).map((error) => error.field)).toEqual(['preleadIds.0']);
    expect((await server().as('dealer').get('/api/portal/prelead/progress', { query: { id: randomUUID() } })).status).toBe(403);
    expect((await server().as('dealer').post('/api/portal/prelead/convert', { json: { criteria: { leadProviderIds: [1] } } })).status).toBe(403);
  });
});
