/**
 * The cascading choices of the dealer compliance report filter: the regions of the chosen OEM
 * (of the caller's OEM when none is chosen; every visible OEM for an admin), the districts of
 * the chosen region, the visible dealers within the choices that have a completed audit of the
 * type, and the reporting periods.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { oemScopeOf } from '../../kernel/caller-scope.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';
import { reportPeriodsOf } from './report-period.ts';

type Request = components['schemas']['ComplianceDealerReportFilterRequest'];
type Options = components['schemas']['ComplianceDealerReportFilterOptions'];

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export async function dealerReportFilterOptions(db: Kysely<Database>, caller: Caller, request: Request, today: string): Promise<Options> {
  const scope = await oemScopeOf(db, caller);
  const oemId = request.oemId ?? caller.oemId ?? undefined;
  let regions = db.selectFrom('regions').select(['id', 'code', 'name', 'oemId']);
  if (oemId !== undefined) regions = regions.where('oemId', '=', oemId);
  if (scope !== null) regions = scope.size === 0 ? regions.where(sql.lit(false)) : regions.where('oemId', 'in', [...scope]);
  let dealers = db
    .selectFrom('dealers')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .select(['dealers.code', 'dealers.name', 'dealers.status', 'dealers.oemId', 'regions.name as region', 'districts.name as district'])
    .where(visibleDealers(caller))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('complianceReports')
          .select('complianceReports.id')
          .whereRef('complianceReports.dealerId', '=', 'dealers.id')
          .where('complianceReports.status', '=', 'COMPLETED')
          .where('complianceReports.auditType', '=', request.auditType),
      ),
    );
  if (oemId !== undefined) dealers = dealers.where('dealers.oemId', '=', oemId);
  if (request.regionId !== undefined) dealers = dealers.where('dealers.regionId', '=', request.regionId);
  if (request.districtId !== undefined) dealers = dealers.where('dealers.districtId', '=', request.districtId);
  const [regionRows, districtRows, dealerRows, periods] = await Promise.all([
    regions.orderBy(sql`lower(name)`).orderBy('id').execute(),
    request.regionId === undefined
      ? Promise.resolve([])
      : db.selectFrom('districts').select(['id', 'code', 'name', 'regionId']).where('regionId', '=', request.regionId).orderBy(sql`lower(name)`).orderBy('id').execute(),
    dealers.orderBy(sql`lower(${sql.ref('dealers.name')})`).orderBy('dealers.code').execute(),
    reportPeriodsOf(db, today),
  ]);
  return {
    regions: regionRows,
    districts: districtRows,
    dealers: dealerRows.map((dealer) => ({
      code: dealer.code,
      name: dealer.name,
      status: dealer.status,
      ...present('region', dealer.region),
      ...present('district', dealer.district),
      oemId: dealer.oemId,
    })),
    periods,
  };
}
