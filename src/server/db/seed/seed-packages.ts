import type { Insertable } from 'kysely';
import type { Database } from '../schema/database.ts';
import { insertRows } from './bulk-insert.ts';
import type { SeedStep } from './seed-context.ts';

/**
 * Demo dealers that have not yet accepted their OEM's current End User License Agreement, so
 * Manage Subscription asks them to (business-areas §5 "Please accept current End User License
 * Agreement."); the packages browser journey accepts it as `dealer`.
 */
export const EULA_PENDING_DEMO_DEALERS: readonly string[] = ['HON0001'];

/**
 * Website program and packages (0013): every dealer that accepted an agreement with one of its
 * subscriptions has that acceptance on file, dated as the subscription recorded it (the newest
 * per agreement), except the demo dealers above, which are left to accept the current one.
 * Derived from the enrollments step's subscriptions, so it adds no random draw of its own.
 */
export async function seedPackages({ db }: SeedStep): Promise<void> {
  const accepted = await db
    .selectFrom('subscriptions')
    .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
    .select(['subscriptions.dealerId', 'subscriptions.eulaDocumentId', (eb) => eb.fn.max('subscriptions.eulaAcceptedAt').as('acceptedAt')])
    .where('subscriptions.eulaDocumentId', 'is not', null)
    .where('subscriptions.eulaAcceptedAt', 'is not', null)
    .where('dealers.code', 'not in', [...EULA_PENDING_DEMO_DEALERS])
    .groupBy(['subscriptions.dealerId', 'subscriptions.eulaDocumentId'])
    .orderBy('subscriptions.dealerId')
    .orderBy('subscriptions.eulaDocumentId')
    .execute();
  const rows: Insertable<Database['dealerEulaAcceptances']>[] = accepted.map((row) => ({
    dealerId: row.dealerId,
    eulaDocumentId: row.eulaDocumentId!,
    acceptedAt: row.acceptedAt!,
    acceptedByUserId: null,
    impersonatorLogin: null,
  }));
  await insertRows(db, 'dealerEulaAcceptances', rows);
}
