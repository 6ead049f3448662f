/**
 * Downloads of completed reports: the periods that have any for the caller (availableDownloads),
 * and one zip of the reports a request selects (downloadAllReports), each as a PDF with its
 * attached files in a folder named after the report. The zip is streamed: each PDF is written
 * and each file read from the database only when the archive reaches it, so a year of reports
 * with their evidence never sits in memory at once.
 */
import { Readable } from 'node:stream';
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

interface SelectedReport {
  id: number;
  auditDate: string;
  dealerCode: string | null;
  crmName: string | null;
}

/** The completed reports a download request selects, oldest first, with what names their folder. */
export async function selectedReports(db: Kysely<Database>, caller: Caller, request: DownloadRequest, dates: ReportDates): Promise<SelectedReport[]> {
  let query = completedAudits(db, caller, request.auditType)
    .leftJoin('crmProviders', 'crmProviders.id', 'complianceReports.crmProviderId')
    .select(['complianceReports.id', 'complianceReports.auditDate', 'dealers.code as dealerCode', 'crmProviders.name as crmName'])
    .where('complianceReports.auditDate', '>=', dates.dateFrom)
    .where('complianceReports.auditDate', '<=', dates.dateTo);
  if (request.oemId !== undefined) query = query.where('complianceReports.oemId', '=', request.oemId);
  if (request.regionId !== undefined) query = query.where('dealers.regionId', '=', request.regionId);
  if (request.districtId !== undefined) query = query.where('dealers.districtId', '=', request.districtId);
  if (request.dealerCode !== undefined) query = query.where('dealers.code', '=', request.dealerCode);
  return query.orderBy('complianceReports.auditDate').orderBy('complianceReports.id').execute();
}

const safeName = (text: string) => text.replace(/[^A-Za-z0-9._ -]+/g, '_').slice(0, 120);

/** A stream that produces its bytes only when first read (the zip reads its entries one by one). */
const whenRead = (produce: () => Promise<Buffer>) => Readable.from((async function* () { yield await produce(); })());

export async function reportsArchive(db: Kysely<Database>, reports: readonly SelectedReport[], includeFiles: boolean): Promise<Readable> {
  if (reports.length === 0) throw notFound('No Data Found');
  const ids = reports.map((report) => report.id);
  const files = includeFiles
    ? await db
        .selectFrom('complianceReportFiles')
        .select(['reportId', 'uuid', 'fileName'])
        // One array parameter: a year of reports is more ids than a query may have parameters.
        .where(sql<boolean>`${sql.ref('reportId')} = any(${ids}::int[])`)
        .orderBy('uploadedAt')
        .execute()
    : [];
  // Loaded on first use: a server worker should not pay for it at start when most never need it.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const entry = { createFolders: false, binary: true };
  for (const { id, auditDate, dealerCode, crmName } of reports) {
    const folder = safeName(`${auditDate} ${dealerCode ?? crmName ?? ''} report-${id}`);
    zip.file(
      `${folder}/report-${id}.pdf`,
      whenRead(async () => {
        const report = await readReport(db, id);
        if (!report) throw notFound(`Report ${id} was removed while the archive was written.`);
        return reportPdf(report);
      }),
      entry,
    );
    for (const file of files.filter((candidate) => candidate.reportId === id)) {
      zip.file(
        `${folder}/files/${file.uuid.slice(0, 8)}-${safeName(file.fileName)}`,
        whenRead(async () => (await db.selectFrom('complianceReportFiles').select('content').where('uuid', '=', file.uuid).executeTakeFirstOrThrow()).content),
        entry,
      );
    }
  }
  // streamFiles: each entry's sizes follow its data, so nothing is held back to write a header first.
  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE', compressionOptions: { level: 6 } }) as Readable;
}
