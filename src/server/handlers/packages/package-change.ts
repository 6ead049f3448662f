/**
 * Changing a dealer's packages (business-areas §7 "Packages": changeSubscriptions with
 * offerProviderId, offerTypeId, optionalAddonIds, packageId; then updateSubscriptions). A choice
 * names a package offered to the dealer's OEM, by its provider and offer type, with optional
 * add-ons the offer lists; anything else is not offered (404). It replaces the dealer's live
 * packages of the same offer type, and a Full Service bundle also those it covers (and a
 * package of a type a live bundle covers replaces that bundle). Choosing what the dealer
 * already has, with the same add-ons, changes nothing: the spec's "You have not opted in for any
 * new packages or addons. Your subscription will not be changed." (409 `no_change`).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { SubscriptionStatus } from '../../db/vocabulary.ts';
import { HttpError, conflict } from '../../http/http-error.ts';
import { findOffers, type Offer } from './offers.ts';
import type { PackageDealer } from './package-dealer.ts';

export type SubscriptionSelection = components['schemas']['SubscriptionSelection'];

/** business-areas §8, the half of the outstanding-account text that also stands alone. */
export const NOTHING_CHANGES_MESSAGE = 'You have not opted in for any new packages or addons. Your subscription will not be changed.';

/** Statuses of a package the dealer has or is about to have. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['Subscription Pending', 'Subscribed'];

export interface LiveSubscription {
  id: number;
  packageId: number;
  status: SubscriptionStatus;
  offerTypeId: number;
  kind: string;
  includedOfferTypeIds: number[];
  optionalAddonIds: number[];
  monthlyPrice: number;
  programAddonId: number;
}

export async function liveSubscriptions(db: Kysely<Database>, dealerId: number): Promise<LiveSubscription[]> {
  return db
    .selectFrom('subscriptions')
    .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
    .select([
      'subscriptions.id',
      'subscriptions.packageId',
      'subscriptions.status',
      'packages.offerTypeId',
      'packages.kind',
      'packages.includedOfferTypeIds',
      'subscriptions.optionalAddonIds',
      'subscriptions.monthlyPrice',
      'packages.programAddonId',
    ])
    .where('subscriptions.dealerId', '=', dealerId)
    .where('subscriptions.status', 'in', [...LIVE_STATUSES])
    .orderBy('subscriptions.id')
    .execute();
}

/** The offer a selection names, checked against what the dealer's OEM offers. */
export async function offeredSelection(db: Kysely<Database>, dealer: PackageDealer, selection: SubscriptionSelection): Promise<OfferedChoice> {
  const [[offer], program] = await Promise.all([
    findOffers(db, { oemId: dealer.oemId, packageIds: [selection.packageId] }),
    db.selectFrom('packages').select('programAddonId').where('id', '=', selection.packageId).executeTakeFirst(),
  ]);
  if (!offer || offer.offerProviderId !== selection.offerProviderId || offer.offerTypeId !== selection.offerTypeId) {
    throw new HttpError(404, 'not_found', `Package ${selection.packageId} of provider ${selection.offerProviderId} and offer type ${selection.offerTypeId} is not offered to dealer ${dealer.code}.`);
  }
  const listed = new Set(offer.optionalAddons.map((addon) => addon.addonId as number));
  const missing = selection.optionalAddonIds.filter((id) => !listed.has(id));
  if (missing.length > 0) throw new HttpError(404, 'not_found', `Add-ons ${missing.join(', ')} are not offered with ${offer.name}.`);
  return { offer, programAddonId: program!.programAddonId, optionalAddonIds: [...selection.optionalAddonIds] };
}

export interface OfferedChoice {
  offer: Offer;
  programAddonId: number;
  optionalAddonIds: number[];
}

/** Monthly price of an offer with the chosen optional add-ons. */
export function priceOf(offer: Offer, optionalAddonIds: readonly number[]): number {
  const addons = offer.optionalAddons.filter((addon) => optionalAddonIds.includes(addon.addonId)).reduce((sum, addon) => sum + addon.price, 0);
  return Math.round((offer.price + addons) * 100) / 100;
}

const sameAddons = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The live subscriptions the choice ends; null when the dealer already has exactly the choice. */
export function replacedBy({ offer, optionalAddonIds, programAddonId }: OfferedChoice, live: readonly LiveSubscription[]): LiveSubscription[] | null {
  const inProgram = live.filter((row) => row.programAddonId === programAddonId);
  if (inProgram.some((row) => row.packageId === offer.packageId && sameAddons(row.optionalAddonIds, optionalAddonIds))) return null;
  const covered = new Set<number>([offer.offerTypeId, ...(offer.includedOfferTypeIds ?? [])]);
  return inProgram.filter(
    (row) => covered.has(row.offerTypeId) || (row.kind === 'BUNDLE' && row.includedOfferTypeIds.includes(offer.offerTypeId)) || (offer.kind === 'BUNDLE' && row.kind === 'BUNDLE'),
  );
}

export const nothingChanges = () => conflict(NOTHING_CHANGES_MESSAGE, 'no_change');

export const monthlyTotal = (rows: readonly { monthlyPrice: number }[]) => Math.round(rows.reduce((sum, row) => sum + row.monthlyPrice, 0) * 100) / 100;
