/**
 * The period a dashboard covers (contract DashboardPeriod), ending today in US Central time, and
 * the weeks or months its trend is drawn in. Every bound is a calendar day: SQL compares instants
 * with the Central midnight that starts it, so a lead at 23:30 Central counts on its own day.
 */
import { sql, type RawBuilder } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import { SERVER_TIME_ZONE } from '../../../constants.ts';
import { serverDateOf } from '../../kernel/server-date.ts';

export type DashboardPeriod = components['schemas']['DashboardPeriod'];
export const DEFAULT_PERIOD: DashboardPeriod = 'LAST_90_DAYS';

export interface PeriodWindow {
  readonly period: DashboardPeriod;
  /** YYYY-MM-DD, first day counted. */
  readonly start: string;
  /** YYYY-MM-DD, today. */
  readonly end: string;
  /** Weeks (Monday first) for a month's worth of days, months otherwise. */
  readonly unit: 'week' | 'month';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOf = (text: string) => new Date(`${text}T00:00:00Z`);
const textOf = (date: Date) => date.toISOString().slice(0, 10);

export function periodWindow(period: DashboardPeriod, now: Date): PeriodWindow {
  const end = serverDateOf(now);
  const today = dateOf(end);
  const daysBack = (days: number) => textOf(new Date(today.getTime() - days * DAY_MS));
  switch (period) {
    case 'LAST_30_DAYS':
      return { period, start: daysBack(29), end, unit: 'week' };
    case 'LAST_90_DAYS':
      return { period, start: daysBack(89), end, unit: 'month' };
    case 'LAST_12_MONTHS':
      return { period, start: textOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1))), end, unit: 'month' };
    case 'YEAR_TO_DATE':
      return { period, start: `${end.slice(0, 4)}-01-01`, end, unit: 'month' };
  }
}

/** The instant the period starts: the first day's Central midnight. */
export function periodStartInstant(window: PeriodWindow): RawBuilder<Date> {
  return sql<Date>`(${window.start}::date::timestamp at time zone ${SERVER_TIME_ZONE})`;
}

/** The instant after the period: tomorrow's Central midnight. */
export function periodEndInstant(window: PeriodWindow): RawBuilder<Date> {
  return sql<Date>`((${window.end}::date + 1)::timestamp at time zone ${SERVER_TIME_ZONE})`;
}

/** The trend bucket of a timestamp column (YYYY-MM-DD of its week's Monday, or YYYY-MM), in Central time. */
export function bucketOfInstant(window: PeriodWindow, column: string): RawBuilder<string> {
  const local = sql`(${sql.ref(column)} at time zone ${SERVER_TIME_ZONE})`;
  return window.unit === 'week' ? sql<string>`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')` : sql<string>`to_char(${local}, 'YYYY-MM')`;
}

/** The trend bucket of a date column. */
export function bucketOfDate(window: PeriodWindow, column: string): RawBuilder<string> {
  const day = sql`${sql.ref(column)}::date`;
  return window.unit === 'week' ? sql<string>`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')` : sql<string>`to_char(${day}, 'YYYY-MM')`;
}

/** Every bucket of the period, oldest first, so a quiet week still shows on the chart. */
export function bucketsOf(window: PeriodWindow): string[] {
  const buckets: string[] = [];
  const end = dateOf(window.end);
  if (window.unit === 'month') {
    const cursor = new Date(Date.UTC(Number(window.start.slice(0, 4)), Number(window.start.slice(5, 7)) - 1, 1));
    while (cursor.getTime() <= end.getTime()) {
      buckets.push(textOf(cursor).slice(0, 7));
      cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    }
    return buckets;
  }
  const start = dateOf(window.start);
  const monday = new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY_MS);
  for (let cursor = monday; cursor.getTime() <= end.getTime(); cursor = new Date(cursor.getTime() + 7 * DAY_MS)) buckets.push(textOf(cursor));
  return buckets;
}

/** Rows keyed by bucket laid over every bucket of the period, missing ones filled by `empty`. */
export function fillBuckets<T extends { bucket: string }>(window: PeriodWindow, rows: readonly T[], empty: (bucket: string) => T): T[] {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return bucketsOf(window).map((bucket) => byBucket.get(bucket) ?? empty(bucket));
}
