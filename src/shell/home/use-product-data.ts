import { useSyncExternalStore } from 'react';
import { useShellServices } from '../app/shell-services-context.ts';
import type { ProductDataState } from './product-data-store.ts';

export type { ProductDataState } from './product-data-store.ts';

/** The session user's product files and DWC data (product-data-store.ts): the home tiles, the footer and the error modal's contact read them. */
export function useProductData(): ProductDataState {
  const { productData } = useShellServices();
  return useSyncExternalStore(productData.subscribe, productData.getState, productData.getState);
}
