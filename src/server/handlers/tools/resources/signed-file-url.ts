/**
 * Signed addresses of resource files, the way storage services pre-sign links: the browser opens
 * a document in a new window without the bearer token, so the address itself carries the right
 * to read that one file, until it expires. HMAC-SHA256 with the server's token secret over the
 * resource id and the expiry; compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an address from a search stays valid: long enough to read the page and click. */
export const RESOURCE_LINK_TTL_SECONDS = 60 * 60;

export function resourceFileSignature(secret: Buffer, resourceId: number, expires: number): string {
  return createHmac('sha256', secret).update(`resource-file:${resourceId}:${expires}`).digest('hex');
}

export function resourceFilePath(secret: Buffer, resourceId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + RESOURCE_LINK_TTL_SECONDS;
  return `/api/portal/resources/files/${resourceId}?expires=${expires}&signature=${resourceFileSignature(secret, resourceId, expires)}`;
}

export function isValidResourceFileSignature(secret: Buffer, resourceId: number, expires: number, signature: string, now: Date): boolean {
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(resourceFileSignature(secret, resourceId, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
