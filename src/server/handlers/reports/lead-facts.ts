/**
 * The lead facts behind the lead reports, aggregated by the database: the leads the caller may
 * see (their dealers visible to the caller; narrowed by OEM, region, district, dealer and the
 * report's dates, a lead's day being its Central-time receipt day), optionally of one lead
 * source, grouped by dealer, by district or by region, per lead type when asked.
 */
import { sql, type Kysely } from 'kysely';
import { SERVER_TIME_ZONE } from '../../../constants.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { LeadType } from '../../db/vocabulary.ts';
import type { ReportDates } from '../compliance/report-period.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';

export interface LeadScope {
  oemId?: number;
  regionId?: number;
  districtId?: number;
  dealerCode?: string;
  /** Only leads of this source (by name, e.g. Concierge, SmartNurture). */
  source?: string;
  leadType?: LeadType;
}

export type LeadGrouping = 'dealer' | 'district' | 'region' | 'all';

export interface LeadFactRow {
  regionId: number | null;
  regionName: string | null;
  districtId: number | null;
  districtName: string | null;
  dealerCode: string | null;
  dealerName: string | null;
  leadType: LeadType | null;
  dealers: number;
  leads: number;
  responded: number;
  sales: number;
  newSales: number;
  cpoSales: number;
  usedSales: number;
  averageResponseSeconds: number | null;
}

export async function leadFacts(
  db: Kysely<Database>,
  caller: Caller,
  scope: LeadScope,
  dates: ReportDates,
  grouping: LeadGrouping,
  perLeadType = false,
): Promise<LeadFactRow[]> {
  const receivedDay = sql`(${sql.ref('leads.receivedAt')} at time zone ${SERVER_TIME_ZONE})::date`;
  let query = db
    .selectFrom('leads')
    .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .where(visibleDealers(caller))
    .where('dealers.testDealer', '=', false)
    .where(receivedDay, '>=', sql`${dates.dateFrom}::date`)
    .where(receivedDay, '<=', sql`${dates.dateTo}::date`);
  if (scope.oemId !== undefined) query = query.where('dealers.oemId', '=', scope.oemId);
  if (scope.regionId !== undefined) query = query.where('dealers.regionId', '=', scope.regionId);
  if (scope.districtId !== undefined) query = query.where('dealers.districtId', '=', scope.districtId);
  if (scope.dealerCode !== undefined) query = query.where('dealers.code', '=', scope.dealerCode);
  if (scope.leadType !== undefined) query = query.where('leads.leadType', '=', scope.leadType);
  if (scope.source !== undefined) {
    const source = scope.source;
    query = query.where('leads.leadSourceId', 'in', (eb) => eb.selectFrom('leadSources').select('leadSources.id').where('leadSources.name', '=', source));
  }

  const none = sql<null>`null`;
  const grouped = {
    regionId: grouping === 'all' ? none : sql.ref('regions.id'),
    regionName: grouping === 'all' ? none : sql.ref('regions.name'),
    districtId: grouping === 'district' || grouping === 'dealer' ? sql.ref('districts.id') : none,
    districtName: grouping === 'district' || grouping === 'dealer' ? sql.ref('districts.name') : none,
    dealerCode: grouping === 'dealer' ? sql.ref('dealers.code') : none,
    dealerName: grouping === 'dealer' ? sql.ref('dealers.name') : none,
    leadType: perLeadType ? sql.ref('leads.leadType') : none,
  };
  const groupBy = [
    ...(grouping === 'all' ? [] : ['regions.id', 'regions.name']),
    ...(grouping === 'district' || grouping === 'dealer' ? ['districts.id', 'districts.name'] : []),
    ...(grouping === 'dealer' ? ['dealers.code', 'dealers.name'] : []),
    ...(perLeadType ? ['leads.leadType'] : []),
  ] as const;
  let select = query.select([
    sql<number | null>`${grouped.regionId}`.as('regionId'),
    sql<string | null>`${grouped.regionName}`.as('regionName'),
    sql<number | null>`${grouped.districtId}`.as('districtId'),
    sql<string | null>`${grouped.districtName}`.as('districtName'),
    sql<string | null>`${grouped.dealerCode}`.as('dealerCode'),
    sql<string | null>`${grouped.dealerName}`.as('dealerName'),
    sql<LeadType | null>`${grouped.leadType}`.as('leadType'),
    sql<number>`count(distinct ${sql.ref('dealers.id')})::int`.as('dealers'),
    sql<number>`count(*)::int`.as('leads'),
    sql<number>`(count(*) filter (where ${sql.ref('leads.firstResponseAt')} is not null))::int`.as('responded'),
    sql<number>`(count(*) filter (where ${sql.ref('leads.soldAt')} is not null))::int`.as('sales'),
    sql<number>`(count(*) filter (where ${sql.ref('leads.soldAt')} is not null and ${sql.ref('leads.leadType')} = 'NEW'))::int`.as('newSales'),
    sql<number>`(count(*) filter (where ${sql.ref('leads.soldAt')} is not null and ${sql.ref('leads.leadType')} = 'CPO'))::int`.as('cpoSales'),
    sql<number>`(count(*) filter (where ${sql.ref('leads.soldAt')} is not null and ${sql.ref('leads.leadType')} = 'USED'))::int`.as('usedSales'),
    sql<number | null>`round(avg(coalesce(${sql.ref('leads.responseTimeOverrideSeconds')}, ${sql.ref('leads.responseTimeSeconds')})))::int`.as('averageResponseSeconds'),
  ]);
  if (groupBy.length > 0) select = select.groupBy([...groupBy] as never);
  // Order by the grouped columns only: PostgreSQL refuses a constant (the null of an ungrouped column) in ORDER BY.
  const byText = (column: string) => sql`lower(${sql.ref(column)})`;
  const order = [
    ...(grouping === 'all' ? [] : [byText('regions.name')]),
    ...(grouping === 'district' || grouping === 'dealer' ? [byText('districts.name')] : []),
    ...(grouping === 'dealer' ? [byText('dealers.name'), sql`${sql.ref('dealers.code')}`] : []),
    ...(perLeadType ? [sql`${sql.ref('leads.leadType')}`] : []),
  ];
  for (const expression of order) select = select.orderBy(expression);
  const rows = await select.execute();
  return rows as LeadFactRow[];
}
