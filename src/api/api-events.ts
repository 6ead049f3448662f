import { AUTH_EVENT_LISTENER_CAP } from '../constants.ts';
import { createEventBus, type EventBus } from './event-bus.ts';

/** Why the session ended (for logs; the shell shows the same Session Expired modal for all). */
export type SessionExpiredReason = 'refreshFailed' | 'retryRejected' | 'noRefreshToken';

/** What the typed clients tell the shell (portal-shell §4.1, §8). */
export type ApiEvents = {
  /** A 401 could not be cured by one refresh and one retry: show Session Expired, log out. */
  sessionExpired: { reason: SessionExpiredReason };
  /** A 5xx answer: show "Unable to Complete Request". The caller still gets the error. */
  serverError: { status: number; method: string; url: string };
  /** A 403 answer: the shell redirects to `path` ('/'). The caller still gets the error. */
  navigate: { path: string };
  /** The loading flag changed: on when the first non-silent call starts, off when the last ends. */
  loading: { active: boolean };
};

export type ApiEventBus = EventBus<ApiEvents>;

export function createApiEvents(): ApiEventBus {
  return createEventBus<ApiEvents>(AUTH_EVENT_LISTENER_CAP);
}
