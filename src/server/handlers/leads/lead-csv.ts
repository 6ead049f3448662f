/**
 * The Lead Viewer's export: the leads of a search as CSV, named `Leads-<date>.csv`, titles and
 * enumerated values in the user's language, received dates in Central Time and response times
 * as h:mm:ss, as the screen shows them (business-areas §9).
 */
import type { components } from '../../../api/generated/portal.ts';
import { csvText, type CsvCell } from '../../kernel/csv-text.ts';
import type { ExportTranslate } from '../../kernel/export-language.ts';
import { CENTRAL_DATE_TIME_OPTIONS } from '../../../format/central-time.ts';
import { durationText } from '../../../format/duration-text.ts';

type Lead = components['schemas']['Lead'];

/** More than this many leads is refused: a spreadsheet of a million rows helps nobody, and the file is built in memory. */
export const LEAD_EXPORT_MAX_ROWS = 100_000;

const CENTRAL_TIME = new Intl.DateTimeFormat('en-US', CENTRAL_DATE_TIME_OPTIONS);

const COLUMNS: readonly (readonly [string, (lead: Lead, t: ExportTranslate) => CsvCell])[] = [
  ['LEADS_COLUMN_RECEIVED', (lead) => CENTRAL_TIME.format(new Date(lead.receivedDate))],
  ['LEADS_FIELD_DEALER_CODE', (lead) => lead.dealerCode],
  ['LEADS_FIELD_NAME', (lead) => lead.dealerName],
  ['LEADS_FIELD_LEAD_TYPE', (lead, t) => t(lead.leadType)],
  ['LEADS_FIELD_SOURCE', (lead) => lead.source],
  ['LEADS_FIELD_STATUS', (lead, t) => t(lead.status)],
  ['LEADS_FIELD_FIRST_NAME', (lead) => lead.customer.firstName],
  ['LEADS_FIELD_LAST_NAME', (lead) => lead.customer.lastName],
  ['LEADS_FIELD_EMAIL', (lead) => lead.customer.email],
  ['LEADS_FIELD_PHONE', (lead) => lead.customer.phone],
  ['LEADS_FIELD_VEHICLE_YEAR', (lead) => lead.vehicle.year],
  ['LEADS_FIELD_VEHICLE_MAKE', (lead) => lead.vehicle.make],
  ['LEADS_FIELD_VEHICLE_MODEL', (lead) => lead.vehicle.model],
  ['LEADS_COLUMN_RESPONSE_TIME', (lead) => (lead.responseTime === null ? '' : durationText(lead.responseTime))],
  ['LEADS_FIELD_CREDIT_STATUS', (lead, t) => (lead.creditStatus ? t(lead.creditStatus) : '')],
  ['LEADS_FIELD_SOURCE_LEAD_ID', (lead) => lead.sourceLeadId],
];

export const LEAD_CSV_TITLE_KEYS = COLUMNS.map(([title]) => title);

export function leadCsv(leads: readonly Lead[], t: ExportTranslate): string {
  return csvText(
    LEAD_CSV_TITLE_KEYS.map(t),
    leads.map((lead) => COLUMNS.map(([, cell]) => cell(lead, t))),
  );
}

/** `serverDate` is YYYY-MM-DD. */
export const leadCsvFileName = (serverDate: string) => `Leads-${serverDate}.csv`;
