/**
 * The offers (packages) an OEM's dealers may take under a program add-on, as the contract's
 * `Offer`: grouped by kind in the spec's order, BUNDLE (Full Service), PACKAGE (Mix & Match),
 * ADDITIONAL, each kind sorted by dwcPriority (business-areas §3), with their optional add-ons.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { OFFER_KINDS } from '../../db/vocabulary.ts';

export type Offer = components['schemas']['Offer'];

export interface OfferFilter {
  oemId: number;
  programAddonId?: number;
  offerProviderId?: number;
  offerTypeId?: number;
  packageIds?: readonly number[];
}

export async function findOffers(db: Kysely<Database>, filter: OfferFilter): Promise<Offer[]> {
  let query = db
    .selectFrom('packages')
    .innerJoin('offerProviders', 'offerProviders.id', 'packages.offerProviderId')
    .select([
      'packages.id as packageId',
      'packages.name',
      'packages.kind',
      'packages.dwcPriority',
      'packages.offerTypeId',
      'packages.offerProviderId',
      'offerProviders.name as providerName',
      'packages.monthlyPrice as price',
      'packages.description',
      'packages.includedOfferTypeIds',
    ])
    .where('packages.oemId', '=', filter.oemId)
    .where('packages.active', '=', true);
  if (filter.programAddonId !== undefined) query = query.where('packages.programAddonId', '=', filter.programAddonId);
  if (filter.offerProviderId !== undefined) query = query.where('packages.offerProviderId', '=', filter.offerProviderId);
  if (filter.offerTypeId !== undefined) query = query.where('packages.offerTypeId', '=', filter.offerTypeId);
  if (filter.packageIds) {
    if (filter.packageIds.length === 0) return [];
    query = query.where('packages.id', 'in', [...filter.packageIds]);
  }
  const rows = await query
    .orderBy((eb) => eb.case().when('packages.kind', '=', OFFER_KINDS[0]).then(0).when('packages.kind', '=', OFFER_KINDS[1]).then(1).else(2).end())
    .orderBy('packages.dwcPriority')
    .orderBy('packages.id')
    .execute();
  if (rows.length === 0) return [];
  const optional = await db
    .selectFrom('packageOptionalAddons')
    .innerJoin('addons', 'addons.id', 'packageOptionalAddons.addonId')
    .select(['packageOptionalAddons.packageId', 'packageOptionalAddons.addonId', 'addons.name', 'packageOptionalAddons.monthlyPrice as price', 'packageOptionalAddons.description'])
    .where('packageOptionalAddons.packageId', 'in', rows.map((row) => row.packageId))
    .orderBy('packageOptionalAddons.addonId')
    .execute();
  return rows.map((row) => ({
    ...row,
    offerTypeId: row.offerTypeId as Offer['offerTypeId'],
    description: row.description ?? undefined,
    includedOfferTypeIds: row.includedOfferTypeIds as Offer['offerTypeId'][],
    optionalAddons: optional
      .filter((addon) => addon.packageId === row.packageId)
      .map((addon) => ({
        addonId: addon.addonId as Offer['optionalAddons'][number]['addonId'],
        name: addon.name,
        price: addon.price,
        ...(addon.description ? { description: addon.description } : {}),
      })),
  })) as Offer[];
}
