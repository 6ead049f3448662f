/**
 * The Manage Website Program export: the search's rows as CSV, named
 * `WebsiteProgram-<date>.csv` through Content-Disposition (business-areas §7 "Exports").
 */
import { csvText, type CsvCell } from '../enrollments/records/csv-text.ts';
import type { Subscription } from './subscription-records.ts';

const KIND_TITLES: Readonly<Record<string, string>> = { BUNDLE: 'Full Service', PACKAGE: 'Mix & Match', ADDITIONAL: 'Additional' };

const COLUMNS: readonly (readonly [string, (row: Subscription) => CsvCell])[] = [
  ['Dealer Code', (row) => row.dealerCode],
  ['Dealer Name', (row) => row.dealerName],
  ['Region', (row) => row.regionCode],
  ['District', (row) => row.districtCode],
  ['Provider', (row) => row.providerName],
  ['Package', (row) => row.packageName],
  ['Kind', (row) => (row.kind ? KIND_TITLES[row.kind] : '')],
  ['Status', (row) => row.status],
  ['Subscribed Date', (row) => row.subscribedDate],
  ['Scheduled Date', (row) => row.scheduledDate],
  ['Monthly Price', (row) => row.monthlyPrice?.toFixed(2)],
];

export const WEBSITE_PROGRAM_CSV_HEADER = COLUMNS.map(([title]) => title);

export function websiteProgramCsv(rows: readonly Subscription[]): string {
  return csvText(WEBSITE_PROGRAM_CSV_HEADER, rows.map((row) => COLUMNS.map(([, cell]) => cell(row))));
}

/** `serverDate` is YYYY-MM-DD. */
export const websiteProgramCsvFileName = (serverDate: string) => `WebsiteProgram-${serverDate}.csv`;
