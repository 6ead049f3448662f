/**
 * The CSV files of the bulk import: the template (a `zip` header and one example in the
 * dealer's country format) and a report's export (row, value, status, message), written by the
 * kernel's RFC 4180 writer (which guards cells a spreadsheet would run as formulas); names start
 * `zip-import-`, the client's fallback name for these downloads (business-areas §7 "Exports").
 */
import type { Country } from '../../../db/vocabulary.ts';
import { isZipFor } from '../../../../rules/core.ts';
import { csvText, type CsvCell } from '../../../kernel/csv-text.ts';
import { normalizeZip } from '../zip-geography.ts';
import type { ImportRecord } from './import-access.ts';
import type { importRows } from './import-report.ts';

/** The header the template has and the import skips. */
export const TEMPLATE_HEADER = 'zip';
const EXAMPLE_ZIP: Readonly<Record<Country, string>> = { US: '60601', CA: 'M5V 2T6' };

async function csvOf(header: readonly string[], rows: readonly (readonly CsvCell[])[]): Promise<Buffer> {
  return Buffer.from(csvText(header, rows), 'utf8');
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
