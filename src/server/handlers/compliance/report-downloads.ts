/**
 * Downloads of completed reports: the periods that have any for the caller (availableDownloads),
 * and one zip of the reports a request selects (downloadAllReports), each as a PDF with its
 * attached files in a folder named after the report.
 */
import archiver from 'archiver';
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { AuditType } from '../../db/vocabulary.ts';
import { notFound } from '../../http/http-error.ts';
import { visibleAudits } from './audit-scope.ts';
import type { ReportDates } from './report-period.ts';
import { reportPdf } from './report-pdf.ts';
import { readReport } from './report-record.ts';

type Available = components['schemas']['ComplianceAvailableDownload'];
type DownloadRequest = components['schemas']['ComplianceDownloadRequest'];

function completedAudits(db: Kysely<Database>, caller: Caller, auditType: AuditType) {
  return db
    .selectFrom('complianceReports')
    .leftJoin('dealers', 'dealers.id', 'complianceReports.dealerId')
    .where('complianceReports.status', '=', 'COMPLETED')
    .where('complianceReports.auditType', '=', auditType)
    .where(visibleAudits(caller));
}

export async function availableDownloads(db: Kysely<Database>, caller: Caller, auditType: AuditType): Promise<Available[]> {
  const rows = await completedAudits(db, caller, auditType)
    .innerJoin('reportPeriods', (join) =>
      join.on((eb) => eb.between('complianceReports.auditDate', eb.ref('reportPeriods.dateFrom'), eb.ref('reportPeriods.dateTo'))),
    )
    .select([
      'reportPeriods.id as periodId',
      'reportPeriods.label',
      'reportPeriods.dateFrom',
      'reportPeriods.dateTo',
      sql<number>`count(distinct ${sql.ref('complianceReports.id')})::int`.as('reportCount'),
      sql<number>`(select count(*)::int from compliance_report_files f where f.report_id = any(array_agg(${sql.ref('complianceReports.id')})))`.as('fileCount'),
    ])
    .groupBy(['reportPeriods.id', 'reportPeriods.label', 'reportPeriods.dateFrom', 'reportPeriods.dateTo'])
    .orderBy('reportPeriods.dateFrom', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, reportCount: Number(row.reportCount), fileCount: Number(row.fileCount) }));
}

/** The ids of the completed reports a download request selects, oldest first. */
export async function selectedReportIds(db: Kysely<Database>, caller: Caller, request: DownloadRequest, dates: ReportDates): Promise<number[]> {
  let query = completedAudits(db, caller, request.auditType)
    .select('complianceReports.id')
    .where('complianceReports.auditDate', '>=', dates.dateFrom)
    .where('complianceReports.auditDate', '<=', dates.dateTo);
  if (request.oemId !== undefined) query = query.where('complianceReports.oemId', '=', request.oemId);
  if (request.regionId !== undefined) query = query.where('dealers.regionId', '=', request.regionId);
  if (request.districtId !== undefined) query = query.where('dealers.districtId', '=', request.districtId);
  if (request.dealerCode !== undefined) query = query.where('dealers.code', '=', request.dealerCode);
  const rows = await query.orderBy('complianceReports.auditDate').orderBy('complianceReports.id').execute();
  return rows.map((row) => row.id);
}

const safeName = (text: string) => text.replace(/[^A-Za-z0-9._ -]+/g, '_').slice(0, 120);

export async function reportsArchive(db: Kysely<Database>, reportIds: readonly number[], includeFiles: boolean): Promise<Buffer> {
  if (reportIds.length === 0) throw notFound('No Data Found');
  const zip = archiver('zip', { zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    zip.on('end', () => resolve());
    zip.on('error', reject);
  });
  for (const id of reportIds) {
    const report = await readReport(db, id);
    if (!report) continue;
    const folder = safeName(`${report.auditDate} ${report.dealerCode ?? report.crmName ?? ''} report-${report.id}`);
    zip.append(await reportPdf(report), { name: `${folder}/report-${report.id}.pdf` });
    if (!includeFiles) continue;
    const files = await db.selectFrom('complianceReportFiles').select(['uuid', 'fileName', 'content']).where('reportId', '=', id).orderBy('uploadedAt').execute();
    for (const file of files) zip.append(file.content, { name: `${folder}/files/${file.uuid.slice(0, 8)}-${safeName(file.fileName)}` });
  }
  await zip.finalize();
  await finished;
  return Buffer.concat(chunks);
}
