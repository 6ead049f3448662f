// The session store wired to the real runtime and client over a scripted backend.
import { createApiRuntime, createContractPortalClient, IMPERSONATION_COOKIE_NAME } from '../../../../src/api/index.ts';
import { createMemoryCookieJar } from '../../../../src/shell/session/cookie-jar.ts';
import { createSessionCookie } from '../../../../src/shell/session/session-cookie.ts';
import { createSessionStore } from '../../../../src/shell/session/session-store.ts';
import { createTokenCookieStore } from '../../../../src/shell/session/token-cookie-store.ts';
import { createFakeFetch, type Handler } from '../../api/fake-backend.ts';

export { json } from '../../api/fake-backend.ts';
export { IMPERSONATION_COOKIE_NAME };

export function createSessionHarness(handler: Handler) {
  const backend = createFakeFetch(handler);
  const cookies = createMemoryCookieJar();
  const tokens = createTokenCookieStore(cookies);
  const runtime = createApiRuntime({ portalBaseUrl: 'http://portal.test', tokens, cookies: cookies.read, fetch: backend.fetch });
  const client = createContractPortalClient(runtime);
  let sessionNumber = 0;
  const sessionCookie = createSessionCookie(cookies, () => `session-${++sessionNumber}`);
  const store = createSessionStore({ client, tokens, sessionCookie, cookies });
  return { store, client, sent: backend.sent, cookies, tokens, runtime, sessionCookie };
}

/** The path and query of a sent request, e.g. `POST /oauth/token`. */
export function callsOf(sent: ReadonlyArray<{ method: string; url: string }>): string[] {
  return sent.map(({ method, url }) => {
    const { pathname, search } = new URL(url);
    return `${method} ${pathname}${search}`;
  });
}
