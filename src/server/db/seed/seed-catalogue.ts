import type { OfferKind } from '../vocabulary.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import {
  ADDON,
  ADDON_CUSTOM_PARAMETERS,
  CREDIT_REASONS,
  CRM_PROVIDERS,
  DRS_PACKAGE_MENU,
  FULL_SERVICE_INCLUDES,
  LEAD_SOURCES,
  OFFER_CODES,
  OFFER_TYPE,
  OFFER_TYPE_NAMES,
  OPTIONAL_ADDONS,
  PROGRAM_ADDONS,
  PROGRAM_TEMPLATES,
  PROVIDERS,
  WEBSITE_PACKAGE_MENU,
  type OfferCode,
} from './data/catalogue.ts';
import { OEMS } from './data/oems.ts';
import type { SeedStep } from './seed-context.ts';

export interface ProgramRecord {
  id: number;
  oemId: number;
  code: string;
  name: string;
  leadProgram: boolean;
  programAddonId: number | null;
  addonIds: number[];
}

export interface PackageRecord {
  id: number;
  oemId: number;
  offerProviderId: number;
  offerTypeId: number;
  programAddonId: number;
  kind: OfferKind;
  name: string;
  monthlyPrice: number;
  optionalAddonIds: number[];
}

export interface ProviderRecord {
  id: number;
  name: string;
  drs: boolean;
}

export interface Catalogue {
  programsByOem: Map<number, ProgramRecord[]>;
  providersByOem: Map<number, ProviderRecord[]>;
  packagesByOem: Map<number, PackageRecord[]>;
  latestEulaByOem: Map<number, number>;
  vehicleModelsByOem: Map<number, { id: number; modelCode: string; name: string }[]>;
  leadSources: { id: number; name: string }[];
  crmProvidersByOem: Map<number, number[]>;
  creditReasonIds: number[];
}

