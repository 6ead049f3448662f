import type { MenuItem } from '../session/use-session.ts';
import { normaliseKey, type ProductEntry } from './product-data.ts';

/** The route name of Contact Us (portal-shell §2.1), the one tile the shell words itself. */
export const CONTACT_US_KEY = 'contactus';

/** Every url path and name the menu holds, at any depth, in the form product keys are compared. */
export function menuKeys(menu: readonly MenuItem[]): Set<string> {
  const keys = new Set<string>();
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const path = item.url.split(/[?#]/, 1)[0] ?? '';
      if (path.trim() !== '' && !/^https?:/i.test(path.trim())) keys.add(normaliseKey(path));
      keys.add(normaliseKey(item.name));
      visit(item.filteredChildren);
    }
  };
  visit(menu);
  return keys;
}

/**
 * The home page tiles (portal-shell §1, §2.3): one per product whose key the user's menu holds,
 * in the product files' order, so a user sees only the programs the server opened to them. The
 * Contact Us tile shows when the menu has Contact Us; when no product file words it, the shell's
 * own texts (`contactUsFallback`) are used, last.
 */
export function productTiles(menu: readonly MenuItem[], entries: readonly ProductEntry[], contactUsFallback: ProductEntry): ProductEntry[] {
  const keys = menuKeys(menu);
  const tiles = entries.filter((entry) => keys.has(normaliseKey(entry.key)));
  const hasContactUs = keys.has(CONTACT_US_KEY);
  const contactUsWorded = tiles.some((entry) => normaliseKey(entry.key) === CONTACT_US_KEY);
  return hasContactUs && !contactUsWorded ? [...tiles, contactUsFallback] : tiles;
}
