import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCallTimeoutError } from '../../../src/api/middleware/call-timeout.ts';
import { CMS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../src/constants.ts';
import { createHarness, json } from './fake-backend.ts';

const SESSION = { accessToken: 'access-0', refreshToken: 'refresh-0' };
const never = () => new Promise<Response>(() => {});

/** Tracks a promise's outcome so the test can look at it between timer steps. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('call timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects a portal call with a TimeoutError after REQUEST_TIMEOUT_MS, not before', async () => {
    const h = createHarness({ tokens: SESSION, handler: never });
    const call = watch(h.portal.GET('/api/portal/oems'));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    // The abort reaches the caller through the fetch machinery's own promise turns, which on a
    // loaded machine may outlast the timer flush: wait for the outcome, not for a fixed count of turns.
    await vi.waitFor(() => expect(call.settled).toBe(true));
    expect(isCallTimeoutError(call.error)).toBe(true);
  });

  it('rejects a CMS call after CMS_TIMEOUT_MS', async () => {
    const h = createHarness({ tokens: SESSION, handler: never });
    const call = watch(h.cms.GET('/api/page/data', { params: { query: { language: 'en', pagesHri: 'home' } } }));

    await vi.advanceTimersByTimeAsync(CMS_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    await vi.waitFor(() => expect(isCallTimeoutError(call.error)).toBe(true));
  });

  it("combines with the caller's signal: the caller can abort first, with its own reason", async () => {
    const h = createHarness({ tokens: SESSION, handler: never });
    const controller = new AbortController();
    const call = watch(h.portal.GET('/api/portal/oems', { signal: controller.signal }));

    await vi.advanceTimersByTimeAsync(10);
    const reason = new DOMException('Left the page', 'AbortError');
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(0);

    expect(call.error).toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('covers the whole call: a refresh that hangs past the timeout fails the call on time', async () => {
    const h = createHarness({
      tokens: SESSION,
      handler: (s) => (s.url.endsWith('/oauth/token') ? never() : json(401, { code: 'invalid_token', message: 'x' })),
    });
    const call = watch(h.portal.GET('/api/portal/oems'));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);

    expect(isCallTimeoutError(call.error)).toBe(true);
  });

  it('is cleared when the answer arrives, leaving no timer behind', async () => {
    const h = createHarness({ tokens: SESSION, handler: () => json(200, []) });
    await h.portal.GET('/api/portal/oems');
    expect(vi.getTimerCount()).toBe(0);
  });
});
