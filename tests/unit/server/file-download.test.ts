/**
 * The kernel's file answers (src/server/kernel/file-download.ts): whatever name the data holds,
 * the Content-Disposition is safe (no folder, no control character, no header injection) and
 * the browser saves the file under the intended name, read back with the client's own RFC 6266
 * parser (src/api/download/content-disposition.ts).
 */
import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '../../../src/api/download/content-disposition.ts';
import { contentDisposition, fileDownload, safeFileName } from '../../../src/server/kernel/file-download.ts';

describe('contentDisposition', () => {
  it.each([
    ['Enrollments-2026-11-24.csv', 'attachment; filename="Enrollments-2026-11-24.csv"'],
    ['Résumé (final)*.pdf', `attachment; filename="R_sum_ (final)*.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%2A.pdf`],
    ['a "quoted" name.txt', 'attachment; filename="a quoted name.txt"'],
    ['back\\slash.txt', 'attachment; filename="slash.txt"'],
  ])('%s → %s', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });

  it.each([
    ['Résumé (final)*.pdf', 'Résumé (final)*.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\x\\report.xlsx', 'report.xlsx'],
    ['line\r\nSet-Cookie: a=b.txt', 'lineSet-Cookie: a=b.txt'],
    ['日本語のファイル.txt', '日本語のファイル.txt'],
    ['', 'download'],
    ['..', 'download'],
    ['   ', 'download'],
  ])('the browser saves %j as %j', (name, saved) => {
    const header = contentDisposition(name);
    expect(header).not.toMatch(/[\r\n]/);
    expect(fileNameFromContentDisposition(header)).toBe(saved);
  });

  it('keeps the end of an over-long name, where the extension is', () => {
    const name = `${'x'.repeat(500)}.csv`;
    expect(safeFileName(name)).toHaveLength(200);
    expect(safeFileName(name).endsWith('.csv')).toBe(true);
  });

  it('shows an inline file in the browser, still named', () => {
    expect(contentDisposition('logo.png', 'inline')).toBe('inline; filename="logo.png"');
  });
});

describe('fileDownload', () => {
  it('answers the bytes with their media type, the name and nosniff; extra headers kept', () => {
    const answer = fileDownload({ fileName: 'guide.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF'), headers: { 'cache-control': 'no-cache' } });
    expect(answer.headers).toEqual({
      'cache-control': 'no-cache',
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="guide.pdf"',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.body).toEqual(Buffer.from('%PDF'));
  });

  it('never lets extra headers replace the type or the name', () => {
    const answer = fileDownload({ fileName: 'a.csv', contentType: 'text/csv', content: 'x', headers: { 'content-type': 'text/html', 'content-disposition': 'inline' } });
    expect(answer.headers['content-type']).toBe('text/csv');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="a.csv"');
  });
});
