import type { PortalClient } from '../../api/index.ts';
import type { UserDetails } from '../session/use-session.ts';
import {
  COMMON_PRODUCT_FILE,
  productFileNames,
  type DealerServiceData,
  type ProductData,
  type ProductFile,
} from './product-data.ts';

/**
 * The first of the names the server has. Only a 404 moves on to the next name (the French file
 * of an OEM may not exist); any other failure ends the search, and the error modal of a 5xx is
 * the client's business, so the home page just shows fewer texts.
 */
async function firstProductFile(client: PortalClient, names: readonly string[], signal: AbortSignal | undefined): Promise<ProductFile | undefined> {
  for (const fileName of names) {
    try {
      const { data, response } = await client.GET('/mocdata/products/{fileName}', { params: { path: { fileName } }, signal });
      if (data) return data;
      if (response.status !== 404) return undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The OEM's DWC data ("load DWC data by OEM name", portal-shell §7), undefined when it could not be loaded. */
export async function loadDealerServiceData(client: PortalClient, oem: string, signal?: AbortSignal): Promise<DealerServiceData | undefined> {
  try {
    const { data } = await client.GET('/api/portal/dwc/websiteprogram/async/dealerServiceData', {
      params: { query: { oem } },
      signal,
    });
    return data;
  } catch {
    return undefined;
  }
}

/** The OEM's product file and the common file, in the user's language (portal-shell §4.6). */
export async function loadProductFiles(client: PortalClient, user: UserDetails, signal?: AbortSignal): Promise<Pick<ProductData, 'oem' | 'common'>> {
  const [oem, common] = await Promise.all([
    firstProductFile(client, productFileNames(user.oemName, user.language), signal),
    firstProductFile(client, productFileNames(COMMON_PRODUCT_FILE, user.language), signal),
  ]);
  return { oem, common };
}

/**
 * Whether the user's OEM's DWC data is asked for. SSO-only users see nothing of the portal but
 * the SSO notice (§6), and the server refuses them the DWC data.
 */
export function wantsDealerServiceData(user: UserDetails): boolean {
  return !user.ssoLoginOnlyAllowed && user.oemName.trim() !== '';
}

