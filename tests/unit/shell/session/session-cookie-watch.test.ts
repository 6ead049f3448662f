import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE_WATCH_MS } from '../../../../src/constants.ts';
import { watchSessionCookie } from '../../../../src/shell/session/session-cookie-watch.ts';

describe('the session cookie watch (portal-shell §4.1: every 250 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a change at the next 250 ms tick, once', () => {
    let cookie: string | undefined = 'session-1';
    const onChange = vi.fn();
    watchSessionCookie({ read: () => cookie, expected: 'session-1', onChange });

    vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS * 4);
    expect(onChange).not.toHaveBeenCalled();

    cookie = 'session-2';
    vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('session-2');

    cookie = 'session-3';
    vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS * 10);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a removed cookie (a sign-out in another tab)', () => {
    let cookie: string | undefined = 'session-1';
    const onChange = vi.fn();
    watchSessionCookie({ read: () => cookie, expected: 'session-1', onChange });
    cookie = undefined;
    vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('reads the cookie on every tick and stops when told', () => {
    const read = vi.fn(() => 'session-1');
    const stop = watchSessionCookie({ read, expected: 'session-1', onChange: vi.fn() });
    vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS * 3);
    expect(read).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS * 3);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
