/**
 * An add-on enrollment action (`manageEnrollments/{action}`, the add-on program status update)
 * on some of one dealer's add-on enrollments. All or none change: every id must be the dealer's
 * ("No related enrollments!" when none is) and the action must apply to every one of them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import { HttpError, conflict } from '../../../http/http-error.ts';
import { recordAddonStep } from './addon-transition.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import { lockedDealer } from '../../dealer-rules/locked-dealer.ts';
import { requireActiveDealer } from '../../dealer-rules/service-gate.ts';
import { resumesService, subscriptionTransition, type SubscriptionAction } from '../../dealer-rules/transitions.ts';

/** The spec's generic message (business-areas §8) for ids that match none of the dealer's enrollments. */
export const NO_RELATED_ENROLLMENTS = 'No related enrollments!';

export interface AddonStatusChange {
  dealerCode: string;
  addonDealerMappingIds: readonly number[];
  action: Exclude<SubscriptionAction, 'subscribe'>;
  /** With terminate, the day it takes effect (checked by the caller); ignored by the other actions. */
  scheduledDate: string | null;
  actor: ChangeActor;
  now: Date;
  today: string;
}

/** Applies the change; answers the changed ids in the order asked. */
export async function changeAddonStatuses(db: Kysely<Database>, change: AddonStatusChange): Promise<number[]> {
  const { action, addonDealerMappingIds: ids } = change;
  return db.transaction().execute(async (trx) => {
    const dealer = await lockedDealer(trx, change.dealerCode);
    const rows = await trx
      .selectFrom('addonEnrollments')
      .innerJoin('addons', 'addons.id', 'addonEnrollments.addonId')
      .select(['addonEnrollments.id', 'addonEnrollments.programId', 'addonEnrollments.addonId', 'addonEnrollments.status', 'addonEnrollments.enrolledDate', 'addons.name'])
      .where('addonEnrollments.dealerId', '=', dealer.id)
      .where('addonEnrollments.id', 'in', [...ids])
      .forUpdate()
      .execute();
    if (rows.length === 0) throw new HttpError(404, 'not_found', NO_RELATED_ENROLLMENTS);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const foreign = ids.filter((id) => !byId.has(id));
    if (foreign.length > 0) {
      throw new HttpError(404, 'not_found', `Add-on enrollments ${foreign.join(', ')} are not enrollments of dealer ${dealer.code}; nothing was changed.`);
    }

    const refusals: string[] = [];
    const steps = ids.map((id) => {
      const row = byId.get(id)!;
      const transition = subscriptionTransition(action, row.status);
      if (!transition.allowed) refusals.push(`${row.name} (${id}): ${transition.reason}`);
      return { row, transition };
    });
    if (refusals.length > 0) {
      throw conflict(`Dealer ${dealer.code} cannot ${action} every add-on enrollment asked, so none changed. ${refusals.join(' ')}`, 'invalid_transition');
    }
    if (resumesService({ subscription: action })) requireActiveDealer(dealer, action);

    for (const { row, transition } of steps) {
      if (!transition.allowed) continue;
      await recordAddonStep(trx, {
        dealerId: dealer.id,
        programId: row.programId,
        addonId: row.addonId,
        current: row,
        action,
        to: transition.to,
        scheduledDate: action === 'terminate' ? change.scheduledDate : null,
        reason: null,
        actor: change.actor,
        now: change.now,
        today: change.today,
      });
    }
    return [...ids];
  });
}
