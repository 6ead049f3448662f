/**
 * The region and district choices of the Manage Website Program filter bar: only those with a
 * dealer subscribed (in any status) to a website program package of the OEM.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import type { Database } from '../../db/schema/database.ts';

const withProgramDealers = (eb: ExpressionBuilder<Database, 'dealers'>) =>
  eb.exists(
    eb
      .selectFrom('subscriptions')
      .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
      .select('subscriptions.id')
      .whereRef('subscriptions.dealerId', '=', 'dealers.id')
      .where('packages.programAddonId', '=', ADDON_WEBSITE_PROGRAM),
  );

export function programRegions(db: Kysely<Database>, oemId: number) {
  return db
    .selectFrom('regions')
    .select(['regions.id', 'regions.code', 'regions.name', 'regions.oemId'])
    .where('regions.oemId', '=', oemId)
    .where((eb) => eb.exists(eb.selectFrom('dealers').select('dealers.id').whereRef('dealers.regionId', '=', 'regions.id').where(withProgramDealers)))
    .orderBy('regions.name')
    .execute();
}

export function programDistricts(db: Kysely<Database>, oemId: number, regionCode: string) {
  return db
    .selectFrom('districts')
    .innerJoin('regions', 'regions.id', 'districts.regionId')
    .select(['districts.id', 'districts.code', 'districts.name', 'districts.regionId'])
    .where('regions.oemId', '=', oemId)
    .where('regions.code', '=', regionCode)
    .where((eb) =>
      eb.exists(eb.selectFrom('dealers').select('dealers.id').whereRef('dealers.districtId', '=', 'districts.id').where(withProgramDealers)),
    )
    .orderBy('districts.name')
    .execute();
}
