/**
 * What a dealer can enroll in through the DWCP form, from the catalogue of its OEM: the program
 * of the program add-on (4 website programs and packages, 6 digital dealer), that program's
 * add-ons as the enrollment options with the OEM's prices, and the providers offered to the OEM
 * (the list GET /api/portal/dwc/offerProviders gives) with their packages: website providers
 * with their website-program packages, digital retailing providers with their digital-dealer
 * packages.
 */
import type { Kysely } from 'kysely';
import { ADDON_DIGITAL_DEALER, ADDON_WEBSITE_PROGRAM } from '../../../../constants.ts';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { OFFER_KINDS } from '../../../db/vocabulary.ts';

type EnrollmentProvider = components['schemas']['EnrollmentProvider'];
type OptionalAddon = components['schemas']['OptionalAddon'];
type AddonId = components['schemas']['AddonId'];
export type ProgramAddonId = components['schemas']['ProgramAddonId'];

export interface EnrollmentCatalogue {
  program: { id: number; name: string } | null;
  options: OptionalAddon[];
  websiteProviders: EnrollmentProvider[];
  digitalRetailingProviders: EnrollmentProvider[];
  /** The agreement the enrollment accepts: the OEM's newest, as the packages area's (packages/eula.ts). */
  terms: { documentId: number; url: string } | null;
}

async function providersOf(db: Kysely<Database>, oemId: number, drs: boolean): Promise<EnrollmentProvider[]> {
  const programAddonId = drs ? ADDON_DIGITAL_DEALER : ADDON_WEBSITE_PROGRAM;
  const rows = await db
    .selectFrom('offerProviders')
    .innerJoin('offerProviderOems', 'offerProviderOems.offerProviderId', 'offerProviders.id')
    .leftJoin('packages', (join) =>
      join
        .onRef('packages.offerProviderId', '=', 'offerProviders.id')
        .on('packages.oemId', '=', oemId)
        .on('packages.programAddonId', '=', programAddonId)
        .on('packages.active', '=', true),
    )
    .select(['offerProviders.id as providerId', 'offerProviders.name as providerName', 'packages.id as packageId', 'packages.name as packageName', 'packages.monthlyPrice'])
    .where('offerProviderOems.oemId', '=', oemId)
    .where('offerProviders.drs', '=', drs)
    .orderBy('offerProviders.name')
    .orderBy('offerProviders.id')
    // Packages in the offer display order: by kind (BUNDLE, PACKAGE, ADDITIONAL), then dwcPriority.
    .orderBy((eb) => {
      let order = eb.case().when('packages.kind', '=', OFFER_KINDS[0]).then(0);
      for (const [index, kind] of OFFER_KINDS.entries()) if (index > 0) order = order.when('packages.kind', '=', kind).then(index);
      return order.end();
    })
    .orderBy('packages.dwcPriority')
    .execute();
  const providers = new Map<number, EnrollmentProvider>();
  for (const row of rows) {
    let provider = providers.get(row.providerId);
    if (!provider) {
      provider = { providerId: row.providerId, providerName: row.providerName, packages: [] };
      providers.set(row.providerId, provider);
    }
    if (row.packageId === null || row.packageName === null) continue;
    provider.packages.push({ packageId: row.packageId, packageName: row.packageName, ...(row.monthlyPrice !== null ? { price: Number(row.monthlyPrice) } : {}) });
  }
  return [...providers.values()];
}

export async function enrollmentCatalogueOf(db: Kysely<Database>, oemId: number, programAddonId: ProgramAddonId): Promise<EnrollmentCatalogue> {
  const [program, websiteProviders, digitalRetailingProviders, eula] = await Promise.all([
    db.selectFrom('programs').select(['id', 'name']).where('oemId', '=', oemId).where('programAddonId', '=', programAddonId).orderBy('position').executeTakeFirst(),
    providersOf(db, oemId, false),
    providersOf(db, oemId, true),
    db.selectFrom('eulaDocuments').select(['id', 'url']).where('oemId', '=', oemId).orderBy('publishedAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  const options = program
    ? await db
        .selectFrom('programAddons')
        .innerJoin('addons', 'addons.id', 'programAddons.addonId')
        .leftJoin('addonPrices', (join) => join.onRef('addonPrices.addonId', '=', 'addons.id').on('addonPrices.oemId', '=', oemId))
        .select(['addons.id', 'addons.name', 'addons.description', 'addonPrices.monthlyPrice'])
        .where('programAddons.programId', '=', program.id)
        .orderBy('addons.name')
        .execute()
    : [];
  return {
    program: program ?? null,
    options: options.map((option) => ({
      addonId: option.id as AddonId,
      name: option.name,
      price: Number(option.monthlyPrice ?? 0),
      ...(option.description ? { description: option.description } : {}),
    })),
    websiteProviders,
    digitalRetailingProviders,
    terms: eula ? { documentId: eula.id, url: eula.url } : null,
  };
}
