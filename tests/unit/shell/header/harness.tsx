// Renders shell parts the way the app does: real i18n, real skins, a real portal client over a
// scripted fetch, and a session store holding the given user and menu.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { createApiRuntime, createContractCmsClient, createContractPortalClient, createMemoryTokenStore } from '../../../../src/api/index.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { ShellServicesContext } from '../../../../src/shell/app/shell-services-context.ts';
import type { ShellServices } from '../../../../src/shell/app/shell-services.ts';
import { ChangePasswordRequestProvider, useChangePasswordRequest } from '../../../../src/shell/header/change-password-request.tsx';
import { createStoredRequest } from '../../../../src/shell/routes/stored-request.ts';
import { SIGNED_OUT, type SessionActions, type SessionState } from '../../../../src/shell/session/session-state.ts';
import type { SessionStore } from '../../../../src/shell/session/session-store.ts';
import { SessionStoreContext, type MenuItem, type UserDetails } from '../../../../src/shell/session/use-session.ts';
import { SkinProvider } from '../../../../src/shell/skins/SkinProvider.tsx';

export interface SentRequest {
  readonly method: string;
  readonly url: URL;
}

export type FakeAnswer = (request: SentRequest) => Response | undefined;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

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

/** Shows where the router is, so tests can assert navigations. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  // POP until the first navigation: tells an ignored click from a navigation to the same place.
  const type = useNavigationType();
  return <output data-testid="location" data-navigation={type}>{`${pathname}${search}`}</output>;
}

/** Shows whether the change-password dialog was asked for (the dialog itself comes later). */
function ChangePasswordProbe() {
  const { open } = useChangePasswordRequest();
  return <output data-testid="change-password">{open ? 'open' : 'closed'}</output>;
}

export interface ShellRender extends RenderResult {
  readonly sent: SentRequest[];
  readonly session: FakeSession;
  readonly services: ShellServices;
}

export interface ShellRenderOptions {
  user: UserDetails | undefined;
  menu?: readonly MenuItem[];
  path?: string;
  language?: 'en' | 'fr';
  answer?: FakeAnswer;
}

export function renderShell(ui: ReactNode, { user, menu = [], path = '/', language = 'en', answer = () => undefined }: ShellRenderOptions): ShellRender {
  const sent: SentRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const entry = { method: request.method, url: new URL(request.url) };
    sent.push(entry);
    return answer(entry) ?? json(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
  const runtime = createApiRuntime({ portalBaseUrl: 'http://portal.test', tokens: createMemoryTokenStore(), cookies: () => undefined, fetch });
  const i18n = createI18n({ language });
  const session = fakeSessionStore(user, menu);
  const services: ShellServices = {
    config: { portalBaseUrl: 'http://portal.test', cmsBaseUrl: 'http://portal.test/cms', productionHost: undefined },
    runtime,
    client: createContractPortalClient(runtime),
    cms: createContractCmsClient(runtime, 'http://portal.test/cms'),
    cookies: { read: () => undefined, write: () => {}, remove: () => {} },
    session,
    storedRequest: createStoredRequest(memoryStorage()),
    i18n,
  };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ShellServicesContext.Provider value={services}>
        <SessionStoreContext.Provider value={session}>
          <SkinProvider>
            <ChangePasswordRequestProvider>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route
                    path="*"
                    element={
                      <>
                        {ui}
                        <LocationProbe />
                        <ChangePasswordProbe />
                      </>
                    }
                  />
                </Routes>
              </MemoryRouter>
            </ChangePasswordRequestProvider>
          </SkinProvider>
        </SessionStoreContext.Provider>
      </ShellServicesContext.Provider>
    </I18nextProvider>,
  );
  return Object.assign(result, { sent, session, services });
}
