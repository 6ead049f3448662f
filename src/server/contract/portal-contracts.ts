/**
 * The two contracts the server serves: the portal (single sign-on, OAuth and product files
 * included) at its own paths, the CMS backend under its server URL's path (/cms). Bundling
 * with Redocly takes a moment, so a process loads them once, however many apps it builds
 * (the tests build one per file), and the bundled result is kept on disk for the next start
 * (contract-cache.ts).
 */
import path from 'node:path';
import { PROJECT_ROOT } from '../server-config.ts';
import { cachedContracts } from './contract-cache.ts';
import { loadContract, type Contract } from './load-contract.ts';

export interface PortalContracts {
  portal: Contract;
  cms: Contract;
}

/** `$id`s the named schemas of each contract are registered under with ajv. */
export const PORTAL_DEFINITIONS_ID = 'https://smartportal.invalid/contract/portal.json';
export const CMS_DEFINITIONS_ID = 'https://smartportal.invalid/contract/cms.json';

let loading: Promise<PortalContracts> | undefined;

export function loadPortalContracts(): Promise<PortalContracts> {
  loading ??= cachedContracts(path.join(PROJECT_ROOT, 'openapi'), `${PORTAL_DEFINITIONS_ID} ${CMS_DEFINITIONS_ID}`, async () => {
    const [portal, cms] = await Promise.all([
      loadContract(path.join(PROJECT_ROOT, 'openapi/portal.yaml'), PORTAL_DEFINITIONS_ID),
      loadContract(path.join(PROJECT_ROOT, 'openapi/cms.yaml'), CMS_DEFINITIONS_ID),
    ]);
    return { portal, cms };
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
