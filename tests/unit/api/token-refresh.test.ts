import { describe, expect, it } from 'vitest';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../../../src/constants.ts';
import { CMS, PORTAL, createHarness, deferred, json, type SentRequest } from './fake-backend.ts';

const BASIC = `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`;
const SESSION = { accessToken: 'access-0', refreshToken: 'refresh-0' };
const RENEWED = { access_token: 'access-1', token_type: 'bearer', refresh_token: 'refresh-1', expires_in: 3600, scope: 'portal' };

const isTokenCall = (sent: SentRequest) => sent.url === `${PORTAL}/oauth/token`;
const tokenCalls = (sent: SentRequest[]) => sent.filter(isTokenCall);
const callsWith = (sent: SentRequest[], token: string) => sent.filter((s) => s.headers.authorization === `Bearer ${token}`);

describe('401 → one token refresh, one retry', () => {
  it('refreshes once with the refresh_token grant and retries the call with the new token', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => {
        if (isTokenCall(s)) return json(200, RENEWED);
        return s.headers.authorization === 'Bearer access-1' ? json(200, [{ name: 'Honda' }]) : json(401, { code: 'invalid_token', message: 'expired' });
      },
    });

    const { data, error } = await h.portal.GET('/api/portal/oems');

    expect(error).toBeUndefined();
    expect(data).toEqual([{ name: 'Honda' }]);
    expect(h.sent).toEqual([
      { method: 'GET', url: `${PORTAL}/api/portal/oems`, headers: { authorization: 'Bearer access-0' }, body: '' },
      {
        method: 'POST',
        url: `${PORTAL}/oauth/token`,
        headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'grant_type=refresh_token&refresh_token=refresh-0',
      },
      { method: 'GET', url: `${PORTAL}/api/portal/oems`, headers: { authorization: 'Bearer access-1' }, body: '' },
    ]);
    expect(h.tokenStore.getAccessToken()).toBe('access-1');
    expect(h.tokenStore.getRefreshToken()).toBe('refresh-1');
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toEqual([]);
  });

  it('five parallel 401s share one refresh, then each call is retried once with the new token and its body intact', async () => {
    const refreshAnswer = deferred<Response>();
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => {
        if (isTokenCall(s)) return refreshAnswer.promise;
        if (s.headers.authorization === 'Bearer access-1') return json(200, { success: true, echo: JSON.parse(s.body) });
        return json(401, { code: 'invalid_token', message: 'expired' });
      },
    });

    const calls = [1, 2, 3, 4, 5].map((n) =>
      h.portal.POST('/api/portal/contactUs', { body: { name: `dealer ${n}`, message: `message ${n}` } }),
    );
    // Every call has had its 401 before the token service answers.
    await waitUntil(() => h.sent.length === 6);
    refreshAnswer.resolve(json(200, RENEWED));
    const results = await Promise.all(calls);

    expect(tokenCalls(h.sent)).toHaveLength(1);
    expect(tokenCalls(h.sent)[0]?.body).toBe('grant_type=refresh_token&refresh_token=refresh-0');
    const retries = callsWith(h.sent, 'access-1');
    expect(retries).toHaveLength(5);
    for (const [index, result] of results.entries()) {
      const body = { name: `dealer ${index + 1}`, message: `message ${index + 1}` };
      expect(result.data).toEqual({ success: true, echo: body });
      expect(retries).toContainEqual({
        method: 'POST',
        url: `${PORTAL}/api/portal/contactUs`,
        headers: { authorization: 'Bearer access-1', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
    expect(h.sent).toHaveLength(11);
  });

  it('a 401 that arrives after the refresh finished is retried with the new token, without a second refresh', async () => {
    const late = deferred<Response>();
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => {
        if (isTokenCall(s)) return json(200, RENEWED);
        if (s.headers.authorization === 'Bearer access-1') return json(200, [{ name: 'Acura' }]);
        return s.url.endsWith('/contactUs') ? late.promise : json(401, { code: 'invalid_token', message: 'expired' });
      },
    });

    const slow = h.portal.POST('/api/portal/contactUs', { body: { name: 'n', message: 'm' } });
    await h.portal.GET('/api/portal/oems');
    late.resolve(json(401, { code: 'invalid_token', message: 'expired' }));
    const { response } = await slow;

    expect(response.status).toBe(200);
    expect(tokenCalls(h.sent)).toHaveLength(1);
  });

  it('a second 401 raises sessionExpired once and ends there, with no loop', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => (isTokenCall(s) ? json(200, RENEWED) : json(401, { code: 'invalid_token', message: 'no' })),
    });

    const results = await Promise.all([h.portal.GET('/api/portal/oems'), h.portal.GET('/api/portal/oems'), h.cms.GET('/api/page/data', { params: { query: { language: 'en', pagesHri: 'home' } } })]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401]);
    expect(results[0]?.error).toEqual({ code: 'invalid_token', message: 'no' });
    expect(tokenCalls(h.sent)).toHaveLength(1);
    expect(callsWith(h.sent, 'access-1')).toHaveLength(3); // one retry each, no more
    expect(h.sent).toHaveLength(7);
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toEqual([{ name: 'sessionExpired', payload: { reason: 'retryRejected' } }]);

    // A later call on the dead session is answered 401 without another refresh or another event.
    const later = await h.portal.GET('/api/portal/oems');
    expect(later.response.status).toBe(401);
    expect(tokenCalls(h.sent)).toHaveLength(1);
    expect(h.sent).toHaveLength(8);
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toHaveLength(1);
  });

  it.each([
    ['refused (400 invalid_grant)', () => json(400, { error: 'invalid_grant' })],
    ['refused (401)', () => json(401, { code: 'invalid_token', message: 'refresh token expired' })],
    ['answered without an access token', () => json(200, { token_type: 'bearer' })],
    ['unreachable', () => Promise.reject(new TypeError('fetch failed'))],
  ])('a refresh that is %s raises sessionExpired and passes the 401 on, without a retry', async (_, tokenAnswer) => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => (isTokenCall(s) ? tokenAnswer() : json(401, { code: 'invalid_token', message: 'expired' })),
    });

    const results = await Promise.all([h.portal.GET('/api/portal/oems'), h.portal.POST('/api/portal/contactUs', { body: { name: 'n', message: 'm' } })]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401]);
    expect(results[1]?.error).toEqual({ code: 'invalid_token', message: 'expired' });
    // The refresh call itself never triggers a refresh: exactly one token request, and no retries.
    expect(tokenCalls(h.sent)).toHaveLength(1);
    expect(h.sent).toHaveLength(3);
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toEqual([{ name: 'sessionExpired', payload: { reason: 'refreshFailed' } }]);
    expect(h.tokenStore.getAccessToken()).toBe('access-0');
  });

  it('a 401 with no refresh token raises sessionExpired without calling the token service', async () => {
    const h = createHarness({
      tokens: { accessToken: 'access-0' },
      handler: () => json(401, { code: 'invalid_token', message: 'expired' }),
    });

    const { response } = await h.portal.GET('/api/portal/oems');

    expect(response.status).toBe(401);
    expect(h.sent).toHaveLength(1);
    expect(h.events).toContainEqual({ name: 'sessionExpired', payload: { reason: 'noRefreshToken' } });
  });

  it('a 401 on a login call is passed to the login screen: no refresh, no retry, no event', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: () => json(401, { code: 'account_locked', message: 'locked', lockedUntil: '2030-01-01T00:00:00Z' }),
    });

    const { error, response } = await h.portal.POST('/oauth/token', {
      body: { grant_type: 'password', username: 'dealer1', password: 'wrong' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

    expect(response.status).toBe(401);
    expect(error).toEqual({ code: 'account_locked', message: 'locked', lockedUntil: '2030-01-01T00:00:00Z' });
    expect(h.sent).toHaveLength(1);
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toEqual([]);
  });

  it('a CMS 401 refreshes through the portal token service and retries on the CMS host', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => {
        if (isTokenCall(s)) return json(200, RENEWED);
        return s.headers.authorization === 'Bearer access-1' ? json(200, { id: 7 }) : json(401, { code: 'invalid_token', message: 'expired' });
      },
    });

    const { data } = await h.cms.POST('/api/draft/save', { body: { blockId: 3, content: '<p>Hi</p>' } });

    expect(data).toEqual({ id: 7 });
    expect(h.sent.map((s) => `${s.method} ${s.url} ${s.body}`)).toEqual([
      `POST ${CMS}/api/draft/save {"blockId":3,"content":"<p>Hi</p>"}`,
      `POST ${PORTAL}/oauth/token grant_type=refresh_token&refresh_token=refresh-0`,
      `POST ${CMS}/api/draft/save {"blockId":3,"content":"<p>Hi</p>"}`,
    ]);
  });

  it('a call sent before a renewal it did not wait for is retried with the current token', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => (s.headers.authorization === 'Bearer access-9' ? json(200, []) : json(401, { code: 'invalid_token', message: 'expired' })),
    });
    const pending = h.portal.GET('/api/portal/oems');
    h.tokenStore.set({ accessToken: 'access-9', refreshToken: 'refresh-9' }); // e.g. a new login meanwhile

    const { response } = await pending;

    expect(response.status).toBe(200);
    expect(h.sent.map((s) => s.headers.authorization)).toEqual(['Bearer access-0', 'Bearer access-9']);
    expect(tokenCalls(h.sent)).toHaveLength(0);
  });
});

