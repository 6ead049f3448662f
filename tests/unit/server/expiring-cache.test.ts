import { describe, expect, it } from 'vitest';
import { ExpiringCache } from '../../../src/server/kernel/expiring-cache.ts';

describe('ExpiringCache', () => {
  it('loads a key once while it is fresh, and again once it has expired', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ExpiringCache<string, number>(1_000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses and keeps no failed load', async () => {
    let loads = 0;
    const cache = new ExpiringCache<string, number>(1_000, 10, () => 0);
    const failing = () => {
      loads += 1;
      return Promise.reject(new Error('not found'));
    };
    const [first, second] = await Promise.allSettled([cache.get('zip', failing), cache.get('zip', failing)]);
    expect([first.status, second.status, loads]).toEqual(['rejected', 'rejected', 1]);
    await Promise.resolve();
    expect(await cache.get('zip', async () => 7)).toBe(7);
  });

  it('drops the oldest entries beyond its size, so distinct keys cannot grow memory', async () => {
    const cache = new ExpiringCache<number, number>(1_000, 2, () => 0);
    for (const key of [1, 2, 3]) await cache.get(key, async () => key);
    let reloaded = false;
    await cache.get(1, async () => ((reloaded = true), 1));
    expect(reloaded).toBe(true);
  });
});
