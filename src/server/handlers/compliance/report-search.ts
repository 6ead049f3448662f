/**
 * The compliance report search (searchComplianceReports): the filters of ComplianceReportSearch
 * combined with AND, the audits the caller may see (audit-scope.ts), one page in the requested
 * order with the total. One query counts, one reads the page.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { likePattern } from '../../kernel/like-pattern.ts';
import type { SortOrder } from '../../kernel/sort-order.ts';
import { visibleAudits } from './audit-scope.ts';
import { pageWindow } from '../../kernel/page-window.ts';

type Search = components['schemas']['ComplianceReportSearch'];
type Row = components['schemas']['ComplianceReportRow'];

export const REPORT_SORT_FIELDS = ['id', 'auditDate', 'dealerCode', 'dealerName', 'oemName', 'regionName', 'auditor', 'overallScore', 'status', 'updatedAt'] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
export const DEFAULT_REPORT_ORDER: SortOrder<ReportSortField> = { field: 'auditDate', direction: 'desc' };

const SORT_COLUMNS = {
  id: sql.ref('complianceReports.id'),
  auditDate: sql.ref('complianceReports.auditDate'),
  dealerCode: sql`lower(${sql.ref('dealers.code')})`,
  dealerName: sql`lower(coalesce(${sql.ref('dealers.name')}, ${sql.ref('crmProviders.name')}))`,
  oemName: sql`lower(${sql.ref('oems.name')})`,
  regionName: sql`lower(${sql.ref('regions.name')})`,
  auditor: sql`lower(${sql.ref('complianceReports.auditor')})`,
  overallScore: sql.ref('complianceReports.overallScore'),
  status: sql.ref('complianceReports.status'),
  updatedAt: sql.ref('complianceReports.updatedAt'),
} as const;

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

function filtered(db: Kysely<Database>, caller: Caller, search: Search) {
  let query = db
    .selectFrom('complianceReports')
    .innerJoin('oems', 'oems.id', 'complianceReports.oemId')
    .leftJoin('dealers', 'dealers.id', 'complianceReports.dealerId')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .leftJoin('crmProviders', 'crmProviders.id', 'complianceReports.crmProviderId')
    .where(visibleAudits(caller));
  if (search.auditType) query = query.where('complianceReports.auditType', '=', search.auditType);
  if (search.kind) query = query.where('complianceReports.kind', '=', search.kind);
  if (search.reportId !== undefined) query = query.where('complianceReports.id', '=', search.reportId);
  if (search.oemId !== undefined) query = query.where('complianceReports.oemId', '=', search.oemId);
  if (search.dealerCode) query = query.where('dealers.code', '=', search.dealerCode);
  if (search.dealerName?.trim()) query = query.where(sql`lower(${sql.ref('dealers.name')})`, 'like', likePattern(search.dealerName.trim().toLowerCase()));
  if (search.crmId !== undefined) query = query.where('complianceReports.crmProviderId', '=', search.crmId);
  if (search.regionId !== undefined) query = query.where('dealers.regionId', '=', search.regionId);
  if (search.districtId !== undefined) query = query.where('dealers.districtId', '=', search.districtId);
  if (search.auditDateFrom) query = query.where('complianceReports.auditDate', '>=', search.auditDateFrom);
  if (search.auditDateTo) query = query.where('complianceReports.auditDate', '<=', search.auditDateTo);
  if (search.status) query = query.where('complianceReports.status', '=', search.status);
  if (search.compliant !== undefined) query = query.where('complianceReports.compliant', '=', search.compliant);
  if (search.scoreFrom !== undefined) query = query.where('complianceReports.overallScore', '>=', search.scoreFrom);
  if (search.scoreTo !== undefined) query = query.where('complianceReports.overallScore', '<=', search.scoreTo);
  if (search.auditor?.trim()) query = query.where(sql`lower(${sql.ref('complianceReports.auditor')})`, 'like', likePattern(search.auditor.trim().toLowerCase()));
  return query;
}

export async function searchReports(
  db: Kysely<Database>,
  caller: Caller,
  search: Search,
  page: { order: SortOrder<ReportSortField>; limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const query = filtered(db, caller, search);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        'complianceReports.id',
        'complianceReports.kind',
        'complianceReports.auditType',
        'oems.name as oemName',
        'dealers.code as dealerCode',
        'dealers.name as dealerName',
        'crmProviders.name as crmName',
        'regions.name as regionName',
        'districts.name as districtName',
        'complianceReports.auditDate',
        'complianceReports.auditor',
        'complianceReports.overallScore',
        'complianceReports.compliant',
        'complianceReports.status',
        'complianceReports.updatedAt',
      ])
      .select((eb) =>
        eb
          .selectFrom('complianceReportFiles')
          .select(eb.fn.countAll<number>().as('files'))
          .whereRef('complianceReportFiles.reportId', '=', 'complianceReports.id')
          .as('fileCount'),
      )
      .orderBy(SORT_COLUMNS[page.order.field], (ob) => (page.order.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
      // The id breaks ties, so pages never overlap.
      .orderBy('complianceReports.id', page.order.direction)
      .$call((rows) => pageWindow(rows, page.limit, page.offset))
      .execute(),
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      auditType: row.auditType,
      oemName: row.oemName,
      ...present('dealerCode', row.dealerCode),
      ...present('dealerName', row.dealerName),
      ...present('crmName', row.crmName),
      ...present('regionName', row.regionName),
      ...present('districtName', row.districtName),
      auditDate: row.auditDate,
      auditor: row.auditor,
      overallScore: row.overallScore === null ? null : Number(row.overallScore),
      compliant: row.compliant,
      status: row.status,
      fileCount: Number(row.fileCount ?? 0),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
