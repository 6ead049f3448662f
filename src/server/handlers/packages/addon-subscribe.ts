/**
 * Subscribing the dealer to a SmartLeads add-on (saveAddonParams, subscribeAddonWithCopiedData):
 * a Subscription Pending package of the add-on's offer type from the provider chosen, with its
 * parameters and models, the agreement accepted when it must be, refused while the account is
 * outstanding (409) or while the dealer already holds the add-on (409 `already_subscribed`).
 */
import type { Kysely } from 'kysely';
import type { CustomParameterValue } from '../../db/schema/enrollments.ts';
import type { Database } from '../../db/schema/database.ts';
import { HttpError, conflict } from '../../http/http-error.ts';
import type { ChangeActor } from '../../kernel/change-actor.ts';
import { lockedDealer } from '../dealer-rules/locked-dealer.ts';
import { requireGoodStanding } from '../dealer-rules/service-gate.ts';
import { subscriptionTransition } from '../dealer-rules/transitions.ts';
import { recordEulaAcceptance, type EulaState } from './eula.ts';
import { findOffers } from './offers.ts';
import type { PackageDealer } from './package-dealer.ts';
import { holdingSubscription, type AddonRecord } from './smartleads-addons.ts';

export interface AddonSubscribing {
  dealer: PackageDealer;
  addon: AddonRecord;
  offerProviderId: number;
  packageId: number | undefined;
  parameters: CustomParameterValue[];
  modelCodes: readonly string[];
  copiedFromSubscriptionId: number | null;
  eula: EulaState;
  eulaAccepted: boolean;
  methodName: string;
  actor: ChangeActor;
  now: Date;
}

export async function subscribeAddon(db: Kysely<Database>, request: AddonSubscribing): Promise<number> {
  const { addon, dealer: asked } = request;
  const offers = await findOffers(db, { oemId: asked.oemId, offerTypeId: addon.offerTypeId, offerProviderId: request.offerProviderId });
  const offer = request.packageId === undefined ? offers[0] : offers.find((candidate) => candidate.packageId === request.packageId);
  if (!offer) {
    throw new HttpError(404, 'not_found', `Provider ${request.offerProviderId} offers no ${addon.name} package${request.packageId ? ` ${request.packageId}` : ''} to dealer ${asked.code}.`);
  }
  const transition = subscriptionTransition('subscribe', null);
  if (!transition.allowed) throw new Error('the transition table no longer lets a dealer subscribe');
  return db.transaction().execute(async (trx) => {
    const dealer = await lockedDealer(trx, asked.code);
    requireGoodStanding(dealer);
    if (await holdingSubscription(trx, dealer.id, addon)) throw conflict(`Dealer ${dealer.code} already subscribes to ${addon.name}.`, 'already_subscribed');
    const created = await trx
      .insertInto('subscriptions')
      .values({
        dealerId: dealer.id,
        packageId: offer.packageId,
        status: transition.to,
        monthlyPrice: offer.price,
        eulaDocumentId: request.eula.documentId,
        eulaAcceptedAt: request.eulaAccepted ? request.now : null,
        customParameters: JSON.stringify(request.parameters),
        modelCodes: [...request.modelCodes],
        copiedFromSubscriptionId: request.copiedFromSubscriptionId,
        statusChangedAt: request.now,
        createdAt: request.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('subscriptionHistory')
      .values({
        subscriptionId: created.id,
        methodName: request.methodName,
        actionName: 'subscribe',
        fromStatus: null,
        toStatus: transition.to,
        changedByUserId: request.actor.userId,
        impersonatorLogin: request.actor.impersonatorLogin,
        changedAt: request.now,
      })
      .execute();
    if (request.eulaAccepted) await recordEulaAcceptance(trx, dealer.id, request.eula, request.actor, request.now);
    return created.id;
  });
}
