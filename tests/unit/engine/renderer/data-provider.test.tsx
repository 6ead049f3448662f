import { describe, expect, it } from 'vitest';
import { createHarness, deferred, json, CMS } from '../../api/fake-backend.ts';
import { createContractPortalClient, createContractCmsClient } from '../../../../src/api/index.ts';
import { createContractDataProvider, type OperationTable } from '../../../../src/engine/data/contract-data-provider.ts';
import { CallError } from '../../../../src/engine/data/call-error.ts';
import { operationIndex } from '../../../../src/api/generated/operation-index.ts';

function providerWith(handler: Parameters<typeof createHarness>[0]['handler'], operations?: OperationTable) {
  const harness = createHarness({ tokens: { accessToken: 'token-1' }, handler });
  const provider = createContractDataProvider({
    portal: createContractPortalClient(harness.runtime),
    cms: createContractCmsClient(harness.runtime, CMS),
    ...(operations ? { operations } : {}),
  });
  return { provider, ...harness };
}

describe('contract data provider', () => {
  it('calls by operationId: method and path from the operation index, through the middleware chain', async () => {
    const { provider, sent } = providerWith(() => json(200, { code: 'D 1' }));
    const dealer = await provider.call('changeDealerStatus', {
      path: { dlCode: 'D 1', type: 'deactivate' },
      query: { inactivationType: 'INACTIVATION', stateChangedReason: 'late', empty: '', absent: undefined },
    });
    expect(dealer).toEqual({ code: 'D 1' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('http://portal.test/api/portal/enrollments/dealer/D%201/deactivate?inactivationType=INACTIVATION&stateChangedReason=late');
    expect(sent[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('sends JSON bodies', async () => {
    const { provider, sent } = providerWith(() => json(200, { success: true }));
    await provider.call('updateProfileInformation', { query: { dealerCode: 'D1' }, body: { contactDetails: { name: 'Ada' } } });
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent[0]!.body)).toEqual({ contactDetails: { name: 'Ada' } });
  });

  it('sends form-urlencoded bodies when the operation takes a form', async () => {
    const operations = { ...operationIndex, updateProgramBudget: { ...operationIndex.updateProgramBudget, requestMediaType: 'application/x-www-form-urlencoded' } };
    const { provider, sent } = providerWith(() => json(200, { success: true }), operations);
    await provider.call('updateProgramBudget', { path: { dealerCode: 'D1', programId: 7 }, body: { newBudget: 1500 } });
    expect(sent[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent[0]?.body).toBe('newBudget=1500');
  });

  it('routes CMS operations to the CMS host', async () => {
    const { provider, sent } = providerWith(() => json(200, []));
    await provider.call('getCmsPages', { query: { language: 'EN', pagesHri: ['home'] } });
    expect(sent[0]?.url.startsWith(`${CMS}/api/page/data?`)).toBe(true);
  });

  it('keeps a silent call off the loading indicator', async () => {
    const { provider, events } = providerWith(() => json(200, {}));
    await provider.call('getDealer', { path: { dlCode: 'D1' } }, { silent: true });
    expect(events.filter((event) => event.name === 'loading')).toEqual([]);
    await provider.call('getDealer', { path: { dlCode: 'D1' } });
    expect(events.filter((event) => event.name === 'loading').map((event) => event.payload)).toEqual([{ active: true }, { active: false }]);
  });

  it('surfaces a 400 as field errors and other statuses with their code', async () => {
    const body = { errors: [{ field: 'contactDetails.email', message: 'The email address does not appear to be valid.', messageKey: 'INVALID_EMAIL' }] };
    const { provider } = providerWith((request) => (request.method === 'POST' ? json(400, body) : json(409, { code: 'invalid_transition', message: 'No.' })));
    const refused = await provider.call('updateProfileInformation', { body: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CallError);
    expect((refused as CallError).status).toBe(400);
    expect((refused as CallError).fieldErrors).toEqual(body.errors);
    const conflict = (await provider.call('getDealer', { path: { dlCode: 'D1' } }).catch((error: unknown) => error)) as CallError;
    expect(conflict.status).toBe(409);
    expect(conflict.code).toBe('invalid_transition');
    expect(conflict.fieldErrors).toEqual([]);
  });

  it('names a download from Content-Disposition, else from the fallback', async () => {
    const { provider } = providerWith((request) =>
      request.url.includes('named')
        ? new Response('a,b', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="Enrollments-march.csv"' } })
        : new Response('a,b', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    const named = await provider.call('exportEnrollmentsCsv', { query: { dealer: 'named' } }, { download: { kind: 'enrollments' } });
    expect(named.fileName).toBe('Enrollments-march.csv');
    expect(await named.blob.text()).toBe('a,b');
    const unnamed = await provider.call('exportEnrollmentsCsv', { query: { dealer: 'x' } }, { download: { kind: 'enrollments' } });
    expect(unnamed.fileName).toMatch(/^Enrollments-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.csv$/);
  });

  it('refuses an operation the contract does not have', async () => {
    const { provider } = providerWith(() => json(200, {}));
    await expect(provider.call('noSuchOperation' as never)).rejects.toThrow('Unknown operation noSuchOperation');
  });

  describe('identical reads in flight', () => {
    const getDealer = { path: { dlCode: 'D1' } };

    it('share one request, and each caller gets the answer', async () => {
      const release = deferred<void>();
      const { provider, sent } = providerWith((request) => release.promise.then(() => json(200, { code: request.url.slice(-2) })));
      const first = provider.call('getDealer', getDealer);
      const second = provider.call('getDealer', getDealer);
      const other = provider.call('getDealer', { path: { dlCode: 'D2' } });
      release.resolve();
      expect(await first).toEqual({ code: 'D1' });
      expect(await second).toEqual({ code: 'D1' });
      expect(await other).toEqual({ code: 'D2' });
      expect(sent.map((request) => request.url)).toEqual([
        'http://portal.test/api/portal/enrollments/dealer/D1',
        'http://portal.test/api/portal/enrollments/dealer/D2',
      ]);
    });

    it('never join a read that started before a write finished', async () => {
      const before = deferred<Response>();
      let reads = 0;
      const { provider, sent } = providerWith((request) => {
        if (request.method !== 'GET') return json(200, { success: true });
        reads += 1;
        return reads === 1 ? before.promise : json(200, { code: 'D1', status: 'after' });
      });
      const stale = provider.call('getDealer', getDealer);
      await provider.call('updateProfileInformation', { body: {} });
      const fresh = await provider.call('getDealer', getDealer);
      expect(fresh).toEqual({ code: 'D1', status: 'after' });
      before.resolve(json(200, { code: 'D1', status: 'before' }));
      expect(await stale).toEqual({ code: 'D1', status: 'before' });
      expect(sent.filter((request) => request.method === 'GET')).toHaveLength(2);
    });

    it('keep the request while one caller still waits, and cancel it when the last one leaves', async () => {
      const answer = deferred<Response>();
      const { provider, sent } = providerWith(() => answer.promise);
      const leaving = new AbortController();
      const staying = new AbortController();
      const left = provider.call('getDealer', getDealer, { signal: leaving.signal });
      const stays = provider.call('getDealer', getDealer, { signal: staying.signal });
      leaving.abort();
      await expect(left).rejects.toBeDefined();
      answer.resolve(json(200, { code: 'D1' }));
      expect(await stays).toEqual({ code: 'D1' });

      expect(sent).toHaveLength(1);

      // The last caller gone, the request went with it: the next read is a request of its own, answered.
      const cancelled = providerWith(() => json(200, { code: 'D1' }));
      const only = new AbortController();
      const alone = cancelled.provider.call('getDealer', getDealer, { signal: only.signal });
      only.abort();
      await expect(alone).rejects.toBeDefined();
      expect(await cancelled.provider.call('getDealer', getDealer)).toEqual({ code: 'D1' });
    });
  });
});
