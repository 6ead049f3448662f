/**
 * `inline` so a PDF opens in the browser's viewer (other types download), with the ASCII name
 * and the RFC 5987 UTF-8 name for the rest.
 */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
