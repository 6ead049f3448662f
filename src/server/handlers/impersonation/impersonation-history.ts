/**
 * The impersonation history the Admin Portal shows (migration 0028). A start opens a row; a stop
 * closes the admin's open rows. A start while an old row is still open (the admin's session
 * ended without a stop) closes that one first, at the new start.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';

export interface ImpersonationStart {
  adminUserId: number;
  adminLogin: string;
  userId: number;
  userLogin: string;
}

export async function recordImpersonationStart(db: Kysely<Database>, start: ImpersonationStart, now: Date): Promise<void> {
  await recordImpersonationStop(db, start.adminUserId, now);
  await db.insertInto('impersonationSessions').values({ ...start, startedAt: now }).execute();
}

export async function recordImpersonationStop(db: Kysely<Database>, adminUserId: number, now: Date): Promise<void> {
  await db.updateTable('impersonationSessions').set({ endedAt: now }).where('adminUserId', '=', adminUserId).where('endedAt', 'is', null).execute();
}
