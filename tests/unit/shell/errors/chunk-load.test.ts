import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../../src/constants.ts';
import { ChunkLoadError, isChunkLoadError, loadChunk } from '../../../../src/shell/errors/chunk-load.ts';

function settle<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}

describe('loading a script chunk (portal-shell §8: 120 s, ChunkLoadError)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after CHUNK_LOAD_TIMEOUT_MS with a ChunkLoadError, not before', async () => {
    const load = settle(loadChunk(() => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(load.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadError(load.error)).toBe(true);
    expect((load.error as ChunkLoadError).reason).toBe('timeout');
    expect((load.error as Error).name).toBe('ChunkLoadError');
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/leads-1a2b.js');
    const load = settle(loadChunk(() => Promise.reject(cause)));
    await vi.advanceTimersByTimeAsync(0);
    expect(isChunkLoadError(load.error)).toBe(true);
    expect((load.error as ChunkLoadError).reason).toBe('failed');
    expect((load.error as Error).cause).toBe(cause);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers the module when it arrives in time, and clears its timer', async () => {
    const module = { default: 'page' };
    const load = settle(loadChunk(() => new Promise((resolve) => setTimeout(() => resolve(module), CHUNK_LOAD_TIMEOUT_MS - 5))));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 5);
    expect(load.value).toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });
});
