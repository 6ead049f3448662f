/**
 * The Lead Viewer's search (business-areas §7 "Leads"): the filters of LeadSearchRequest over
 * the leads the caller may see, received dates as Central Time days, sorted with the id as the
 * tie-breaker so every page is stable.
 *
 * A page is read in two steps of one statement (a deferred join, keyset-page.ts): the page's ids
 * are chosen from the leads table alone, walking an index in the sort's order (migrations 0006,
 * 0020, 0029), and only those ids are joined to their rows, dealers, sources and dispositions.
 * The walk starts at a remembered row near the page (lead-page-anchors.ts: a keyset seek) instead
 * of at the first lead, so page 20,000 costs what page 1 costs once it or its neighbour has been
 * read. How the total is counted is lead-count.ts's business.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { Results } from '../../db/result-cache.ts';
import { likePattern } from '../../kernel/like-pattern.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import type { SortOrder } from '../../kernel/sort-order.ts';
import { keysetOrder, keysetPageIds, type KeysetRows, type SortColumn } from './keyset-page.ts';
import type { LeadPageAnchors } from './lead-page-anchors.ts';
import { LEAD_DISPOSITIONS_TABLES, leadDispositionsColumn, leadOf, leadSelection, selectLeadColumns } from './lead-rows.ts';

export const LEAD_SORT_FIELDS = ['receivedDate', 'dealerCode', 'leadType', 'source', 'status', 'responseTime', 'customer.lastName'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export const DEFAULT_LEAD_ORDER: SortOrder<LeadSortField> = { field: 'receivedDate', direction: 'desc' };

/** Leads are retrieved and filtered by Central Time days (business-areas §9). */
const CENTRAL = 'America/Chicago';

export type LeadFilters = BodyOf<'searchLeads'>;

const SORT_COLUMNS: Record<LeadSortField, SortColumn> = {
  receivedDate: { expression: sql`leads.received_at`, type: sql`timestamptz`, nullable: false },
  dealerCode: { expression: sql`dealers.code`, type: sql`text`, nullable: false, owner: { table: sql`dealers`, owns: sql<SqlBool>`leads.dealer_id = dealers.id` } },
  leadType: { expression: sql`leads.lead_type`, type: sql`text`, nullable: false },
  source: {
    expression: sql`lead_sources.name`,
    type: sql`text`,
    nullable: false,
    owner: { table: sql`lead_sources`, owns: sql<SqlBool>`leads.lead_source_id = lead_sources.id` },
  },
  status: { expression: sql`leads.status`, type: sql`text`, nullable: false },
  responseTime: { expression: sql`coalesce(leads.response_time_override_seconds, leads.response_time_seconds)`, type: sql`integer`, nullable: true },
  'customer.lastName': { expression: sql`lower(leads.customer_last_name)`, type: sql`text`, nullable: true },
};

/**
 * The leads the caller may see, on leads' own dealer_id and oem_id (oem_id is the dealer's,
 * copied), so the page's ids need no join: every lead for an admin, the OEM's for OEM staff,
 * the linked dealers' for dealer and dealer-group users, none for anyone else. The same rule
 * as kernel/caller-scope.ts visibleDealers.
 */
function visibleLeads(caller: Caller, eb: ExpressionBuilder<Database, 'leads'>): Expression<SqlBool> {
  const roles = roleKeysOf(caller);
  if (roles.has('admin')) return eb.lit(true);
  const allowed: Expression<SqlBool>[] = [];
  if (roles.has('oem') && caller.oemId !== null) allowed.push(eb('leads.oemId', '=', caller.oemId));
  if (roles.has('dealer') || roles.has('dealerGroup')) {
    allowed.push(eb('leads.dealerId', 'in', eb.selectFrom('userDealers').select('userDealers.dealerId').where('userDealers.userId', '=', caller.userId)));
  }
  return allowed.length > 0 ? eb.or(allowed) : eb.lit(false);
}

