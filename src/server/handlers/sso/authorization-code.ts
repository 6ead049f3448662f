/**
 * Issuing an OAuth 2.0 authorization code (RFC 6749 §4.1) to a partner application. Only the
 * SHA-256 of the code is stored, so a database read never yields a usable code; the code is
 * single-use (usedAt) and short-lived.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';

/** RFC 6749 §4.1.2 advises at most ten minutes; the partner redeems the code at once. */
export const AUTHORIZATION_CODE_TTL_S = 60;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface IssuedCode {
  code: string;
  expiresIn: number;
}

export async function issueAuthorizationCode(
  db: Kysely<Database>,
  grant: { userId: number; clientId: string; redirectUri: string; scope: string },
  now: Date,
): Promise<IssuedCode> {
  const code = randomBytes(32).toString('base64url');
  await db
    .insertInto('oauthAuthorizationCodes')
    .values({
      codeHash: sha256Hex(code),
      userId: grant.userId,
      clientId: grant.clientId,
      redirectUri: grant.redirectUri,
      scope: grant.scope,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_S * 1000),
    })
    .execute();
  return { code, expiresIn: AUTHORIZATION_CODE_TTL_S };
}

/** The redirect URI with `code` (and `state`, when sent) added to its query. */
export function redirectWithCode(redirectUri: string, code: string, state: string | undefined): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}
