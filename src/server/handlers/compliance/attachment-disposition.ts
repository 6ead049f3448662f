/**
 * Content-Disposition for a download (RFC 6266): an ASCII `filename` for old clients and the
 * exact name as RFC 5987 `filename*`, so names with accents or quotes survive.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
