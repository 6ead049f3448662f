/**
 * Scheduled changes, applied when their date comes (business-areas §4: website subscription
 * actions take "a scheduled date"). A termination keeps the subscription Termination Pending
 * through its scheduled date, the last day of service, and makes it Unsubscribed the day after
 * (Central time, portal-shell §9). The server applies due changes before it reads or changes
 * subscriptions, so every answer already reflects them and no timer has to run; each applied
 * change gets its history row, recorded against whoever scheduled it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { subscriptionTransition } from '../dealer-rules/transitions.ts';

/** The method name history shows for a change the server applied at its scheduled date. */
export const SCHEDULED_METHOD = 'scheduledChange';

export async function applyDueChanges(db: Kysely<Database>, today: string, now: Date): Promise<number> {
  const transition = subscriptionTransition('unsubscribe', 'Termination Pending');
  if (!transition.allowed) throw new Error('the transition table no longer ends a pending termination');
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('subscriptions')
      .select(['id', 'scheduledDate'])
      .where('status', '=', 'Termination Pending')
      .where('scheduledDate', '<', today)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    const scheduledBy = await trx
      .selectFrom('subscriptionHistory')
      .select(['subscriptionId', 'changedByUserId', 'impersonatorLogin', 'skipDealerCommunication'])
      .distinctOn('subscriptionId')
      .where('subscriptionId', 'in', ids)
      .where('toStatus', '=', 'Termination Pending')
      .orderBy('subscriptionId')
      .orderBy('id', 'desc')
      .execute();
    const by = new Map(scheduledBy.map((row) => [row.subscriptionId, row]));
    await trx.updateTable('subscriptions').set({ status: transition.to, statusChangedAt: now }).where('id', 'in', ids).execute();
    await trx
      .insertInto('subscriptionHistory')
      .values(
        due.map((row) => ({
          subscriptionId: row.id,
          methodName: SCHEDULED_METHOD,
          actionName: 'terminate',
          fromStatus: 'Termination Pending' as const,
          toStatus: transition.to,
          scheduledDate: row.scheduledDate,
          skipDealerCommunication: by.get(row.id)?.skipDealerCommunication ?? false,
          changedByUserId: by.get(row.id)?.changedByUserId ?? null,
          impersonatorLogin: by.get(row.id)?.impersonatorLogin ?? null,
          changedAt: now,
        })),
      )
      .execute();
    return due.length;
  });
}
