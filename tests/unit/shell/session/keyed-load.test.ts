import { describe, expect, it } from 'vitest';
import { createKeyedLoad } from '../../../../src/shell/session/keyed-load.ts';

function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('a load shared per key (issue #20: each start-up call once)', () => {
  it('runs once for a key asked for while loading and after it loaded', async () => {
    const load = createKeyedLoad<string>();
    const answer = pending<string>();
    let runs = 0;
    const run = () => {
      runs += 1;
      return answer.promise;
    };
    load.load('honda', run);
    load.load('honda', run);
    expect(load.getState()).toEqual({ status: 'loading', key: 'honda', value: undefined });
    answer.resolve('files');
    await answer.promise;
    load.load('honda', run);
    expect(runs).toBe(1);
    expect(load.getState()).toEqual({ status: 'loaded', key: 'honda', value: 'files' });
  });

  it('aborts the load of a replaced key and drops its late answer', async () => {
    const load = createKeyedLoad<string>();
    const first = pending<string>();
    let firstSignal: AbortSignal | undefined;
    load.load('honda', (signal) => {
      firstSignal = signal;
      return first.promise;
    });
    load.load('acura', async () => 'acura files');
    expect(firstSignal?.aborted).toBe(true);
    first.resolve('honda files');
    await first.promise;
    await Promise.resolve();
    expect(load.getState()).toEqual({ status: 'loaded', key: 'acura', value: 'acura files' });
  });

  it('keeps a failure for its key, and forgets everything on reset so the key loads again', async () => {
    const load = createKeyedLoad<string>();
    const failing = pending<string>();
    load.load('oems', () => failing.promise);
    failing.reject(new Error('503'));
    await failing.promise.catch(() => undefined);
    expect(load.getState().status).toBe('failed');
    let runs = 0;
    load.load('oems', async () => {
      runs += 1;
      return 'list';
    });
    expect(runs).toBe(0);
    const notified: string[] = [];
    load.subscribe(() => notified.push(load.getState().status));
    load.reset();
    load.load('oems', async () => {
      runs += 1;
      return 'list';
    });
    expect(runs).toBe(1);
    expect(notified).toEqual(['idle', 'loading']);
  });
});
