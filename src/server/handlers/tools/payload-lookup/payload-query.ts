import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import type { SortOrder } from '../../../kernel/sort-order.ts';
import { centralDayEnd, centralDayStart } from '../central-time/central-day-range.ts';
import { dealerOwnedRows } from '../scope/dealer-owned-rows.ts';
import { pageWindow } from '../../../kernel/page-window.ts';

type PayloadRecord = components['schemas']['PayloadRecord'];
export type PayloadLookup = components['schemas']['PayloadLookup'];

export const PAYLOAD_SORT_FIELDS = ['receivedAt', 'processedAt', 'documentId', 'status', 'dealerCode', 'source'] as const;
export type PayloadSortField = (typeof PAYLOAD_SORT_FIELDS)[number];
export const DEFAULT_PAYLOAD_ORDER: SortOrder<PayloadSortField> = { field: 'receivedAt', direction: 'desc' };

const SORT_COLUMNS = {
  receivedAt: 'payloads.receivedAt',
  processedAt: 'payloads.processedAt',
  documentId: 'payloads.documentId',
  status: 'payloads.status',
  dealerCode: 'dealers.code',
  source: 'payloads.source',
} as const;

/** The payloads of one type and document id the caller may see (every version received), in the order asked. */
export async function findPayloads(
  db: Kysely<Database>,
  caller: Caller,
  lookup: PayloadLookup,
  order: SortOrder<PayloadSortField>,
  page?: { limit: number; offset: number },
): Promise<{ rows: PayloadRecord[]; total: number }> {
  const base = db
    .selectFrom('payloads')
    .leftJoin('dealers', 'dealers.id', 'payloads.dealerId')
    .where('payloads.payloadLookupType', '=', lookup.payloadLookupType)
    .where('payloads.documentId', '=', lookup.documentId)
    .where(dealerOwnedRows(caller, 'payloads'))
    .$if(lookup.receivedDateFrom !== undefined, (query) => query.where('payloads.receivedAt', '>=', centralDayStart(lookup.receivedDateFrom!)))
    .$if(lookup.receivedDateTo !== undefined, (query) => query.where('payloads.receivedAt', '<', centralDayEnd(lookup.receivedDateTo!)));
  let rowsQuery = base
    .select([
      'payloads.id',
      'payloads.payloadLookupType',
      'payloads.documentId',
      'dealers.code as dealerCode',
      'dealers.name as dealerName',
      'payloads.source',
      'payloads.receivedAt',
      'payloads.processedAt',
      'payloads.status',
    ])
    .orderBy(SORT_COLUMNS[order.field], order.direction)
    .orderBy('payloads.id', order.direction);
  if (page) rowsQuery = pageWindow(rowsQuery, page.limit, page.offset);
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    rows: rows.map((row) => ({
      id: row.id,
      payloadLookupType: row.payloadLookupType,
      documentId: row.documentId,
      ...(row.dealerCode !== null ? { dealerCode: row.dealerCode } : {}),
      ...(row.dealerName !== null ? { dealerName: row.dealerName } : {}),
      source: row.source,
      receivedAt: row.receivedAt.toISOString(),
      processedAt: row.processedAt ? row.processedAt.toISOString() : null,
      status: row.status,
    })),
  };
}

/** One payload the caller may see, or undefined (an id of another dealer reads as unknown). */
export async function findVisiblePayload(db: Kysely<Database>, caller: Caller, id: number) {
  return db
    .selectFrom('payloads')
    .select(['id', 'payloadLookupType', 'documentId', 'status', 'failedAt', 'failures', 'payloadXml'])
    .where('id', '=', id)
    .where(dealerOwnedRows(caller, 'payloads'))
    .executeTakeFirst();
}
