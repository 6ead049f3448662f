/**
 * The body of a report export, written on a worker thread (export-threads.ts): exceljs and
 * pdfkit spend tens of milliseconds of CPU per file, which on the request's own thread would
 * hold every other call of that server process for as long.
 */
import { csvExport, pdfExport, xlsxExport, type ExportFormat, type ExportSheet } from './report-export.ts';

export interface ExportTask {
  format: ExportFormat;
  sheets: readonly ExportSheet[];
  title: string;
}

export default async function writeExport({ format, sheets, title }: ExportTask): Promise<Uint8Array> {
  return format === 'csv' ? csvExport(sheets) : format === 'xlsx' ? xlsxExport(sheets, title) : pdfExport(sheets, title);
}
