import { SESSION_COOKIE_WATCH_MS } from '../../constants.ts';

export interface SessionCookieWatchOptions {
  /** Reads the session cookie now. */
  read: () => string | undefined;
  /** The value this tab's session started with. */
  expected: string | undefined;
  /** Called once, with the new value, when the cookie no longer holds `expected`. */
  onChange: (current: string | undefined) => void;
  intervalMs?: number;
}

/**
 * Compares the session cookie with the tab's own every SESSION_COOKIE_WATCH_MS (250 ms) and
 * reports the first change (portal-shell §4.1: "A change of the session cookie triggers
 * logout"). Polling, because browsers fire no event when another tab or the server rewrites a
 * cookie. Returns the function that stops the watch; it also stops itself after reporting.
 */
export function watchSessionCookie({ read, expected, onChange, intervalMs = SESSION_COOKIE_WATCH_MS }: SessionCookieWatchOptions): () => void {
  const timer = setInterval(() => {
    const current = read();
    if (current === expected) return;
    clearInterval(timer);
    onChange(current);
  }, intervalMs);
  return () => clearInterval(timer);
}
