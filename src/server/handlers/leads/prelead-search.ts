/**
 * The Pre-Lead screen's search (settings/preLead), a staff tool: pre-leads of the selected lead
 * providers, received dates as Central Time days. The conversion job reads the same criteria,
 * so both go through `preleadMatches`. Paged and counted as the Lead Viewer is (issue #15, a
 * million leads bring hundreds of thousands of pre-leads): no offset walk, no full count.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { SortOrder } from '../../kernel/sort-order.ts';
import { keysetOrder, keysetPageIds, type KeysetRows, type SortColumn } from './keyset-page.ts';
import { searchKeyOf } from './lead-count.ts';
import type { LeadPageAnchors } from './lead-page-anchors.ts';

type Criteria = components['schemas']['PreleadSearchRequest'];
type Prelead = components['schemas']['Prelead'];

export const PRELEAD_SORT_FIELDS = ['receivedDate', 'providerName', 'dealerCode', 'status'] as const;
export type PreleadSortField = (typeof PRELEAD_SORT_FIELDS)[number];
export const DEFAULT_PRELEAD_ORDER: SortOrder<PreleadSortField> = { field: 'receivedDate', direction: 'desc' };

const CENTRAL = 'America/Chicago';

const PRELEAD_ROWS: KeysetRows = { id: sql`preleads.id`, idType: sql`uuid` };

/** Nulls last both ways: only the dealer code has them (a pre-lead not yet matched to a dealer). */
const SORT_COLUMNS: Record<PreleadSortField, SortColumn> = {
  receivedDate: { expression: sql`preleads.received_at`, type: sql`timestamptz`, nullable: false },
  providerName: {
    expression: sql`lead_sources.name`,
    type: sql`text`,
    nullable: false,
    owner: { table: sql`lead_sources`, owns: sql<SqlBool>`preleads.lead_source_id = lead_sources.id` },
  },
  dealerCode: {
    expression: sql`dealers.code`,
    type: sql`text`,
    nullable: true,
    owner: { table: sql`dealers`, owns: sql<SqlBool>`preleads.dealer_id = dealers.id`, unowned: sql<SqlBool>`preleads.dealer_id is null` },
  },
  status: { expression: sql`preleads.status`, type: sql`text`, nullable: false },
};

/** The pre-leads a search matches, for counting them (lead-count.ts). */
export function matchingPreleads(db: Kysely<Database>, criteria: Criteria) {
  return db.selectFrom('preleads').select(sql<number>`1`.as('one')).where(preleadMatches(criteria));
}

/**
 * A search's identity for the caches. The screen is a staff tool that every caller allowed to
 * use it sees whole, so the criteria alone (providers in a fixed order) name the search.
 */
export function preleadSearchKeyOf(criteria: Criteria): string {
  return searchKeyOf('preleads', { ...criteria, leadProviderIds: [...new Set(criteria.leadProviderIds)].sort((a, b) => a - b) });
}

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

/**
 * One page of pre-leads in the requested order, read in two steps like the Lead Viewer's
 * (keyset-page.ts): the page's ids from `preleads` alone through an index in the sort's order
 * (0006, 0031), then only those rows joined to their provider and dealer. With `anchors` the
 * walk starts at the nearest remembered row of the same search; the total is lead-count.ts's.
 */
export async function searchPreleads(
  db: Kysely<Database>,
  criteria: Criteria,
  page: { order: SortOrder<PreleadSortField>; limit: number; offset: number },
  options: { anchors?: LeadPageAnchors; searchKey?: string } = {},
): Promise<Prelead[]> {
  const descending = page.order.direction === 'desc';
  const column = SORT_COLUMNS[page.order.field];
  const anchorKey = options.anchors && options.searchKey ? `${options.searchKey}|${page.order.field},${page.order.direction}` : undefined;
  const anchor = anchorKey ? options.anchors!.nearest(anchorKey, page.offset) : undefined;
  const matching = () => db.selectFrom('preleads').where(preleadMatches(criteria));
  const pageIds = keysetPageIds(matching, PRELEAD_ROWS, column, { descending, limit: page.limit, offset: page.offset }, anchor);
  const rows = await db
    .selectFrom('preleads')
    .innerJoin('leadSources', 'leadSources.id', 'preleads.leadSourceId')
    .leftJoin('dealers', 'dealers.id', 'preleads.dealerId')
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
    .select(sql<string | null>`(${column.expression})::text`.as('sortKey'))
    .where(sql<SqlBool>`preleads.id in ${pageIds}`)
    .orderBy(keysetOrder(column, descending, sql`preleads.id`))
    .execute();
  if (anchorKey) options.anchors!.rememberPage(anchorKey, page.offset, rows);
  return rows.map((row) => ({
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
    }));
}
