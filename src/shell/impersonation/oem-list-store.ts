import type { PortalClient } from '../../api/index.ts';
import { createKeyedLoad, type KeyedLoadState } from '../session/keyed-load.ts';
import type { SessionStore } from '../session/session-store.ts';
import { impersonationCalls, type Oem } from './impersonation-calls.ts';

/** The OEM selector's choices (GET /api/portal/oems: every OEM for an admin, sorted by name). */
export interface OemListStore {
  getState(): KeyedLoadState<Oem[]>;
  subscribe(listener: () => void): () => void;
  /** Loads the list for the session's user, unless it is loaded or loading for that user already. */
  request(): void;
}

/**
 * The impersonation toolbar's OEM list, loaded on the toolbar's first ask and kept for the user
 * (keyed-load.ts: a toolbar mounted again asks nothing); forgotten on sign-out. Impersonation
 * starts and stops with a page load, so the acting user's list is loaded once as well.
 */
export function createOemListStore(client: PortalClient, session: Pick<SessionStore, 'getState' | 'subscribe'>): OemListStore {
  const calls = impersonationCalls(client);
  const list = createKeyedLoad<Oem[]>();
  session.subscribe(() => {
    if (!session.getState().user) list.reset();
  });
  return {
    getState: list.getState,
    subscribe: list.subscribe,
    request() {
      const { user } = session.getState();
      // Asked for as the caller the server will see: the impersonate header makes it the acting user.
      if (user) list.load(`${user.loginName}\n${user.impersonator ?? ''}`, () => calls.listOems());
    },
  };
}
