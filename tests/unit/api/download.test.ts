import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '../../../src/api/download/content-disposition.ts';
import { fallbackFileName, type DownloadFallback } from '../../../src/api/download/fallback-file-names.ts';
import { toDownload } from '../../../src/api/download/to-download.ts';
import { PORTAL, createHarness } from './fake-backend.ts';

const NOW = new Date('2024-03-31T14:05:09.123Z');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Content-Disposition file names', () => {
  it.each([
    ['attachment; filename="Enrollments.csv"', 'Enrollments.csv'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ['attachment;filename=report.xlsx;size=10', 'report.xlsx'],
    ['ATTACHMENT; FILENAME="a \\"b\\".txt"', 'a "b".txt'],
    ['attachment; filename="a;b.csv"', 'a;b.csv'],
    ["attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.pdf", 'Résumé final.pdf'],
    ["attachment; filename*=utf-8'fr'Donn%C3%A9es.csv", 'Données.csv'],
    ["attachment; filename*=ISO-8859-1''caf%E9.txt", 'café.txt'],
    // filename* wins, in either order, as in browsers.
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''%E2%82%AC-rates.csv", '€-rates.csv'],
    ["attachment; filename*=UTF-8''%E2%82%AC-rates.csv; filename=\"fallback.csv\"", '€-rates.csv'],
    // A broken filename* falls back to filename.
    ["attachment; filename*=UTF-8''%E2%82; filename=\"plain.csv\"", 'plain.csv'],
    // A raw UTF-8 name arrives as Latin-1 through fetch; it is repaired.
    [`attachment; filename="${Buffer.from('Résumé.pdf').toString('latin1')}"`, 'Résumé.pdf'],
    // A header may not pick a folder.
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.csv"', 'x.csv'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it.each([null, '', 'attachment', 'inline; filename=""', 'attachment; filename="../"', "attachment; filename*=KOI8-R''x"])(
    'no usable name in %j',
    (header) => {
      expect(fileNameFromContentDisposition(header)).toBeUndefined();
    },
  );
});

describe('fallback names', () => {
  it.each<[DownloadFallback, string | null, string]>([
    [{ kind: 'enrollments' }, null, 'Enrollments-2024-03-31T14-05-09.xlsx'],
    [{ kind: 'enrollments' }, 'text/csv; charset=utf-8', 'Enrollments-2024-03-31T14-05-09.csv'],
    [{ kind: 'zipImport' }, XLSX, 'zip-import-2024-03-31T14-05-09.xlsx'],
    [{ kind: 'zipImport' }, 'application/octet-stream', 'zip-import-2024-03-31T14-05-09.xlsx'],
    [{ kind: 'payload' }, null, 'Payload-2024-03-31T14-05-09.xml'],
    [{ kind: 'payload' }, 'application/vnd.ms-excel', 'Payload-2024-03-31T14-05-09.xls'],
    [{ kind: 'lead', leadType: 'CPO', documentId: 'D-981' }, 'application/xml', 'Lead_CPO_D-981.xml'],
    [{ kind: 'xml' }, 'text/xml', 'download.xml'],
    [{ kind: 'report', reportName: 'ConciergeReport', format: 'pdf' }, 'application/pdf', 'ConciergeReport.pdf'],
    [{ kind: 'document', fileName: 'Co-op guide 2026.pdf' }, 'application/pdf', 'Co-op guide 2026.pdf'],
  ])('%j with %s → %s', (fallback, contentType, expected) => {
    expect(fallbackFileName(fallback, { now: NOW, contentType })).toBe(expected);
  });
});

describe('toDownload', () => {
  it('names the blob from Content-Disposition when there is one', () => {
    const blob = new Blob(['a,b'], { type: 'text/csv' });
    const headers = new Headers({ 'Content-Disposition': 'attachment; filename="Enrollments-March.csv"' });
    expect(toDownload(blob, headers, { kind: 'enrollments' }, NOW)).toEqual({ blob, fileName: 'Enrollments-March.csv' });
  });

  it("falls back to the kind's name, with the extension of the blob's type when the header has none", () => {
    const blob = new Blob(['<lead/>'], { type: 'application/xml' });
    expect(toDownload(blob, new Headers(), { kind: 'payload' }, NOW).fileName).toBe('Payload-2024-03-31T14-05-09.xml');
  });

  it('works on a binary answer fetched through the client with parseAs: "blob"', async () => {
    const csv = 'code,name\nD1,Acme Motors\n';
    const h = createHarness({
      tokens: { accessToken: 'access-0' },
      handler: () =>
        new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': "attachment; filename*=UTF-8''Enrollments%202024.csv" } }),
    });

    const { data, response } = await h.portal.GET('/api/portal/enrollments/export', { parseAs: 'blob' });
    if (!data) throw new Error('expected a blob');
    const download = toDownload(data, response.headers, { kind: 'enrollments' }, NOW);

    expect(download.fileName).toBe('Enrollments 2024.csv');
    expect(await download.blob.text()).toBe(csv);
    expect(h.sent[0]?.url).toBe(`${PORTAL}/api/portal/enrollments/export`);
  });
});
