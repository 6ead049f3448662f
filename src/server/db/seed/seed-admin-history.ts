import { insertRows } from './bulk-insert.ts';
import type { SeedStep } from './seed-context.ts';
import type { UserRecord } from './seed-users-and-menus.ts';

/** Impersonations seeded over the last 90 days, and one staff account in this many locked. */
const IMPERSONATIONS = 14;
const LOCKED_EVERY = 120;
const LOCK_HOURS = 20;

/**
 * What the Admin Portal shows besides accounts: the admin's past impersonations (the demo
 * dealers' and other users', each stopped after a while) and a few staff accounts locked after
 * failed sign-ins. Demo users are never locked: the demos and tests sign them in.
 */
export async function seedAdminHistory({ db, prng, clock }: SeedStep, users: UserRecord[]): Promise<void> {
  const admin = users.find((user) => user.role === 'admin');
  const targets = users.filter((user) => user.role !== 'admin' && user.role !== 'Dealer Group' && (user.demo || user.id % 37 === 0));
  if (admin && targets.length > 0) {
    const rows = Array.from({ length: IMPERSONATIONS }, (_, index) => {
      const target = targets[index % targets.length] as UserRecord;
      const startedAt = clock.daysAgo(90 * prng.next() + 0.1);
      return {
        adminUserId: admin.id,
        adminLogin: admin.loginName,
        userId: target.id,
        userLogin: target.loginName,
        startedAt,
        endedAt: clock.plusSeconds(startedAt, prng.int(60, 3600)),
      };
    }).sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
    await insertRows(db, 'impersonationSessions', rows.map((row, index) => ({ id: index + 1, ...row })));
  }

  const locked = users.filter((user) => !user.demo && user.id % LOCKED_EVERY === 0);
  for (const user of locked) {
    await db
      .updateTable('users')
      .set({ failedLoginCount: 5, lockedUntil: clock.plusSeconds(clock.reference, LOCK_HOURS * 3600 + 3 * 86400) })
      .where('id', '=', user.id)
      .execute();
  }
}
