import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useShellServices } from '../app/shell-services-context.ts';
import { useSession } from '../session/use-session.ts';
import { loadProductData } from './load-product-data.ts';
import type { ProductData } from './product-data.ts';

export type ProductDataState =
  | { readonly status: 'idle' | 'loading'; readonly data: undefined }
  | { readonly status: 'loaded'; readonly data: ProductData };

const IDLE: ProductDataState = { status: 'idle', data: undefined };
const ProductDataContext = createContext<ProductDataState>(IDLE);

/**
 * Loads the product files and the DWC data when user details arrive (portal-shell §4.6), again
 * when the OEM or language changes (impersonation, language switch), and forgets them on sign-out.
 * The home tiles, the footer and the error modal's contact read them from here.
 */
export function ProductDataProvider({ children }: { children: ReactNode }) {
  const { client } = useShellServices();
  const { user } = useSession();
  const [state, setState] = useState<ProductDataState>(IDLE);
  // Only a change of OEM or language asks for other files; other user fields leave them as they are.
  const oemName = user?.oemName;
  const language = user?.language;
  const signedIn = user !== undefined;

  useEffect(() => {
    if (!user) {
      setState(IDLE);
      return;
    }
    const abort = new AbortController();
    setState({ status: 'loading', data: undefined });
    void loadProductData(client, user, abort.signal).then((data) => {
      if (!abort.signal.aborted) setState({ status: 'loaded', data });
    });
    return () => abort.abort();
  }, [client, oemName, language, signedIn]);

  return <ProductDataContext.Provider value={state}>{children}</ProductDataContext.Provider>;
}

export function useProductData(): ProductDataState {
  return useContext(ProductDataContext);
}
