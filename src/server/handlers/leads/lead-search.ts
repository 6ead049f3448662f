/**
 * The Lead Viewer's search (business-areas §7 "Leads"): the filters of LeadSearchRequest over
 * the leads the caller may see, received dates as Central Time days, sorted with the id as the
 * tie-breaker so every page is stable. The filters and sorts match the composite indexes of
 * migrations 0006 and 0020 (dealer or OEM, then received date and id).
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';
import { likePattern } from '../../kernel/like-pattern.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import type { SortOrder } from '../../kernel/sort-order.ts';
import { dispositionsOf, leadOf, leadSelection, selectLeadColumns } from './lead-rows.ts';

export const LEAD_SORT_FIELDS = ['receivedDate', 'dealerCode', 'leadType', 'source', 'status', 'responseTime', 'customer.lastName'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export const DEFAULT_LEAD_ORDER: SortOrder<LeadSortField> = { field: 'receivedDate', direction: 'desc' };

/** Leads are retrieved and filtered by Central Time days (business-areas §9). */
const CENTRAL = 'America/Chicago';

/**
 * Sort expressions, and whether they can be null. A column that cannot be sorted plainly: a
 * `nulls last` on a descending sort of a NOT NULL column would not match the indexes' backward
 * scan, and PostgreSQL would sort every visible lead for each page (measured: 24 ms instead of
 * under 1 ms on 20,000 leads).
 */
const SORT_COLUMNS = {
  receivedDate: { expression: sql.ref('leads.received_at'), nullable: false },
  dealerCode: { expression: sql.ref('dealers.code'), nullable: false },
  leadType: { expression: sql.ref('leads.lead_type'), nullable: false },
  source: { expression: sql.ref('lead_sources.name'), nullable: false },
  status: { expression: sql.ref('leads.status'), nullable: false },
  responseTime: { expression: sql`coalesce(leads.response_time_override_seconds, leads.response_time_seconds)`, nullable: true },
  'customer.lastName': { expression: sql`lower(leads.customer_last_name)`, nullable: true },
} as const;

type Filters = BodyOf<'searchLeads'>;

export async function searchLeads(
  db: Kysely<Database>,
  caller: Caller,
  filters: Filters,
  page: { order: SortOrder<LeadSortField>; limit: number; offset: number },
  /** An export leaves the dispositions out: the file has no column for them. */
  include: { dispositions: boolean } = { dispositions: true },
) {
  const base = leadSelection(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = [visibleDealers(caller)(eb)];
    if (filters.dealerCode !== undefined) conditions.push(eb('dealers.code', '=', filters.dealerCode));
    if (filters.receivedDateFrom !== undefined) {
      conditions.push(eb('leads.receivedAt', '>=', sql<Date>`(${filters.receivedDateFrom}::date::timestamp at time zone ${CENTRAL})`));
    }
    if (filters.receivedDateTo !== undefined) {
      conditions.push(eb('leads.receivedAt', '<', sql<Date>`((${filters.receivedDateTo}::date + 1)::timestamp at time zone ${CENTRAL})`));
    }
    if (filters.leadType !== undefined) conditions.push(eb('leads.leadType', '=', filters.leadType));
    if (filters.source !== undefined) conditions.push(eb('leadSources.name', '=', filters.source));
    if (filters.status !== undefined) conditions.push(eb('leads.status', '=', filters.status));
    const name = filters.customerName?.trim();
    if (name) {
      const pattern = likePattern(name.toLowerCase());
      conditions.push(
        eb.or([
          eb(sql`lower(leads.customer_first_name)`, 'like', pattern),
          eb(sql`lower(leads.customer_last_name)`, 'like', pattern),
          eb(sql`lower(leads.customer_first_name || ' ' || leads.customer_last_name)`, 'like', pattern),
        ]),
      );
    }
    const email = filters.email?.trim();
    if (email) conditions.push(eb(sql`lower(leads.customer_email)`, 'like', likePattern(email.toLowerCase())));
    const digits = filters.phone?.replace(/\D/g, '');
    if (digits) conditions.push(eb(sql`regexp_replace(leads.customer_phone, '\\D', '', 'g')`, 'like', likePattern(digits)));
    if (filters.creditRequested !== undefined) {
      conditions.push(eb('leads.creditStatus', filters.creditRequested ? 'is not' : 'is', null));
    }
    if (filters.creditStatus !== undefined) conditions.push(eb('leads.creditStatus', '=', filters.creditStatus));
    if (filters.responded !== undefined) conditions.push(eb('leads.firstResponseAt', filters.responded ? 'is not' : 'is', null));
    return eb.and(conditions);
  });

  const direction = page.order.direction === 'desc' ? sql`desc` : sql`asc`;
  const column = SORT_COLUMNS[page.order.field];
  const [rows, count] = await Promise.all([
    selectLeadColumns(base)
      .orderBy(column.nullable ? sql`${column.expression} ${direction} nulls last` : sql`${column.expression} ${direction}`)
      .orderBy(sql`leads.id ${direction}`)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const dispositions = include.dispositions ? await dispositionsOf(db, rows.map((row) => Number(row.id))) : new Map();
  return { rows: rows.map((row) => leadOf(row, dispositions.get(Number(row.id)) ?? [])), total: Number(count.total) };
}
