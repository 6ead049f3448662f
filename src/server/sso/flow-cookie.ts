/**
 * What the portal must remember between sending the browser to the provider and its return:
 * the state, the nonce and the PKCE code verifier. They travel in one HttpOnly cookie, sealed
 * with AES-256-GCM under a key derived from the token secret, so every server process can open
 * it (no server-side store), the browser cannot read the verifier, and a forged or altered
 * cookie fails to open. The cookie lives for one sign-on attempt only.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const FLOW_COOKIE_NAME = 'sp_oidc_flow';
/** Long enough to type a password at the provider, short enough that an abandoned attempt dies. */
export const FLOW_TTL_MS = 10 * 60 * 1000;

export interface SignOnFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: number;
}

export function flowKeyOf(tokenSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.alloc(0), 'smartportal oidc sign-on flow', 32));
}

export function sealFlow(key: Buffer, flow: SignOnFlow): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The flow, or undefined when the cookie is missing, forged, altered or expired. */
export function openFlow(key: Buffer, raw: string | undefined, now: number): SignOnFlow | undefined {
  if (!raw) return undefined;
  const bytes = Buffer.from(raw, 'base64url');
  if (bytes.length < 29) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const flow = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as SignOnFlow;
    const complete = [flow.state, flow.nonce, flow.codeVerifier].every((value) => typeof value === 'string' && value !== '');
    return complete && typeof flow.expiresAt === 'number' && flow.expiresAt > now ? flow : undefined;
  } catch {
    return undefined;
  }
}
