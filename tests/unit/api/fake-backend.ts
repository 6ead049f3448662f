// A scripted fake `fetch` that records every request exactly as it would go on the wire, and
// the harness that wires the real runtime and clients to it.
import type { ApiEvents } from '../../../src/api/api-events.ts';
import { createApiRuntime, type ApiRuntime } from '../../../src/api/api-runtime.ts';
import { createCmsClient, createPortalClient } from '../../../src/api/create-api-client.ts';
import type { CookieReader } from '../../../src/api/cookie-reader.ts';
import { createMemoryTokenStore } from '../../../src/api/memory-token-store.ts';
import type { SessionTokens } from '../../../src/api/token-store.ts';
import type { CmsTestPaths, PortalTestPaths } from './test-paths.ts';

export const PORTAL = 'http://portal.test';
export const CMS = 'http://cms.test/cms';

export interface SentRequest {
  method: string;
  url: string;
  /** Header names lower-cased, as on the wire. */
  headers: Record<string, string>;
  body: string;
  /** Sent with keepalive (finished by the browser even when the page goes away); absent otherwise. */
  keepalive?: true;
}

export type Handler = (sent: SentRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A promise with its resolve exposed, to hold a fake answer until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function createFakeFetch(handler: Handler) {
  const sent: SentRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    if (request.signal.aborted) throw request.signal.reason;
    const entry: SentRequest = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
      ...(request.keepalive ? { keepalive: true as const } : {}),
    };
    sent.push(entry);
    // Like real fetch, an abort while waiting for the answer rejects with the signal's reason.
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      Promise.resolve(handler(entry)).then(resolve, reject);
    });
  };
  return { fetch, sent };
}

export interface HarnessOptions {
  tokens?: SessionTokens;
  cookies?: Record<string, string>;
  handler: Handler;
}

export function createHarness({ tokens, cookies = {}, handler }: HarnessOptions) {
  const backend = createFakeFetch(handler);
  const cookieJar = { ...cookies };
  const readCookie: CookieReader = (name) => cookieJar[name];
  const tokenStore = createMemoryTokenStore(tokens);
  const runtime: ApiRuntime = createApiRuntime({
    portalBaseUrl: PORTAL,
    tokens: tokenStore,
    cookies: readCookie,
    fetch: backend.fetch,
  });
  const events: Array<{ [Name in keyof ApiEvents]: { name: Name; payload: ApiEvents[Name] } }[keyof ApiEvents]> = [];
  runtime.events.on('sessionExpired', (payload) => events.push({ name: 'sessionExpired', payload }));
  runtime.events.on('serverError', (payload) => events.push({ name: 'serverError', payload }));
  runtime.events.on('navigate', (payload) => events.push({ name: 'navigate', payload }));
  runtime.events.on('loading', (payload) => events.push({ name: 'loading', payload }));
  return {
    runtime,
    portal: createPortalClient<PortalTestPaths>(runtime),
    cms: createCmsClient<CmsTestPaths>(runtime, CMS),
    sent: backend.sent,
    events,
    cookieJar,
    tokenStore,
  };
}
