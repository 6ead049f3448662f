// Renders a shell part the way the app does: real i18n, skins, portal and CMS clients over a
// scripted backend that records every request (with its JSON body), and a session store holding
// the given user and menu. Probes show where the router went and whether the change-password
// dialog was asked for.
import { render, type RenderResult } from '@testing-library/react';
import type { CookieJar } from '../../../../src/shell/session/cookie-jar.ts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { createApiRuntime, createMemoryTokenStore } from '../../../../src/api/index.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { ShellServicesContext } from '../../../../src/shell/app/shell-services-context.ts';
import type { ShellServices } from '../../../../src/shell/app/shell-services.ts';
import { ChangePasswordRequestProvider, useChangePasswordRequest } from '../../../../src/shell/header/change-password-request.tsx';
import { SessionStoreContext, type MenuItem, type UserDetails } from '../../../../src/shell/session/use-session.ts';
import { SkinProvider } from '../../../../src/shell/skins/SkinProvider.tsx';
import { SkinThemeProvider } from '../../../../src/shell/skins/skin-theme-provider.tsx';
import { fakeSessionStore, type FakeSession } from './fake-session.ts';
import { json, PORTAL, testServices } from './test-services.ts';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly url: URL;
  readonly body: unknown;
}

/** Answers a request, or undefined for a 404. May wait (a pending permission check). */
export type Backend = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

/** Shows where the router is; POP until the first navigation tells an ignored click from a navigation to the same place. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  return <output data-testid="location" data-navigation={type}>{`${pathname}${search}`}</output>;
}

function ChangePasswordProbe() {
  const { open } = useChangePasswordRequest();
  return <output data-testid="change-password">{open ? 'open' : 'closed'}</output>;
}

export interface ShellRender extends RenderResult {
  readonly requests: RecordedRequest[];
  readonly session: FakeSession;
  readonly services: ShellServices;
}

export interface ShellRenderOptions {
  user: UserDetails | undefined;
  menu?: readonly MenuItem[];
  path?: string;
  language?: 'en' | 'fr';
  backend?: Backend;
  /** The shell's cookies; by default a jar that holds nothing. */
  cookies?: CookieJar;
}

export function renderInShell(ui: ReactNode, { user, menu = [], path = '/', language = 'en', backend = () => undefined, cookies }: ShellRenderOptions): ShellRender {
  const requests: RecordedRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const url = new URL(request.url);
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = text;
    }
    const entry = { method: request.method, path: url.pathname, url, body };
    requests.push(entry);
    return (await backend(entry)) ?? json(404, { code: 'not_found', message: 'Not found' });
  };
  const runtime = createApiRuntime({ portalBaseUrl: PORTAL, tokens: createMemoryTokenStore(), cookies: () => undefined, fetch });
  const session = fakeSessionStore(user, menu);
  const services = testServices({ runtime, session, i18n: createI18n({ language }), ...(cookies ? { cookies } : {}) });
  const result = render(
    <I18nextProvider i18n={services.i18n}>
      <ShellServicesContext.Provider value={services}>
        <SessionStoreContext.Provider value={session}>
          <SkinProvider>
            <SkinThemeProvider>
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
            </SkinThemeProvider>
          </SkinProvider>
        </SessionStoreContext.Provider>
      </ShellServicesContext.Provider>
    </I18nextProvider>,
  );
  return Object.assign(result, { requests, session, services });
}
