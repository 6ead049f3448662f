/**
 * Download Manager (business-areas §2 page title "Download Manager", §7 "GET
 * /api/portal/enrollments/downloadManagerData"): the documents the caller may download, newest
 * first; each file served by its own download route (downloadManagerDocument) with its media
 * type and a Content-Disposition naming it, never inside the list.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { fileNameFromContentDisposition } from '../../../src/api/download/content-disposition.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type DownloadManagerData = components['schemas']['DownloadManagerData'];

const server = useTestServer();
const PATH = '/api/portal/enrollments/downloadManagerData';
const fileOf = (id: number) => `/api/portal/enrollments/downloadManager/documents/${id}`;
const documentsOf = async (user: DemoLogin) => {
  const res = await server().as(user).get<DownloadManagerData>(PATH);
  expect(res.status).toBe(200);
  return res.body.documents;
};

/** The file as the browser would save it: bytes, media type and the name it is saved under. */
async function download(user: DemoLogin, id: number, options: { impersonate?: string } = {}) {
  const res = await server().as(user, options).get(fileOf(id));
  const bytes = typeof res.body === 'string' ? Buffer.from(res.body, 'utf8') : (res.body as Buffer);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    savedAs: fileNameFromContentDisposition(res.headers.get('content-disposition')),
    text: res.status === 200 ? bytes.toString('utf8') : '',
    nosniff: res.headers.get('x-content-type-options'),
  };
}

const insertAcuraDocument = async (fileName: string) => {
  const [row] = await server()
    .db.insertInto('downloadDocuments')
    .values({
      oemId: 2,
      title: 'Acura co-op guidelines',
      description: 'What the co-op program reimburses',
      category: 'Guides',
      fileName,
      contentType: 'text/plain; charset=utf-8',
      content: Buffer.from('Co-op: 50% of approved spend, ünïcode kept.', 'utf8'),
      updatedAt: new Date(),
    })
    .returning('id')
    .execute();
  return row!.id;
};

describe('GET /api/portal/enrollments/downloadManagerData', () => {
  it('lists the documents for every OEM, newest first, without their files', async () => {
    const stored = await server()
      .db.selectFrom('downloadDocuments')
      .select(['id', 'title', 'category', 'fileName', 'updatedAt'])
      .where('oemId', 'is', null)
      .orderBy('updatedAt', 'desc')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    const documents = await documentsOf('dealer');
    expect(documents.map((document) => document.id)).toEqual(stored.map((document) => document.id));
    for (const [index, document] of documents.entries()) {
      const row = stored[index]!;
      expect(document).toEqual(expect.objectContaining({ title: row.title, category: row.category, fileName: row.fileName, updatedAt: row.updatedAt.toISOString() }));
      expect(Object.keys(document)).not.toContain('url');
    }
  });

  it('adds an OEM’s own documents for that OEM’s users only', async () => {
    const acura = await insertAcuraDocument('acura-coop.txt');
    const acuraDocuments = await documentsOf('dealer.acura');
    expect(acuraDocuments[0]).toMatchObject({ id: acura, title: 'Acura co-op guidelines', description: 'What the co-op program reimburses', fileName: 'acura-coop.txt' });
    expect((await documentsOf('admin')).some((document) => document.id === acura)).toBe(true);
    for (const user of ['dealer', 'oem', 'editor'] as const) {
      expect((await documentsOf(user)).some((document) => document.id === acura), user).toBe(false);
    }
    const asAcura = await server().as('admin', { impersonate: 'dealer.acura' }).get<DownloadManagerData>(PATH);
    expect(asAcura.body.documents.some((document) => document.id === acura)).toBe(true);
    const asHonda = await server().as('admin', { impersonate: 'dealer' }).get<DownloadManagerData>(PATH);
    expect(asHonda.body.documents.some((document) => document.id === acura)).toBe(false);
  });

  it('answers 401 without a valid token', async () => {
    expect((await server().get(PATH)).status).toBe(401);
    expect((await server().get(PATH, { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('GET /api/portal/enrollments/downloadManager/documents/{documentId}', () => {
  it('serves each listed document with its media type, saved under its file name', async () => {
    const stored = await server()
      .db.selectFrom('downloadDocuments')
      .select(['id', 'fileName', 'contentType', 'content'])
      .where('oemId', 'is', null)
      .execute();
    const listed = await documentsOf('dealer');
    expect(listed.length).toBe(stored.length);
    for (const document of listed) {
      const row = stored.find((candidate) => candidate.id === document.id)!;
      const file = await download('dealer', document.id);
      expect(file).toMatchObject({ status: 200, type: row.contentType, savedAs: document.fileName, text: row.content.toString('utf8'), nosniff: 'nosniff' });
      expect(file.disposition).toMatch(/^attachment;/);
    }
    expect(listed.some((document) => document.fileName.endsWith('.csv'))).toBe(true);
  });

  it('names a file with spaces, quotes and accents safely (ASCII filename plus UTF-8 filename*)', async () => {
    const id = await insertAcuraDocument('Guide "co-op" été, 2026.txt');
    const file = await download('dealer.acura', id);
    expect(file.status).toBe(200);
    expect(file.text).toBe('Co-op: 50% of approved spend, ünïcode kept.');
    expect(file.disposition).toBe(`attachment; filename="Guide co-op _t_, 2026.txt"; filename*=UTF-8''Guide%20co-op%20%C3%A9t%C3%A9%2C%202026.txt`);
    expect(file.savedAs).toBe('Guide co-op été, 2026.txt');
  });

  it('keeps another OEM’s document from those who may not see it: 404, as one that does not exist', async () => {
    const acura = await insertAcuraDocument('acura-only.txt');
    expect((await download('dealer.acura', acura)).status).toBe(200);
    expect((await download('admin', acura)).status).toBe(200);
    expect((await download('admin', acura, { impersonate: 'dealer.acura' })).status).toBe(200);
    for (const user of ['dealer', 'oem', 'editor'] as const) {
      expect((await download(user, acura)).status, user).toBe(404);
    }
    expect((await download('admin', acura, { impersonate: 'dealer' })).status).toBe(404);
    expect((await download('dealer', 999_999)).status).toBe(404);
  });

  it('answers 400 for an id that is not one, and 401 without a valid token', async () => {
    const bad = await server().as('dealer').get(fileOf(0));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'path.documentId' })]);
    expect((await server().as('dealer').get('/api/portal/enrollments/downloadManager/documents/abc')).status).toBe(400);
    const [first] = await documentsOf('dealer');
    expect((await server().get(fileOf(first!.id))).status).toBe(401);
    expect((await server().get(fileOf(first!.id), { token: 'not-a-token' })).status).toBe(401);
  });
});
