/**
 * The Manage Website Program filter bar's choices, held to the caller's OEMs: the OEMs, the
 * providers and offer types of their website program packages, and the five statuses in the
 * spec's order (business-areas §3).
 */
import type { Kysely } from 'kysely';
import { ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { SUBSCRIPTION_STATUSES } from '../../db/vocabulary.ts';
import { oemScopeOf } from '../../kernel/caller-scope.ts';

type Options = components['schemas']['WebsiteProgramFilterOptions'];

export async function websiteProgramFilterOptions(db: Kysely<Database>, caller: Caller): Promise<Options> {
  const scope = await oemScopeOf(db, caller);
  const oems = scope === null ? null : [...scope];
  if (oems !== null && oems.length === 0) return { oems: [], providers: [], offerTypes: [], statuses: [...SUBSCRIPTION_STATUSES] };
  let oemQuery = db.selectFrom('oems').select(['id', 'name']).orderBy('name');
  let packages = db.selectFrom('packages').where('programAddonId', '=', ADDON_WEBSITE_PROGRAM).where('active', '=', true);
  if (oems !== null) {
    oemQuery = oemQuery.where('id', 'in', oems);
    packages = packages.where('oemId', 'in', oems);
  }
  const [oemRows, providers, offerTypes] = await Promise.all([
    oemQuery.execute(),
    db
      .selectFrom('offerProviders')
      .select(['id', 'name', 'drs'])
      .where('id', 'in', packages.select('offerProviderId'))
      .orderBy('name')
      .execute(),
    packages.select('offerTypeId').distinct().orderBy('offerTypeId').execute(),
  ]);
  return {
    oems: oemRows,
    providers,
    offerTypes: offerTypes.map((row) => row.offerTypeId as Options['offerTypes'][number]),
    statuses: [...SUBSCRIPTION_STATUSES],
  };
}
