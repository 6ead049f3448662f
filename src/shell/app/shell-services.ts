import type { i18n } from 'i18next';
import {
  createApiRuntime,
  createContractCmsClient,
  createContractPortalClient,
  type ApiRuntime,
  type CmsClient,
  type PortalClient,
} from '../../api/index.ts';
import { createDocumentCookieJar, type CookieJar } from '../session/cookie-jar.ts';
import { createSessionCookie } from '../session/session-cookie.ts';
import { createSessionStore, type SessionStore } from '../session/session-store.ts';
import { createTokenCookieStore } from '../session/token-cookie-store.ts';
import { createProductDataStore, type ProductDataStore } from '../home/product-data-store.ts';
import { createOemListStore, type OemListStore } from '../impersonation/oem-list-store.ts';
import { applyUserLanguageOnSignIn } from '../i18n/user-language.ts';
import { createStoredRequest, type StoredRequest } from '../routes/stored-request.ts';
import { createPublishedScreensStore, type PublishedScreensStore } from '../routes/published-screens-store.ts';
import type { ShellConfig } from './shell-config.ts';

/** Everything the shell creates once per page load and shares through context. */
export interface ShellServices {
  readonly config: ShellConfig;
  readonly runtime: ApiRuntime;
  readonly client: PortalClient;
  readonly cms: CmsClient;
  readonly cookies: CookieJar;
  readonly session: SessionStore;
  /** The session user's product files and DWC data, loaded once per user (portal-shell §4.6). */
  readonly productData: ProductDataStore;
  /** The impersonation toolbar's OEM list, loaded once per user on the toolbar's first ask. */
  readonly oems: OemListStore;
  /** The screen definitions and overlays the studio published, loaded once per session on the first screen. */
  readonly publishedScreens: PublishedScreensStore;
  readonly storedRequest: StoredRequest;
  readonly i18n: i18n;
}

export interface ShellEnvironment {
  document: Document;
  location: Location;
  sessionStorage: Storage;
}

export function createShellServices(config: ShellConfig, i18nInstance: i18n, env: ShellEnvironment): ShellServices {
  const cookies = createDocumentCookieJar(env.document, env.location.protocol === 'https:');
  const tokens = createTokenCookieStore(cookies);
  const runtime = createApiRuntime({ portalBaseUrl: config.portalBaseUrl, tokens, cookies: cookies.read });
  const client = createContractPortalClient(runtime);
  const session = createSessionStore({ client, tokens, sessionCookie: createSessionCookie(cookies), cookies });

  applyUserLanguageOnSignIn(session, i18nInstance);

  return {
    config,
    runtime,
    client,
    cms: createContractCmsClient(runtime, config.cmsBaseUrl),
    cookies,
    session,
    productData: createProductDataStore(client, session),
    oems: createOemListStore(client, session),
    publishedScreens: createPublishedScreensStore(client, session),
    storedRequest: createStoredRequest(env.sessionStorage),
    i18n: i18nInstance,
  };
}
