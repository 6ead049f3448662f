// Renders shell pages with their routes over the real session store, client and i18n, with a scripted backend.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n } from '../../../../src/i18n/setup.ts';
import type { ShellServices } from '../../../../src/shell/app/shell-services.ts';
import { ShellServicesContext } from '../../../../src/shell/app/shell-services-context.ts';
import { createProductDataStore } from '../../../../src/shell/home/product-data-store.ts';
import { createOemListStore } from '../../../../src/shell/impersonation/oem-list-store.ts';
import { createPublishedScreensStore } from '../../../../src/shell/routes/published-screens-store.ts';
import { createStoredRequest } from '../../../../src/shell/routes/stored-request.ts';
import { SessionStoreContext } from '../../../../src/shell/session/use-session.ts';
import { createContractCmsClient } from '../../../../src/api/index.ts';
import type { Handler } from '../../api/fake-backend.ts';
import { createSessionHarness } from '../session/session-harness.ts';

export interface RenderOptions {
  handler: Handler;
  /** The routes, or a function building them from the services (e.g. to hand out the event bus). */
  routes: RouteObject[] | ((services: ShellServices) => RouteObject[]);
  at: string;
  language?: 'en' | 'fr';
}

export function renderShellRoutes({ handler, routes, at, language = 'en' }: RenderOptions) {
  const harness = createSessionHarness(handler);
  const i18n = createI18n({ language });
  const storage = new Map<string, string>();
  const storedRequest = createStoredRequest({
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  });
  const services: ShellServices = {
    config: { portalBaseUrl: 'http://portal.test', cmsBaseUrl: 'http://portal.test/cms', productionHost: undefined },
    runtime: harness.runtime,
    client: harness.client,
    cms: createContractCmsClient(harness.runtime, 'http://portal.test/cms'),
    cookies: harness.cookies,
    session: harness.store,
    productData: createProductDataStore(harness.client, harness.store),
    oems: createOemListStore(harness.client, harness.store),
    publishedScreens: createPublishedScreensStore(harness.client, harness.store),
    storedRequest,
    i18n,
  };
  const router = createMemoryRouter(typeof routes === 'function' ? routes(services) : routes, { initialEntries: [at] });
  const view = render(
    <ShellServicesContext.Provider value={services}>
      <SessionStoreContext.Provider value={harness.store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </SessionStoreContext.Provider>
    </ShellServicesContext.Provider>,
  );
  return { ...harness, services, router, view, storedRequest };
}

/** A route that only shows where the app went. */
export function marker(path: string, text: string): RouteObject {
  const element: ReactElement = <p>{text}</p>;
  return { path, element };
}
