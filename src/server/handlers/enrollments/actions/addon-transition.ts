/**
 * Moves one add-on enrollment (the contract's addonDealerMappingId) to a new status and writes
 * its history row, in the caller's transaction, after the caller has decided the transition
 * with transitions.ts.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import type { SubscriptionStatus } from '../../../db/vocabulary.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import type { SubscriptionAction } from '../../dealer-rules/transitions.ts';

export interface AddonEnrollmentState {
  id: number;
  status: SubscriptionStatus;
  enrolledDate: string | null;
}

export interface AddonStep {
  dealerId: number;
  programId: number;
  addonId: number;
  /** The current add-on enrollment, or null when the dealer does not hold the add-on in the program. */
  current: AddonEnrollmentState | null;
  action: SubscriptionAction;
  to: SubscriptionStatus;
  /** With terminate, the day the termination takes effect; every other step clears it. */
  scheduledDate: string | null;
  reason: string | null;
  actor: ChangeActor;
  now: Date;
  today: string;
}

export async function recordAddonStep(trx: Transaction<Database>, step: AddonStep): Promise<number> {
  const enrolledDate =
    step.to === 'Subscribed' && step.action === 'approve' ? (step.current?.enrolledDate ?? step.today) : (step.current?.enrolledDate ?? null);
  const values = { status: step.to, enrolledDate, scheduledDate: step.scheduledDate, statusChangedAt: step.now };
  const id = step.current
    ? (await trx.updateTable('addonEnrollments').set(values).where('id', '=', step.current.id).returning('id').executeTakeFirstOrThrow()).id
    : (
        await trx
          .insertInto('addonEnrollments')
          .values({ dealerId: step.dealerId, programId: step.programId, addonId: step.addonId, ...values, createdAt: step.now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  await trx
    .insertInto('addonEnrollmentHistory')
    .values({
      addonEnrollmentId: id,
      action: step.action,
      fromStatus: step.current?.status ?? null,
      toStatus: step.to,
      scheduledDate: step.scheduledDate,
      reason: step.reason,
      changedByUserId: step.actor.userId,
      impersonatorLogin: step.actor.impersonatorLogin,
      changedAt: step.now,
    })
    .execute();
  return id;
}
