/**
 * When a budget change takes effect (business-areas §4), on the server's Central-time calendar:
 * an admin's change today, anyone else's on the 1st of next month, with the month and year
 * boundaries taken in Central time, not UTC.
 */
import { describe, expect, it } from 'vitest';
import { budgetEffectOf, firstOfNextMonth, isInForce } from '../../../../src/server/handlers/lead-program/budget-period.ts';
import { centsOfText, amountOf } from '../../../../src/server/handlers/lead-program/money.ts';

describe('budgetEffectOf', () => {
  it.each([
    // [instant (UTC), admin?, immediate, effectiveFrom]
    ['2026-03-15T15:00:00Z', true, true, '2026-03-15'],
    ['2026-03-15T15:00:00Z', false, false, '2026-04-01'],
    // 02:30 UTC on April 1st is still March 31st, 9:30 p.m. Central (CDT): a change of March.
    ['2026-04-01T02:30:00Z', false, false, '2026-04-01'],
    ['2026-04-01T02:30:00Z', true, true, '2026-03-31'],
    // 05:30 UTC on April 1st is April 1st, 00:30 Central: a change of April.
    ['2026-04-01T05:30:00Z', false, false, '2026-05-01'],
    // New Year's Eve 11 p.m. Central (CST) is already January 1st in UTC.
    ['2027-01-01T05:00:00Z', false, false, '2027-01-01'],
    ['2026-12-31T12:00:00Z', false, false, '2027-01-01'],
    ['2027-01-01T06:00:00Z', false, false, '2027-02-01'],
  ])('at %s (admin: %s) takes effect immediately: %s, from %s', (instant, admin, immediate, effectiveFrom) => {
    expect(budgetEffectOf(admin, new Date(instant))).toEqual({ immediate, effectiveFrom });
  });

  it('counts next month across the year and from the last day of a month', () => {
    expect(firstOfNextMonth('2026-12-31')).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-01-31')).toBe('2026-02-01');
    expect(firstOfNextMonth('2028-02-29')).toBe('2028-03-01');
  });

  it('puts a waiting change in force on its first day, Central time', () => {
    expect(isInForce('2026-04-01', new Date('2026-04-01T04:59:00Z'))).toBe(false);
    expect(isInForce('2026-04-01', new Date('2026-04-01T05:00:00Z'))).toBe(true);
  });
});

describe('money in cents', () => {
  it.each([
    ['0', 0],
    ['1500', 150_000],
    ['1499.5', 149_950],
    ['1499.05', 149_905],
    ['0.1', 10],
    ['999999999.99', 99_999_999_999],
  ])('%s is %i cents', (text, cents) => {
    expect(centsOfText(text)).toBe(cents);
    expect(amountOf(cents)).toBe(Number(text));
  });

  it('adds amounts a binary fraction would get wrong', () => {
    expect(amountOf(centsOfText('0.1') + centsOfText('0.2'))).toBe(0.3);
  });
});
