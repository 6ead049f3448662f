// The clients bound to the generated contract types send what the contract declares.
import { describe, expect, it } from 'vitest';
import { createApiRuntime } from '../../../src/api/api-runtime.ts';
import { createContractCmsClient, createContractPortalClient } from '../../../src/api/contract-clients.ts';
import { createMemoryTokenStore } from '../../../src/api/memory-token-store.ts';
import { operationIndex } from '../../../src/api/generated/operation-index.ts';
import { createFakeFetch, json } from './fake-backend.ts';

function setup() {
  const backend = createFakeFetch(() => json(200, {}));
  const runtime = createApiRuntime({
    portalBaseUrl: 'http://portal.test',
    tokens: createMemoryTokenStore({ accessToken: 'A1', refreshToken: 'R1' }),
    cookies: (name: string) => (name === 'impersonate' ? 'dealer' : undefined),
    fetch: backend.fetch,
  });
  return { backend, portal: createContractPortalClient(runtime), cms: createContractCmsClient(runtime, 'http://cms.test/cms') };
}

describe('contract-bound clients', () => {
  it('send a typed portal call with its query, bearer token and impersonate header', async () => {
    const { backend, portal } = setup();
    await portal.GET('/api/portal/impersonate/users', { params: { query: { term: 'hon' } } });
    expect(backend.sent).toHaveLength(1);
    expect(backend.sent[0]).toMatchObject({
      method: 'GET',
      url: 'http://portal.test/api/portal/impersonate/users?term=hon',
      headers: { authorization: 'Bearer A1', impersonate: 'dealer' },
    });
  });

  it('send CMS calls to the CMS base URL with the same session headers', async () => {
    const { backend, cms } = setup();
    await cms.POST('/api/draft/discard', { body: { pageId: 3 } });
    expect(backend.sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://cms.test/cms/api/draft/discard',
      headers: { authorization: 'Bearer A1', impersonate: 'dealer' },
    });
  });

  it('index every operation by its id with the host, method and path of the contract', () => {
    expect(operationIndex.getUserDetails).toEqual({ host: 'portal', method: 'get', path: '/api/sso/user/userData' });
    expect(operationIndex.requestAccessToken.path).toBe('/oauth/token');
    expect(Object.values(operationIndex).filter((op) => op.host === 'cms').length).toBeGreaterThanOrEqual(5);
  });
});
