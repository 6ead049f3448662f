import { fileNameFromContentDisposition } from './content-disposition.ts';
import { fallbackFileName, type DownloadFallback } from './fallback-file-names.ts';

export interface Download {
  blob: Blob;
  fileName: string;
}

/**
 * Names a binary answer for saving: from its Content-Disposition, else the download's
 * fallback name. Pairs with a call made with `parseAs: 'blob'`:
 *
 *   const { data, response } = await portal.GET('/api/portal/enrollments/export', { parseAs: 'blob', params });
 *   if (data) save(toDownload(data, response.headers, { kind: 'enrollments' }));
 */
export function toDownload(blob: Blob, headers: Headers, fallback: DownloadFallback, now: Date = new Date()): Download {
  const fileName =
    fileNameFromContentDisposition(headers.get('Content-Disposition')) ??
    fallbackFileName(fallback, { now, contentType: headers.get('Content-Type') ?? (blob.type || null) });
  return { blob, fileName };
}
