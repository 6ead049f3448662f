/**
 * The compliance scores report (searchComplianceScores, the complianceScoresReport route): per
 * dealer the caller may see, its COMPLETED dealer audits matching the search, counted and
 * averaged by the database, with the latest audit's score, verdict and category results.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { likePattern } from '../../kernel/like-pattern.ts';
import type { SortOrder } from '../../kernel/sort-order.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';
import { categoryResultsOf } from './category-results.ts';
import { pageWindow } from '../../kernel/page-window.ts';

type Search = components['schemas']['ComplianceReportSearch'];
type Row = components['schemas']['ComplianceScoreRow'];

export const SCORE_SORT_FIELDS = ['dealerName', 'dealerCode', 'regionName', 'auditType', 'auditCount', 'latestAuditDate', 'latestScore', 'averageScore'] as const;
export type ScoreSortField = (typeof SCORE_SORT_FIELDS)[number];
export const DEFAULT_SCORE_ORDER: SortOrder<ScoreSortField> = { field: 'dealerName', direction: 'asc' };

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

function audits(db: Kysely<Database>, caller: Caller, search: Search) {
  let query = db
    .selectFrom('complianceReports')
    .innerJoin('dealers', 'dealers.id', 'complianceReports.dealerId')
    .where('complianceReports.kind', '=', 'DEALER')
    .where('complianceReports.status', '=', 'COMPLETED')
    .where(visibleDealers(caller));
  if (search.auditType) query = query.where('complianceReports.auditType', '=', search.auditType);
  if (search.reportId !== undefined) query = query.where('complianceReports.id', '=', search.reportId);
  if (search.oemId !== undefined) query = query.where('complianceReports.oemId', '=', search.oemId);
  if (search.dealerCode) query = query.where('dealers.code', '=', search.dealerCode);
  if (search.dealerName?.trim()) query = query.where(sql`lower(${sql.ref('dealers.name')})`, 'like', likePattern(search.dealerName.trim().toLowerCase()));
  if (search.regionId !== undefined) query = query.where('dealers.regionId', '=', search.regionId);
  if (search.districtId !== undefined) query = query.where('dealers.districtId', '=', search.districtId);
  if (search.auditDateFrom) query = query.where('complianceReports.auditDate', '>=', search.auditDateFrom);
  if (search.auditDateTo) query = query.where('complianceReports.auditDate', '<=', search.auditDateTo);
  if (search.compliant !== undefined) query = query.where('complianceReports.compliant', '=', search.compliant);
  if (search.scoreFrom !== undefined) query = query.where('complianceReports.overallScore', '>=', search.scoreFrom);
  if (search.scoreTo !== undefined) query = query.where('complianceReports.overallScore', '<=', search.scoreTo);
  if (search.auditor?.trim()) query = query.where(sql`lower(${sql.ref('complianceReports.auditor')})`, 'like', likePattern(search.auditor.trim().toLowerCase()));
  return query
    .select([
      'complianceReports.dealerId',
      'complianceReports.auditType',
      sql<number>`count(*)::int`.as('auditCount'),
      sql<number>`round(avg(${sql.ref('complianceReports.overallScore')}), 1)::float8`.as('averageScore'),
      sql<number>`(array_agg(${sql.ref('complianceReports.id')} order by ${sql.ref('complianceReports.auditDate')} desc, ${sql.ref('complianceReports.id')} desc))[1]`.as('latestReportId'),
    ])
    .groupBy(['complianceReports.dealerId', 'complianceReports.auditType']);
}

export async function scoresReport(
  db: Kysely<Database>,
  caller: Caller,
  search: Search,
  page: { order: SortOrder<ScoreSortField>; limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const sortColumn = {
    dealerName: sql`lower(${sql.ref('dealers.name')})`,
    dealerCode: sql`lower(${sql.ref('dealers.code')})`,
    regionName: sql`lower(${sql.ref('regions.name')})`,
    auditType: sql.ref('stats.auditType'),
    auditCount: sql.ref('stats.auditCount'),
    latestAuditDate: sql.ref('latest.auditDate'),
    latestScore: sql.ref('latest.overallScore'),
    averageScore: sql.ref('stats.averageScore'),
  }[page.order.field];
  const base = db
    .with('stats', () => audits(db, caller, search))
    .selectFrom('stats')
    .innerJoin('complianceReports as latest', 'latest.id', 'stats.latestReportId')
    .innerJoin('dealers', 'dealers.id', 'stats.dealerId')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId');
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'dealers.code as dealerCode',
        'dealers.name as dealerName',
        'regions.name as regionName',
        'districts.name as districtName',
        'stats.auditType',
        'stats.auditCount',
        'stats.averageScore',
        'stats.latestReportId',
        'latest.auditDate as latestAuditDate',
        'latest.overallScore as latestScore',
        'latest.compliant',
      ])
      .orderBy(sortColumn, (ob) => (page.order.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
      .orderBy('dealers.code')
      .orderBy('stats.auditType')
      .$call((rows) => pageWindow(rows, page.limit, page.offset))
      .execute(),
  ]);
  const categories = await categoryResultsOf(db, rows.map((row) => row.latestReportId));
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      dealerCode: row.dealerCode,
      dealerName: row.dealerName,
      ...present('regionName', row.regionName),
      ...present('districtName', row.districtName),
      auditType: row.auditType,
      auditCount: row.auditCount,
      latestReportId: row.latestReportId,
      latestAuditDate: row.latestAuditDate,
      latestScore: Number(row.latestScore ?? 0),
      averageScore: Number(row.averageScore ?? 0),
      compliant: row.compliant === true,
      categories: categories.get(row.latestReportId) ?? [],
    })),
  };
}
