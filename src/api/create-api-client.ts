import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { CMS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../constants.ts';
import type { ApiRuntime } from './api-runtime.ts';
import { bearerToken } from './middleware/bearer-token.ts';
import { callTimeout } from './middleware/call-timeout.ts';
import { impersonateHeader } from './middleware/impersonate-header.ts';
import { loadingIndicator } from './middleware/loading-indicator.ts';
import { statusEvents } from './middleware/status-events.ts';
import { createTokenRefreshTransport } from './session/token-refresh-transport.ts';

export interface ApiHost {
  /** '' for the same origin. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * The chain, in registration order. openapi-fetch runs onRequest hooks in this order and
 * onResponse/onError hooks in reverse, and the 401 step sits in the transport below them all:
 *
 *   request:  bearer → impersonate → loading on → timeout → [transport: 401 → refresh → retry]
 *   response: timeout cleared → loading off → 403/5xx events
 *
 * Loading comes after the header steps, so a step that throws before the call leaves no count
 * behind, and before the timeout step, which replaces the Request and with it the silent flag.
 * The status events see the final answer, i.e. the retry's when there was one.
 */
function middlewareChain(runtime: ApiRuntime, host: ApiHost): Middleware[] {
  return [
    statusEvents(runtime.events),
    bearerToken(runtime.tokens),
    impersonateHeader(runtime.cookies),
    loadingIndicator(runtime.loading),
    callTimeout(host.timeoutMs),
  ];
}

/** An openapi-fetch client for one host, typed by that host's generated `paths`. */
export function createApiClient<Paths extends {}>(runtime: ApiRuntime, host: ApiHost): Client<Paths> {
  const baseUrl = host.baseUrl.replace(/\/+$/, '');
  const client = createClient<Paths>({
    baseUrl,
    // Every array query parameter of the contract is `style: form, explode: false`: `a,b,c`.
    querySerializer: { array: { style: 'form', explode: false } },
    fetch: createTokenRefreshTransport({ fetch: runtime.fetch, renewal: runtime.renewal, baseUrl }),
  });
  client.use(...middlewareChain(runtime, { ...host, baseUrl }));
  return client;
}

/** The portal client (portal, single sign-on, OAuth, product files), REQUEST_TIMEOUT_MS per call. */
export function createPortalClient<Paths extends {}>(runtime: ApiRuntime): Client<Paths> {
  return createApiClient<Paths>(runtime, { baseUrl: runtime.portalBaseUrl, timeoutMs: REQUEST_TIMEOUT_MS });
}

/** The CMS backend client (a separate host), CMS_TIMEOUT_MS per call. */
export function createCmsClient<Paths extends {}>(runtime: ApiRuntime, cmsBaseUrl: string): Client<Paths> {
  return createApiClient<Paths>(runtime, { baseUrl: cmsBaseUrl, timeoutMs: CMS_TIMEOUT_MS });
}
