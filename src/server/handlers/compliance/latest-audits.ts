/**
 * The building blocks of the compliance reports, all aggregated by the database:
 * - the dealers a report counts (visible to the caller, no test or cancelled dealers, narrowed
 *   by the filter's OEM, region, district and dealer);
 * - each such dealer's latest COMPLETED audit of the audit type within the report's dates
 *   (DISTINCT ON, newest audit day, then newest id);
 * - the counts and rates of ComplianceCounts over a group of dealers, as SQL aggregates.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';
import type { ReportDates } from './report-period.ts';

export type ComplianceFilter = components['schemas']['ComplianceReportFilter'];
export type ComplianceCounts = components['schemas']['ComplianceCounts'];

/** The dealers a report counts, as a condition on `dealers`. */
export function countedDealers(caller: Caller, filter: Pick<ComplianceFilter, 'oemId' | 'regionId' | 'districtId' | 'dealerCode'>) {
  const visible = visibleDealers(caller);
  return (eb: ExpressionBuilder<Database, 'dealers'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [visible(eb), eb('dealers.testDealer', '=', false), eb('dealers.status', '!=', 'CANCELLED')];
    if (filter.oemId !== undefined) conditions.push(eb('dealers.oemId', '=', filter.oemId));
    if (filter.regionId !== undefined) conditions.push(eb('dealers.regionId', '=', filter.regionId));
    if (filter.districtId !== undefined) conditions.push(eb('dealers.districtId', '=', filter.districtId));
    if (filter.dealerCode !== undefined) conditions.push(eb('dealers.code', '=', filter.dealerCode));
    return eb.and(conditions);
  };
}

/** Each counted dealer's latest completed dealer audit of the type within the dates. */
export function latestDealerAudits(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates) {
  return db
    .selectFrom('complianceReports')
    .innerJoin('dealers', 'dealers.id', 'complianceReports.dealerId')
    .distinctOn('complianceReports.dealerId')
    .select([
      'complianceReports.id as reportId',
      'complianceReports.dealerId',
      'complianceReports.overallScore',
      'complianceReports.compliant',
      'complianceReports.auditDate',
      'complianceReports.offerProviderId',
    ])
    .where('complianceReports.kind', '=', 'DEALER')
    .where('complianceReports.status', '=', 'COMPLETED')
    .where('complianceReports.auditType', '=', filter.auditType)
    .where('complianceReports.auditDate', '>=', dates.dateFrom)
    .where('complianceReports.auditDate', '<=', dates.dateTo)
    .where(countedDealers(caller, filter))
    .orderBy('complianceReports.dealerId')
    .orderBy('complianceReports.auditDate', 'desc')
    .orderBy('complianceReports.id', 'desc');
}

/**
 * ComplianceCounts over the rows of a query that has `dealers` and a left-joined `latest`
 * (reportId, overallScore, compliant): one value per group, computed by the database.
 */
export function countColumns(threshold: number) {
  const audited = sql<number>`count(${sql.ref('latest.reportId')})::int`;
  return {
    dealers: sql<number>`count(distinct ${sql.ref('dealers.id')})::int`.as('dealers'),
    auditedDealers: audited.as('auditedDealers'),
    compliantDealers: sql<number>`(count(${sql.ref('latest.reportId')}) filter (where ${sql.ref('latest.compliant')}))::int`.as('compliantDealers'),
    nonCompliantDealers: sql<number>`(count(${sql.ref('latest.reportId')}) filter (where not ${sql.ref('latest.compliant')}))::int`.as('nonCompliantDealers'),
    complianceRate: sql<number | null>`round(100.0 * count(${sql.ref('latest.reportId')}) filter (where ${sql.ref('latest.compliant')}) / nullif(count(${sql.ref('latest.reportId')}), 0), 1)::float8`.as('complianceRate'),
    averageScore: sql<number | null>`round(avg(${sql.ref('latest.overallScore')}), 1)::float8`.as('averageScore'),
    belowThresholdDealers: sql<number>`(count(${sql.ref('latest.reportId')}) filter (where ${sql.ref('latest.overallScore')} < ${threshold}))::int`.as('belowThresholdDealers'),
  };
}

export const COUNT_KEYS = ['dealers', 'auditedDealers', 'compliantDealers', 'nonCompliantDealers', 'complianceRate', 'averageScore', 'belowThresholdDealers'] as const;

/** The counts of one result row, numbers as numbers (pg sends numeric as text). */
export function countsOf(row: Record<string, unknown> | undefined): ComplianceCounts {
  const number = (key: string) => Number(row?.[key] ?? 0);
  const nullable = (key: string) => (row?.[key] === null || row?.[key] === undefined ? null : Number(row[key]));
  return {
    dealers: number('dealers'),
    auditedDealers: number('auditedDealers'),
    compliantDealers: number('compliantDealers'),
    nonCompliantDealers: number('nonCompliantDealers'),
    complianceRate: nullable('complianceRate'),
    averageScore: nullable('averageScore'),
    belowThresholdDealers: number('belowThresholdDealers'),
  };
}
