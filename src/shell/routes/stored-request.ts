/**
 * The first request made while signed out (portal-shell §2.2), kept for the tab in
 * sessionStorage so that it survives the trip through the login page and is replayed after
 * login. Only the first one counts: the login page itself, or a second protected page opened
 * while signed out, does not replace it.
 */
export const STORED_REQUEST_KEY = 'sp_first_request';

export interface StoredRequest {
  /** Keeps `target` unless a request is stored already. Only same-site paths are kept. */
  store(target: string): void;
  /** Stores `target` even when one is stored (the SSO notice's explicit redirect target). */
  replace(target: string): void;
  /** Answers the stored target and forgets it. */
  take(): string | undefined;
  peek(): string | undefined;
}

/**
 * A same-site path: starts with one slash. `//host` and `/\host` are protocol-relative in
 * browsers and would turn the replay into an open redirect.
 */
export function isSameSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export function createStoredRequest(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): StoredRequest {
  const peek = () => {
    const value = storage.getItem(STORED_REQUEST_KEY);
    return value !== null && isSameSitePath(value) ? value : undefined;
  };
  const replace = (target: string) => {
    if (isSameSitePath(target)) storage.setItem(STORED_REQUEST_KEY, target);
  };
  return {
    store(target) {
      if (peek() === undefined) replace(target);
    },
    replace,
    take() {
      const value = peek();
      storage.removeItem(STORED_REQUEST_KEY);
      return value;
    },
    peek,
  };
}