/** Who sees the same leads: the key under which counts and page anchors are remembered. */
export function scopeKeyOf(caller: Caller): string {
  const roles = roleKeysOf(caller);
  if (roles.has('admin')) return 'admin';
  return `${caller.userId}:${caller.oemId ?? ''}:${[...roles].sort().join(',')}`;
}

/** The leads a search matches, for counting them (lead-count.ts). */
export function matchingLeads(db: Kysely<Database>, { caller, filters }: { caller: Caller; filters: LeadFilters }) {
  return db.selectFrom('leads').select(sql<number>`1`.as('one')).where(leadConditions(caller, filters));
}

/** The filters as a condition on leads alone (a dealer code or source name becomes its id). */
export function leadConditions(caller: Caller, filters: LeadFilters) {
  return (eb: ExpressionBuilder<Database, 'leads'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [visibleLeads(caller, eb)];
    if (filters.dealerCode !== undefined) {
      conditions.push(eb('leads.dealerId', '=', eb.selectFrom('dealers').select('dealers.id').where('dealers.code', '=', filters.dealerCode)));
    }
    if (filters.receivedDateFrom !== undefined) {
      conditions.push(eb('leads.receivedAt', '>=', sql<Date>`(${filters.receivedDateFrom}::date::timestamp at time zone ${CENTRAL})`));
    }
    if (filters.receivedDateTo !== undefined) {
      conditions.push(eb('leads.receivedAt', '<', sql<Date>`((${filters.receivedDateTo}::date + 1)::timestamp at time zone ${CENTRAL})`));
    }
    if (filters.leadType !== undefined) conditions.push(eb('leads.leadType', '=', filters.leadType));
    if (filters.source !== undefined) {
      conditions.push(eb('leads.leadSourceId', 'in', eb.selectFrom('leadSources').select('leadSources.id').where('leadSources.name', '=', filters.source)));
    }
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
  };
}

const LEAD_ROWS: KeysetRows = { id: sql`leads.id`, idType: sql`bigint` };

export interface LeadPage {
  order: SortOrder<LeadSortField>;
  limit: number;
  offset: number;
}

/**
 * One page of leads in the requested order. With `anchors` the walk to the page starts at the
 * nearest remembered row of the same search and the page's first and last rows are remembered.
 * With `results` the page is read again only after a table it reads changed (db/result-cache.ts).
 */
export async function searchLeadPage(
  db: Kysely<Database>,
  caller: Caller,
  filters: LeadFilters,
  page: LeadPage,
  options: { anchors?: LeadPageAnchors; searchKey?: string; dispositions?: boolean; results?: Results } = {},
) {
  const descending = page.order.direction === 'desc';
  const column = SORT_COLUMNS[page.order.field];
  const anchorKey = options.anchors && options.searchKey ? `${options.searchKey}|${page.order.field},${page.order.direction}` : undefined;
  const anchor = anchorKey ? options.anchors!.nearest(anchorKey, page.offset) : undefined;
  const matching = () => db.selectFrom('leads').where(leadConditions(caller, filters));
  const pageIds = keysetPageIds(matching, LEAD_ROWS, column, { descending, limit: page.limit, offset: page.offset }, anchor);

  const dispositions = options.dispositions !== false;
  const query = selectLeadColumns(leadSelection(db))
    .$if(dispositions, (query) => query.select(leadDispositionsColumn()))
    .select(sql<string | null>`(${column.expression})::text`.as('sortKey'))
    .where(sql<SqlBool>`leads.id in ${pageIds}`)
    .orderBy(keysetOrder(column, descending, sql`leads.id`));
  const rows = options.results ? await options.results.rows(query, dispositions ? LEAD_DISPOSITIONS_TABLES : []) : await query.execute();

  if (anchorKey) options.anchors!.rememberPage(anchorKey, page.offset, rows);
  return rows.map((row) => leadOf(row, row.dispositions ?? []));
}
