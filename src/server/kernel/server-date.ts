/**
 * The server date: today in US Central time whatever the machine's zone (portal-shell §9), for
 * every "today" rule (scheduled dates, card expiry, file names). Read the instant from the
 * injected Clock, never from `new Date()`.
 */
import { SERVER_TIME_ZONE } from '../../constants.ts';

// en-CA formats a date as YYYY-MM-DD, the spec's date format.
const CENTRAL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: SERVER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (YYYY-MM-DD) of an instant in US Central time (portal-shell §9: "Server date uses US Central time"). */
export function serverDateOf(instant: Date): string {
  return CENTRAL_DATE.format(instant);
}
