/**
 * The CSV files of the bulk import: the template (a `zip` header and one example in the
 * dealer's country format) and a report's export (row, value, status, message). Written by
 * exceljs as RFC 4180 (CRLF records, quoted where needed); names start `zip-import-`, the
 * client's fallback name for these downloads (business-areas §7 "Exports").
 */
import ExcelJS from 'exceljs';
import type { Country } from '../../../db/vocabulary.ts';
import { isZipFor } from '../../../../rules/index.ts';
import { normalizeZip } from '../zip-geography.ts';
import type { ImportRecord } from './import-access.ts';
import type { importRows } from './import-report.ts';

/** The header the template has and the import skips. */
export const TEMPLATE_HEADER = 'zip';
const EXAMPLE_ZIP: Readonly<Record<Country, string>> = { US: '60601', CA: 'M5V 2T6' };

// A value from an uploaded file that a spreadsheet would run as a formula gets a leading
// apostrophe (OWASP's advice against CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const guarded = (cell: string | number | null) => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

async function csvOf(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('ZIP codes');
  worksheet.addRow([...header]);
  for (const row of rows) worksheet.addRow(row.map(guarded));
  return Buffer.from(await workbook.csv.writeBuffer({ formatterOptions: { rowDelimiter: '\r\n', includeEndRowDelimiter: true } }));
}

/** The dealer's own ZIP is the example when it has the country's format. */
export function templateCsv(dealer: { country: Country; zip: string | null }): Promise<Buffer> {
  const country = dealer.country === 'CA' ? 'ca' : 'us';
  const example = dealer.zip && isZipFor(dealer.zip, country) ? normalizeZip(dealer.zip) : EXAMPLE_ZIP[dealer.country];
  return csvOf([TEMPLATE_HEADER], [[example]]);
}

export const templateFileName = (dealerCode: string) => `zip-import-template-${dealerCode}.csv`;

export function reportCsv(rows: Awaited<ReturnType<typeof importRows>>): Promise<Buffer> {
  return csvOf(['row', 'value', 'status', 'message'], rows.map((row) => [row.rowNumber, row.value, row.status, row.message ?? '']));
}

export const reportFileName = (record: ImportRecord) => `zip-import-${record.dealerCode}-${record.id}.csv`;
