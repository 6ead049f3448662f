/**
 * Leads are retrieved and shown in Central Time, 24-hour form, with the zone (business-areas §9),
 * wherever the reader is: the screens (format `centralDateTime`) and the Lead Viewer's CSV.
 */
export const CENTRAL_DATE_TIME_OPTIONS = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Chicago',
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions;
