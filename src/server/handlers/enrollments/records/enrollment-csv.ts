/**
 * The Manage Enrollments export: the table's rows as CSV, one row per program enrollment,
 * named `Enrollments-<date>.csv` (business-areas §7 "Exports": the client falls back to
 * `Enrollments-…` when the header is missing).
 */
import { csvText, type CsvCell } from './csv-text.ts';
import type { EnrollmentRow } from './enrollment-query.ts';

const COLUMNS: readonly (readonly [string, (row: EnrollmentRow) => CsvCell])[] = [
  ['Dealer Code', (row) => row.dealerCode],
  ['Dealer Name', (row) => row.dealerName],
  ['Program', (row) => row.programName],
  ['Region', (row) => row.regionName ?? row.regionCode],
  ['District', (row) => row.districtName ?? row.districtCode],
  ['Dealer Status', (row) => row.status],
  ['Program Status', (row) => row.programStatus],
  ['Enrolled Date', (row) => row.enrolledDate],
  ['Add-ons', (row) => row.addons.map((addon) => `${addon.name} (${addon.status})`).join('; ')],
  ['Outstanding Account', (row) => (row.outstandingAccount ? 'Yes' : 'No')],
  ['Test Dealer', (row) => (row.testDealer ? 'Yes' : 'No')],
];

export const ENROLLMENT_CSV_HEADER = COLUMNS.map(([title]) => title);

export function enrollmentCsv(rows: readonly EnrollmentRow[]): string {
  return csvText(
    ENROLLMENT_CSV_HEADER,
    rows.map((row) => COLUMNS.map(([, cell]) => cell(row))),
  );
}

/** `serverDate` is YYYY-MM-DD. */
export function enrollmentCsvFileName(serverDate: string): string {
  return `Enrollments-${serverDate}.csv`;
}
