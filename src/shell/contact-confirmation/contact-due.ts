/**
 * When the contact confirmation prompt is due (portal-shell §4.2, §9): at the end of each
 * quarter (Mar 31, Jun 30, Sep 30, Dec 31, moved back to Friday when it falls on a weekend), or
 * when the last update is more than CONTACT_CONFIRMATION_MAX_AGE_DAYS days old, or when it was
 * never set. Dates are calendar days (YYYY-MM-DD) in US Central time, the server's date.
 *
 * Reading of "due at the end of each quarter": the quarter's last business day asks every
 * dealer, however recent the last update, except one who has already confirmed on that very day
 * (that confirmation is the quarter-end one; asking again at the next sign-in would only nag).
 */
import { CONTACT_CONFIRMATION_MAX_AGE_DAYS, SERVER_TIME_ZONE } from '../../constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Month (1-12) and day of each quarter's last day. */
const QUARTER_ENDS: readonly (readonly [number, number])[] = [
  [3, 31],
  [6, 30],
  [9, 30],
  [12, 31],
];
const SATURDAY = 6;
const SUNDAY = 0;

// en-CA formats a date as YYYY-MM-DD.
const CENTRAL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: SERVER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) an instant falls on in US Central time. */
export function centralDateOf(instant: Date): string {
  return CENTRAL_DATE.format(instant);
}

/** Days since the epoch of a YYYY-MM-DD day, or undefined for anything that is not a real day. */
function dayNumber(date: string): number | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  // Date.UTC rolls 2026-02-30 over to March; a day that rolls over does not exist.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return time / DAY_MS;
}

function dateText(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** The day the prompt is due for a quarter end: the quarter's last day, or the Friday before it when that is a weekend. */
export function quarterEndDueDate(year: number, quarter: 1 | 2 | 3 | 4): string {
  const [month, day] = QUARTER_ENDS[quarter - 1] as readonly [number, number];
  const last = Date.UTC(year, month - 1, day) / DAY_MS;
  const weekday = new Date(last * DAY_MS).getUTCDay();
  const back = weekday === SATURDAY ? 1 : weekday === SUNDAY ? 2 : 0;
  return dateText(last - back);
}

/** True when `today` (YYYY-MM-DD) is the due day of its quarter's end. */
export function isQuarterEndDueDay(today: string): boolean {
  const year = Number(today.slice(0, 4));
  return ([1, 2, 3, 4] as const).some((quarter) => quarterEndDueDate(year, quarter) === today);
}

export interface ContactDueInput {
  /** Today in US Central time (the profile answer's serverDate), YYYY-MM-DD. */
  readonly today: string;
  /** The last confirmation (YYYY-MM-DD), absent when never set. */
  readonly lastUpdated: string | undefined;
}

/** Whether the contact confirmation prompt is due. Throws for a `today` that is not a real day: the rule cannot be judged. */
export function isContactConfirmationDue({ today, lastUpdated }: ContactDueInput): boolean {
  const todayNo = dayNumber(today);
  if (todayNo === undefined) throw new RangeError(`today must be a YYYY-MM-DD day, got "${today}"`);
  // A date that is not a day was never a confirmation.
  const lastNo = lastUpdated === undefined ? undefined : dayNumber(lastUpdated);
  if (lastNo === undefined) return true;
  if (todayNo - lastNo > CONTACT_CONFIRMATION_MAX_AGE_DAYS) return true;
  // A confirmation dated after today (a clock a little ahead of Central time) counts as today's.
  return isQuarterEndDueDay(today) && lastNo < todayNo;
}

/** The same rule at an instant, its day taken in US Central time. */
export function isContactConfirmationDueAt(instant: Date, lastUpdated: string | undefined): boolean {
  return isContactConfirmationDue({ today: centralDateOf(instant), lastUpdated });
}
