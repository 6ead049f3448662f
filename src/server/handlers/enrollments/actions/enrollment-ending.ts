/**
 * What cancelling a dealer does to its enrollments: CANCELLATION "ends the enrollment for good"
 * (InactivationType), so every program the dealer is still in is unenrolled, every add-on and
 * package it holds is unsubscribed (or, still pending, cancelled), each step through the table
 * of transitions.ts and with its history row, in the cancellation's transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import type { SubscriptionStatus } from '../../../db/vocabulary.ts';
import { recordAddonStep } from './addon-transition.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import { recordProgramStep } from './program-transition.ts';
import { programTransition, subscriptionTransition, type SubscriptionAction } from '../../dealer-rules/transitions.ts';

export interface EnrollmentEnding {
  dealerId: number;
  reason: string | null;
  actor: ChangeActor;
  now: Date;
  today: string;
}

/** Unsubscribe what is running, cancel what has not started; null for what has already ended. */
function endingOf(status: SubscriptionStatus): { action: SubscriptionAction; to: SubscriptionStatus } | null {
  for (const action of ['unsubscribe', 'cancel'] as const) {
    const transition = subscriptionTransition(action, status);
    if (transition.allowed) return { action, to: transition.to };
  }
  return null;
}

export async function endEnrollments(trx: Transaction<Database>, ending: EnrollmentEnding): Promise<void> {
  const { dealerId, reason, actor, now, today } = ending;
  const programs = await trx
    .selectFrom('programEnrollments')
    .select(['id', 'programId', 'status', 'enrolledDate'])
    .where('dealerId', '=', dealerId)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const enrollment of programs) {
    const transition = programTransition('unenroll', enrollment.status);
    if (!transition.allowed) continue;
    await recordProgramStep(trx, {
      dealerId,
      programId: enrollment.programId,
      current: enrollment,
      action: 'unenroll',
      to: transition.to,
      reason,
      actor,
      now,
      today,
    });
  }

  const addons = await trx
    .selectFrom('addonEnrollments')
    .select(['id', 'programId', 'addonId', 'status', 'enrolledDate'])
    .where('dealerId', '=', dealerId)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const addon of addons) {
    const step = endingOf(addon.status);
    if (!step) continue;
    await recordAddonStep(trx, { dealerId, programId: addon.programId, addonId: addon.addonId, current: addon, ...step, scheduledDate: null, reason, actor, now, today });
  }

  const subscriptions = await trx
    .selectFrom('subscriptions')
    .select(['id', 'status'])
    .where('dealerId', '=', dealerId)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const subscription of subscriptions) {
    const step = endingOf(subscription.status);
    if (!step) continue;
    await trx
      .updateTable('subscriptions')
      .set({ status: step.to, scheduledDate: null, statusChangedAt: now })
      .where('id', '=', subscription.id)
      .execute();
    await trx
      .insertInto('subscriptionHistory')
      .values({
        subscriptionId: subscription.id,
        // The dealer action that ended it, as the method; the subscription action it amounted to.
        methodName: 'deactivate',
        actionName: step.action,
        fromStatus: subscription.status,
        toStatus: step.to,
        scheduledDate: null,
        changedByUserId: actor.userId,
        impersonatorLogin: actor.impersonatorLogin,
        changedAt: now,
      })
      .execute();
  }
}
