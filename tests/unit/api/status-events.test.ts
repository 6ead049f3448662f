import { describe, expect, it } from 'vitest';
import { PORTAL, createHarness, json } from './fake-backend.ts';

const SESSION = { accessToken: 'access-0', refreshToken: 'refresh-0' };
const notLoading = <T extends { name: string }>(events: T[]) => events.filter((e) => e.name !== 'loading');

describe('status events', () => {
  it("403 → navigate('/'), and the caller still gets the 403", async () => {
    const h = createHarness({ tokens: SESSION, handler: () => json(403, { code: 'forbidden', message: 'not your dealer' }) });

    const { error, response } = await h.portal.GET('/api/portal/oems');

    expect(response.status).toBe(403);
    expect(error).toEqual({ code: 'forbidden', message: 'not your dealer' });
    expect(notLoading(h.events)).toEqual([{ name: 'navigate', payload: { path: '/' } }]);
  });

  it.each([500, 502, 503])('%i → serverError ("Unable to Complete Request"), and the caller still gets the error', async (status) => {
    const h = createHarness({ tokens: SESSION, handler: () => json(status, { code: 'internal_error', message: 'boom' }) });

    const { error, response } = await h.portal.POST('/api/portal/contactUs', { body: { name: 'n', message: 'm' } });

    expect(response.status).toBe(status);
    expect(error).toEqual({ code: 'internal_error', message: 'boom' });
    expect(notLoading(h.events)).toEqual([{ name: 'serverError', payload: { status, method: 'POST', url: `${PORTAL}/api/portal/contactUs` } }]);
  });

  it('CMS 5xx raises serverError too', async () => {
    const h = createHarness({ tokens: SESSION, handler: () => json(500, { code: 'internal_error', message: 'boom' }) });
    await h.cms.GET('/api/page/data', { params: { query: { language: 'en', pagesHri: 'home' } } });
    expect(notLoading(h.events).map((e) => e.name)).toEqual(['serverError']);
  });

  it.each([
    [400, { errors: [{ field: 'email', message: 'The email address does not appear to be valid.' }] }],
    [404, { code: 'not_found', message: 'No such dealer' }],
    [409, { code: 'invalid_transition', message: 'Your current account is outstanding' }],
  ])('%i is passed to the caller unchanged, with no event', async (status, body) => {
    const h = createHarness({ tokens: SESSION, handler: () => json(status, body, { 'X-Trace': 'abc' }) });

    const { data, error, response } = await h.portal.POST('/api/portal/contactUs', { body: { name: 'n', message: 'm' } });

    expect(data).toBeUndefined();
    expect(error).toEqual(body);
    expect(response.status).toBe(status);
    expect(response.headers.get('X-Trace')).toBe('abc');
    expect(notLoading(h.events)).toEqual([]);
    expect(h.sent).toHaveLength(1);
  });

  it('after a 401 retry, the events follow the retried answer', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => {
        if (s.url.endsWith('/oauth/token')) return json(200, { access_token: 'access-1', refresh_token: 'refresh-1' });
        return s.headers.authorization === 'Bearer access-1' ? json(500, { code: 'internal_error', message: 'x' }) : json(401, { code: 'invalid_token', message: 'x' });
      },
    });

    const { response } = await h.portal.GET('/api/portal/oems');

    expect(response.status).toBe(500);
    expect(notLoading(h.events).map((e) => e.name)).toEqual(['serverError']);
  });
});
