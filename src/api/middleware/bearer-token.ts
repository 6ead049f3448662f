import type { Middleware } from 'openapi-fetch';
import { bearerAuthorization } from '../bearer-header.ts';
import { isLoginPath } from '../login-calls.ts';
import type { TokenStore } from '../token-store.ts';

/** Sends the current access token on every call but the login calls. */
export function bearerToken(tokens: TokenStore): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (isLoginPath(schemaPath)) return;
      // Read per call, not once: the token changes on refresh and on a new login.
      const accessToken = tokens.getAccessToken();
      if (accessToken) request.headers.set('Authorization', bearerAuthorization(accessToken));
    },
  };
}
