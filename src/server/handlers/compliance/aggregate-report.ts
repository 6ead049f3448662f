/**
 * The compliance aggregate report (ComplianceAggregateReport, DRSComplianceAggregateReport):
 * per district, grouped by region, the counts and rates of the counted dealers over their
 * latest audits in the period, one page at a time, with the totals over all districts. Every
 * figure is a SQL aggregate; the page and the total count come from the same grouped query.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { SortOrder } from '../../kernel/sort-order.ts';
import { countColumns, countedDealers, countsOf, latestDealerAudits, type ComplianceFilter } from './latest-audits.ts';
import type { ReportDates } from './report-period.ts';
import { pageWindow } from '../../kernel/page-window.ts';

type Row = components['schemas']['ComplianceAggregateRow'];

export const AGGREGATE_SORT_FIELDS = [
  'regionName',
  'districtName',
  'dealers',
  'auditedDealers',
  'compliantDealers',
  'nonCompliantDealers',
  'complianceRate',
  'averageScore',
  'belowThresholdDealers',
] as const;
export type AggregateSortField = (typeof AGGREGATE_SORT_FIELDS)[number];
export const DEFAULT_AGGREGATE_ORDER: SortOrder<AggregateSortField> = { field: 'regionName', direction: 'asc' };

export interface AggregateQuery {
  filter: ComplianceFilter;
  dates: ReportDates;
  threshold: number;
  order: SortOrder<AggregateSortField>;
  /** Absent: every row. */
  limit?: number;
  offset?: number;
}

function grouped(db: Kysely<Database>, caller: Caller, query: AggregateQuery) {
  return db
    .with('latest', () => latestDealerAudits(db, caller, query.filter, query.dates))
    .selectFrom('dealers')
    .innerJoin('districts', 'districts.id', 'dealers.districtId')
    .innerJoin('regions', 'regions.id', 'districts.regionId')
    .innerJoin('oems', 'oems.id', 'regions.oemId')
    .leftJoin('latest', 'latest.dealerId', 'dealers.id')
    .where(countedDealers(caller, query.filter));
}

export async function aggregateReport(db: Kysely<Database>, caller: Caller, query: AggregateQuery): Promise<{ rows: Row[]; total: number; totals: components['schemas']['ComplianceCounts'] }> {
  const counts = countColumns(query.threshold);
  const sortColumn =
    query.order.field === 'regionName' ? sql`lower(${sql.ref('regions.name')})`
    : query.order.field === 'districtName' ? sql`lower(${sql.ref('districts.name')})`
    : sql.ref(query.order.field);
  let page = grouped(db, caller, query)
    .select(['oems.name as oemName', 'regions.id as regionId', 'regions.name as regionName', 'districts.id as districtId', 'districts.name as districtName'])
    .select(Object.values(counts))
    .select(sql<number>`count(*) over ()`.as('totalRows'))
    .groupBy(['oems.name', 'regions.id', 'regions.name', 'districts.id', 'districts.name'])
    .orderBy(sortColumn, (ob) => (query.order.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
    .orderBy(sql`lower(${sql.ref('regions.name')})`)
    .orderBy(sql`lower(${sql.ref('districts.name')})`)
    .orderBy('districts.id');
  if (query.limit !== undefined) page = pageWindow(page, query.limit, query.offset);
  const [rows, totals] = await Promise.all([
    page.execute(),
    grouped(db, caller, query).select(Object.values(counts)).executeTakeFirst(),
  ]);
  let total = Number(rows[0]?.totalRows ?? 0);
  if (rows.length === 0 && (query.offset ?? 0) > 0) {
    // Past the last page: the window count is not there to read, so count the groups.
    const all = await grouped(db, caller, query).select('districts.id').groupBy('districts.id').execute();
    total = all.length;
  }
  return {
    total,
    totals: countsOf(totals as Record<string, unknown> | undefined),
    rows: rows.map((row) => {
      const rowCounts = countsOf(row as unknown as Record<string, unknown>);
      return {
        oemName: row.oemName,
        regionId: row.regionId,
        regionName: row.regionName,
        districtId: row.districtId,
        districtName: row.districtName,
        ...rowCounts,
        belowThreshold: rowCounts.averageScore !== null && rowCounts.averageScore < query.threshold,
      };
    }),
  };
}
