import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import type { SortOrder } from '../../../kernel/sort-order.ts';
import { centralDayEnd, centralDayStart } from '../central-time/central-day-range.ts';
import { dealerOwnedRows } from '../scope/dealer-owned-rows.ts';
import { pageWindow } from '../../../kernel/page-window.ts';

type LogEntry = components['schemas']['LogEntry'];

export interface LogFilters {
  dealerCode?: string;
  /** Absent: every type (the page's "None"). */
  eventType?: string;
  documentId?: string;
  receivedDateFrom: string;
  receivedDateTo: string;
}

export const LOG_SORT_FIELDS = ['receivedAt', 'eventType', 'status', 'dealerCode', 'documentId'] as const;
export type LogSortField = (typeof LOG_SORT_FIELDS)[number];
export const DEFAULT_LOG_ORDER: SortOrder<LogSortField> = { field: 'receivedAt', direction: 'desc' };

const SORT_COLUMNS = {
  receivedAt: 'eventLogs.receivedAt',
  eventType: 'eventLogs.eventType',
  status: 'eventLogs.status',
  dealerCode: 'dealers.code',
  documentId: 'eventLogs.documentId',
} as const;

/** One page of the log entries the caller may see that match the filters, with the total. */
export async function findLogs(
  db: Kysely<Database>,
  caller: Caller,
  filters: LogFilters,
  order: SortOrder<LogSortField>,
  page: { limit: number; offset: number },
): Promise<{ rows: LogEntry[]; total: number }> {
  let base = db
    .selectFrom('eventLogs')
    .leftJoin('dealers', 'dealers.id', 'eventLogs.dealerId')
    .where(dealerOwnedRows(caller, 'eventLogs'))
    .where('eventLogs.receivedAt', '>=', centralDayStart(filters.receivedDateFrom))
    .where('eventLogs.receivedAt', '<', centralDayEnd(filters.receivedDateTo));
  if (filters.dealerCode !== undefined) base = base.where('dealers.code', '=', filters.dealerCode);
  if (filters.eventType !== undefined) base = base.where('eventLogs.eventType', '=', filters.eventType);
  if (filters.documentId !== undefined) base = base.where('eventLogs.documentId', '=', filters.documentId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'eventLogs.id',
        'eventLogs.receivedAt',
        'eventLogs.eventType',
        'dealers.code as dealerCode',
        'eventLogs.documentId',
        'eventLogs.status',
        'eventLogs.message',
      ])
      .orderBy(SORT_COLUMNS[order.field], order.direction)
      .orderBy('eventLogs.id', order.direction)
      .$call((rows) => pageWindow(rows, page.limit, page.offset))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    rows: rows.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt.toISOString(),
      eventType: row.eventType,
      ...(row.dealerCode !== null ? { dealerCode: row.dealerCode } : {}),
      documentId: row.documentId,
      status: row.status,
      message: row.message,
    })),
  };
}
