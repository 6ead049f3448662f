import { bearerAuthorization, bearerTokenOf } from '../bearer-header.ts';
import type { FetchFunction } from '../fetch-function.ts';
import { isLoginUrl } from '../login-calls.ts';
import type { SessionRenewal } from './session-renewal.ts';

export interface TokenRefreshTransportOptions {
  fetch: FetchFunction;
  renewal: SessionRenewal;
  /** Base URL of the client, to recognise its login calls by path. */
  baseUrl: string;
}

/**
 * The 401 step of the chain: one refresh (shared through `renewal`), then one retry with the
 * new token; a second 401 ends the session. It wraps the transport rather than being an
 * openapi-fetch onResponse hook because openapi-fetch runs no further middleware when an
 * onResponse hook throws: a retry that times out would leave the loading flag on and its
 * timer running. Here a failed retry rejects like any fetch and the chain's onError hooks run.
 */
export function createTokenRefreshTransport({ fetch, renewal, baseUrl }: TokenRefreshTransportOptions): FetchFunction {
  return async (request) => {
    if (isLoginUrl(request.url, baseUrl)) return fetch(request);

    // Copied before sending: the body of the original is consumed by then, the retry needs one.
    const replay = request.clone();
    const response = await fetch(request);
    if (response.status !== 401) return response;

    const token = await abortable(renewal.renew(bearerTokenOf(request)), request.signal);
    if (token === undefined) return response;

    await response.body?.cancel();
    replay.headers.set('Authorization', bearerAuthorization(token));
    const retried = await fetch(replay);
    if (retried.status === 401) renewal.retryRejected(token);
    return retried;
  };
}

/** Lets the caller's signal (its timeout or its own abort) end the wait for a shared refresh, which goes on for the other calls. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
