/**
 * Whether a dealer has a call-tracking account: a running subscription that carries the Call
 * Tracking offer (a CALL package, a package that includes CALL, or CALL chosen as an optional
 * add-on), or a running Call Tracking add-on enrollment. The offer and add-on ids are the
 * spec's (business-areas §3).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { ADDON, OFFER_TYPE } from '../../db/seed/data/catalogue.ts';
import type { SubscriptionStatus } from '../../db/vocabulary.ts';

/** A terminating subscription still runs until its scheduled date. */
const RUNNING: SubscriptionStatus[] = ['Subscribed', 'Termination Pending'];

export interface CallTrackingAccount {
  /** The tracking number the dealer configured, when the subscription carries one. */
  trackingNumber: string | null;
}

export async function callTrackingAccountOf(db: Kysely<Database>, dealerId: number): Promise<CallTrackingAccount | null> {
  const subscription = await db
    .selectFrom('subscriptions')
    .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
    .select(['subscriptions.customParameters'])
    .where('subscriptions.dealerId', '=', dealerId)
    .where('subscriptions.status', 'in', RUNNING)
    .where((eb) =>
      eb.or([
        eb('packages.offerTypeId', '=', OFFER_TYPE.CALL),
        eb(eb.val<number>(OFFER_TYPE.CALL), '=', eb.fn.any('packages.includedOfferTypeIds')),
        eb(eb.val<number>(ADDON.CALL), '=', eb.fn.any('subscriptions.optionalAddonIds')),
      ]),
    )
    .orderBy('subscriptions.id')
    .limit(1)
    .executeTakeFirst();
  if (subscription) {
    const tracking = subscription.customParameters.find((parameter) => parameter.name === 'trackingNumber');
    return { trackingNumber: tracking?.value || null };
  }
  const enrollment = await db
    .selectFrom('addonEnrollments')
    .select('id')
    .where('dealerId', '=', dealerId)
    .where('addonId', '=', ADDON.CALL)
    .where('status', 'in', RUNNING)
    .limit(1)
    .executeTakeFirst();
  return enrollment ? { trackingNumber: null } : null;
}
