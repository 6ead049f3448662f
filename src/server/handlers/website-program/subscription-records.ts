/**
 * A dealer's subscriptions as the contract's `Subscription` (enrollments.yaml): the package,
 * its provider and offer kind, the dealer's region and district. One query shape for every
 * list of the website program and packages areas, so each answers the same record.
 */
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { OFFER_KINDS } from '../../db/vocabulary.ts';

export type Subscription = components['schemas']['Subscription'];

type Joined = 'subscriptions' | 'dealers' | 'packages' | 'offerProviders' | 'regions' | 'districts';

export function subscriptionsFrom(db: Kysely<Database>) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
    .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
    .innerJoin('offerProviders', 'offerProviders.id', 'packages.offerProviderId')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .select([
      'subscriptions.id as subscriptionMappingId',
      'dealers.code as dealerCode',
      'dealers.name as dealerName',
      'regions.code as regionCode',
      'regions.name as regionName',
      'districts.code as districtCode',
      'districts.name as districtName',
      'packages.programAddonId',
      'packages.offerTypeId',
      'packages.kind',
      'packages.id as packageId',
      'packages.name as packageName',
      'packages.offerProviderId',
      'offerProviders.name as providerName',
      'subscriptions.optionalAddonIds',
      'subscriptions.status',
      'subscriptions.subscribedDate',
      'subscriptions.scheduledDate',
      'subscriptions.monthlyPrice',
    ]);
}

export type SubscriptionQuery = ReturnType<typeof subscriptionsFrom>;
type SubscriptionRow = Awaited<ReturnType<SubscriptionQuery['execute']>>[number];

/** The spec's display order: BUNDLE, PACKAGE, ADDITIONAL, then dwcPriority (business-areas §3). */
export function inDisplayOrder<O>(query: SelectQueryBuilder<Database, Joined, O>): SelectQueryBuilder<Database, Joined, O> {
  return query
    .orderBy((eb: ExpressionBuilder<Database, Joined>) =>
      eb.case().when('packages.kind', '=', OFFER_KINDS[0]).then(0).when('packages.kind', '=', OFFER_KINDS[1]).then(1).else(2).end(),
    )
    .orderBy('packages.dwcPriority')
    .orderBy('subscriptions.id');
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    ...row,
    programAddonId: row.programAddonId as Subscription['programAddonId'],
    offerTypeId: row.offerTypeId as Subscription['offerTypeId'],
    optionalAddonIds: row.optionalAddonIds as Subscription['optionalAddonIds'],
  };
}

/** The subscriptions with these ids, in the order asked. */
export async function subscriptionsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Subscription[]> {
  if (ids.length === 0) return [];
  const rows = await subscriptionsFrom(db).where('subscriptions.id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.subscriptionMappingId, toSubscription(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One subscription, which the caller has just written. */
export async function subscriptionById(db: Kysely<Database>, id: number): Promise<Subscription> {
  const [subscription] = await subscriptionsByIds(db, [id]);
  if (!subscription) throw new Error(`subscription ${id} vanished`);
  return subscription;
}

/** A dealer's subscriptions of one program add-on (4 or 6), in display order. */
export async function dealerSubscriptions(db: Kysely<Database>, dealerId: number, programAddonId: number): Promise<Subscription[]> {
  const rows = await inDisplayOrder(
    subscriptionsFrom(db).where('subscriptions.dealerId', '=', dealerId).where('packages.programAddonId', '=', programAddonId),
  ).execute();
  return rows.map(toSubscription);
}
