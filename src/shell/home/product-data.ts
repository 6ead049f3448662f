import type { PortalComponents } from '../../api/index.ts';
import type { UserDetails } from '../session/use-session.ts';

export type ProductFile = PortalComponents['schemas']['ProductFile'];
export type ProductEntry = PortalComponents['schemas']['ProductEntry'];
export type ProductContact = PortalComponents['schemas']['ProductContact'];
export type DealerServiceData = PortalComponents['schemas']['DealerServiceData'];

/** The file every OEM falls back to (portal-shell §1 "plus a common file"). */
export const COMMON_PRODUCT_FILE = 'common';

/** What the home page and the footer read, loaded once per user details (portal-shell §4.6). */
export interface ProductData {
  /** The OEM's file in the user's language (or English), absent when the OEM has none. */
  readonly oem: ProductFile | undefined;
  /** The common file in the user's language (or English). */
  readonly common: ProductFile | undefined;
  /** The OEM's DWC data, absent when it could not be loaded. */
  readonly dealerService: DealerServiceData | undefined;
}

/**
 * The product file names to try for a base name, best first (portal-shell §4.6): the OEM name
 * lower-cased with `_fr` appended when the language is not ENGLISH, then the English file
 * (English is the fallback language).
 */
export function productFileNames(baseName: string, language: UserDetails['language']): string[] {
  // Product files are named by letters only (`bmwca`), whatever spacing the OEM's name carries.
  const base = baseName.toLowerCase().replace(/[^a-z]/g, '');
  if (base === '') return [];
  const english = `${base}.json`;
  return language === 'ENGLISH' ? [english] : [`${base}_fr.json`, english];
}

/**
 * The texts of every product, the OEM's first: an entry of the common file shows only for keys
 * the OEM's file does not word itself.
 */
export function productEntries(data: Pick<ProductData, 'oem' | 'common'>): ProductEntry[] {
  const own = data.oem?.products ?? [];
  const ownKeys = new Set(own.map((entry) => normaliseKey(entry.key)));
  return [...own, ...(data.common?.products ?? []).filter((entry) => !ownKeys.has(normaliseKey(entry.key)))];
}

/** Product keys and menu urls meet in one form: `/smartleads`, `smartleads` and `SmartLeads` are one product. */
export function normaliseKey(value: string): string {
  return value.trim().replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase();
}
