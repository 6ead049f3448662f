import type { Middleware } from 'openapi-fetch';
import type { CookieReader } from '../cookie-reader.ts';
import { readImpersonatedLogin } from '../impersonation-cookie.ts';
import { isLoginPath } from '../login-calls.ts';

export const IMPERSONATE_HEADER = 'impersonate';

/**
 * Copies the impersonation cookie into the `impersonate` header on every bearer call, portal
 * and CMS alike (portal-shell §4.4). Read per call, so Apply and Reset take effect at once.
 */
export function impersonateHeader(cookies: CookieReader): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (isLoginPath(schemaPath)) return;
      const login = readImpersonatedLogin(cookies);
      if (login) request.headers.set(IMPERSONATE_HEADER, login);
    },
  };
}
