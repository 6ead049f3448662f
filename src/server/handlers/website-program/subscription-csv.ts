/**
 * The Manage Website Program export: the search's rows as CSV, named
 * `WebsiteProgram-<date>.csv` through Content-Disposition (business-areas §7 "Exports"). Titles,
 * kinds and statuses read in the user's language, as labels (issue #20); regions and districts
 * by name.
 */
import type { ExportTranslate } from '../../kernel/export-language.ts';
import { csvText, type CsvCell } from '../../kernel/csv-text.ts';
import type { Subscription } from './subscription-records.ts';

const COLUMNS: readonly (readonly [string, (row: Subscription, t: ExportTranslate) => CsvCell])[] = [
  ['EXPORT_DEALER_CODE', (row) => row.dealerCode],
  ['EXPORT_DEALER_NAME', (row) => row.dealerName],
  ['EXPORT_REGION', (row) => row.regionName ?? row.regionCode],
  ['EXPORT_DISTRICT', (row) => row.districtName ?? row.districtCode],
  ['EXPORT_PROVIDER', (row) => row.providerName],
  ['EXPORT_PACKAGE', (row) => row.packageName],
  ['EXPORT_KIND', (row, t) => (row.kind ? t(row.kind) : '')],
  ['EXPORT_STATUS', (row, t) => t(row.status)],
  ['EXPORT_SUBSCRIBED_DATE', (row) => row.subscribedDate],
  ['EXPORT_SCHEDULED_DATE', (row) => row.scheduledDate],
  ['EXPORT_MONTHLY_PRICE', (row) => row.monthlyPrice?.toFixed(2)],
];

/** The i18n keys of the column titles, in order. */
export const WEBSITE_PROGRAM_CSV_TITLE_KEYS = COLUMNS.map(([title]) => title);

export function websiteProgramCsv(rows: readonly Subscription[], t: ExportTranslate): string {
  return csvText(WEBSITE_PROGRAM_CSV_TITLE_KEYS.map(t), rows.map((row) => COLUMNS.map(([, cell]) => cell(row, t))));
}

/** `serverDate` is YYYY-MM-DD. */
export const websiteProgramCsvFileName = (serverDate: string) => `WebsiteProgram-${serverDate}.csv`;
