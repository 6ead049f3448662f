/**
 * Download Manager (business-areas §2 page title "Download Manager", §7 "GET
 * /api/portal/enrollments/downloadManagerData"): the documents the caller may download, newest
 * first, each with the file itself.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type DownloadManagerData = components['schemas']['DownloadManagerData'];

const server = useTestServer();
const PATH = '/api/portal/enrollments/downloadManagerData';
const documentsOf = async (user: DemoLogin) => {
  const res = await server().as(user).get<DownloadManagerData>(PATH);
  expect(res.status).toBe(200);
  return res.body.documents;
};

/** The bytes and media type a data: URL carries. */
function decode(url: string): { type: string; text: string } {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(url);
  if (!match) throw new Error(`not a base64 data: URL: ${url.slice(0, 40)}`);
  return { type: match[1]!, text: Buffer.from(match[2]!, 'base64').toString('utf8') };
}

describe('GET /api/portal/enrollments/downloadManagerData', () => {
  it('lists the documents for every OEM, newest first, each carrying its file', async () => {
    const stored = await server()
      .db.selectFrom('downloadDocuments')
      .select(['id', 'title', 'category', 'fileName', 'contentType', 'content', 'updatedAt'])
      .where('oemId', 'is', null)
      .orderBy('updatedAt', 'desc')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    const documents = await documentsOf('dealer');
    expect(documents.map((document) => document.id)).toEqual(stored.map((document) => document.id));
    for (const [index, document] of documents.entries()) {
      const row = stored[index]!;
      expect(document).toMatchObject({ title: row.title, category: row.category, fileName: row.fileName, updatedAt: row.updatedAt.toISOString() });
      expect(decode(document.url)).toEqual({ type: row.contentType, text: row.content.toString('utf8') });
    }
    expect(documents.some((document) => document.fileName.endsWith('.csv') && decode(document.url).type === 'text/csv')).toBe(true);
  });

  it('adds an OEM’s own documents for that OEM’s users only', async () => {
    const [acura] = await server()
      .db.insertInto('downloadDocuments')
      .values({
        oemId: 2,
        title: 'Acura co-op guidelines',
        description: 'What the co-op program reimburses',
        category: 'Guides',
        fileName: 'acura-coop, 2026.txt',
        contentType: 'text/plain',
        content: Buffer.from('Co-op: 50% of approved spend, ünïcode kept.', 'utf8'),
        updatedAt: new Date(),
      })
      .returning('id')
      .execute();
    const acuraDocuments = await documentsOf('dealer.acura');
    expect(acuraDocuments[0]).toMatchObject({ id: acura!.id, title: 'Acura co-op guidelines', description: 'What the co-op program reimburses', fileName: 'acura-coop, 2026.txt' });
    expect(decode(acuraDocuments[0]!.url).text).toBe('Co-op: 50% of approved spend, ünïcode kept.');
    expect((await documentsOf('admin')).some((document) => document.id === acura!.id)).toBe(true);
    for (const user of ['dealer', 'oem', 'editor'] as const) {
      expect((await documentsOf(user)).some((document) => document.id === acura!.id), user).toBe(false);
    }
    const asAcura = await server().as('admin', { impersonate: 'dealer.acura' }).get<DownloadManagerData>(PATH);
    expect(asAcura.body.documents.some((document) => document.id === acura!.id)).toBe(true);
    const asHonda = await server().as('admin', { impersonate: 'dealer' }).get<DownloadManagerData>(PATH);
    expect(asHonda.body.documents.some((document) => document.id === acura!.id)).toBe(false);
  });

  it('answers 401 without a valid token', async () => {
    expect((await server().get(PATH)).status).toBe(401);
    expect((await server().get(PATH, { token: 'not-a-token' })).status).toBe(401);
  });
});
