/**
 * Access tokens: compact JWTs signed with HMAC-SHA256 (RFC 7519, `alg: HS256`). Verifying one
 * is a hash and a comparison, no database read, which keeps every authenticated call cheap;
 * the price is that a token cannot be withdrawn before it expires, hence the short lifetime
 * (ServerConfig.accessTokenTtlMs, an hour by default). Sessions are ended through the refresh
 * tokens, which live in the database. The key is TOKEN_SECRET's, or else one kept in the
 * database (sharedSigningKey), so every server process of the portal shares it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/database.ts';

export interface AccessTokenClaims {
  /** User id. */
  sub: number;
  /** Refresh-token family the token was issued with, so a revoked family's tokens can be refused early. */
  sid: string;
  scope: string;
  /** Unique per token, so two tokens issued in one second still differ (and can be told apart in logs). */
  jti: string;
  /** Issued at and expiry, seconds since the epoch. */
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

export type AccessTokenFailure = 'malformed' | 'bad_signature' | 'expired';

export class AccessTokenSigner {
  constructor(private readonly secret: Buffer) {}

  sign(claims: AccessTokenClaims): string {
    const payload = base64url(JSON.stringify(claims));
    return `${HEADER}.${payload}.${this.signature(`${HEADER}.${payload}`)}`;
  }

  /** The claims of a genuine, unexpired token, or why it is not one. */
  verify(token: string, nowMs: number): AccessTokenClaims | AccessTokenFailure {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return 'malformed';
    const [, payload = '', signature = ''] = parts;
    const expected = Buffer.from(this.signature(`${HEADER}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return 'malformed';
    }
    if (!isClaims(claims)) return 'malformed';
    if (claims.exp * 1000 <= nowMs) return 'expired';
    return claims;
  }

  private signature(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}

function isClaims(value: unknown): value is AccessTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(c.sub) &&
    typeof c.sid === 'string' &&
    typeof c.scope === 'string' &&
    typeof c.jti === 'string' &&
    Number.isSafeInteger(c.iat) &&
    Number.isSafeInteger(c.exp)
  );
}

/** Name of the signing key in server_secrets. */
const SIGNING_KEY_NAME = 'access_token_signing_key';
const SIGNING_KEY_BYTES = 32;

/**
 * The database's access-token signing key, created by the first process that asks: every
 * process on the database signs and checks with the same key, and a restart keeps the tokens
 * issued before it good. Used when TOKEN_SECRET does not set a key.
 */
export async function sharedSigningKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('serverSecrets')
    .values({ name: SIGNING_KEY_NAME, value: randomBytes(SIGNING_KEY_BYTES) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('serverSecrets').select('value').where('name', '=', SIGNING_KEY_NAME).executeTakeFirstOrThrow();
  return row.value;
}
