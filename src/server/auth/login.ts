/**
 * Checking a login name and password, with the lockout of the spec: LOGIN_LOCK_THRESHOLD
 * consecutive failures lock the account for LOGIN_LOCK_MS; while locked even the right
 * password is refused (and attempts do not extend the lock); a success resets the count.
 * Used by the password grant and by the authorize call, so both count towards one lock.
 */
import type { Kysely } from 'kysely';
import { LOGIN_LOCK_MS, LOGIN_LOCK_THRESHOLD } from '../../constants.ts';
import type { Database } from '../db/schema/database.ts';
import {
  MalformedPasswordHashError,
  hashPassword,
  passwordNeedsRehash,
  verifyPassword,
  verifyPasswordOfUnknownUser,
} from './password.ts';

export interface SignedInUser {
  userId: number;
  loginName: string;
  ssoLoginOnly: boolean;
}

export type LoginResult =
  | { ok: true; user: SignedInUser }
  | { ok: false; reason: 'invalid_grant' }
  | { ok: false; reason: 'account_locked'; lockedUntil: Date }
  | { ok: false; reason: 'account_disabled' };

export interface LoginLogger {
  warn(details: object, message: string): void;
}

export async function checkLogin(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date,
  log: LoginLogger,
): Promise<LoginResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'loginName', 'passwordHash', 'active', 'ssoLoginOnly', 'lockedUntil'])
    .where((eb) => eb(eb.fn('lower', ['loginName']), '=', username.toLowerCase()))
    .executeTakeFirst();
  if (!user) {
    // Same work as a real check, so timing does not tell which login names exist.
    await verifyPasswordOfUnknownUser(password);
    return { ok: false, reason: 'invalid_grant' };
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    return { ok: false, reason: 'account_locked', lockedUntil: user.lockedUntil };
  }

  let matches = false;
  try {
    matches = await verifyPassword(password, user.passwordHash);
  } catch (error) {
    if (!(error instanceof MalformedPasswordHashError)) throw error;
    log.warn({ userId: user.id }, 'stored password hash is malformed; the user cannot sign in until it is reset');
  }
  if (!matches) return recordFailure(db, user.id, now);

  if (!user.active) return { ok: false, reason: 'account_disabled' };
  await db
    .updateTable('users')
    .set({
      failedLoginCount: 0,
      lockedUntil: null,
      lastLoginAt: now,
      ...(passwordNeedsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {}),
    })
    .where('id', '=', user.id)
    .execute();
  return { ok: true, user: { userId: user.id, loginName: user.loginName, ssoLoginOnly: user.ssoLoginOnly } };
}

/**
 * One conditional UPDATE counts the failure and, at the threshold, sets the lock and starts the
 * count again, so concurrent wrong passwords cannot slip past the threshold between a read and
 * a write.
 */
async function recordFailure(db: Kysely<Database>, userId: number, now: Date): Promise<LoginResult> {
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  const row = await db
    .updateTable('users')
    .set((eb) => {
      const reachesThreshold = eb(eb('failedLoginCount', '+', 1), '>=', LOGIN_LOCK_THRESHOLD);
      return {
        failedLoginCount: eb.case().when(reachesThreshold).then(0).else(eb('failedLoginCount', '+', 1)).end(),
        lockedUntil: eb.case().when(reachesThreshold).then(lockUntil).else(eb.ref('lockedUntil')).end(),
      };
    })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .returning(['lockedUntil'])
    .executeTakeFirst();
  // No row: a concurrent attempt locked the account meanwhile.
  const lockedUntil = row ? row.lockedUntil : lockUntil;
  if (lockedUntil && lockedUntil.getTime() > now.getTime()) return { ok: false, reason: 'account_locked', lockedUntil };
  return { ok: false, reason: 'invalid_grant' };
}
