/**
 * The product files behind the home page tiles (portal-shell §1, §4.6): one per brand and
 * language plus the common file, public, each valid against the contract (the harness checks
 * every answer) and keyed to the urls of the seeded menu.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { PROJECT_ROOT } from '../../../src/server/server-config.ts';
import { MENU_TREE, type MenuNode } from '../../../src/server/db/seed/data/menus.ts';
import { useTestServer } from '../../support/test-server.ts';

type ProductFile = components['schemas']['ProductFile'];

const server = useTestServer();

/** portal-shell §1: "Further brand-specific product files exist for acura, bmw, bmwca, bmwmc, genesis, hyundai, maserati, mazda, mini, honda", plus common. */
const BRANDS = ['acura', 'bmw', 'bmwca', 'bmwmc', 'genesis', 'hyundai', 'maserati', 'mazda', 'mini', 'honda', 'common'];
const menuUrls = new Set<string>();
const collect = (nodes: readonly MenuNode[]) => nodes.forEach((node) => (menuUrls.add(node.url), collect(node.children ?? [])));
collect(MENU_TREE);

describe('GET /mocdata/products/{fileName}', () => {
  it('serves every brand in English and French without a token', async () => {
    for (const brand of BRANDS) {
      for (const fileName of [`${brand}.json`, `${brand}_fr.json`]) {
        const res = await server().get<ProductFile>(`/mocdata/products/${fileName}`);
        expect(res.status, fileName).toBe(200);
        expect(res.body.products.length, fileName).toBeGreaterThan(0);
        expect(res.body.contacts?.default.email, fileName).toMatch(/@example\.com$/);
      }
    }
  });

  it('keys every tile to a url of the menu, and the French file to the same tiles', async () => {
    for (const brand of BRANDS) {
      const english = (await server().get<ProductFile>(`/mocdata/products/${brand}.json`)).body;
      const french = (await server().get<ProductFile>(`/mocdata/products/${brand}_fr.json`)).body;
      for (const product of english.products) expect(menuUrls, `${brand}: ${product.key}`).toContain(product.key);
      expect(french.products.map((product) => product.key), brand).toEqual(english.products.map((product) => product.key));
      // Translated, not copied: at least the teasers differ.
      expect(french.products.filter((product, i) => product.teaser === english.products[i]?.teaser), brand).toEqual([]);
    }
  });

  it('names the brand in its own texts, and no brand in the common file', async () => {
    const honda = (await server().get<ProductFile>('/mocdata/products/honda.json')).body;
    expect(honda.products.find((product) => product.key === '/smartleads')?.teaser).toContain('Honda');
    const common = (await server().get<ProductFile>('/mocdata/products/common.json')).body;
    for (const product of common.products) expect(product.teaser).not.toMatch(/Honda|Acura|Genesis|Hyundai|BMW|MINI|Mazda|Maserati|\{/);
  });

  it('answers 404 for a name without a file and 400 for a name outside the pattern', async () => {
    expect((await server().get('/mocdata/products/infiniti.json')).status).toBe(404);
    expect((await server().get('/mocdata/products/honda_de.json')).status).toBe(400);
    expect((await server().get('/mocdata/products/..%2Fskin.json')).status).toBe(400);
  });

  it('has nothing in oem-skins/products that the contract would not serve', () => {
    const files = readdirSync(path.join(PROJECT_ROOT, 'oem-skins', 'products')).sort();
    expect(files).toEqual(BRANDS.flatMap((brand) => [`${brand}.json`, `${brand}_fr.json`]).sort());
  });
});
