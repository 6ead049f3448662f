import { TOKEN_COOKIE_LIFETIME_MS } from '../../constants.ts';
import type { CookieJar } from './cookie-jar.ts';

/**
 * The session cookie: a random id written at sign-in and removed at sign-out. It names the
 * browser's current session, unlike the token cookie, which changes on every token refresh.
 * Every tab watches it (portal-shell §4.1): a sign-out or a new sign-in in another tab changes
 * it, and this tab's session ends.
 */
export const SESSION_COOKIE_NAME = 'sp_session';

export interface SessionCookie {
  read(): string | undefined;
  /** Writes a new session id (sign-in) and answers it. */
  start(): string;
  clear(): void;
}

export function createSessionCookie(jar: CookieJar, newId: () => string = () => crypto.randomUUID()): SessionCookie {
  return {
    read: () => jar.read(SESSION_COOKIE_NAME) || undefined,
    start() {
      const id = newId();
      jar.write(SESSION_COOKIE_NAME, id, { maxAgeMs: TOKEN_COOKIE_LIFETIME_MS });
      return id;
    },
    clear() {
      jar.remove(SESSION_COOKIE_NAME);
    },
  };
}
