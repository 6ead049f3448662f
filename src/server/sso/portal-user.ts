/**
 * Which portal account an ID token names. The claim is configured (SsoConfig.usernameClaim):
 * preferred_username is matched to the login name without case; email only when the provider
 * says it verified the address and exactly one active account has it (an address may belong to
 * several logins, and guessing among them would sign the person into someone else's account).
 */
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../auth/login.ts';
import type { Database } from '../db/schema/database.ts';
import type { SsoConfig } from './sso-config.ts';

export type PortalUserMatch = { ok: true; user: SignedInUser } | { ok: false; reason: 'unknown_user' | 'account_disabled' };

export async function portalUserFor(
  db: Kysely<Database>,
  claims: Record<string, unknown>,
  usernameClaim: SsoConfig['usernameClaim'],
  now: Date,
): Promise<PortalUserMatch> {
  const value = claims[usernameClaim];
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, reason: 'unknown_user' };
  if (usernameClaim === 'email' && claims.email_verified !== true) return { ok: false, reason: 'unknown_user' };
  const column = usernameClaim === 'email' ? 'email' : 'loginName';
  const rows = await db
    .selectFrom('users')
    .select(['id', 'loginName', 'active', 'ssoLoginOnly'])
    .where((eb) => eb(eb.fn('lower', [column]), '=', value.trim().toLowerCase()))
    .limit(2)
    .execute();
  const [row] = rows;
  if (!row || rows.length > 1) return { ok: false, reason: 'unknown_user' };
  if (!row.active) return { ok: false, reason: 'account_disabled' };
  // The provider authenticated the person; the portal's password lock is about its own password.
  await db.updateTable('users').set({ lastLoginAt: now }).where('id', '=', row.id).execute();
  return { ok: true, user: { userId: row.id, loginName: row.loginName, ssoLoginOnly: row.ssoLoginOnly } };
}
