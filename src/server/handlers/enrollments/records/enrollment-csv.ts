/**
 * The Manage Enrollments export: the table's rows as CSV, one row per program enrollment,
 * named `Enrollments-<date>.csv` (business-areas §7 "Exports": the client falls back to
 * `Enrollments-…` when the header is missing). Titles and statuses read in the user's language,
 * statuses as their labels (issue #20).
 */
import type { ExportTranslate } from '../../../kernel/export-language.ts';
import { csvText, type CsvCell } from '../../../kernel/csv-text.ts';
import type { EnrollmentRow } from './enrollment-query.ts';

const COLUMNS: readonly (readonly [string, (row: EnrollmentRow, t: ExportTranslate) => CsvCell])[] = [
  ['EXPORT_DEALER_CODE', (row) => row.dealerCode],
  ['EXPORT_DEALER_NAME', (row) => row.dealerName],
  ['EXPORT_PROGRAM', (row) => row.programName],
  ['EXPORT_REGION', (row) => row.regionName ?? row.regionCode],
  ['EXPORT_DISTRICT', (row) => row.districtName ?? row.districtCode],
  ['EXPORT_DEALER_STATUS', (row, t) => t(row.status)],
  ['EXPORT_PROGRAM_STATUS', (row, t) => t(row.programStatus)],
  ['EXPORT_ENROLLED_DATE', (row) => row.enrolledDate],
  ['EXPORT_ADDONS', (row, t) => row.addons.map((addon) => `${addon.name} (${t(addon.status)})`).join('; ')],
  ['EXPORT_OUTSTANDING_ACCOUNT', (row, t) => t(row.outstandingAccount ? 'YES' : 'NO')],
  ['EXPORT_TEST_DEALER', (row, t) => t(row.testDealer ? 'YES' : 'NO')],
];

/** The i18n keys of the column titles, in order. */
export const ENROLLMENT_CSV_TITLE_KEYS = COLUMNS.map(([title]) => title);

export function enrollmentCsv(rows: readonly EnrollmentRow[], t: ExportTranslate): string {
  return csvText(
    ENROLLMENT_CSV_TITLE_KEYS.map(t),
    rows.map((row) => COLUMNS.map(([, cell]) => cell(row, t))),
  );
}

/** `serverDate` is YYYY-MM-DD. */
export function enrollmentCsvFileName(serverDate: string): string {
  return `Enrollments-${serverDate}.csv`;
}
