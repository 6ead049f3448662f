/**
 * The choices of the report filter selects (ReportSelectData), limited to what the caller may
 * see: the OEMs of its scope, their regions and districts, the dealers it may see.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { LEAD_TYPES } from '../../db/vocabulary.ts';
import { oemScopeOf, visibleDealers } from '../../kernel/caller-scope.ts';

type SelectData = components['schemas']['ReportSelectData'];

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export async function reportSelectData(db: Kysely<Database>, caller: Caller): Promise<SelectData> {
  const scope = await oemScopeOf(db, caller);
  const oems = scope === null ? null : [...scope];
  if (oems !== null && oems.length === 0) return { oems: [], regions: [], districts: [], dealers: [], leadTypes: [...LEAD_TYPES] };
  let oemQuery = db.selectFrom('oems').select(['id', 'name']);
  let regionQuery = db.selectFrom('regions').select(['id', 'code', 'name', 'oemId']);
  let districtQuery = db.selectFrom('districts').innerJoin('regions', 'regions.id', 'districts.regionId').select(['districts.id', 'districts.code', 'districts.name', 'districts.regionId']);
  if (oems !== null) {
    oemQuery = oemQuery.where('id', 'in', oems);
    regionQuery = regionQuery.where('oemId', 'in', oems);
    districtQuery = districtQuery.where('regions.oemId', 'in', oems);
  }
  const [oemRows, regions, districts, dealers] = await Promise.all([
    oemQuery.orderBy(sql`lower(name)`).orderBy('id').execute(),
    regionQuery.orderBy(sql`lower(name)`).orderBy('id').execute(),
    districtQuery.orderBy(sql`lower(${sql.ref('districts.name')})`).orderBy('districts.id').execute(),
    db
      .selectFrom('dealers')
      .leftJoin('regions', 'regions.id', 'dealers.regionId')
      .leftJoin('districts', 'districts.id', 'dealers.districtId')
      .select(['dealers.code', 'dealers.name', 'dealers.status', 'dealers.oemId', 'regions.name as region', 'districts.name as district'])
      .where(visibleDealers(caller))
      .where('dealers.testDealer', '=', false)
      .orderBy(sql`lower(${sql.ref('dealers.name')})`)
      .orderBy('dealers.code')
      .execute(),
  ]);
  return {
    oems: oemRows,
    regions,
    districts,
    dealers: dealers.map((dealer) => ({
      code: dealer.code,
      name: dealer.name,
      status: dealer.status,
      ...present('region', dealer.region),
      ...present('district', dealer.district),
      oemId: dealer.oemId,
    })),
    leadTypes: [...LEAD_TYPES],
  };
}
