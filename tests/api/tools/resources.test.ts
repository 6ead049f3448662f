/**
 * Resources library (business-areas §2 `resources`, §7 "Resources: GET filter-options; GET
 * filterResourceProduct (componentId, page, size, oemId, categoryId, documentType, language,
 * resourceName); DELETE resources/delete/{id}"): filters and pages scoped to the caller's OEM,
 * files served at signed addresses, deletion by administrators only, with the file.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type ResourcePage = components['schemas']['ResourcePage'];
type ResourceFilterOptions = components['schemas']['ResourceFilterOptions'];

const server = useTestServer();
const SEARCH = '/api/portal/resources/filterResourceProduct';

/** The OEM ids the seed gave to resources, and one OEM other than Honda (1) that owns some. */
async function foreignOemResource() {
  return server()
    .db.selectFrom('resources')
    .select(['id', 'name', 'oemId'])
    .where('oemId', 'is not', null)
    .where('oemId', '!=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('GET /api/portal/resources/filterResourceProduct', () => {
  it('pages the library by category then name, with the total', async () => {
    const res = await server().as('admin').get<ResourcePage>(SEARCH, { query: { page: 0, size: 10 } });
    expect(res.status).toBe(200);
    const total = await server().db.selectFrom('resources').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(res.body.page).toMatchObject({ page: 0, size: 10, totalElements: Number(total.n) });
    expect(res.body.content).toHaveLength(10);
    const keys = res.body.content.map((row) => `${row.categoryName}\u0000${row.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by product, category, document type, language and a name fragment (case-insensitive, wildcards literal)', async () => {
    const sample = await server().db.selectFrom('resources').selectAll().where('documentType', '=', 'PDF').where('language', '=', 'fr').orderBy('id').executeTakeFirstOrThrow();
    const fragment = sample.name.slice(2, 9).toUpperCase();
    const res = await server()
      .as('admin')
      .get<ResourcePage>(SEARCH, { query: { componentId: sample.componentId, categoryId: sample.categoryId, documentType: 'PDF', language: 'fr', resourceName: fragment } });
    expect(res.status).toBe(200);
    expect(res.body.content.map((row) => row.id)).toContain(sample.id);
    for (const row of res.body.content) {
      expect(row).toMatchObject({ componentId: sample.componentId, categoryId: sample.categoryId, documentType: 'PDF', language: 'fr' });
      expect(row.name.toUpperCase()).toContain(fragment);
    }
    const none = await server().as('admin').get<ResourcePage>(SEARCH, { query: { resourceName: '%' } });
    expect(none.body.content).toEqual([]);
  });

  it('shows a dealer only resources for every OEM and its own OEM, whatever oemId it sends', async () => {
    const foreign = await foreignOemResource();
    const res = await server().as('dealer').get<ResourcePage>(SEARCH, { query: { size: 100, oemId: foreign.oemId! } });
    expect(res.status).toBe(200);
    const ids = new Set(res.body.content.map((row) => row.id));
    expect(ids.has(foreign.id)).toBe(false);
    const visible = await server()
      .db.selectFrom('resources')
      .select('id')
      .where((eb) => eb.or([eb('oemId', 'is', null), eb('oemId', '=', 1)]))
      .execute();
    expect(res.body.page.totalElements).toBe(visible.length);
  });

  it('answers 400 with field errors for bad filters, and 401 without a token', async () => {
    const bad = await server().as('dealer').get(SEARCH, { query: { documentType: 'MOVIE', size: 0 } });
    expect(bad.status).toBe(400);
    const fields = (bad.body as { errors: { field: string }[] }).errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['query.documentType', 'query.size']));
    expect((await server().get(SEARCH)).status).toBe(401);
  });
});

describe('resource files', () => {
  it('serves a document at the signed address of the list, inline, with its type; a forged or altered address is 404', async () => {
    const res = await server().as('dealer').get<ResourcePage>(SEARCH, { query: { documentType: 'PDF', size: 1 } });
    const [pdf] = res.body.content;
    expect(pdf).toBeDefined();
    const url = new URL(pdf!.url);
    expect(url.pathname).toBe(`/api/portal/resources/files/${pdf!.id}`);
    const file = await server().get<Buffer>(url.pathname + url.search);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.pdf"/);
    expect(file.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(file.body.length).toBe(pdf!.fileSize);

    const other = await server().db.selectFrom('resourceFiles').select('resourceId').where('resourceId', '!=', pdf!.id).executeTakeFirstOrThrow();
    expect((await server().get(`/api/portal/resources/files/${other.resourceId}${url.search}`)).status).toBe(404);
    const expired = new URLSearchParams(url.search);
    expired.set('expires', String(Number(expired.get('expires')) + 1));
    expect((await server().get(`${url.pathname}?${expired}`)).status).toBe(404);
  });

  it('serves every video as a stored WebM file with WebVTT captions in its language, at signed addresses', async () => {
    const res = await server().as('admin').get<ResourcePage>(SEARCH, { query: { documentType: 'VIDEO', size: 100 } });
    expect(res.body.content.length).toBeGreaterThan(0);
    for (const row of res.body.content) {
      expect(new URL(row.url).pathname).toBe(`/api/portal/resources/files/${row.id}`);
      expect(new URL(row.captionsUrl!).pathname).toBe(`/api/portal/resources/files/${row.id}/captions`);
      expect(row.fileSize).toBeGreaterThan(0);
    }
    const english = res.body.content.find((row) => row.language === 'en')!;
    const video = new URL(english.url);
    const file = await server().get<Buffer>(video.pathname + video.search);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.webm"/);
    // The EBML header of a WebM file.
    expect(file.body.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(file.body.length).toBe(english.fileSize);

    const captionsUrl = new URL(english.captionsUrl!);
    const captions = await server().get<string>(captionsUrl.pathname + captionsUrl.search);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(String(captions.body)).toMatch(/^WEBVTT\n/);
    expect(String(captions.body)).toContain('Payload Lookup: trace a lead by its document id.');
    const french = res.body.content.find((row) => row.language === 'fr');
    if (french) {
      const url = new URL(french.captionsUrl!);
      expect(String((await server().get<string>(url.pathname + url.search)).body)).toContain('Recherche de charges utiles');
    }

    // The file's signature does not open the captions, nor the captions' the file.
    expect((await server().get(`${captionsUrl.pathname}${video.search}`)).status).toBe(404);
    expect((await server().get(`${video.pathname}${captionsUrl.search}`)).status).toBe(404);
    // A document has no captions.
    const pdf = (await server().as('admin').get<ResourcePage>(SEARCH, { query: { documentType: 'PDF', size: 1 } })).body.content[0]!;
    expect(pdf.captionsUrl).toBeUndefined();
  });

  it('links the help pages to the portal’s own FAQ, an address of the portal, without a size', async () => {
    const res = await server().as('dealer').get<ResourcePage>(SEARCH, { query: { documentType: 'LINK', size: 100 } });
    expect(res.body.content.length).toBeGreaterThan(0);
    for (const row of res.body.content) {
      expect(row.url).toBe(`${server().url.replace(/\/$/, '')}/howToEnroll#faq`);
      expect(row.fileSize).toBeNull();
      expect(row.captionsUrl).toBeUndefined();
    }
    // Nothing of the library points at a site that does not exist.
    const urls = await server().db.selectFrom('resources').select('url').execute();
    expect(urls.filter((row) => /^https?:/.test(row.url))).toEqual([]);
  });

  it('stores real spreadsheets and Word documents (zip containers)', async () => {
    const files = await server().db.selectFrom('resourceFiles').select(['fileName', 'contentType', 'content']).execute();
    const xlsx = files.find((file) => file.fileName.endsWith('.xlsx'));
    const docx = files.find((file) => file.fileName.endsWith('.docx'));
    for (const file of [xlsx, docx]) {
      expect(file).toBeDefined();
      expect(file!.content.subarray(0, 2).toString('latin1')).toBe('PK');
    }
  });
});

