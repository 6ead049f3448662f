import type { Middleware } from 'openapi-fetch';

/** The rejection of a call that ran out of time: a DOMException named TimeoutError, as AbortSignal.timeout() uses. */
export function callTimeoutError(timeoutMs: number): DOMException {
  return new DOMException(`The call did not complete within ${timeoutMs} ms.`, 'TimeoutError');
}

export function isCallTimeoutError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * Aborts a call that has no response after `timeoutMs`, on top of any signal the caller passed
 * (either one aborts the call). The time covers the whole call, including a token refresh and
 * the retry, since the retry is a copy of this request and follows its signal.
 *
 * The timer is a plain setTimeout rather than AbortSignal.timeout() so it is cleared as soon as
 * the call settles (no timer per finished call lingering for two minutes) and fake timers drive it.
 */
export function callTimeout(timeoutMs: number): Middleware {
  const pending = new Map<string, () => void>();
  const settle = (id: string) => {
    pending.get(id)?.();
    pending.delete(id);
  };

  return {
    onRequest({ request, id }) {
      // One controller that either the timer or the caller's signal aborts. Not AbortSignal.any():
      // Node 20 may collect such a combined signal while a request still waits on it, and then the
      // timeout never fires (seen as a flaky test under memory pressure).
      const controller = new AbortController();
      const callerSignal = request.signal;
      const forward = () => controller.abort(callerSignal.reason);
      if (callerSignal.aborted) forward();
      else callerSignal.addEventListener('abort', forward, { once: true });
      const timer = setTimeout(() => {
        pending.delete(id);
        callerSignal.removeEventListener('abort', forward);
        controller.abort(callTimeoutError(timeoutMs));
      }, timeoutMs);
      pending.set(id, () => {
        clearTimeout(timer);
        callerSignal.removeEventListener('abort', forward);
      });
      return new Request(request, { signal: controller.signal });
    },
    onResponse({ id }) {
      settle(id);
    },
    onError({ id }) {
      settle(id);
    },
  };
}
