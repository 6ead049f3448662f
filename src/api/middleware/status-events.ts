import type { Middleware } from 'openapi-fetch';
import type { ApiEventBus } from '../api-events.ts';

/** Where a 403 sends the user (portal-shell §8: "403: redirect to /"). */
export const FORBIDDEN_REDIRECT_PATH = '/';

/**
 * Tells the shell about answers it handles globally: 403 → navigate to '/', 5xx → "Unable to
 * Complete Request". It only observes: the caller still gets the response, as it does for
 * every other status (400, 404, 409 …), which screens handle themselves.
 */
export function statusEvents(events: ApiEventBus): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status === 403) {
        events.emit('navigate', { path: FORBIDDEN_REDIRECT_PATH });
      } else if (response.status >= 500 && response.status <= 599) {
        events.emit('serverError', { status: response.status, method: request.method, url: request.url });
      }
    },
  };
}
