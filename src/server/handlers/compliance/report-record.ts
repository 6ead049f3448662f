/**
 * One compliance report as the contract answers it (ComplianceReport): the record, its scored
 * categories in category order, and its files (without their content).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';

type ComplianceReport = components['schemas']['ComplianceReport'];
type ReportFile = components['schemas']['ReportFile'];
type ContentType = ReportFile['contentType'];

export interface CategoryView {
  /** Only the mandatory categories. */
  mandatory?: boolean;
  /** Only the categories the dealer qualified in (verdict compliant). */
  qualified?: boolean;
}

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export async function readReport(db: Kysely<Database>, id: number, view: CategoryView = {}): Promise<ComplianceReport | undefined> {
  const report = await db
    .selectFrom('complianceReports')
    .innerJoin('oems', 'oems.id', 'complianceReports.oemId')
    .leftJoin('dealers', 'dealers.id', 'complianceReports.dealerId')
    .leftJoin('crmProviders', 'crmProviders.id', 'complianceReports.crmProviderId')
    .leftJoin('users', 'users.id', 'complianceReports.updatedByUserId')
    .select([
      'complianceReports.id',
      'complianceReports.kind',
      'complianceReports.auditType',
      'complianceReports.oemId',
      'oems.name as oemName',
      'dealers.code as dealerCode',
      'dealers.name as dealerName',
      'complianceReports.crmProviderId as crmId',
      'crmProviders.name as crmName',
      'complianceReports.auditDate',
      'complianceReports.auditor',
      'complianceReports.overallScore',
      'complianceReports.compliant',
      'complianceReports.comments',
      'complianceReports.status',
      'complianceReports.createdAt',
      'complianceReports.updatedAt',
      'users.loginName as updatedBy',
    ])
    .where('complianceReports.id', '=', id)
    .executeTakeFirst();
  if (!report) return undefined;

  let categories = db
    .selectFrom('complianceReportCategories')
    .innerJoin('complianceCategories', 'complianceCategories.id', 'complianceReportCategories.categoryId')
    .select([
      'complianceCategories.id as categoryId',
      'complianceCategories.name as categoryName',
      'complianceCategories.description',
      'complianceCategories.mandatory',
      'complianceCategories.maxScore',
      'complianceReportCategories.score',
      'complianceReportCategories.compliant',
      'complianceReportCategories.comment',
    ])
    .where('complianceReportCategories.reportId', '=', id);
  if (view.mandatory) categories = categories.where('complianceCategories.mandatory', '=', true);
  if (view.qualified) categories = categories.where('complianceReportCategories.compliant', '=', true);
  const [categoryRows, fileRows] = await Promise.all([
    categories.orderBy('complianceCategories.displayOrder').orderBy('complianceCategories.id').execute(),
    db
      .selectFrom('complianceReportFiles')
      .leftJoin('users', 'users.id', 'complianceReportFiles.uploadedByUserId')
      .select([
        'complianceReportFiles.uuid',
        'complianceReportFiles.fileName',
        'complianceReportFiles.sizeBytes',
        'complianceReportFiles.contentType',
        'complianceReportFiles.uploadedAt',
        'users.loginName as uploadedBy',
      ])
      .where('complianceReportFiles.reportId', '=', id)
      .orderBy('complianceReportFiles.uploadedAt')
      .orderBy('complianceReportFiles.uuid')
      .execute(),
  ]);

  return {
    id: report.id,
    kind: report.kind,
    auditType: report.auditType,
    oemId: report.oemId,
    oemName: report.oemName,
    ...present('dealerCode', report.dealerCode),
    ...present('dealerName', report.dealerName),
    ...present('crmId', report.crmId),
    ...present('crmName', report.crmName),
    auditDate: report.auditDate,
    auditor: report.auditor,
    categories: categoryRows.map((row) => ({
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      ...present('description', row.description),
      mandatory: row.mandatory,
      maxScore: Number(row.maxScore),
      score: row.score === null ? null : Number(row.score),
      compliant: row.compliant,
      ...present('comment', row.comment),
    })),
    overallScore: report.overallScore === null ? null : Number(report.overallScore),
    compliant: report.compliant,
    ...present('comments', report.comments),
    status: report.status,
    files: fileRows.map((file) => ({
      uuid: file.uuid,
      fileName: file.fileName,
      size: file.sizeBytes,
      contentType: file.contentType as ContentType,
      uploadedAt: file.uploadedAt.toISOString(),
      ...present('uploadedBy', file.uploadedBy),
    })),
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    ...present('updatedBy', report.updatedBy),
  };
}

/** The subject of a report, for the access check: its kind, OEM and dealer. */
export function reportSubject(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('complianceReports')
    .leftJoin('dealers', 'dealers.id', 'complianceReports.dealerId')
    .select(['complianceReports.id', 'complianceReports.kind', 'complianceReports.oemId', 'complianceReports.status', 'dealers.code as dealerCode'])
    .where('complianceReports.id', '=', id)
    .executeTakeFirst();
}
