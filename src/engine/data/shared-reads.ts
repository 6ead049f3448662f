/**
 * One request for identical reads in flight at once. A screen often asks the same thing from
 * several blocks as it opens (the SmartLeads settings ask for the coverage from the map, the
 * radius form and the ZIP list form); they share the first one's answer instead of each
 * sending its own.
 *
 * Only reads share: a write is always its own request. A read never joins one that started
 * before a write finished, so a block reloaded after a save always sees the saved state. Each
 * caller keeps its own abort: the shared request is cancelled only when every caller of it has
 * gone.
 */

interface Shared {
  readonly promise: Promise<unknown>;
  readonly controller: AbortController;
  readonly epoch: number;
  callers: number;
}

export interface SharedReads {
  /**
   * The answer of `start` for `key`, started now or joined while an identical read is in flight;
   * `signal` aborts this caller's wait (and the request, once nobody else waits for it).
   */
  read<T>(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Runs a write: reads that start after it ends never join one that started before. */
  write<T>(run: () => Promise<T>): Promise<T>;
}

export function createSharedReads(): SharedReads {
  const inFlight = new Map<string, Shared>();
  let epoch = 0;

  function leave(key: string, shared: Shared) {
    shared.callers -= 1;
    if (shared.callers > 0) return;
    if (inFlight.get(key) === shared) inFlight.delete(key);
    shared.controller.abort();
  }

  return {
    read<T>(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      let shared = inFlight.get(key);
      if (!shared || shared.epoch !== epoch) {
        const controller = new AbortController();
        const entry: Shared = { controller, epoch, callers: 0, promise: Promise.resolve() };
        const promise = start(controller.signal).finally(() => {
          if (inFlight.get(key) === entry) inFlight.delete(key);
        });
        shared = Object.assign(entry, { promise });
        inFlight.set(key, shared);
      }
      const joined = shared;
      joined.callers += 1;
      if (!signal) return joined.promise as Promise<T>;
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          leave(key, joined);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        joined.promise.then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value as T);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
          },
        );
      });
    },
    async write<T>(run: () => Promise<T>): Promise<T> {
      try {
        return await run();
      } finally {
        epoch += 1;
      }
    },
  };
}
