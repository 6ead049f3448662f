/**
 * Recording a forgotten-password request (portal-shell §5.5). The answer never depends on
 * whether an account matched; a match gets a single-use reset token, stored only as its
 * SHA-256, for the e-mail that carries the link.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { sha256Hex } from './authorization-code.ts';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** A repeated request within this time reuses the pending link instead of minting another (no mail flood). */
export const PASSWORD_RESET_REPEAT_MS = 5 * 60 * 1000;
/** One e-mail address can belong to several logins; a request never fans out to more than this. */
const MAX_ACCOUNTS_PER_REQUEST = 10;

export interface ResetRequest {
  username?: string;
  email?: string;
}

export interface ResetIssued {
  userId: number;
  email: string;
  /** The raw token, for the e-mail only; never logged or stored. */
  token: string;
  expiresAt: Date;
}

/**
 * Accounts matching the form: by login name, by e-mail, or by both when both are given (both
 * must then belong to the same account). Disabled and single-sign-on-only accounts have no
 * portal password to reset; accounts without an e-mail address cannot receive the link.
 */
export async function recordPasswordReset(db: Kysely<Database>, request: ResetRequest, now: Date): Promise<ResetIssued[]> {
  let accounts = db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('active', '=', true)
    .where('ssoLoginOnly', '=', false)
    .where('email', 'is not', null);
  if (request.username !== undefined) {
    accounts = accounts.where((eb) => eb(eb.fn('lower', ['loginName']), '=', request.username!.trim().toLowerCase()));
  }
  if (request.email !== undefined) {
    accounts = accounts.where((eb) => eb(eb.fn('lower', ['email']), '=', request.email!.trim().toLowerCase()));
  }
  const matches = await accounts.orderBy('id').limit(MAX_ACCOUNTS_PER_REQUEST).execute();

  const issued: ResetIssued[] = [];
  for (const account of matches) {
    const pending = await db
      .selectFrom('passwordResetTokens')
      .select('id')
      .where('userId', '=', account.id)
      .where('usedAt', 'is', null)
      .where('createdAt', '>', new Date(now.getTime() - PASSWORD_RESET_REPEAT_MS))
      .limit(1)
      .executeTakeFirst();
    if (pending) continue;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
    await db
      .insertInto('passwordResetTokens')
      .values({ userId: account.id, tokenHash: sha256Hex(token), createdAt: now, expiresAt })
      .execute();
    issued.push({ userId: account.id, email: account.email ?? '', token, expiresAt });
  }
  return issued;
}
