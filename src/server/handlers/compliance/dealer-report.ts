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
import { countColumns, countedDealers, countsOf, latestDealerAudits, type ComplianceFilter } from './latest-audits.ts';
import type { ReportDates } from './report-period.ts';

type Report = components['schemas']['ComplianceDealerReport'];

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export async function dealerReport(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates, threshold: number): Promise<Report> {
  const [rows, totals] = await Promise.all([
    db
      .with('latest', () => latestDealerAudits(db, caller, filter, dates))
      .selectFrom('latest')
      .innerJoin('dealers', 'dealers.id', 'latest.dealerId')
      .leftJoin('regions', 'regions.id', 'dealers.regionId')
      .leftJoin('districts', 'districts.id', 'dealers.districtId')
      .select([
        'dealers.code as dealerCode',
        'dealers.name as dealerName',
        'regions.name as regionName',
        'districts.name as districtName',
        'latest.reportId',
        'latest.auditDate',
        'latest.overallScore',
        'latest.compliant',
      ])
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
  const categories = await categoryResultsOf(db, rows.map((row) => row.reportId));
  return {
    rows: rows.map((row) => {
      const score = Number(row.overallScore ?? 0);
      return {
        dealerCode: row.dealerCode,
        dealerName: row.dealerName,
        ...present('regionName', row.regionName),
        ...present('districtName', row.districtName),
        reportId: row.reportId,
        auditDate: row.auditDate,
        overallScore: score,
        compliant: row.compliant === true,
        belowThreshold: score < threshold,
        categories: categories.get(row.reportId) ?? [],
      };
    }),
    totals: countsOf(totals as Record<string, unknown> | undefined),
  };
}
