import { SERVER_TIME_ZONE } from '../../../../constants.ts';

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * An instant as the Central-time wall clock, in a Date whose UTC fields hold it: spreadsheet
 * cells have no time zone, so the cell shows what a Central-time reader expects.
 */
export function centralWallClock(iso: string): Date {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)));
}
