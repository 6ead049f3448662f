import { describe, expect, it } from 'vitest';
import { createApiRuntime, createContractPortalClient, createMemoryTokenStore } from '../../../../src/api/index.ts';
import { loadProductFiles } from '../../../../src/shell/home/load-product-data.ts';
import { createProductDataStore, type ProductDataStore } from '../../../../src/shell/home/product-data-store.ts';
import type { UserDetails } from '../../../../src/shell/session/use-session.ts';
import { fakeSessionStore } from '../harness/fake-session.ts';
import { productEntries, productFileNames, type ProductContact, type ProductFile } from '../../../../src/shell/home/product-data.ts';
import { productTiles } from '../../../../src/shell/home/product-tiles.ts';
import { entry, user } from '../header/menu-fixtures.ts';

const file = (keys: string[], contacts?: { default: ProductContact }): ProductFile => ({
  products: keys.map((key) => ({ key, title: `Title ${key}`, teaser: `Teaser ${key}`, learnMore: key.replace(/^\//, '') })),
  ...(contacts ? { contacts } : {}),
});

function clientAnswering(files: Record<string, object>, requested: string[]) {
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    requested.push(`${url.pathname}${url.search}`);
    const name = url.pathname.replace('/mocdata/products/', '');
    if (url.pathname.startsWith('/mocdata/products/') && files[name]) return Response.json(files[name]);
    if (url.pathname === '/api/portal/dwc/websiteprogram/async/dealerServiceData') {
      return Response.json({ oemId: 1, oemName: 'honda', enrollmentOpen: true, websiteProviders: [], digitalRetailingProviders: [] });
    }
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  };
  return createContractPortalClient(createApiRuntime({ portalBaseUrl: 'http://portal.test', tokens: createMemoryTokenStore(), cookies: () => undefined, fetch }));
}

/** The store's next loaded data (it starts following the session on its first reader). */
function loaded(store: ProductDataStore) {
  return new Promise<NonNullable<ReturnType<ProductDataStore['getState']>['data']>>((resolve) => {
    const check = () => {
      const { data } = store.getState();
      if (data) {
        stop();
        resolve(data);
      }
    };
    const stop = store.subscribe(check);
    check();
  });
}

function storeFor(who: UserDetails | undefined, files: Record<string, object>, requested: string[]) {
  const session = fakeSessionStore(who, []);
  return { session, store: createProductDataStore(clientAnswering(files, requested), session) };
}

const DWC = '/api/portal/dwc/websiteprogram/async/dealerServiceData';

describe('product files (portal-shell §4.6)', () => {
  it('names the OEM file in lower case, with _fr when the language is not ENGLISH, English as the fallback', () => {
    expect(productFileNames('Honda', 'ENGLISH')).toEqual(['honda.json']);
    expect(productFileNames('honda', 'FRENCH')).toEqual(['honda_fr.json', 'honda.json']);
    expect(productFileNames('BMW CA', 'ENGLISH')).toEqual(['bmwca.json']);
  });

  it('loads the OEM file, the common file and the DWC data when user details arrive', async () => {
    const requested: string[] = [];
    const { store } = storeFor(user({ oemName: 'honda', language: 'FRENCH' }), { 'honda_fr.json': file(['/smartleads']), 'common_fr.json': file(['/concierge']) }, requested);
    const data = await loaded(store);
    expect(requested).toEqual(
      expect.arrayContaining(['/mocdata/products/honda_fr.json', '/mocdata/products/common_fr.json', '/api/portal/dwc/websiteprogram/async/dealerServiceData?oem=honda']),
    );
    expect(data.oem?.products[0]?.key).toBe('/smartleads');
    expect(data.common?.products[0]?.key).toBe('/concierge');
    expect(data.dealerService?.enrollmentOpen).toBe(true);
  });

  it('falls back to the English file when the French one does not exist, and to none for an OEM without files', async () => {
    const requested: string[] = [];
    const client = clientAnswering({ 'acura.json': file(['/smartleads']), 'common.json': file(['/concierge']) }, requested);
    const acura = await loadProductFiles(client, user({ oemName: 'acura', language: 'FRENCH' }));
    expect(requested.filter((path) => path.startsWith('/mocdata/products/acura'))).toEqual(['/mocdata/products/acura_fr.json', '/mocdata/products/acura.json']);
    expect(acura.oem?.products).toHaveLength(1);
    const infiniti = await loadProductFiles(client, user({ oemName: 'infiniti', language: 'ENGLISH' }));
    expect(infiniti.oem).toBeUndefined();
    expect(infiniti.common?.products).toHaveLength(1);
  });
});

describe('product data of the session (portal-shell §4.6, §7; issue #20: each start-up call once)', () => {
  const FILES = { 'honda.json': file(['/smartleads']), 'honda_fr.json': file(['/smartleads']), 'common.json': file(['/concierge']), 'acura.json': file(['/concierge']) };

  it('asks once per user however many readers come and go', async () => {
    const requested: string[] = [];
    const { store } = storeFor(user({ oemName: 'honda', language: 'ENGLISH' }), FILES, requested);
    // A reader that mounts, unmounts and mounts again (React's StrictMode in development, a remount).
    store.subscribe(() => {})();
    const stop = store.subscribe(() => {});
    await loaded(store);
    stop();
    store.subscribe(() => {});
    await loaded(store);
    expect(requested.sort()).toEqual(['/api/portal/dwc/websiteprogram/async/dealerServiceData?oem=honda', '/mocdata/products/common.json', '/mocdata/products/honda.json']);
  });

  it('asks again for the files alone on a language switch, for both on another OEM, and for nothing on another dealer', async () => {
    const requested: string[] = [];
    const dana = user({ oemName: 'honda', language: 'ENGLISH' });
    const { session, store } = storeFor(dana, FILES, requested);
    await loaded(store);
    requested.splice(0);

    session.actions.setUser({ ...dana, dealerCode: 'OTHER' });
    session.actions.setUser({ ...dana, language: 'FRENCH' });
    expect(store.getState().status).toBe('loading');
    await loaded(store);
    expect(requested.sort()).toEqual(['/mocdata/products/common.json', '/mocdata/products/common_fr.json', '/mocdata/products/honda_fr.json']);
    requested.splice(0);

    session.actions.setUser({ ...dana, oemName: 'acura' });
    const acura = await loaded(store);
    expect(acura.oem?.products[0]?.key).toBe('/concierge');
    expect(requested.filter((path) => path.startsWith(DWC))).toEqual([`${DWC}?oem=acura`]);
  });

  it('forgets the data on sign-out and loads it again for the next sign-in', async () => {
    const requested: string[] = [];
    const dana = user({ oemName: 'honda', language: 'ENGLISH' });
    const { session, store } = storeFor(dana, FILES, requested);
    await loaded(store);
    session.actions.signOut();
    expect(store.getState()).toEqual({ status: 'idle', data: undefined });
    session.set({ status: 'signedIn', user: dana });
    await loaded(store);
    expect(requested.filter((path) => path.startsWith(DWC))).toHaveLength(2);
  });
});

describe('home tiles (portal-shell §1, §2.3)', () => {
  const contactUs = { key: 'contactus', title: 'Contact Us', teaser: 'Write to us', learnMore: 'contactus' };

  it('shows a tile for each product the menu holds, in the product files order, the OEM wording first', () => {
    const entries = productEntries({ oem: file(['/smartleads', '/concierge']), common: file(['/concierge', '/shoppercontact', '/fieldsupport']) });
    expect(entries.map((product) => product.title)).toEqual(['Title /smartleads', 'Title /concierge', 'Title /shoppercontact', 'Title /fieldsupport']);
    const menu = [entry(1, 'Programs', '', [entry(2, 'Field Support', '/fieldsupport'), entry(3, 'SmartLeads', '/smartleads')])];
    expect(productTiles(menu, entries, contactUs).map((tile) => tile.key)).toEqual(['/smartleads', '/fieldsupport']);
  });

  it('adds the Contact Us tile when the menu has Contact Us, and only then', () => {
    const entries = productEntries({ oem: file(['/smartleads']), common: undefined });
    const withContact = [entry(3, 'SmartLeads', '/smartleads'), entry(99, 'Contact Us', '/contactus')];
    expect(productTiles(withContact, entries, contactUs).map((tile) => tile.key)).toEqual(['/smartleads', 'contactus']);
    expect(productTiles([entry(3, 'SmartLeads', '/smartleads')], entries, contactUs).map((tile) => tile.key)).toEqual(['/smartleads']);
  });

  it('matches a report url by its path and ignores http links', () => {
    const entries = productEntries({ oem: file(['/reports', 'https']), common: undefined });
    const menu = [entry(1, 'Reports', '/reports?q=concierge'), entry(2, 'Training', 'https://learning.example.com')];
    expect(productTiles(menu, entries, contactUs).map((tile) => tile.key)).toEqual(['/reports']);
  });
});

describe('product data of SSO-only users', () => {
  it('does not ask for the DWC data the server refuses them', async () => {
    const requested: string[] = [];
    const { store } = storeFor(user({ ssoLoginOnlyAllowed: true }), { 'honda.json': file(['/smartleads']) }, requested);
    const data = await loaded(store);
    expect(requested.some((path) => path.includes('dealerServiceData'))).toBe(false);
    expect(data.dealerService).toBeUndefined();
  });
});
