/**
 * The dates a compliance or lead report covers: explicit dates win over a period id, a period
 * id names a row of `report_periods`, and without either the current period applies (the one
 * holding today in US Central time, else the newest). A period id that does not exist is a
 * 400 on that field, never an empty report that looks like "no audits".
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { ValidationError } from '../../http/http-error.ts';

export interface ReportDates {
  periodId: number | null;
  dateFrom: string;
  dateTo: string;
}

export interface PeriodChoice {
  periodId?: number;
  dateFrom?: string;
  dateTo?: string;
}

/** Far enough back and ahead to hold every audit: an open end of a date range. */
const OPEN_FROM = '1900-01-01';
const OPEN_TO = '2999-12-31';

export async function reportDatesOf(db: Kysely<Database>, choice: PeriodChoice, today: string, field = 'periodId'): Promise<ReportDates> {
  if (choice.dateFrom !== undefined || choice.dateTo !== undefined) {
    const dates = { periodId: null, dateFrom: choice.dateFrom ?? OPEN_FROM, dateTo: choice.dateTo ?? OPEN_TO };
    if (dates.dateFrom > dates.dateTo) {
      throw new ValidationError([{ field: 'dateTo', messageKey: 'INVALID_VALUE', message: 'The end date is before the start date.' }]);
    }
    return dates;
  }
  const periods = db.selectFrom('reportPeriods').select(['id', 'dateFrom', 'dateTo']);
  if (choice.periodId !== undefined) {
    const period = await periods.where('id', '=', choice.periodId).executeTakeFirst();
    if (!period) throw new ValidationError([{ field, messageKey: 'INVALID_VALUE', message: `There is no period ${choice.periodId}.` }]);
    return { periodId: period.id, dateFrom: period.dateFrom, dateTo: period.dateTo };
  }
  const current =
    (await periods.where('dateFrom', '<=', today).where('dateTo', '>=', today).orderBy('dateFrom', 'desc').executeTakeFirst()) ??
    (await periods.orderBy('dateTo', 'desc').executeTakeFirst());
  return current ? { periodId: current.id, dateFrom: current.dateFrom, dateTo: current.dateTo } : { periodId: null, dateFrom: OPEN_FROM, dateTo: today };
}

/** Every reporting period, newest first, the one holding today flagged current. */
export async function reportPeriodsOf(db: Kysely<Database>, today: string) {
  const rows = await db.selectFrom('reportPeriods').select(['id', 'label', 'dateFrom', 'dateTo']).orderBy('dateFrom', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, current: row.dateFrom <= today && today <= row.dateTo }));
}
