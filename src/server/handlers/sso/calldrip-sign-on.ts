/**
 * The single sign-on link to the call-tracking provider (contract: getCalldripSignOnUrl*). A
 * browser navigation cannot carry the bearer token, so the link carries a short-lived,
 * single-use assertion the provider verifies: base64url JSON claims and their HMAC-SHA256,
 * keyed with a secret the provider shares. `jti` lets the provider refuse a second use.
 *
 * The key is derived from the server's token secret (HKDF, its own label), so every process
 * behind one load balancer signs alike and the key never equals the access-token key; the
 * provider is given the derived key when the integration is set up.
 */
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';

/** Where the provider accepts portal sign-ons. */
export const CALLDRIP_SIGN_ON_URL = 'https://app.calldrip.com/sso/smartportal';
/** Long enough to open a window, short enough that a link copied out of the history is useless. */
export const CALLDRIP_LINK_TTL_S = 120;

export interface CalldripSignOnClaims {
  dealerCode: string;
  dealerName: string;
  loginName: string;
  userName: string;
  /** The admin acting as the user, so the provider's audit shows who really signed in. */
  actor: string | null;
  trackingNumber: string | null;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function calldripKeyOf(tokenSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.alloc(0), 'smartportal calldrip sign-on', 32));
}

export function calldripSignOnLink(key: Buffer, claims: CalldripSignOnClaims, now: Date): { url: string; expiresAt: string } {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + CALLDRIP_LINK_TTL_S;
  const payload = base64url(
    JSON.stringify({
      iss: 'smartportal',
      aud: 'calldrip',
      jti: randomUUID(),
      iat,
      exp,
      sub: claims.dealerCode,
      dealerName: claims.dealerName,
      user: claims.loginName,
      userName: claims.userName,
      ...(claims.actor ? { act: claims.actor } : {}),
      ...(claims.trackingNumber ? { trackingNumber: claims.trackingNumber } : {}),
    }),
  );
  const signature = base64url(createHmac('sha256', key).update(payload).digest());
  const url = new URL(CALLDRIP_SIGN_ON_URL);
  url.searchParams.set('assertion', `${payload}.${signature}`);
  return { url: url.toString(), expiresAt: new Date(exp * 1000).toISOString() };
}
