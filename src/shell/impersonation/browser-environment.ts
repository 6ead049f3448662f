import type { CookieJar } from '../session/cookie-jar.ts';
import type { IdentitySwitchEnvironment } from './identity-switch.ts';

function storage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    // Access throws where storage is disabled (privacy settings).
    return undefined;
  }
}

/**
 * Apply and Reset in the browser: its storages, the shell's cookies, a full load of `/` (or of
 * `landing`, for a journey that acts as a user to do one thing: DWCP administration lands on the
 * dealer's enrollment).
 */
export function browserEnvironment(cookies: Pick<CookieJar, 'write' | 'remove'>, landing = '/'): IdentitySwitchEnvironment {
  return {
    localStorage: storage('localStorage'),
    sessionStorage: storage('sessionStorage'),
    cookies,
    reloadToRoot: () => window.location.assign(landing),
  };
}
