/**
 * Confirms package changes (updateSubscriptions): every choice becomes a Subscription Pending
 * package; what it replaces ends (a Subscribed package goes Termination Pending until the
 * option's date, a still pending one is cancelled), each step through the transition table
 * with its history row and who made it. All or none, with the dealer locked.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { ChangeActor } from '../../kernel/change-actor.ts';
import { lockedDealer } from '../dealer-rules/locked-dealer.ts';
import { requireGoodStanding } from '../dealer-rules/service-gate.ts';
import { subscriptionTransition } from '../dealer-rules/transitions.ts';
import { recordEulaAcceptance, type EulaState } from './eula.ts';
import { liveSubscriptions, nothingChanges, priceOf, replacedBy, type OfferedChoice } from './package-change.ts';

export const UPDATE_METHOD = 'updateSubscriptions';

export interface SubscriptionUpdate {
  dealerCode: string;
  choices: readonly OfferedChoice[];
  endDate: string;
  eula: EulaState;
  eulaAccepted: boolean;
  actor: ChangeActor;
  now: Date;
}

/** Applies the choices; answers the program add-ons touched. */
export async function applySubscriptionUpdate(db: Kysely<Database>, update: SubscriptionUpdate): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const dealer = await lockedDealer(trx, update.dealerCode);
    requireGoodStanding(dealer);
    const history = (id: number, action: string, fromStatus: 'Subscription Pending' | 'Subscribed' | null, toStatus: 'Subscription Pending' | 'Termination Pending' | 'Cancelled', scheduledDate: string | null) => ({
      subscriptionId: id,
      methodName: UPDATE_METHOD,
      actionName: action,
      fromStatus,
      toStatus,
      scheduledDate,
      changedByUserId: update.actor.userId,
      impersonatorLogin: update.actor.impersonatorLogin,
      changedAt: update.now,
    });
    let changedAny = false;
    for (const choice of update.choices) {
      // Read again per choice: an earlier choice of the same request may have replaced packages.
      const replaced = replacedBy(choice, await liveSubscriptions(trx, dealer.id));
      if (replaced === null) continue;
      changedAny = true;
      for (const row of replaced) {
        const action = row.status === 'Subscribed' ? 'terminate' : 'cancel';
        const transition = subscriptionTransition(action, row.status);
        if (!transition.allowed) continue;
        const scheduledDate = action === 'terminate' ? update.endDate : null;
        await trx.updateTable('subscriptions').set({ status: transition.to, scheduledDate, statusChangedAt: update.now }).where('id', '=', row.id).execute();
        await trx.insertInto('subscriptionHistory').values(history(row.id, action, row.status as 'Subscribed', transition.to as 'Termination Pending', scheduledDate)).execute();
      }
      const created = await trx
        .insertInto('subscriptions')
        .values({
          dealerId: dealer.id,
          packageId: choice.offer.packageId,
          status: 'Subscription Pending',
          monthlyPrice: priceOf(choice.offer, choice.optionalAddonIds),
          optionalAddonIds: choice.optionalAddonIds,
          eulaDocumentId: update.eula.documentId,
          eulaAcceptedAt: update.eulaAccepted ? update.now : null,
          statusChangedAt: update.now,
          createdAt: update.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('subscriptionHistory').values(history(created.id, 'subscribe', null, 'Subscription Pending', null)).execute();
    }
    if (!changedAny) throw nothingChanges();
    if (update.eulaAccepted) await recordEulaAcceptance(trx, dealer.id, update.eula, update.actor, update.now);
    return [...new Set(update.choices.map((choice) => choice.programAddonId))];
  });
}
