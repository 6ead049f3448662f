// A session store holding a given user and menu, recording sign-outs and user changes.
import { SIGNED_OUT, type SessionActions, type SessionState } from '../../../../src/shell/session/session-state.ts';
import type { SessionStore } from '../../../../src/shell/session/session-store.ts';
import type { MenuItem, UserDetails } from '../../../../src/shell/session/use-session.ts';

export interface FakeSession extends SessionStore {
  readonly calls: { signOut: number; setUser: UserDetails[] };
  set(state: Partial<SessionState>): void;
}

export function fakeSessionStore(user: UserDetails | undefined, menu: readonly MenuItem[]): FakeSession {
  let state: SessionState = user
    ? { status: 'signedIn', user, menu, impersonating: user.impersonator !== undefined, endedBy: undefined }
    : SIGNED_OUT;
  const listeners = new Set<() => void>();
  const calls = { signOut: 0, setUser: [] as UserDetails[] };
  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  const actions: SessionActions = {
    signIn: async () => ({ ok: true }),
    signOut: () => {
      calls.signOut += 1;
      set({ ...SIGNED_OUT, endedBy: 'signOut' });
    },
    reload: async () => {},
    setUser: (next) => {
      calls.setUser.push(next);
      set({ user: next });
    },
    endExpiredSession: async () => {},
  };
  return {
    calls,
    set,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
    resume: async () => {},
    dispose: () => {},
  };
}

