/**
 * The website provider non-compliant report (DWCPWebproviderNonCompliantReport; with audit type
 * DRS, DRSNonComplianceAuditReport): the counted dealers whose latest audit in the period is
 * not compliant, grouped by the provider they had at audit time, with the failed categories;
 * the totals over every counted dealer.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { countedDealerTotals, DEALER_COLUMNS, nonCompliantRows } from './dealer-rows.ts';
import { latestDealerAudits, type ComplianceFilter } from './latest-audits.ts';
import type { ReportDates } from './report-period.ts';

type Report = components['schemas']['ComplianceNonCompliantReport'];

export async function providerNonCompliantReport(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates, threshold: number): Promise<Report> {
  let rowsQuery = db
    .with('latest', () => latestDealerAudits(db, caller, filter, dates))
    .selectFrom('latest')
    .innerJoin('dealers', 'dealers.id', 'latest.dealerId')
    .innerJoin('offerProviders', 'offerProviders.id', 'latest.offerProviderId')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .select(['offerProviders.id as providerId', 'offerProviders.name as providerName'])
    .select(DEALER_COLUMNS)
    .select(['latest.reportId', 'latest.auditDate', 'latest.overallScore'])
    .where('latest.compliant', '=', false);
  if (filter.providerId !== undefined) rowsQuery = rowsQuery.where('offerProviders.id', '=', filter.providerId);
  const [rows, totals] = await Promise.all([
    rowsQuery
      .orderBy(sql`lower(${sql.ref('offerProviders.name')})`)
      .orderBy(sql`lower(${sql.ref('dealers.name')})`)
      .orderBy('dealers.code')
      .execute(),
    countedDealerTotals(db, caller, filter, dates, threshold),
  ]);
  return { rows: await nonCompliantRows(db, rows), totals };
}