describe('GET /api/portal/resources/filter-options', () => {
  it('offers the categories, products, types and languages that occur in the caller’s scope', async () => {
    const res = await server().as('dealer').get<ResourceFilterOptions>('/api/portal/resources/filter-options');
    expect(res.status).toBe(200);
    expect(res.body.languages).toEqual(['en', 'fr']);
    expect(res.body.categories.map((category) => category.name)).toEqual([...res.body.categories.map((category) => category.name)].sort());
    expect(res.body.documentTypes).toEqual(expect.arrayContaining(['PDF', 'VIDEO']));
    expect(res.body.products.length).toBeGreaterThan(0);
  });
});

describe('DELETE /api/portal/resources/delete/{id}', () => {
  it('refuses everyone but admins, and changes nothing', async () => {
    const target = await server().db.selectFrom('resourceFiles').select('resourceId').orderBy('resourceId').executeTakeFirstOrThrow();
    for (const user of ['dealer', 'oem', 'editor'] as const) {
      const res = await server().as(user).delete(`/api/portal/resources/delete/${target.resourceId}`);
      expect(res.status).toBe(403);
    }
    expect(await server().db.selectFrom('resources').select('id').where('id', '=', target.resourceId).executeTakeFirst()).toBeDefined();
  });

  it('lets an admin delete a resource with its file; deleting it again is 404; a bad id is 400', async () => {
    const target = await server().db.selectFrom('resourceFiles').select('resourceId').orderBy('resourceId', 'desc').executeTakeFirstOrThrow();
    const res = await server().as('admin').delete(`/api/portal/resources/delete/${target.resourceId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect(await server().db.selectFrom('resources').select('id').where('id', '=', target.resourceId).executeTakeFirst()).toBeUndefined();
    expect(await server().db.selectFrom('resourceFiles').select('resourceId').where('resourceId', '=', target.resourceId).executeTakeFirst()).toBeUndefined();
    expect((await server().as('admin').delete(`/api/portal/resources/delete/${target.resourceId}`)).status).toBe(404);
    const bad = await server().as('admin').delete('/api/portal/resources/delete/abc');
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: { field: string }[] }).errors[0]!.field).toBe('path.id');
  });
});
