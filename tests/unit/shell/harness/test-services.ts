// The shell's services for a component test: the real portal and CMS clients over a given
// runtime, i18n, cookies that hold nothing, and a stored request in memory.
import { createContractCmsClient, createContractPortalClient, type ApiRuntime } from '../../../../src/api/index.ts';
import type { ShellServices } from '../../../../src/shell/app/shell-services.ts';
import { createProductDataStore } from '../../../../src/shell/home/product-data-store.ts';
import { createOemListStore } from '../../../../src/shell/impersonation/oem-list-store.ts';
import { createPublishedScreensStore } from '../../../../src/shell/routes/published-screens-store.ts';
import { createStoredRequest } from '../../../../src/shell/routes/stored-request.ts';
import type { SessionStore } from '../../../../src/shell/session/session-store.ts';

export const PORTAL = 'http://portal.test';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function memoryStorage(): Storage {
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

export function testServices(options: {
  runtime: ApiRuntime;
  session: SessionStore;
  i18n: ShellServices['i18n'];
  client?: ShellServices['client'];
  cookies?: ShellServices['cookies'];
}): ShellServices {
  const client = options.client ?? createContractPortalClient(options.runtime);
  return {
    config: { portalBaseUrl: PORTAL, cmsBaseUrl: `${PORTAL}/cms`, productionHost: undefined },
    runtime: options.runtime,
    client,
    cms: createContractCmsClient(options.runtime, `${PORTAL}/cms`),
    cookies: options.cookies ?? { read: () => undefined, write: () => {}, remove: () => {} },
    session: options.session,
    productData: createProductDataStore(client, options.session),
    oems: createOemListStore(client, options.session),
    publishedScreens: createPublishedScreensStore(client, options.session),
    storedRequest: createStoredRequest(memoryStorage()),
    i18n: options.i18n,
  };
}
