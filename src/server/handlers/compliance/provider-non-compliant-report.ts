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
import { failedCategoriesOf } from './category-results.ts';
import { countColumns, countedDealers, countsOf, latestDealerAudits, type ComplianceFilter } from './latest-audits.ts';
import type { ReportDates } from './report-period.ts';

type Report = components['schemas']['ComplianceNonCompliantReport'];

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export async function providerNonCompliantReport(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates, threshold: number): Promise<Report> {
  let rowsQuery = db
    .with('latest', () => latestDealerAudits(db, caller, filter, dates))
    .selectFrom('latest')
    .innerJoin('dealers', 'dealers.id', 'latest.dealerId')
    .innerJoin('offerProviders', 'offerProviders.id', 'latest.offerProviderId')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .select([
      'offerProviders.id as providerId',
      'offerProviders.name as providerName',
      'dealers.code as dealerCode',
      'dealers.name as dealerName',
      'regions.name as regionName',
      'districts.name as districtName',
      'latest.reportId',
      'latest.auditDate',
      'latest.overallScore',
    ])
    .where('latest.compliant', '=', false);
  if (filter.providerId !== undefined) rowsQuery = rowsQuery.where('offerProviders.id', '=', filter.providerId);
  const [rows, totals] = await Promise.all([
    rowsQuery
      .orderBy(sql`lower(${sql.ref('offerProviders.name')})`)
      .orderBy(sql`lower(${sql.ref('dealers.name')})`)
      .orderBy('dealers.code')
      .execute(),
    db
      .with('latest', () => latestDealerAudits(db, caller, filter, dates))
      .selectFrom('dealers')
      .leftJoin('latest', 'latest.dealerId', 'dealers.id')
      .where(countedDealers(caller, filter))
      .select(Object.values(countColumns(threshold)))
      .executeTakeFirst(),
  ]);
  const failed = await failedCategoriesOf(db, rows.map((row) => row.reportId));
  return {
    rows: rows.map((row) => ({
      providerId: row.providerId,
      providerName: row.providerName,
      dealerCode: row.dealerCode,
      dealerName: row.dealerName,
      ...present('regionName', row.regionName),
      ...present('districtName', row.districtName),
      reportId: row.reportId,
      auditDate: row.auditDate,
      overallScore: Number(row.overallScore ?? 0),
      failedCategories: failed.get(row.reportId) ?? [],
    })),
    totals: countsOf(totals as Record<string, unknown> | undefined),
  };
}
