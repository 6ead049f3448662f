/**
 * A dealer enrollment action (business-areas §4): deactivate (cancellation or inactivation type,
 * with a reason), pause, reactivate, opt out, hold, enable. Decided by the transition table,
 * written with its history row in one transaction; a cancellation also ends the dealer's
 * enrollments (enrollment-ending.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import type { InactivationType } from '../../../db/vocabulary.ts';
import { conflict } from '../../../http/http-error.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import { endEnrollments } from './enrollment-ending.ts';
import { lockedDealer } from '../../dealer-rules/locked-dealer.ts';
import { requireGoodStanding } from '../../dealer-rules/service-gate.ts';
import { dealerTransition, resumesService, type DealerAction } from '../../dealer-rules/transitions.ts';

export interface DealerStatusChange {
  dealerCode: string;
  action: DealerAction;
  /** Required with deactivate (checked by the caller), absent otherwise. */
  inactivationType?: InactivationType;
  reason: string | null;
  actor: ChangeActor;
  now: Date;
  today: string;
}

export async function changeDealerStatus(db: Kysely<Database>, change: DealerStatusChange): Promise<void> {
  const { action, inactivationType, reason, actor, now } = change;
  await db.transaction().execute(async (trx) => {
    const dealer = await lockedDealer(trx, change.dealerCode);
    const transition = dealerTransition(action, dealer.status, inactivationType);
    if (!transition.allowed) throw conflict(`Dealer ${dealer.code} cannot ${action}: ${transition.reason}`, 'invalid_transition');
    if (resumesService({ dealer: action })) requireGoodStanding(dealer);

    await trx
      .updateTable('dealers')
      .set({
        status: transition.to,
        // The type describes the last deactivation; leaving INACTIVE or CANCELLED clears it.
        inactivationType: action === 'deactivate' ? (inactivationType ?? null) : null,
        statusReason: reason,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where('id', '=', dealer.id)
      .execute();
    await trx
      .insertInto('dealerStatusHistory')
      .values({
        dealerId: dealer.id,
        action,
        fromStatus: dealer.status,
        toStatus: transition.to,
        inactivationType: action === 'deactivate' ? (inactivationType ?? null) : null,
        reason,
        changedByUserId: actor.userId,
        impersonatorLogin: actor.impersonatorLogin,
        changedAt: now,
      })
      .execute();
    if (transition.to === 'CANCELLED') await endEnrollments(trx, { dealerId: dealer.id, reason, actor, now, today: change.today });
  });
}
