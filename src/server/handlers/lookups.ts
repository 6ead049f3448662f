/**
 * Reference lists (contract tag `lookups`; business-areas §7 "Lookups", portal-shell §4.6),
 * read from the seeded catalogue and scoped to the caller: admins see every OEM's lists,
 * everyone else their own OEM's (and a dealer group its dealers' OEMs).
 */
import type { components } from '../../api/generated/portal.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import { inScope, oemScopeOf, requestedOemId } from '../kernel/caller-scope.ts';
import { searchComplianceDealers, searchDealers } from './lookups/dealer-search.ts';
import { byName } from './lookups/by-name.ts';
import { signedIn } from '../kernel/signed-in.ts';

type OfferProvider = components['schemas']['OfferProvider'];

const withoutNull = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as { [K in keyof T]: Exclude<T[K], null> };

export function createLookupHandlers({ db }: HandlerDeps): OperationHandlers {
  const providersOf = (oemId: number, drs: boolean | undefined): Promise<OfferProvider[]> => {
    let query = db
      .selectFrom('offerProviders')
      .innerJoin('offerProviderOems', 'offerProviderOems.offerProviderId', 'offerProviders.id')
      .select(['offerProviders.id', 'offerProviders.name', 'offerProviders.drs'])
      .where('offerProviderOems.oemId', '=', oemId);
    if (drs !== undefined) query = query.where('offerProviders.drs', '=', drs);
    return query.orderBy(byName('offerProviders.name')).orderBy('offerProviders.id').execute();
  };

  return {
    listOems: async ({ caller }) => {
      const scope = await oemScopeOf(db, signedIn(caller));
      if (scope?.size === 0) return { body: [] };
      let query = db.selectFrom('oems').select(['id', 'name']);
      if (scope !== null) query = query.where('id', 'in', [...scope]);
      return { body: await query.orderBy(byName('name')).orderBy('id').execute() };
    },

    listOfferProviders: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      return { body: await providersOf(oemId, query.drs) };
    },

    listCrms: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      const rows = await db
        .selectFrom('crmProviders')
        .innerJoin('crmProviderOems', 'crmProviderOems.crmProviderId', 'crmProviders.id')
        .select(['crmProviders.id', 'crmProviders.name', 'crmProviders.vendor'])
        .where('crmProviderOems.oemId', '=', oemId)
        .orderBy(byName('crmProviders.name'))
        .execute();
      return { body: rows.map(withoutNull) };
    },

    listComplianceCategories: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      const rows = await db
        .selectFrom('complianceCategories')
        .select(['id', 'name', 'description', 'auditType', 'mandatory', 'maxScore', 'displayOrder'])
        .where('oemId', '=', oemId)
        .where('auditType', '=', query.auditType)
        .orderBy('displayOrder')
        .orderBy('id')
        .execute();
      return { body: rows.map(withoutNull) };
    },

    listAvailableAddons: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      let addons = db
        .selectFrom('addons')
        .innerJoin('programAddons', 'programAddons.addonId', 'addons.id')
        .innerJoin('programs', 'programs.id', 'programAddons.programId')
        .select(['addons.id', 'addons.name', 'programs.id as programId', 'programs.oemId'])
        .where('programs.oemId', '=', oemId);
      if (query.programId !== undefined) addons = addons.where('programs.id', '=', query.programId);
      return { body: await addons.orderBy(byName('addons.name')).orderBy('programs.position').orderBy('addons.id').execute() };
    },

    listRegions: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      return { body: await db.selectFrom('regions').select(['id', 'code', 'name', 'oemId']).where('oemId', '=', oemId).orderBy(byName('name')).orderBy('id').execute() };
    },

    listDistricts: async ({ caller, query }) => {
      const scope = await oemScopeOf(db, signedIn(caller));
      const region = await db.selectFrom('regions').select('oemId').where('id', '=', query.regionId).executeTakeFirst();
      // An unknown region has no districts; another OEM's region is not the caller's to list.
      if (!region) return { body: [] };
      if (!inScope(scope, region.oemId)) throw forbidden('You may not see the lists of another OEM.');
      const rows = await db
        .selectFrom('districts')
        .select(['id', 'code', 'name', 'regionId'])
        .where('regionId', '=', query.regionId)
        .orderBy(byName('name'))
        .orderBy('id')
        .execute();
      return { body: rows };
    },

    listProperLeadSources: async () => ({
      body: await db.selectFrom('leadSources').select(['id', 'name']).where('proper', '=', true).orderBy(byName('name')).execute(),
    }),

    searchDealers: async ({ caller, query }) => ({ body: await searchDealers(db, signedIn(caller), query) }),

    searchComplianceDealers: async ({ caller, query }) => ({
      body: await searchComplianceDealers(db, signedIn(caller), query.auditType, query),
    }),

    listComplianceOems: async ({ caller }) => {
      const scope = await oemScopeOf(db, signedIn(caller));
      if (scope?.size === 0) return { body: [] };
      // An OEM runs a compliance program when it has categories to audit against.
      let query = db
        .selectFrom('oems')
        .select(['oems.id', 'oems.name'])
        .where(({ exists, selectFrom }) => exists(selectFrom('complianceCategories').select('complianceCategories.id').whereRef('complianceCategories.oemId', '=', 'oems.id')));
      if (scope !== null) query = query.where('oems.id', 'in', [...scope]);
      return { body: await query.orderBy(byName('oems.name')).orderBy('oems.id').execute() };
    },

    getDealerServiceData: async ({ caller, query }) => {
      const who = signedIn(caller);
      const name = query.oem.trim().toLowerCase();
      const oem = await db
        .selectFrom('oems')
        .select(['id', 'name', 'code', 'enrollmentOpen', 'supportPhone', 'supportEmail'])
        .where((eb) => eb.or([eb('code', '=', name), eb(eb.fn('lower', ['name']), '=', name)]))
        .orderBy('id')
        .executeTakeFirst();
      if (!oem) throw notFound(`No OEM is named ${query.oem}.`);
      if (!inScope(await oemScopeOf(db, who), oem.id)) throw forbidden('You may not see the data of another OEM.');
      const providers = await providersOf(oem.id, undefined);
      return {
        body: {
          oemId: oem.id,
          oemName: query.oem,
          enrollmentOpen: oem.enrollmentOpen,
          websiteProviders: providers.filter((provider) => !provider.drs),
          digitalRetailingProviders: providers.filter((provider) => provider.drs),
          support: { phone: oem.supportPhone, email: oem.supportEmail },
        },
      };
    },
  };
}
