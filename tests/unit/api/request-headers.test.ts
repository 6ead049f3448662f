import { describe, expect, it } from 'vitest';
import { IMPERSONATION_COOKIE_NAME } from '../../../src/api/impersonation-cookie.ts';
import { silentCall } from '../../../src/api/silent-call.ts';
import { CMS, PORTAL, createHarness, json } from './fake-backend.ts';

const SESSION = { accessToken: 'access-0', refreshToken: 'refresh-0' };

describe('bearer token', () => {
  it('is sent on portal and CMS calls', async () => {
    const h = createHarness({ tokens: SESSION, handler: () => json(200, []) });

    await h.portal.GET('/api/portal/oems');
    await h.cms.GET('/api/page/data', { params: { query: { language: 'en', pagesHri: 'home' } } });

    expect(h.sent).toEqual([
      { method: 'GET', url: `${PORTAL}/api/portal/oems`, headers: { authorization: 'Bearer access-0' }, body: '' },
      { method: 'GET', url: `${CMS}/api/page/data?language=en&pagesHri=home`, headers: { authorization: 'Bearer access-0' }, body: '' },
    ]);
  });

  it('follows the token store: a new token is used by the next call', async () => {
    const h = createHarness({ tokens: SESSION, handler: () => json(200, []) });
    await h.portal.GET('/api/portal/oems');
    h.tokenStore.set({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    await h.portal.GET('/api/portal/oems');

    expect(h.sent.map((s) => s.headers.authorization)).toEqual(['Bearer access-0', 'Bearer access-2']);
  });

  it('is not sent on the login calls, nor is the impersonate header', async () => {
    const h = createHarness({ tokens: SESSION, cookies: { [IMPERSONATION_COOKIE_NAME]: 'dealer42' }, handler: () => json(200, { success: true }) });

    await h.portal.POST('/oauth/token', {
      body: { grant_type: 'password', username: 'admin', password: 'Secret#1' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    await h.portal.POST('/sso/auth/forgotPassword', {
      body: { email: 'a@b.com' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

    expect(h.sent).toEqual([
      {
        method: 'POST',
        url: `${PORTAL}/oauth/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=password&username=admin&password=Secret%231',
      },
      { method: 'POST', url: `${PORTAL}/sso/auth/forgotPassword`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.com' },
    ]);
  });

  it('is left off when there is no session', async () => {
    const h = createHarness({ handler: () => json(200, []) });
    await h.portal.GET('/api/portal/oems');
    expect(h.sent[0]?.headers).toEqual({});
  });
});

describe('impersonate header', () => {
  it('carries the impersonation cookie on portal and CMS calls', async () => {
    const h = createHarness({ tokens: SESSION, cookies: { [IMPERSONATION_COOKIE_NAME]: 'dealer42' }, handler: () => json(200, { id: 1 }) });

    await h.portal.GET('/api/portal/oems');
    await h.cms.POST('/api/draft/save', { body: { blockId: 1, content: 'x' } });

    expect(h.sent.map((s) => s.headers)).toEqual([
      { authorization: 'Bearer access-0', impersonate: 'dealer42' },
      { authorization: 'Bearer access-0', impersonate: 'dealer42', 'content-type': 'application/json' },
    ]);
  });

  it('follows the cookie per call: Apply adds it, Reset removes it', async () => {
    const h = createHarness({ tokens: SESSION, handler: () => json(200, []) });

    await h.portal.GET('/api/portal/oems');
    h.cookieJar[IMPERSONATION_COOKIE_NAME] = 'dealer7';
    await h.portal.GET('/api/portal/oems');
    delete h.cookieJar[IMPERSONATION_COOKIE_NAME];
    await h.cms.GET('/api/page/data', { params: { query: { language: 'fr', pagesHri: 'home' } } });

    expect(h.sent.map((s) => s.headers.impersonate)).toEqual([undefined, 'dealer7', undefined]);
  });

  it('is not sent for a blank cookie', async () => {
    const h = createHarness({ tokens: SESSION, cookies: { [IMPERSONATION_COOKIE_NAME]: '  ' }, handler: () => json(200, []) });
    await h.portal.GET('/api/portal/oems');
    expect(h.sent[0]?.headers).toEqual({ authorization: 'Bearer access-0' });
  });
});

describe('silent flag', () => {
  it('sends nothing extra to the server', async () => {
    const h = createHarness({ tokens: SESSION, handler: () => json(200, { percent: 40 }) });

    const { data } = await h.portal.GET('/api/portal/prelead/progress', { ...silentCall, params: { query: { id: 'job-1' } } });

    expect(data).toEqual({ percent: 40 });
    expect(h.sent).toEqual([
      { method: 'GET', url: `${PORTAL}/api/portal/prelead/progress?id=job-1`, headers: { authorization: 'Bearer access-0' }, body: '' },
    ]);
  });
});
