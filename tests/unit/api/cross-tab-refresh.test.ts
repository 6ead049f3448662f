/**
 * Issue #12, 7 (browser side): two tabs sharing the token cookie refresh once. Each "tab" has
 * its own session renewal, as each tab runs its own app; they share one token store (the
 * cookie) and one lock manager (the origin's Web Locks, exclusive mode).
 */
import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../../../src/api/memory-token-store.ts';
import { crossTabRefresh, REFRESH_LOCK_NAME, type RefreshLocks } from '../../../src/api/middleware/cross-tab-refresh.ts';
import { createSessionRenewal } from '../../../src/api/session/session-renewal.ts';
import type { SessionTokens } from '../../../src/api/token-store.ts';

/** Web Locks' exclusive mode: callbacks under one name run one after the other, in request order. */
function exclusiveLocks(): RefreshLocks & { names: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

/** The token service: every call spends the token and answers a new pair. */
function tokenService() {
  const spent: string[] = [];
  let issued = 0;
  return {
    spent,
    refresh: async (refreshToken: string): Promise<SessionTokens | undefined> => {
      await Promise.resolve();
      spent.push(refreshToken);
      issued += 1;
      return { accessToken: `access-${issued}`, refreshToken: `refresh-${issued}` };
    },
  };
}

function twoTabs(locks: RefreshLocks | undefined) {
  const cookie = createMemoryTokenStore({ accessToken: 'access-0', refreshToken: 'refresh-0' });
  const service = tokenService();
  const tab = () =>
    createSessionRenewal({ tokens: cookie, refreshTokens: crossTabRefresh(service.refresh, cookie, locks), onExpired: () => undefined });
  return { cookie, service, first: tab(), second: tab() };
}

describe('the token refresh across tabs', () => {
  it('runs once when two tabs get a 401 at the same moment, and both retry with the new token', async () => {
    const locks = exclusiveLocks();
    const { cookie, service, first, second } = twoTabs(locks);
    const retried = await Promise.all([first.renew('access-0'), second.renew('access-0')]);
    expect(service.spent).toEqual(['refresh-0']);
    expect(retried).toEqual(['access-1', 'access-1']);
    expect(cookie.getRefreshToken()).toBe('refresh-1');
    expect(locks.names.every((name) => name === REFRESH_LOCK_NAME)).toBe(true);
  });

  it('refreshes again when the pair the other tab got is refused later on', async () => {
    const { service, first, second } = twoTabs(exclusiveLocks());
    await Promise.all([first.renew('access-0'), second.renew('access-0')]);
    expect(await first.renew('access-1')).toBe('access-2');
    expect(service.spent).toEqual(['refresh-0', 'refresh-1']);
  });

  it('without Web Locks each tab spends the token itself (what the lock prevents)', async () => {
    const { service, first, second } = twoTabs(undefined);
    await Promise.all([first.renew('access-0'), second.renew('access-0')]);
    expect(service.spent).toEqual(['refresh-0', 'refresh-0']);
  });
});
