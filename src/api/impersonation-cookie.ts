import type { CookieReader } from './cookie-reader.ts';

/**
 * Name of the cookie that holds the login name an administrator impersonates. The shell's
 * impersonation writes it; the client copies it into the `impersonate` header (portal-shell §4.4).
 */
export const IMPERSONATION_COOKIE_NAME = 'impersonate';

/** The impersonated login, or undefined when nobody is impersonated (absent or blank cookie). */
export function readImpersonatedLogin(cookies: CookieReader): string | undefined {
  const value = cookies(IMPERSONATION_COOKIE_NAME)?.trim();
  return value ? value : undefined;
}
