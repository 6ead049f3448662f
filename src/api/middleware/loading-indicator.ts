import type { Middleware } from 'openapi-fetch';
import type { LoadingCounter } from '../loading-counter.ts';
import { isSilentCall } from '../silent-call.ts';

/**
 * Keeps the loading flag on while a call runs and turns it off on its response or its error
 * (timeouts and network failures included). Calls flagged with `silentCall` are not counted.
 */
export function loadingIndicator(counter: LoadingCounter): Middleware {
  // Only calls that were counted are uncounted: a silent call's response must not end
  // another call's loading.
  const counted = new Set<string>();
  const settle = (id: string) => {
    if (counted.delete(id)) counter.end();
  };

  return {
    onRequest({ request, id }) {
      if (isSilentCall(request)) return;
      counted.add(id);
      counter.begin();
    },
    onResponse({ id }) {
      settle(id);
    },
    onError({ id }) {
      settle(id);
    },
  };
}
