import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { createApiEvents, type ApiEventBus } from './api-events.ts';
import type { CookieReader } from './cookie-reader.ts';
import type { FetchFunction } from './fetch-function.ts';
import { createLoadingCounter, type LoadingCounter } from './loading-counter.ts';
import { crossTabRefresh } from './middleware/cross-tab-refresh.ts';
import { createRefreshTokenCall } from './session/refresh-token-call.ts';
import { createSessionRenewal, type SessionRenewal } from './session/session-renewal.ts';
import type { TokenStore } from './token-store.ts';

export interface ApiRuntimeOptions {
  /** Base URL of the portal host, which also serves POST /oauth/token ('' = same origin). */
  portalBaseUrl: string;
  tokens: TokenStore;
  cookies: CookieReader;
  /** Defaults to the global fetch, looked up per call. */
  fetch?: FetchFunction;
  /** Defaults to a new bus with the spec's listener cap. */
  events?: ApiEventBus;
}

/**
 * What the portal and CMS clients share: tokens, the impersonation cookie, the event bus, the
 * one loading flag and the one session renewal (a 401 on either host refreshes through the
 * portal's token service, once).
 */
export interface ApiRuntime {
  readonly portalBaseUrl: string;
  readonly tokens: TokenStore;
  readonly cookies: CookieReader;
  readonly events: ApiEventBus;
  readonly loading: LoadingCounter;
  readonly renewal: SessionRenewal;
  readonly fetch: FetchFunction;
}

export function createApiRuntime(options: ApiRuntimeOptions): ApiRuntime {
  const portalBaseUrl = options.portalBaseUrl.replace(/\/+$/, '');
  // Looked up per call, and called unbound-safe: browsers reject a detached `fetch` reference.
  const fetch: FetchFunction = options.fetch ?? ((request) => globalThis.fetch(request));
  const events = options.events ?? createApiEvents();
  // One refresh at a time across the browser's tabs, which share the token cookie.
  const refreshTokens = crossTabRefresh(
    createRefreshTokenCall({ tokenUrl: `${portalBaseUrl}/oauth/token`, fetch, timeoutMs: REQUEST_TIMEOUT_MS }),
    options.tokens,
  );
  return {
    portalBaseUrl,
    tokens: options.tokens,
    cookies: options.cookies,
    events,
    loading: createLoadingCounter((active) => events.emit('loading', { active })),
    renewal: createSessionRenewal({
      tokens: options.tokens,
      refreshTokens,
      onExpired: (reason) => events.emit('sessionExpired', { reason }),
    }),
    fetch,
  };
}
