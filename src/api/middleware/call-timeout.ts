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
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const settle = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          controller.abort(callTimeoutError(timeoutMs));
        }, timeoutMs),
      );
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse({ id }) {
      settle(id);
    },
    onError({ id }) {
      settle(id);
    },
  };
}
