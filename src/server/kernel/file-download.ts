/**
 * A file answer with the name the browser saves it under (RFC 6266 Content-Disposition). The
 * name comes from data (a document's title, an upload's original name), so it is made safe
 * here once: folders, control characters and quotes are dropped, `filename` carries an ASCII
 * fallback and `filename*` (RFC 8187) the exact UTF-8 name, which every current browser
 * prefers. The client reads it back with src/api/download/content-disposition.ts.
 *
 *   return fileDownload({ fileName: 'Enrollments-2026-11-24.csv', contentType: 'text/csv; charset=utf-8', content: csv });
 */
import type { Readable } from 'node:stream';
import type { FileAnswer, ResponseHeaders } from './operation-handlers.ts';

export interface FileDownload {
  /** The name to save under; made safe here. */
  fileName: string;
  /** The media type, with its charset for text. */
  contentType: string;
  /** A stream is sent as it comes (no Content-Length). */
  content: Buffer | string | Readable;
  /** `attachment` (default) saves the file; `inline` lets the browser show it (an image). */
  disposition?: 'attachment' | 'inline';
  /** Extra headers (Cache-Control, Content-Security-Policy). */
  headers?: ResponseHeaders;
}

/** The name used when nothing usable is left of the given one. */
const FALLBACK_NAME = 'download';
/** File systems refuse longer names; keep the end, where the extension is. */
const MAX_NAME_LENGTH = 200;

/** The last path segment, without control characters, quotes or backslashes; never empty. */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .replace(/^\.+$/, '');
  const chars = [...clean];
  return chars.length === 0 ? FALLBACK_NAME : chars.slice(-MAX_NAME_LENGTH).join('');
}

/** RFC 8187 value-chars: what encodeURIComponent leaves, less the characters attr-char excludes. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a name from any source. */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return ascii === name
    ? `${disposition}; filename="${name}"`
    : `${disposition}; filename="${ascii}"; filename*=UTF-8''${extendedValue(name)}`;
}

export function fileDownload(file: FileDownload): FileAnswer {
  return {
    headers: {
      ...file.headers,
      'content-type': file.contentType,
      'content-disposition': contentDisposition(file.fileName, file.disposition),
      // The declared type is the only one: a browser must not sniff an HTML page out of a document.
      'x-content-type-options': 'nosniff',
    },
    body: file.content,
  };
}
