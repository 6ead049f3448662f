/**
 * A website subscription action (business-areas §4, §7: "chosen by method name with a target
 * sub-package status, optional skip of dealer communication, apply to all packages and a
 * scheduled date. Termination can be cancelled."). The transition table of
 * enrollment-actions/transitions.ts decides; all or none change, in one transaction with the
 * dealer locked; every change gets its history row with who made it (and the impersonating admin).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { SubscriptionStatus } from '../../db/vocabulary.ts';
import { HttpError, conflict } from '../../http/http-error.ts';
import type { ChangeActor } from '../../kernel/change-actor.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import { lockedDealer } from '../dealer-rules/locked-dealer.ts';
import { requireActiveDealer } from '../dealer-rules/service-gate.ts';
import { SUBSCRIPTION_ACTIONS_NEEDING_A_DATE, resumesService, subscriptionTransition } from '../dealer-rules/transitions.ts';

export type SubscriptionActionName = components['schemas']['SubscriptionAction'];
type ActionForm = components['schemas']['SubscriptionActionForm'];

export interface SubscriptionActionRequest {
  action: SubscriptionActionName;
  form: ActionForm;
  actor: ChangeActor;
  now: Date;
  today: string;
}

/** Form fields arrive as text; the contract coerces them, this reads either. */
const flag = (value: unknown) => value === true || value === 'true';

/** The checks the contract's schema cannot make: the target status and the date. */
function checkForm({ action, form, today }: SubscriptionActionRequest): void {
  const problems = new FieldProblems();
  const target = expectedTarget(action);
  if (form.subPackageStatus !== target) problems.add('subPackageStatus', 'INVALID_VALUE', { message: `${action} leads to ${target}, not to ${form.subPackageStatus}.` });
  if (SUBSCRIPTION_ACTIONS_NEEDING_A_DATE.has(action)) {
    if (!form.scheduledDate) problems.add('scheduledDate', 'REQUIRED_FIELD');
    // YYYY-MM-DD strings compare as dates.
    else if (form.scheduledDate < today) problems.add('scheduledDate', 'MIN_VALUE', { params: { limit: today } });
  } else if (form.scheduledDate) {
    // Only a termination waits for a date; any other action takes effect at once.
    problems.add('scheduledDate', 'UNKNOWN_PROPERTY');
  }
  problems.throwIfAny();
}

/** The status an action leads to, read from the transition table with any status it applies to. */
function expectedTarget(action: SubscriptionActionName): SubscriptionStatus {
  for (const from of ['Subscription Pending', 'Subscribed', 'Termination Pending'] as const) {
    const transition = subscriptionTransition(action, from);
    if (transition.allowed) return transition.to;
  }
  throw new Error(`the transition table has no target for ${action}`);
}

/** Applies the action; answers the ids changed (the one asked first). */
export async function changeSubscriptionStatus(db: Kysely<Database>, request: SubscriptionActionRequest): Promise<number[]> {
  checkForm(request);
  const { action, form, actor, now, today } = request;
  const applyToAll = flag(form.applyToAllPackages);
  const skipCommunication = flag(form.skipDealerCommunication);
  return db.transaction().execute(async (trx) => {
    const dealer = await lockedDealer(trx, form.dealerCode);
    const subscriptions = await trx
      .selectFrom('subscriptions')
      .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
      .select(['subscriptions.id', 'subscriptions.status', 'subscriptions.subscribedDate', 'packages.programAddonId', 'packages.name'])
      .where('subscriptions.dealerId', '=', dealer.id)
      .orderBy('subscriptions.id')
      .forUpdate()
      .execute();
    const asked = subscriptions.find((row) => row.id === form.subscriptionMappingId);
    if (!asked) throw new HttpError(404, 'not_found', `Subscription ${form.subscriptionMappingId} is not a subscription of dealer ${dealer.code}; nothing was changed.`);
    const first = subscriptionTransition(action, asked.status);
    if (!first.allowed) {
      throw conflict(`${asked.name} (${asked.id}) cannot be changed: ${first.reason} Nothing was changed.`, 'invalid_transition');
    }
    if (resumesService({ subscription: action })) requireActiveDealer(dealer, action);

    // "Apply to all packages": every other package of the same program the action applies to.
    const others = applyToAll
      ? subscriptions.filter((row) => row.id !== asked.id && row.programAddonId === asked.programAddonId && subscriptionTransition(action, row.status).allowed)
      : [];
    const changed = [asked, ...others];
    for (const row of changed) {
      await trx
        .updateTable('subscriptions')
        .set({
          status: first.to,
          scheduledDate: action === 'terminate' ? (form.scheduledDate ?? null) : null,
          subscribedDate: first.to === 'Subscribed' ? (row.subscribedDate ?? today) : row.subscribedDate,
          skipDealerCommunication: skipCommunication,
          statusChangedAt: now,
        })
        .where('id', '=', row.id)
        .execute();
    }
    await trx
      .insertInto('subscriptionHistory')
      .values(
        changed.map((row) => ({
          subscriptionId: row.id,
          methodName: action,
          actionName: form.actionName,
          fromStatus: row.status,
          toStatus: first.to,
          scheduledDate: action === 'terminate' ? (form.scheduledDate ?? null) : null,
          applyToAllPackages: applyToAll,
          skipDealerCommunication: skipCommunication,
          changedByUserId: actor.userId,
          impersonatorLogin: actor.impersonatorLogin,
          changedAt: now,
        })),
      )
      .execute();
    return changed.map((row) => row.id);
  });
}
