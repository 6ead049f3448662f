/**
 * The Pre-Lead screen's search (settings/preLead), a staff tool: pre-leads of the selected lead
 * providers, received dates as Central Time days. The conversion job reads the same criteria,
 * so both go through `preleadMatches`.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { SortOrder } from '../../kernel/sort-order.ts';

type Criteria = components['schemas']['PreleadSearchRequest'];
type Prelead = components['schemas']['Prelead'];

export const PRELEAD_SORT_FIELDS = ['receivedDate', 'providerName', 'dealerCode', 'status'] as const;
export type PreleadSortField = (typeof PRELEAD_SORT_FIELDS)[number];
export const DEFAULT_PRELEAD_ORDER: SortOrder<PreleadSortField> = { field: 'receivedDate', direction: 'desc' };

const CENTRAL = 'America/Chicago';

const SORT_COLUMNS = {
  receivedDate: sql.ref('preleads.received_at'),
  providerName: sql.ref('lead_sources.name'),
  dealerCode: sql.ref('dealers.code'),
  status: sql.ref('preleads.status'),
} as const;

/** The condition of the criteria on `preleads` (dealer codes compared through a sub-select). */
export function preleadMatches(criteria: Criteria) {
  return (eb: ExpressionBuilder<Database, 'preleads'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [eb('preleads.leadSourceId', 'in', criteria.leadProviderIds)];
    if (criteria.dealerCode !== undefined) {
      conditions.push(eb('preleads.dealerId', '=', eb.selectFrom('dealers').select('dealers.id').where('dealers.code', '=', criteria.dealerCode)));
    }
    if (criteria.receivedDateFrom !== undefined) {
      conditions.push(eb('preleads.receivedAt', '>=', sql<Date>`(${criteria.receivedDateFrom}::date::timestamp at time zone ${CENTRAL})`));
    }
    if (criteria.receivedDateTo !== undefined) {
      conditions.push(eb('preleads.receivedAt', '<', sql<Date>`((${criteria.receivedDateTo}::date + 1)::timestamp at time zone ${CENTRAL})`));
    }
    if (criteria.leadType !== undefined) conditions.push(eb('preleads.leadType', '=', criteria.leadType));
    if (criteria.status !== undefined) conditions.push(eb('preleads.status', '=', criteria.status));
    return eb.and(conditions);
  };
}

export async function searchPreleads(
  db: Kysely<Database>,
  criteria: Criteria,
  page: { order: SortOrder<PreleadSortField>; limit: number; offset: number },
): Promise<{ rows: Prelead[]; total: number }> {
  const base = db
    .selectFrom('preleads')
    .innerJoin('leadSources', 'leadSources.id', 'preleads.leadSourceId')
    .leftJoin('dealers', 'dealers.id', 'preleads.dealerId')
    .where(preleadMatches(criteria));
  const direction = page.order.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, count] = await Promise.all([
    base
      .select([
        'preleads.id',
        'preleads.leadSourceId',
        'leadSources.name as providerName',
        'dealers.code as dealerCode',
        'preleads.leadType',
        'preleads.receivedAt',
        'preleads.customerName',
        'preleads.vehicleYear',
        'preleads.vehicleMake',
        'preleads.vehicleModel',
        'preleads.vehicleTrim',
        'preleads.vehicleVin',
        'preleads.vehicleMileage',
        'preleads.status',
        'preleads.rejectionReason',
      ])
      .orderBy(sql`${SORT_COLUMNS[page.order.field]} ${direction} nulls last`)
      .orderBy(sql`preleads.id ${direction}`)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      id: row.id,
      providerId: row.leadSourceId,
      providerName: row.providerName,
      dealerCode: row.dealerCode,
      leadType: row.leadType,
      receivedDate: row.receivedAt.toISOString(),
      customerName: row.customerName,
      vehicle: {
        year: row.vehicleYear,
        make: row.vehicleMake,
        model: row.vehicleModel,
        trim: row.vehicleTrim,
        vin: row.vehicleVin,
        mileage: row.vehicleMileage,
      },
      status: row.status,
      rejectionReason: row.rejectionReason,
    })),
  };
}
