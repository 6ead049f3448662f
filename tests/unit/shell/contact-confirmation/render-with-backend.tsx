// Renders a shell part over the real portal client, i18n and skin, with a scripted backend that
// records every request with its JSON body (the header harness keeps only method and URL).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createApiRuntime, createContractCmsClient, createContractPortalClient, createMemoryTokenStore } from '../../../../src/api/index.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import type { ShellServices } from '../../../../src/shell/app/shell-services.ts';
import { ShellServicesContext } from '../../../../src/shell/app/shell-services-context.ts';
import { ChangePasswordRequestProvider } from '../../../../src/shell/header/change-password-request.tsx';
import { createStoredRequest } from '../../../../src/shell/routes/stored-request.ts';
import { SessionStoreContext, type MenuItem, type UserDetails } from '../../../../src/shell/session/use-session.ts';
import { SkinProvider } from '../../../../src/shell/skins/SkinProvider.tsx';
import { fakeSessionStore, json } from '../header/harness.tsx';

export { json };

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly url: URL;
  readonly body: unknown;
}

/** Answers a request, or undefined for a 404. May wait (a pending permission check). */
export type Backend = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface BackendRender extends RenderResult {
  readonly requests: RecordedRequest[];
  readonly services: ShellServices;
}

export function renderWithBackend(
  ui: ReactNode,
  { user, menu = [], backend, language = 'en' }: { user: UserDetails; menu?: readonly MenuItem[]; backend: Backend; language?: 'en' | 'fr' },
): BackendRender {
  const requests: RecordedRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = request.method === 'GET' ? '' : await request.text();
    const url = new URL(request.url);
    const entry = { method: request.method, path: url.pathname, url, body: text ? (JSON.parse(text) as unknown) : undefined };
    requests.push(entry);
    return (await backend(entry)) ?? json(404, { code: 'not_found', message: 'Not found' });
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
    storedRequest: createStoredRequest({ getItem: () => null, setItem: () => {}, removeItem: () => {} }),
    i18n,
  };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ShellServicesContext.Provider value={services}>
        <SessionStoreContext.Provider value={session}>
          <SkinProvider>
            <ChangePasswordRequestProvider>
              <MemoryRouter initialEntries={['/']}>
                <Routes>
                  <Route
                    path="*"
                    element={
                      <>
                        {ui}
                        <LocationProbe />
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
  return Object.assign(result, { requests, services });
}
