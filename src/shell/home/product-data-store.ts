import type { PortalClient } from '../../api/index.ts';
import { createKeyedLoad } from '../session/keyed-load.ts';
import type { SessionStore } from '../session/session-store.ts';
import type { UserDetails } from '../session/use-session.ts';
import { loadDealerServiceData, loadProductFiles, wantsDealerServiceData } from './load-product-data.ts';
import type { DealerServiceData, ProductData } from './product-data.ts';

export type ProductDataState =
  | { readonly status: 'idle' | 'loading'; readonly data: undefined }
  | { readonly status: 'loaded'; readonly data: ProductData };

/** The product data of the session's user, as a useSyncExternalStore-shaped store. */
export interface ProductDataStore {
  getState(): ProductDataState;
  subscribe(listener: () => void): () => void;
}

const IDLE: ProductDataState = Object.freeze({ status: 'idle', data: undefined });
const LOADING: ProductDataState = Object.freeze({ status: 'loading', data: undefined });

// The product files are the OEM's in the user's language; the DWC data is the OEM's alone
// (portal-shell §7: "load product data keyed by OEM name plus optional language; load DWC data
// by OEM name"), so a language switch asks for the files again and not for the DWC data.
const filesKey = (user: UserDetails) => `${user.oemName}\n${user.language}`;
const dealerServiceKey = (user: UserDetails) => (wantsDealerServiceData(user) ? user.oemName : '');

/**
 * Loads the product files and the DWC data when user details arrive (portal-shell §4.6), again
 * for what a change of OEM or language changes (impersonation, the language selector), and
 * forgets them on sign-out. One store per page load, created with the session store and following
 * it from its first reader on: the home tiles, the footer and the error modal's contact read it,
 * and however often they mount, each call is sent once per user (keyed-load.ts).
 */
export function createProductDataStore(client: PortalClient, session: Pick<SessionStore, 'getState' | 'subscribe'>): ProductDataStore {
  const files = createKeyedLoad<Pick<ProductData, 'oem' | 'common'>>();
  const dealerService = createKeyedLoad<DealerServiceData | undefined>();
  const listeners = new Set<() => void>();
  let state = IDLE;
  let following = false;

  const combine = () => {
    const filesNow = files.getState();
    const dealerServiceNow = dealerService.getState();
    let next: ProductDataState;
    if (filesNow.status === 'idle') next = IDLE;
    else if (filesNow.status !== 'loaded' || dealerServiceNow.status === 'loading') next = LOADING;
    else next = { status: 'loaded', data: { ...filesNow.value, dealerService: dealerServiceNow.value } };
    // The same state object while nothing a reader sees has changed (useSyncExternalStore compares by identity).
    if (next.status === state.status && next.status !== 'loaded') return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  files.subscribe(combine);
  dealerService.subscribe(combine);

  const followSession = () => {
    const { user } = session.getState();
    if (!user) {
      files.reset();
      dealerService.reset();
      return;
    }
    files.load(filesKey(user), (signal) => loadProductFiles(client, user, signal));
    const oem = dealerServiceKey(user);
    dealerService.load(oem, (signal) => (oem === '' ? Promise.resolve(undefined) : loadDealerServiceData(client, oem, signal)));
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!following) {
        // For the rest of the page's life: a reader that unmounts and mounts again finds the data as it left it.
        following = true;
        session.subscribe(followSession);
        followSession();
      }
      return () => listeners.delete(listener);
    },
  };
}
