/**
 * Date filters in US Central time (business-areas §9; contract: "received on or after / on or
 * before this day (US Central time)"): a day's start is Central midnight, whatever the season,
 * computed by PostgreSQL's time-zone rules; the end day is included whole.
 */
import { sql, type RawBuilder } from 'kysely';
import { SERVER_TIME_ZONE } from '../../../../constants.ts';

/** The instant a Central-time day (YYYY-MM-DD) starts. */
export function centralDayStart(day: string): RawBuilder<Date> {
  return sql<Date>`(${day}::date::timestamp at time zone ${SERVER_TIME_ZONE})`;
}

/** The instant after a Central-time day ends (the next day's start): compare with `<`. */
export function centralDayEnd(day: string): RawBuilder<Date> {
  return sql<Date>`((${day}::date + 1)::timestamp at time zone ${SERVER_TIME_ZONE})`;
}

/** The Central-time day `days` before `day` (YYYY-MM-DD), by the calendar. */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}
