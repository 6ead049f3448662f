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

async function dealerServiceData(client: PortalClient, oem: string, signal: AbortSignal | undefined): Promise<DealerServiceData | undefined> {
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

/**
 * On user details load (portal-shell §4.6): the product file of the OEM (`_fr` unless the
 * language is ENGLISH), the common file for what the OEM's does not word, and the OEM's DWC data,
 * all at once. SSO-only users see nothing of the portal but the SSO notice (§6), and the server
 * refuses them the DWC data, so it is not asked for.
 */
export async function loadProductData(client: PortalClient, user: UserDetails, signal?: AbortSignal): Promise<ProductData> {
  const [oem, common, dealerService] = await Promise.all([
    firstProductFile(client, productFileNames(user.oemName, user.language), signal),
    firstProductFile(client, productFileNames(COMMON_PRODUCT_FILE, user.language), signal),
    user.ssoLoginOnlyAllowed || user.oemName.trim() === '' ? Promise.resolve(undefined) : dealerServiceData(client, user.oemName, signal),
  ]);
  return { oem, common, dealerService };
}
