/**
 * Signed addresses of resource files, the way storage services pre-sign links: the browser opens
 * a document in a new window without the bearer token, so the address itself carries the right
 * to read that one file, until it expires. HMAC-SHA256 with the server's token secret over the
 * resource id and the expiry; compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an address from a search stays valid: long enough to read the page and click. */
export const RESOURCE_LINK_TTL_SECONDS = 60 * 60;

/** What an address opens: the file, or a video's captions (signed apart, so one never opens the other). */
export type SignedPart = 'file' | 'captions';

export function resourceFileSignature(secret: Buffer, resourceId: number, expires: number, part: SignedPart = 'file'): string {
  return createHmac('sha256', secret).update(`resource-${part}:${resourceId}:${expires}`).digest('hex');
}

function signedQuery(secret: Buffer, resourceId: number, now: Date, part: SignedPart): string {
  const expires = Math.floor(now.getTime() / 1000) + RESOURCE_LINK_TTL_SECONDS;
  return `expires=${expires}&signature=${resourceFileSignature(secret, resourceId, expires, part)}`;
}

export function resourceFilePath(secret: Buffer, resourceId: number, now: Date): string {
  return `/api/portal/resources/files/${resourceId}?${signedQuery(secret, resourceId, now, 'file')}`;
}

export function resourceCaptionsPath(secret: Buffer, resourceId: number, now: Date): string {
  return `/api/portal/resources/files/${resourceId}/captions?${signedQuery(secret, resourceId, now, 'captions')}`;
}

export function isValidResourceFileSignature(secret: Buffer, resourceId: number, expires: number, signature: string, now: Date, part: SignedPart = 'file'): boolean {
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(resourceFileSignature(secret, resourceId, expires, part), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
