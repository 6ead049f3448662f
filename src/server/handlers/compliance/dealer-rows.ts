/**
 * What the dealer-level compliance reports (dealer report, website provider and CRM
 * non-compliant reports) build their rows and totals from: a dealer's columns and fields, the
 * non-compliant rows with their failed categories, and the totals over every counted dealer
 * with its latest audit in the period.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { failedCategoriesOf } from './category-results.ts';
import { countColumns, countedDealers, countsOf, latestDealerAudits, type ComplianceCounts, type ComplianceFilter } from './latest-audits.ts';
import type { ReportDates } from './report-period.ts';

type NonCompliantRow = components['schemas']['ComplianceNonCompliantRow'];

/** The key only when there is a value: the contract's optional fields are absent, never null. */
const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** A dealer's columns, from `dealers` with `regions` and `districts` left-joined. */
export const DEALER_COLUMNS = ['dealers.code as dealerCode', 'dealers.name as dealerName', 'regions.name as regionName', 'districts.name as districtName'] as const;

interface DealerColumns {
  dealerCode: string;
  dealerName: string;
  regionName: string | null;
  districtName: string | null;
}

export const dealerFields = (row: DealerColumns) => ({
  dealerCode: row.dealerCode,
  dealerName: row.dealerName,
  ...present('regionName', row.regionName),
  ...present('districtName', row.districtName),
});

/** Totals over every counted dealer, audited in the period or not (SQL aggregates). */
export async function countedDealerTotals(db: Kysely<Database>, caller: Caller, filter: ComplianceFilter, dates: ReportDates, threshold: number): Promise<ComplianceCounts> {
  const totals = await db
    .with('latest', () => latestDealerAudits(db, caller, filter, dates))
    .selectFrom('dealers')
    .leftJoin('latest', 'latest.dealerId', 'dealers.id')
    .where(countedDealers(caller, filter))
    .select(Object.values(countColumns(threshold)))
    .executeTakeFirst();
  return countsOf(totals as Record<string, unknown> | undefined);
}

interface NonCompliantColumns extends DealerColumns {
  providerId: number;
  providerName: string;
  /** Never null: the rows are the audits found not compliant (a left-joined audit types as nullable). */
  reportId: number | null;
  auditDate: string | null;
  /** numeric arrives as text from pg. */
  overallScore: number | string | null;
}

/** Non-compliant rows with the categories each audit failed (one query for all of them). */
export async function nonCompliantRows(db: Kysely<Database>, rows: readonly NonCompliantColumns[]): Promise<NonCompliantRow[]> {
  const failed = await failedCategoriesOf(db, [...new Set(rows.map((row) => row.reportId as number))]);
  return rows.map((row) => ({
    providerId: row.providerId,
    providerName: row.providerName,
    ...dealerFields(row),
    reportId: row.reportId as number,
    auditDate: row.auditDate as string,
    overallScore: Number(row.overallScore ?? 0),
    failedCategories: failed.get(row.reportId as number) ?? [],
  }));
}