describe('401 edge cases', () => {
  it('a 401 on a call sent with no session at all raises nothing (the shell handles signed-out)', async () => {
    const h = createHarness({ handler: () => json(401, { code: 'invalid_token', message: 'no token' }) });

    const { response } = await h.portal.GET('/api/portal/oems');

    expect(response.status).toBe(401);
    expect(h.sent).toHaveLength(1);
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toEqual([]);
  });

  it('a logout while the refresh runs wins: the new tokens are dropped and no expiry is announced', async () => {
    const refreshAnswer = deferred<Response>();
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => (isTokenCall(s) ? refreshAnswer.promise : json(401, { code: 'invalid_token', message: 'expired' })),
    });

    const call = h.portal.GET('/api/portal/oems');
    await waitUntil(() => h.sent.length === 2);
    h.tokenStore.clear();
    refreshAnswer.resolve(json(200, RENEWED));
    const { response } = await call;

    expect(response.status).toBe(401);
    expect(h.tokenStore.getAccessToken()).toBeUndefined();
    expect(h.sent).toHaveLength(2);
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toEqual([]);
  });

  it('a refused refresh token is not sent again by later 401s', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => (isTokenCall(s) ? json(400, { error: 'invalid_grant' }) : json(401, { code: 'invalid_token', message: 'expired' })),
    });

    await h.portal.GET('/api/portal/oems');
    await h.cms.GET('/api/page/data', { params: { query: { language: 'en', pagesHri: 'home' } } });

    expect(tokenCalls(h.sent)).toHaveLength(1);
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toHaveLength(1);
  });

  it('a session that signs in again after expiring can expire (and be announced) again', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => (isTokenCall(s) ? json(400, { error: 'invalid_grant' }) : json(401, { code: 'invalid_token', message: 'expired' })),
    });

    await h.portal.GET('/api/portal/oems');
    h.tokenStore.set({ accessToken: 'access-5', refreshToken: 'refresh-5' });
    await h.portal.GET('/api/portal/oems');

    expect(tokenCalls(h.sent).map((s) => s.body)).toEqual([
      'grant_type=refresh_token&refresh_token=refresh-0',
      'grant_type=refresh_token&refresh_token=refresh-5',
    ]);
    expect(h.events.filter((e) => e.name === 'sessionExpired')).toHaveLength(2);
  });
});

/** Polls (on macrotasks) until the fake backend has seen what the test waits for. */
async function waitUntil(condition: () => boolean, attempts = 100): Promise<void> {
  for (let i = 0; i < attempts && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  if (!condition()) throw new Error('condition not reached');
}
