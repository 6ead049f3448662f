/**
 * The CRM compliance reports. A CRM audit scores one CRM provider for one OEM; a dealer is as
 * compliant as the latest completed CRM audit (of the audit type, in the period) of the CRM it
 * uses. CRMComplianceAggregateReport counts the dealers per CRM provider; CRMNonCompliantReport
 * lists the dealers whose CRM's latest audit is not compliant, with the failed categories.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { DEALER_COLUMNS, nonCompliantRows } from './dealer-rows.ts';
import { countColumns, countedDealers, countsOf, type ComplianceCounts, type ComplianceFilter } from './latest-audits.ts';
import type { ReportDates } from './report-period.ts';

type AggregateReport = components['schemas']['CrmComplianceAggregateReport'];
type NonCompliantReport = components['schemas']['ComplianceNonCompliantReport'];

/** The latest completed CRM audit per OEM and CRM provider within the dates. */
function latestCrmAudits(db: Kysely<Database>, filter: ComplianceFilter, dates: ReportDates) {
  return db
    .selectFrom('complianceReports')
    .distinctOn(['complianceReports.oemId', 'complianceReports.crmProviderId'])
    .select([
      'complianceReports.id as reportId',
      'complianceReports.oemId',
      'complianceReports.crmProviderId',
      'complianceReports.overallScore',
      'complianceReports.compliant',
      'complianceReports.auditDate',
    ])
    .where('complianceReports.kind', '=', 'CRM')
    .where('complianceReports.status', '=', 'COMPLETED')
    .where('complianceReports.auditType', '=', filter.auditType)
    .where('complianceReports.auditDate', '>=', dates.dateFrom)
    .where('complianceReports.auditDate', '<=', dates.dateTo)
    .orderBy('complianceReports.oemId')
    .orderBy('complianceReports.crmProviderId')
    .orderBy('complianceReports.auditDate', 'desc')
    .orderBy('complianceReports.id', 'desc');
}

/** The counted dealers that use a CRM, each with its CRM's latest audit (left-joined as `latest`). */
function dealersWithCrm(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates) {
  let query = db
    .with('latest', () => latestCrmAudits(db, filter, dates))
    .selectFrom('dealers')
    .innerJoin('crmProviders', 'crmProviders.id', 'dealers.crmProviderId')
    .leftJoin('latest', (join) => join.onRef('latest.crmProviderId', '=', 'dealers.crmProviderId').onRef('latest.oemId', '=', 'dealers.oemId'))
    .where(countedDealers(caller, filter));
  if (filter.crmId !== undefined) query = query.where('dealers.crmProviderId', '=', filter.crmId);
  return query;
}

/** Totals over every counted dealer that uses a CRM (SQL aggregates). */
async function crmDealerTotals(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates, threshold: number): Promise<ComplianceCounts> {
  const totals = await dealersWithCrm(db, caller, filter, dates).select(Object.values(countColumns(threshold))).executeTakeFirst();
  return countsOf(totals as Record<string, unknown> | undefined);
}

export async function crmAggregateReport(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates, threshold: number): Promise<AggregateReport> {
  const counts = Object.values(countColumns(threshold));
  const [rows, totals] = await Promise.all([
    dealersWithCrm(db, caller, filter, dates)
      .select(['crmProviders.id as crmId', 'crmProviders.name as crmName'])
      .select(counts)
      .groupBy(['crmProviders.id', 'crmProviders.name'])
      .orderBy(sql`lower(${sql.ref('crmProviders.name')})`)
      .orderBy('crmProviders.id')
      .execute(),
    crmDealerTotals(db, caller, filter, dates, threshold),
  ]);
  return {
    rows: rows.map((row) => {
      const rowCounts = countsOf(row as unknown as Record<string, unknown>);
      return { crmId: row.crmId, crmName: row.crmName, ...rowCounts, belowThreshold: rowCounts.averageScore !== null && rowCounts.averageScore < threshold };
    }),
    totals,
  };
}

export async function crmNonCompliantReport(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates, threshold: number): Promise<NonCompliantReport> {
  const [rows, totals] = await Promise.all([
    dealersWithCrm(db, caller, filter, dates)
      .leftJoin('regions', 'regions.id', 'dealers.regionId')
      .leftJoin('districts', 'districts.id', 'dealers.districtId')
      .select(['crmProviders.id as providerId', 'crmProviders.name as providerName'])
      .select(DEALER_COLUMNS)
      .select(['latest.reportId', 'latest.auditDate', 'latest.overallScore'])
      .where('latest.compliant', '=', false)
      .orderBy(sql`lower(${sql.ref('crmProviders.name')})`)
      .orderBy(sql`lower(${sql.ref('dealers.name')})`)
      .orderBy('dealers.code')
      .execute(),
    crmDealerTotals(db, caller, filter, dates, threshold),
  ]);
  return { rows: await nonCompliantRows(db, rows), totals };
}
