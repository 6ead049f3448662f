/**
 * The SmartLeads services: the add-ons of the OEM's lead program (program_addons of the
 * SmartLeads program), each with the dealer's subscription to it. A dealer holds an add-on by
 * subscribing to a package of the add-on's offer type; without one, the add-on is sold as the
 * OEM's first package of that type (display order) and its provider.
 */
import type { Kysely } from 'kysely';
import { ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import type { components } from '../../../api/generated/portal.ts';
import type { CustomParameterDefinition } from '../../db/schema/catalogue.ts';
import type { CustomParameterValue } from '../../db/schema/enrollments.ts';
import type { Database } from '../../db/schema/database.ts';
import type { SubscriptionStatus } from '../../db/vocabulary.ts';
import { notFound } from '../../http/http-error.ts';
import { findOffers } from './offers.ts';
import type { PackageDealer } from './package-dealer.ts';

type SmartLeadsAddon = components['schemas']['SmartLeadsAddon'];

/** A subscription that holds the add-on: pending, running or running until its termination date. */
export const HOLDING_STATUSES: readonly SubscriptionStatus[] = ['Subscription Pending', 'Subscribed', 'Termination Pending'];

export interface AddonRecord {
  id: number;
  name: string;
  description: string | null;
  offerTypeId: number;
  definitions: CustomParameterDefinition[];
}

/** An add-on of the OEM's lead program; 404 for any other. */
export async function smartLeadsAddons(db: Kysely<Database>, oemId: number): Promise<AddonRecord[]> {
  const rows = await db
    .selectFrom('programAddons')
    .innerJoin('programs', 'programs.id', 'programAddons.programId')
    .innerJoin('addons', 'addons.id', 'programAddons.addonId')
    .select(['addons.id', 'addons.name', 'addons.description', 'addons.offerTypeId', 'addons.customParameterDefinitions'])
    .where('programs.oemId', '=', oemId)
    .where('programs.leadProgram', '=', true)
    .where('addons.offerTypeId', 'is not', null)
    .orderBy('addons.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, offerTypeId: row.offerTypeId!, definitions: row.customParameterDefinitions }));
}

export async function smartLeadsAddon(db: Kysely<Database>, dealer: PackageDealer, addonId: number): Promise<AddonRecord> {
  const addon = (await smartLeadsAddons(db, dealer.oemId)).find((candidate) => candidate.id === addonId);
  if (!addon) throw notFound(`Add-on ${addonId} is not a SmartLeads service of dealer ${dealer.code}.`);
  return addon;
}

export interface AddonSubscription {
  id: number;
  status: SubscriptionStatus;
  packageId: number;
  offerProviderId: number;
  providerName: string;
  websiteUrl: string | null;
  monthlyPrice: number;
  customParameters: CustomParameterValue[];
  modelCodes: string[];
}

/** The dealer's subscriptions to packages of the add-on's offer type, holding ones first, newest first. */
export async function addonSubscriptions(db: Kysely<Database>, dealerId: number, offerTypeId: number): Promise<AddonSubscription[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
    .innerJoin('offerProviders', 'offerProviders.id', 'packages.offerProviderId')
    .select([
      'subscriptions.id',
      'subscriptions.status',
      'subscriptions.packageId',
      'packages.offerProviderId',
      'offerProviders.name as providerName',
      'offerProviders.websiteUrl',
      'subscriptions.monthlyPrice',
      'subscriptions.customParameters',
      'subscriptions.modelCodes',
    ])
    .where('subscriptions.dealerId', '=', dealerId)
    .where('packages.offerTypeId', '=', offerTypeId)
    .orderBy('subscriptions.id', 'desc')
    .execute();
  const holding = (row: AddonSubscription) => HOLDING_STATUSES.includes(row.status);
  return [...rows.filter(holding), ...rows.filter((row) => !holding(row))];
}

export async function holdingSubscription(db: Kysely<Database>, dealerId: number, addon: AddonRecord): Promise<AddonSubscription | undefined> {
  const [first] = await addonSubscriptions(db, dealerId, addon.offerTypeId);
  return first && HOLDING_STATUSES.includes(first.status) ? first : undefined;
}

export async function smartLeadsView(db: Kysely<Database>, dealer: PackageDealer): Promise<SmartLeadsAddon[]> {
  const addons = await smartLeadsAddons(db, dealer.oemId);
  const offers = await findOffers(db, { oemId: dealer.oemId, programAddonId: ADDON_WEBSITE_PROGRAM });
  const view: SmartLeadsAddon[] = [];
  for (const addon of addons) {
    const held = await holdingSubscription(db, dealer.id, addon);
    const offer = offers.find((candidate) => candidate.offerTypeId === addon.offerTypeId);
    if (!held && !offer) continue;
    view.push({
      addonId: addon.id as SmartLeadsAddon['addonId'],
      name: addon.name,
      ...(addon.description ? { description: addon.description } : {}),
      offerProviderId: held?.offerProviderId ?? offer!.offerProviderId,
      providerName: held?.providerName ?? offer!.providerName,
      price: held?.monthlyPrice ?? offer!.price,
      status: held?.status ?? null,
      subscriptionMappingId: held?.id ?? null,
      hasCustomParameters: addon.definitions.length > 0,
      parameters: addon.definitions.map((definition) => ({
        name: definition.name,
        label: definition.label,
        type: definition.type,
        required: definition.required,
        value: held?.customParameters.find((entry) => entry.name === definition.name)?.value ?? '',
      })),
    });
  }
  return view;
}
