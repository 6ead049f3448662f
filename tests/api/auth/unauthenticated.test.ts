import { beforeAll, describe, expect, it } from 'vitest';
import { OperationSamples } from '../../support/operation-samples.ts';
import { useTestServer } from '../../support/test-server.ts';

const server = useTestServer();
let samples: OperationSamples;
beforeAll(async () => {
  samples = await OperationSamples.load();
});

const GARBAGE_TOKENS = [
  'garbage',
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjF9.c2lnbmF0dXJl',
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOjEsInNpZCI6IngiLCJzY29wZSI6InBvcnRhbCIsImp0aSI6IngiLCJpYXQiOjEsImV4cCI6OTk5OTk5OTk5OX0.',
];

describe('every operation that needs a token', () => {
  it('answers 401 without a token, with a garbage token and with a forged one, for both contracts', async () => {
    const operations = server().contract.operations.filter(({ operation }) => operation.requiresAuth);
    expect(operations.length).toBeGreaterThan(140);
    const failures: string[] = [];
    for (const { contract, operation } of operations) {
      const { path, query } = samples.requestOf(operation, contract.basePath);
      const method = operation.method.toUpperCase();
      for (const token of [undefined, ...GARBAGE_TOKENS]) {
        const res = await server().request(method, path, { query, ...(token === undefined ? {} : { token }) });
        if (res.status !== 401 || res.body.code !== 'invalid_token') {
          failures.push(`${operation.operationId} ${token === undefined ? 'without a token' : `with ${token.slice(0, 12)}…`}: ${res.status} ${res.text.slice(0, 120)}`);
        }
        if (res.status === 401 && !res.headers.get('www-authenticate')?.startsWith('Bearer')) failures.push(`${operation.operationId}: no WWW-Authenticate`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 for a token sent with another scheme or a well-formed token signed with another key', async () => {
    const dealer = await server().tokenFor('dealer');
    const [header, payload] = dealer.split('.');
    const otherKey = `${header}.${payload}.${Buffer.alloc(32, 7).toString('base64url')}`;
    for (const authorization of [`Basic ${Buffer.from('dealer:Portal!2026').toString('base64')}`, `Bearer ${otherKey}`, `Token ${dealer}`]) {
      const res = await server().get('/api/sso/user/userData', { headers: { authorization } });
      expect(res.status, authorization.slice(0, 20)).toBe(401);
    }
  });

  it('leaves the public calls open: a stale token on them is ignored, not refused', async () => {
    const publicOps = server().contract.operations.filter(({ operation }) => !operation.requiresAuth);
    expect(publicOps.map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining(['requestAccessToken', 'createAuthorizationCode', 'requestPasswordReset', 'getProductFile', 'getCmsMediaFile']),
    );
    const product = await server().get('/mocdata/products/honda.json', { token: 'garbage' });
    expect(product.status).not.toBe(401);
  });
});
