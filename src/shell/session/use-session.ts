import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Session } from './session-state.ts';
import type { SessionStore } from './session-store.ts';

export type {
  MenuItem,
  Session,
  SessionActions,
  SessionEnd,
  SessionState,
  SessionStatus,
  SignInCredentials,
  SignInOutcome,
  UserDetails,
} from './session-state.ts';

/** The session store of the running app; the SessionProvider (src/shell/app) puts it here. */
export const SessionStoreContext = createContext<SessionStore | undefined>(undefined);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSession() needs a <SessionStoreContext.Provider> above it (src/shell/app).');
  return store;
}

/**
 * The signed-in user, the header menu and the session actions:
 * `{ status, user, menu, impersonating, signIn, signOut, reload, setUser, endExpiredSession }`.
 * Re-renders only when the session state changes (the actions are stable).
 */
export function useSession(): Session {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, ...store.actions };
}
