/**
 * The dealer compliance report (ComplianceDealerReport, DRSComplianceDealerReport): one row per
 * counted dealer with a latest audit in the period, with its category results, by dealer name;
 * and the totals over every counted dealer (SQL aggregates).
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { categoryResultsOf } from './category-results.ts';
import { countedDealerTotals, DEALER_COLUMNS, dealerFields } from './dealer-rows.ts';
import { latestDealerAudits, type ComplianceFilter } from './latest-audits.ts';
import type { ReportDates } from './report-period.ts';

type Report = components['schemas']['ComplianceDealerReport'];

export async function dealerReport(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates, threshold: number): Promise<Report> {
  const [rows, totals] = await Promise.all([
    db
      .with('latest', () => latestDealerAudits(db, caller, filter, dates))
      .selectFrom('latest')
      .innerJoin('dealers', 'dealers.id', 'latest.dealerId')
      .leftJoin('regions', 'regions.id', 'dealers.regionId')
      .leftJoin('districts', 'districts.id', 'dealers.districtId')
      .select(DEALER_COLUMNS)
      .select(['latest.reportId', 'latest.auditDate', 'latest.overallScore', 'latest.compliant'])
      .orderBy(sql`lower(${sql.ref('dealers.name')})`)
      .orderBy('dealers.code')
      .execute(),
    countedDealerTotals(db, caller, filter, dates, threshold),
  ]);
  const categories = await categoryResultsOf(db, rows.map((row) => row.reportId));
  return {
    rows: rows.map((row) => {
      const score = Number(row.overallScore ?? 0);
      return {
        ...dealerFields(row),
        reportId: row.reportId,
        auditDate: row.auditDate,
        overallScore: score,
        compliant: row.compliant === true,
        belowThreshold: score < threshold,
        categories: categories.get(row.reportId) ?? [],
      };
    }),
    totals,
  };
}
