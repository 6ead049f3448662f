/**
 * The token service's client authentication: the browser client's built-in credential as HTTP
 * Basic (RFC 6749 §2.3.1: id and secret form-encoded, then base64). Compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../../constants.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();
const EXPECTED = digest(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`);

function decodeFormComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** True when the Authorization header carries the built-in client's id and secret. */
export function hasBuiltInClientCredential(authorization: string | undefined): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const id = decodeFormComponent(decoded.slice(0, colon));
  const secret = decodeFormComponent(decoded.slice(colon + 1));
  if (id === undefined || secret === undefined) return false;
  // Hashing first gives equal-length buffers, so the comparison itself leaks no length.
  return timingSafeEqual(digest(`${id}:${secret}`), EXPECTED);
}
