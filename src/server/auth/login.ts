/**
 * Checking a login name and password, with the lockout of the spec: LOGIN_LOCK_THRESHOLD
 * consecutive failures lock the account for LOGIN_LOCK_MS; while locked even the right
 * password is refused (and attempts do not extend the lock); a success resets the count.
 * Used by the password grant and by the authorize call, so both count towards one lock.
 *
 * The answer must not tell an unknown login from an existing one (OWASP ASVS 2.2.1, 3.x): an
 * unknown login, a wrong password and a wrong password on a locked account are all
 * `invalid_grant`, after the same work (one scrypt run, whatever the case). The spec's
 * "account locked" state (portal-shell §8: "401 on login: account locked or error stored") is
 * answered only to the one who typed the right password, who owns the account anyway; that is
 * the reading that keeps the spec's banner without opening the enumeration of issue #12.
 * Before any of it, the sign-in throttle (sign-in-throttle.ts) refuses a client or a login
 * name that failed too often with a 429, without hashing anything. The hash itself waits for
 * one of the process's hash slots (password-hash-slots.ts): addresses with failures in the
 * window share one, so a flood of wrong passwords does not slow everyone else's sign-in.
 *
 * A locked account is not refused before the hash, although that would save the work: the
 * answer would then come at once for a locked account and after a hash for any other, which
 * tells an attacker which login names exist (issue #12 measured 7 ms against 207 ms). The
 * throttle's per-login limit bounds the hashes a locked account can cost instead.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { LOGIN_LOCK_MS, LOGIN_LOCK_THRESHOLD } from '../../constants.ts';
import type { Database } from '../db/schema/database.ts';
import { HttpError } from '../http/http-error.ts';
import {
  MalformedPasswordHashError,
  hashPassword,
  passwordNeedsRehash,
  verifyPassword,
  verifyPasswordOfUnknownUser,
} from './password.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

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

/**
 * A throttled attempt is answered after this pause: a flooding client's connections then cost
 * the server a timer each instead of a busy loop of instant 429s that would take the event
 * loop from real sign-ins (a flood of 50 connections drops from thousands of answers a second
 * to fifty).
 */
export const THROTTLED_ANSWER_DELAY_MS = 1_000;

export interface LoginClient {
  throttle: SignInThrottle;
  /** The client's address (request.ip). */
  address: string;
}

export async function checkLogin(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date,
  log: LoginLogger,
  client: LoginClient,
): Promise<LoginResult> {
  const verdict = await client.throttle.attempt(client.address, username, now);
  if (!verdict.allowed) {
    await delay(THROTTLED_ANSWER_DELAY_MS);
    throw new HttpError(429, 'too_many_requests', 'Too many failed sign-ins; wait a moment and try again.', {}, {
      'retry-after': String(verdict.retryAfterSeconds),
    });
  }
  try {
    const hash = <T>(work: () => Promise<T>) => client.throttle.hashSlots.run(client.address, work, verdict.suspect);
    return await checkPassword(db, username, password, now, log, verdict.release, hash);
  } finally {
    verdict.done();
  }
}

async function checkPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date,
  log: LoginLogger,
  releaseReservation: () => Promise<void>,
  hash: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<LoginResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'loginName', 'passwordHash', 'active', 'ssoLoginOnly', 'lockedUntil'])
    .where((eb) => eb(eb.fn('lower', ['loginName']), '=', username.toLowerCase()))
    .executeTakeFirst();
  if (!user) {
    // Same work as a real check, so timing does not tell which login names exist.
    await hash(() => verifyPasswordOfUnknownUser(password));
    return { ok: false, reason: 'invalid_grant' };
  }
  let matches = false;
  try {
    matches = await hash(() => verifyPassword(password, user.passwordHash));
  } catch (error) {
    if (!(error instanceof MalformedPasswordHashError)) throw error;
    log.warn({ userId: user.id }, 'stored password hash is malformed; the user cannot sign in until it is reset');
  }
  const locked = user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime();
  if (!matches) {
    // The same UPDATE whether locked or not (it leaves a locked account's count and lock alone), so
    // the two take the same time.
    await recordFailure(db, user.id, now);
    return { ok: false, reason: 'invalid_grant' };
  }
  // The right password is no failure: its reservation in the throttle is given back.
  await releaseReservation();
  if (locked && user.lockedUntil) return { ok: false, reason: 'account_locked', lockedUntil: user.lockedUntil };

  if (!user.active) return { ok: false, reason: 'account_disabled' };
  await db
    .updateTable('users')
    .set({
      failedLoginCount: 0,
      lockedUntil: null,
      lastLoginAt: now,
      ...(passwordNeedsRehash(user.passwordHash) ? { passwordHash: await hash(() => hashPassword(password)) } : {}),
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
async function recordFailure(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  await db
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
    .execute();
}
