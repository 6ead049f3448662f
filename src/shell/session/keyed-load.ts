/** Where a keyed load stands; `key` names what was asked for (e.g. an OEM and a language). */
export type KeyedLoadState<T> =
  | { readonly status: 'idle'; readonly key: undefined; readonly value: undefined }
  | { readonly status: 'loading'; readonly key: string; readonly value: undefined }
  | { readonly status: 'loaded'; readonly key: string; readonly value: T }
  | { readonly status: 'failed'; readonly key: string; readonly value: undefined };

/** A useSyncExternalStore-shaped store of one value, loaded once per key. */
export interface KeyedLoad<T> {
  getState(): KeyedLoadState<T>;
  subscribe(listener: () => void): () => void;
  /**
   * Runs `run` unless `key` is already loaded, loading or failed, so asking twice sends one call.
   * Another key aborts the load under way and replaces the value.
   */
  load(key: string, run: (signal: AbortSignal) => Promise<T>): void;
  /** Forgets the value and aborts the load under way (the session ended). */
  reset(): void;
}

const IDLE = Object.freeze({ status: 'idle', key: undefined, value: undefined }) as KeyedLoadState<never>;

/**
 * The session's start-up data (product files, DWC data, the OEM list) is loaded here rather than
 * in component effects: an effect runs again whenever its component mounts again (React's
 * StrictMode mounts every component twice in development; a header remounts after a suspense or
 * an error boundary), and each run sent the same call again. A store that lives as long as the
 * page answers a second ask for the same key from what it has or is loading.
 */
export function createKeyedLoad<T>(): KeyedLoad<T> {
  let state: KeyedLoadState<T> = IDLE;
  let abort: AbortController | undefined;
  const listeners = new Set<() => void>();

  const setState = (next: KeyedLoadState<T>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const stop = () => {
    abort?.abort();
    abort = undefined;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(key, run) {
      if (state.key === key) return;
      stop();
      const current = new AbortController();
      abort = current;
      setState({ status: 'loading', key, value: undefined });
      run(current.signal).then(
        (value) => {
          if (abort === current) setState({ status: 'loaded', key, value });
        },
        () => {
          if (abort === current) setState({ status: 'failed', key, value: undefined });
        },
      );
    },
    reset() {
      stop();
      if (state !== IDLE) setState(IDLE);
    },
  };
}
