import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentCall } from '../../../src/api/silent-call.ts';
import { REQUEST_TIMEOUT_MS } from '../../../src/constants.ts';
import { createHarness, deferred, json } from './fake-backend.ts';

const SESSION = { accessToken: 'access-0', refreshToken: 'refresh-0' };
const loadingEvents = (h: ReturnType<typeof createHarness>) => h.events.filter((e) => e.name === 'loading').map((e) => e.payload);

describe('loading indicator', () => {
  afterEach(() => vi.useRealTimers());

  it('is on while a call runs and off on its response', async () => {
    const answer = deferred<Response>();
    const h = createHarness({ tokens: SESSION, handler: () => answer.promise });

    const call = h.portal.GET('/api/portal/oems');
    await vi.waitFor(() => expect(h.sent).toHaveLength(1));
    expect(h.runtime.loading.active).toBe(true);
    expect(loadingEvents(h)).toEqual([{ active: true }]);

    answer.resolve(json(200, []));
    await call;
    expect(h.runtime.loading.active).toBe(false);
    expect(loadingEvents(h)).toEqual([{ active: true }, { active: false }]);
  });

  it('stays on until the last of overlapping portal and CMS calls ends, then goes off once', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const h = createHarness({ tokens: SESSION, handler: (s) => (s.url.includes('/oems') ? first.promise : second.promise) });

    const a = h.portal.GET('/api/portal/oems');
    const b = h.cms.GET('/api/page/data', { params: { query: { language: 'en', pagesHri: 'home' } } });
    await vi.waitFor(() => expect(h.sent).toHaveLength(2));
    first.resolve(json(200, []));
    await a;
    expect(h.runtime.loading.active).toBe(true);
    second.resolve(json(200, []));
    await b;

    expect(loadingEvents(h)).toEqual([{ active: true }, { active: false }]);
  });

  it.each([
    [404, { code: 'not_found', message: 'x' }],
    [500, { code: 'internal_error', message: 'x' }],
  ])('goes off on an error answer (%i)', async (status, body) => {
    const h = createHarness({ tokens: SESSION, handler: () => json(status, body) });
    await h.portal.GET('/api/portal/oems');
    expect(loadingEvents(h)).toEqual([{ active: true }, { active: false }]);
  });

  it('goes off on a network error, which reaches the caller', async () => {
    const failure = new TypeError('fetch failed');
    const h = createHarness({ tokens: SESSION, handler: () => Promise.reject(failure) });

    await expect(h.portal.GET('/api/portal/oems')).rejects.toBe(failure);
    expect(loadingEvents(h)).toEqual([{ active: true }, { active: false }]);
  });

  it('goes off on a timeout', async () => {
    vi.useFakeTimers();
    const h = createHarness({ tokens: SESSION, handler: () => new Promise<Response>(() => {}) });

    const call = h.portal.GET('/api/portal/oems');
    const rejected = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await rejected;

    expect(loadingEvents(h)).toEqual([{ active: true }, { active: false }]);
  });

  it('stays on through a token refresh and the retry, and goes off once', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => {
        if (s.url.endsWith('/oauth/token')) return json(200, { access_token: 'access-1', refresh_token: 'refresh-1' });
        return s.headers.authorization === 'Bearer access-1' ? json(200, []) : json(401, { code: 'invalid_token', message: 'x' });
      },
    });
    await h.portal.GET('/api/portal/oems');
    expect(loadingEvents(h)).toEqual([{ active: true }, { active: false }]);
  });

  it('is not touched by silent calls, even when they end while another call runs', async () => {
    const slow = deferred<Response>();
    const h = createHarness({ tokens: SESSION, handler: (s) => (s.url.includes('/oems') ? slow.promise : json(200, { percent: 10 })) });

    await h.portal.GET('/api/portal/prelead/progress', { ...silentCall, params: { query: { id: 'job-1' } } });
    expect(loadingEvents(h)).toEqual([]);

    const normal = h.portal.GET('/api/portal/oems');
    await vi.waitFor(() => expect(h.sent).toHaveLength(2));
    await h.portal.GET('/api/portal/prelead/progress', { ...silentCall, params: { query: { id: 'job-1' } } });
    expect(h.runtime.loading.active).toBe(true);

    slow.resolve(json(200, []));
    await normal;
    expect(loadingEvents(h)).toEqual([{ active: true }, { active: false }]);
  });

  it('is not touched by a silent call that fails', async () => {
    const h = createHarness({ tokens: SESSION, handler: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(h.portal.GET('/api/portal/prelead/progress', { ...silentCall, params: { query: { id: 'j' } } })).rejects.toThrow('fetch failed');
    expect(loadingEvents(h)).toEqual([]);
    expect(h.runtime.loading.pending).toBe(0);
  });
});
