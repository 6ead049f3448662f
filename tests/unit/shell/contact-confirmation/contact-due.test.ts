// The contact confirmation due rule (portal-shell §4.2, §9): each quarter end (moved back to
// Friday on a weekend), a last update more than 90 days old, or never set; days in US Central time.
import { describe, expect, it } from 'vitest';
import { CONTACT_CONFIRMATION_MAX_AGE_DAYS } from '../../../../src/constants.ts';
import {
  centralDateOf,
  isContactConfirmationDue,
  isContactConfirmationDueAt,
  quarterEndDueDate,
} from '../../../../src/shell/contact-confirmation/contact-due.ts';

/** A confirmation recent enough that only the quarter-end rule can make the prompt due. */
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const recent = (today: string) => daysBefore(today, 10);

describe('quarter ends', () => {
  it.each([
    // [year, quarter, due day, what the quarter's last day is]
    [2026, 1, '2026-03-31', 'Tuesday'],
    [2026, 2, '2026-06-30', 'Tuesday'],
    [2026, 3, '2026-09-30', 'Wednesday'],
    [2026, 4, '2026-12-31', 'Thursday'],
    [2029, 1, '2029-03-30', 'Saturday'],
    [2029, 2, '2029-06-29', 'Saturday'],
    [2028, 3, '2028-09-29', 'Saturday'],
    [2022, 4, '2022-12-30', 'Saturday'],
    [2024, 1, '2024-03-29', 'Sunday'],
    [2024, 2, '2024-06-28', 'Sunday'],
    [2029, 3, '2029-09-28', 'Sunday'],
    [2028, 4, '2028-12-29', 'Sunday'],
  ] as const)('%i Q%i is due on %s (the last day is a %s)', (year, quarter, due, _lastDay) => {
    expect(quarterEndDueDate(year, quarter)).toBe(due);
    expect(new Date(`${due}T00:00:00Z`).getUTCDay()).toBeGreaterThanOrEqual(1);
    expect(new Date(`${due}T00:00:00Z`).getUTCDay()).toBeLessThanOrEqual(5);
  });
});

describe('isContactConfirmationDue', () => {
  it.each([
    // Weekday quarter ends: due that day, not the day before or after.
    ['2026-03-31', true],
    ['2026-03-30', false],
    ['2026-04-01', false],
    ['2026-06-30', true],
    ['2026-09-30', true],
    ['2026-12-31', true],
    ['2026-12-30', false],
    // Saturday quarter ends: due on the Friday before, not on the Saturday itself.
    ['2029-03-30', true],
    ['2029-03-31', false],
    ['2029-06-29', true],
    ['2029-06-30', false],
    ['2028-09-29', true],
    ['2028-09-30', false],
    ['2022-12-30', true],
    ['2022-12-31', false],
    // Sunday quarter ends: due on the Friday two days before, neither on the Saturday nor the Sunday.
    ['2024-03-29', true],
    ['2024-03-30', false],
    ['2024-03-31', false],
    ['2024-06-28', true],
    ['2024-06-30', false],
    ['2029-09-28', true],
    ['2029-09-30', false],
    ['2028-12-29', true],
    ['2028-12-31', false],
    // An ordinary day mid-quarter.
    ['2026-11-22', false],
  ])('on %s with a confirmation 10 days old: due %s', (today, due) => {
    expect(isContactConfirmationDue({ today, lastUpdated: recent(today) })).toBe(due);
  });

  it('is due when never confirmed, or when the stored date is not a day', () => {
    expect(isContactConfirmationDue({ today: '2026-11-22', lastUpdated: undefined })).toBe(true);
    expect(isContactConfirmationDue({ today: '2026-11-22', lastUpdated: '2026-02-30' })).toBe(true);
    expect(isContactConfirmationDue({ today: '2026-11-22', lastUpdated: 'yesterday' })).toBe(true);
  });

  it.each([
    ['2026-11-22', '2026-08-24', false],
    ['2026-11-22', '2026-08-23', true],
    // Across a year end (and the change back from daylight saving time).
    ['2027-01-15', '2026-10-17', false],
    ['2027-01-15', '2026-10-16', true],
    // Across February of a leap year.
    ['2028-05-01', '2028-02-01', false],
    ['2028-05-01', '2028-01-31', true],
  ])('on %s, confirmed on %s: due %s (more than 90 days old)', (today, lastUpdated, due) => {
    expect(CONTACT_CONFIRMATION_MAX_AGE_DAYS).toBe(90);
    expect(isContactConfirmationDue({ today, lastUpdated })).toBe(due);
  });

  it('does not ask again on the quarter-end day once confirmed that day', () => {
    expect(isContactConfirmationDue({ today: '2026-09-30', lastUpdated: '2026-09-30' })).toBe(false);
    expect(isContactConfirmationDue({ today: '2026-09-30', lastUpdated: '2026-09-29' })).toBe(true);
    expect(isContactConfirmationDue({ today: '2024-03-29', lastUpdated: '2024-03-29' })).toBe(false);
    // A confirmation stamped by a clock ahead of Central time (the next day in UTC) is today's.
    expect(isContactConfirmationDue({ today: '2026-09-30', lastUpdated: '2026-10-01' })).toBe(false);
  });

  it('refuses a today that is not a day', () => {
    expect(() => isContactConfirmationDue({ today: '2026-13-01', lastUpdated: undefined })).toThrow(RangeError);
    expect(() => isContactConfirmationDue({ today: '', lastUpdated: undefined })).toThrow(RangeError);
  });
});

describe('the day is taken in US Central time', () => {
  it.each([
    // Daylight saving time (CDT, UTC-5): Central midnight is 05:00 UTC.
    ['2026-03-31T04:59:59Z', '2026-03-30', false],
    ['2026-03-31T05:00:00Z', '2026-03-31', true],
    // Already July 1 in UTC and in Paris, still June 30 in Chicago.
    ['2026-07-01T03:00:00Z', '2026-06-30', true],
    ['2026-07-01T06:30:00+02:00', '2026-06-30', true],
    ['2026-07-01T05:00:00Z', '2026-07-01', false],
    // Standard time (CST, UTC-6): Central midnight is 06:00 UTC.
    ['2027-01-01T05:59:59Z', '2026-12-31', true],
    ['2027-01-01T06:00:00Z', '2027-01-01', false],
    // A browser behind Chicago (Los Angeles, UTC-8): its evening is already the next Central day.
    ['2026-12-30T22:30:00-08:00', '2026-12-31', true],
    ['2026-12-30T21:59:59-08:00', '2026-12-30', false],
  ])('%s is %s in Chicago: due %s', (instant, centralDay, due) => {
    const at = new Date(instant);
    expect(centralDateOf(at)).toBe(centralDay);
    expect(isContactConfirmationDueAt(at, daysBefore(centralDay, 10))).toBe(due);
  });

  it('counts the 90 days from the Central day, on either side of Central midnight', () => {
    // 2026-11-22 is 90 days after 2026-08-24; 2026-11-23 is 91.
    expect(isContactConfirmationDueAt(new Date('2026-11-23T05:59:59Z'), '2026-08-24')).toBe(false);
    expect(isContactConfirmationDueAt(new Date('2026-11-23T06:00:00Z'), '2026-08-24')).toBe(true);
  });
});
