import type { Download } from '../../../api/index.ts';

/** Why a file a definition points at cannot be saved. */
export class UnsafeFileAddressError extends Error {
  constructor(address: string) {
    super(`Refused to open "${address.slice(0, 40)}": only data: URLs and addresses of this portal can be saved.`);
    this.name = 'UnsafeFileAddressError';
  }
}

/**
 * The file a response carries (meta-schema `FileInData`): a `data:` URL, or an address on the
 * page's own origin, read into a Blob for the browser's save. Anything else (another origin, a
 * `javascript:` URL in data) is refused, so data never makes a button run script or leak to a
 * third party.
 */
export async function fileFromData(address: unknown, fileName: unknown, origin: string, fetcher: typeof fetch = fetch): Promise<Download> {
  if (typeof address !== 'string' || address === '') throw new UnsafeFileAddressError(String(address));
  const name = typeof fileName === 'string' && fileName.trim() ? fileName.trim() : 'download';
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    throw new UnsafeFileAddressError(address);
  }
  const sameOrigin = (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === new URL(origin).origin;
  if (url.protocol !== 'data:' && !sameOrigin) throw new UnsafeFileAddressError(address);
  const response = await fetcher(url.href);
  if (!response.ok) throw new Error(`The file could not be read (status ${response.status}).`);
  return { blob: await response.blob(), fileName: name };
}