/** Offer types, add-ons, programs, providers and their packages, prices, EULAs, models, sources, CRMs. */
export async function seedCatalogue({ db, prng, clock }: SeedStep): Promise<Catalogue> {
  await insertRows(
    db,
    'offerTypes',
    OFFER_CODES.map((code) => ({ id: OFFER_TYPE[code], code, name: OFFER_TYPE_NAMES[code] })),
  );
  await insertRows(db, 'addons', [
    ...PROGRAM_ADDONS.map((addon) => ({
      id: addon.id,
      code: addon.code,
      name: addon.name,
      category: 'PROGRAM' as const,
      offerTypeId: null,
      description: null,
    })),
    ...OFFER_CODES.map((code) => ({
      id: ADDON[code],
      code,
      name: OFFER_TYPE_NAMES[code],
      category: 'OFFER' as const,
      offerTypeId: OFFER_TYPE[code],
      description: `${OFFER_TYPE_NAMES[code]} add-on`,
      customParameterDefinitions: JSON.stringify(ADDON_CUSTOM_PARAMETERS[code] ?? []),
    })),
  ]);

  const programsByOem = new Map<number, ProgramRecord[]>();
  const programRows: Row<'programs'>[] = [];
  const programAddonRows: Row<'programAddons'>[] = [];
  for (const oem of OEMS) {
    const records: ProgramRecord[] = [];
    for (const [position, template] of PROGRAM_TEMPLATES.entries()) {
      if (!oem.portalOem && !template.allOems) continue;
      const id = programRows.length + 1;
      const addonIds = template.addons.map((code) => ADDON[code]);
      programRows.push({
        id,
        oemId: oem.id,
        code: template.code,
        name: `${oem.name} ${template.name}`,
        description: template.description,
        leadProgram: template.leadProgram,
        hasBudget: template.hasBudget,
        programAddonId: template.programAddonId,
        position,
      });
      programAddonRows.push(...addonIds.map((addonId) => ({ programId: id, addonId })));
      records.push({ id, oemId: oem.id, code: template.code, name: `${oem.name} ${template.name}`, leadProgram: template.leadProgram, programAddonId: template.programAddonId, addonIds });
    }
    programsByOem.set(oem.id, records);
  }
  await insertRows(db, 'programs', programRows);
  await insertRows(db, 'programAddons', programAddonRows);

  const providerRecords: ProviderRecord[] = PROVIDERS.map((provider, index) => ({ id: index + 1, name: provider.name, drs: provider.drs }));
  await insertRows(
    db,
    'offerProviders',
    PROVIDERS.map((provider, index) => {
      const slug = provider.shortName.toLowerCase();
      return {
        id: index + 1,
        name: provider.name,
        description: provider.description,
        drs: provider.drs,
        logoUrl: `/cms/api/media/files/provider-${slug}.svg`,
        // The demo's providers are fictitious: no website, and no published program sheet, so
        // the portal writes and serves each one's sheet (handlers/packages/program-sheet.ts).
        websiteUrl: null,
        pdfUrl: null,
        contactEmail: `partners@${slug}.example.com`,
      };
    }),
  );

  const packagePrng = prng.fork('packages');
  const providersByOem = new Map<number, ProviderRecord[]>();
  const packagesByOem = new Map<number, PackageRecord[]>();
  const providerOemRows: Row<'offerProviderOems'>[] = [];
  const packageRows: Row<'packages'>[] = [];
  const optionalRows: Row<'packageOptionalAddons'>[] = [];
  for (const oem of OEMS) {
    const websiteProviders = packagePrng.sample(providerRecords.filter((provider) => !provider.drs), oem.portalOem ? 5 : 3);
    const drsProviders = oem.portalOem ? providerRecords.filter((provider) => provider.drs) : [];
    const offered = [...websiteProviders, ...drsProviders].sort((a, b) => a.id - b.id);
    providersByOem.set(oem.id, offered);
    providerOemRows.push(...offered.map((provider) => ({ offerProviderId: provider.id, oemId: oem.id })));

    const packages: PackageRecord[] = [];
    const priorityByKind = new Map<OfferKind, number>();
    for (const provider of offered) {
      const menu = provider.drs ? DRS_PACKAGE_MENU : WEBSITE_PACKAGE_MENU;
      const programAddonId = provider.drs ? PROGRAM_ADDONS[1].id : PROGRAM_ADDONS[0].id;
      const shortName = PROVIDERS[provider.id - 1]?.shortName ?? provider.name;
      for (const [code, kind, label, low, high] of menu) {
        // Every provider has its core package; the rest of the menu varies by provider.
        const core = code === 'DWS' || code === 'DRS';
        if (!core && !packagePrng.chance(kind === 'BUNDLE' ? 0.7 : 0.5)) continue;
        const priority = (priorityByKind.get(kind) ?? 0) + 1;
        priorityByKind.set(kind, priority);
        const id = packageRows.length + 1;
        const monthlyPrice = packagePrng.int(low, high);
        const optional = kind === 'ADDITIONAL' ? [] : packagePrng.sample(OPTIONAL_ADDONS.filter(([addon]) => addon !== code), packagePrng.int(0, 2));
        packageRows.push({
          id,
          oemId: oem.id,
          offerProviderId: provider.id,
          offerTypeId: OFFER_TYPE[code],
          programAddonId,
          kind,
          name: `${shortName} ${label}`,
          description: `${label} by ${provider.name} for ${oem.name} dealers.`,
          dwcPriority: priority * 10,
          monthlyPrice,
          setupFee: kind === 'ADDITIONAL' ? 0 : packagePrng.pick([0, 199, 499, 999]),
          includedOfferTypeIds: kind === 'BUNDLE' ? FULL_SERVICE_INCLUDES.map((included) => OFFER_TYPE[included]) : [],
        });
        for (const [addonCode, minPrice, maxPrice] of optional) {
          optionalRows.push({
            packageId: id,
            addonId: ADDON[addonCode],
            monthlyPrice: packagePrng.int(minPrice, maxPrice),
            description: `Adds ${OFFER_TYPE_NAMES[addonCode].toLowerCase()} to the package.`,
          });
        }
        packages.push({
          id,
          oemId: oem.id,
          offerProviderId: provider.id,
          offerTypeId: OFFER_TYPE[code],
          programAddonId,
          kind,
          name: `${shortName} ${label}`,
          monthlyPrice,
          optionalAddonIds: optional.map(([addonCode]) => ADDON[addonCode]),
        });
      }
    }
    packagesByOem.set(oem.id, packages);
  }
  await insertRows(db, 'offerProviderOems', providerOemRows);
  await insertRows(db, 'packages', packageRows);
  await insertRows(db, 'packageOptionalAddons', optionalRows);

  const pricePrng = prng.fork('addon-prices');
  await insertRows(
    db,
    'addonPrices',
    OEMS.flatMap((oem) =>
      OFFER_CODES.map((code: OfferCode) => ({
        oemId: oem.id,
        addonId: ADDON[code],
        monthlyPrice: pricePrng.int(49, 499),
        setupFee: pricePrng.pick([0, 99, 249]),
        required: code === 'DWS',
        includedWithOfferTypeIds: FULL_SERVICE_INCLUDES.includes(code) ? [OFFER_TYPE.FULL_SERVICE] : [],
      })),
    ),
  );

  const latestEulaByOem = new Map<number, number>();
  const eulaRows: Row<'eulaDocuments'>[] = [];
  for (const oem of OEMS) {
    for (const [version, daysAgo] of [['2025.1', 420], ['2026.1', 60]] as const) {
      const id = eulaRows.length + 1;
      eulaRows.push({ id, oemId: oem.id, version, url: `/documents/eula/${oem.code}-${version}.pdf`, publishedAt: clock.daysAgo(daysAgo) });
      latestEulaByOem.set(oem.id, id);
    }
  }
  await insertRows(db, 'eulaDocuments', eulaRows);

  const vehicleModelsByOem = new Map<number, { id: number; modelCode: string; name: string }[]>();
  const modelRows: Row<'vehicleModels'>[] = [];
  for (const oem of OEMS) {
    const models = oem.models.map((name) => {
      const id = modelRows.length + 1;
      const modelCode = `${oem.code}-${name}`.toUpperCase().replace(/[^A-Z0-9]+/g, '-');
      modelRows.push({ id, oemId: oem.id, modelCode, make: oem.make, name, year: clock.year });
      return { id, modelCode, name };
    });
    vehicleModelsByOem.set(oem.id, models);
  }
  await insertRows(db, 'vehicleModels', modelRows);

  const leadSources = LEAD_SOURCES.map(([name], index) => ({ id: index + 1, name }));
  await insertRows(db, 'leadSources', LEAD_SOURCES.map(([name, proper], index) => ({ id: index + 1, name, proper })));

  await insertRows(db, 'creditReasons', CREDIT_REASONS.map(([label, commentRequired], index) => ({ id: index + 1, label, commentRequired, position: index + 1 })));

  await insertRows(db, 'crmProviders', CRM_PROVIDERS.map(([name, vendor], index) => ({ id: index + 1, name, vendor })));
  const crmPrng = prng.fork('crm');
  const crmProvidersByOem = new Map<number, number[]>();
  for (const oem of OEMS) {
    const ids = crmPrng.sample(CRM_PROVIDERS.map((_, index) => index + 1), oem.portalOem ? 4 : 2).sort((a, b) => a - b);
    crmProvidersByOem.set(oem.id, ids);
  }
  await insertRows(
    db,
    'crmProviderOems',
    [...crmProvidersByOem].flatMap(([oemId, ids]) => ids.map((crmProviderId) => ({ crmProviderId, oemId }))),
  );

  return {
    programsByOem,
    providersByOem,
    packagesByOem,
    latestEulaByOem,
    vehicleModelsByOem,
    leadSources,
    crmProvidersByOem,
    creditReasonIds: CREDIT_REASONS.map((_, index) => index + 1),
  };
}
