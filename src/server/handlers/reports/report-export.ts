/**
 * A report's tables as a file: CSV (the first table, RFC 4180 with the CSV-injection guard of
 * a guard against spreadsheet formulas), XLSX (every table on its own sheet, written by exceljs with typed
 * number cells) or PDF (pdfkit, every table as ruled text). Column labels and the label cells
 * that are i18n keys are written in English, the server's language; a value is written as the
 * report answered it, so an export's rows equal the report's rows for the same filter.
 * The two libraries are imported on first use: exports run on their own threads, and a server
 * worker that never exports should not load them at start.
 */
import type { components } from '../../../api/generated/portal.ts';
import { isMessageKey, translateEnglish } from '../../../rules/core.ts';

type Table = components['schemas']['ReportTable'];
type Column = components['schemas']['ReportColumn'];
export type ExportFormat = components['schemas']['ReportExportFormat'];

export interface ExportSheet {
  sheet: string;
  table: Table;
}

export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const label = (text: string) => (isMessageKey(text) ? translateEnglish(text) : text);

/** One cell as the file writes it: labels translated, booleans Yes/No, absent values empty. */
export function exportCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value;
  return label(String(value));
}

/** The rows of a table as written, the totals row last. */
export function exportRows(table: Table): (string | number | null)[][] {
  const rows = table.totals ? [...table.rows, table.totals] : table.rows;
  return rows.map((row) => table.columns.map((column) => exportCell(row[column.key])));
}

// A text cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP's advice
// against CSV injection): dealer and category names are typed by users.
const FORMULA_START = /^[=+\-@\t\r]/;
const guarded = (cell: string | number | null) => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The first table as RFC 4180 CSV (CRLF records, quoted where needed), written by exceljs. */
export async function csvExport(sheets: readonly ExportSheet[]): Promise<Buffer> {
  const table = sheets[0]!.table;
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Report');
  worksheet.addRow(table.columns.map((column) => label(column.label)));
  for (const cells of exportRows(table)) worksheet.addRow(cells.map(guarded));
  const csv = await workbook.csv.writeBuffer({ formatterOptions: { rowDelimiter: '\r\n', includeEndRowDelimiter: true } });
  return Buffer.from(csv);
}

const NUMBER_FORMATS: Partial<Record<Column['type'], string>> = {
  integer: '#,##0',
  number: '#,##0.0',
  percent: '0.0"%"',
  currency: '"$"#,##0.00',
  seconds: '#,##0" s"',
};

export async function xlsxExport(sheets: readonly ExportSheet[], title: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SmartPortal';
  workbook.title = title;
  for (const { sheet, table } of sheets) {
    const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = table.columns.map((column) => ({
      header: label(column.label),
      key: column.key,
      width: Math.max(12, Math.min(40, label(column.label).length + 4)),
      style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const cells of exportRows(table)) worksheet.addRow(cells);
    if (table.totals) worksheet.lastRow!.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function pdfExport(sheets: readonly ExportSheet[], title: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 36, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text(title);
    for (const { sheet, table } of sheets) {
      doc.moveDown().fontSize(12).font('Helvetica-Bold').text(sheet);
      const width = (doc.page.width - 72) / Math.max(1, table.columns.length);
      const line = (cells: readonly (string | number | null)[], bold: boolean) => {
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
        cells.forEach((cell, index) => doc.text(cell === null ? '' : String(cell), 36 + index * width, y, { width: width - 4, lineBreak: false, ellipsis: true }));
        doc.x = 36;
        doc.y = y + 11;
        if (doc.y > doc.page.height - 48) doc.addPage();
      };
      line(table.columns.map((column) => label(column.label)), true);
      for (const cells of exportRows(table)) line(cells, false);
    }
    doc.end();
  });
}
