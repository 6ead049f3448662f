import { sql, type Kysely } from 'kysely';

/**
 * The Lead Viewer's sorts other than the received date (issue #15 "deep pages stay fast"): a
 * page's ids are read from leads alone in the sort's order, (key, id), and later pages seek to
 * a remembered (key, id) (handlers/leads/lead-search.ts). Without an index in that order every
 * page sorts all the visible leads (a million for an admin).
 *
 * Nullable keys sort nulls last in both directions, which one B-tree cannot give both ways: the
 * ascending sort walks `asc nulls last` forwards, the descending one walks `asc nulls first`
 * backwards (desc nulls last).
 *
 * Sorts by dealer code or source name read a joined table's column: the page is merged from
 * each dealer's or source's leads read in id order, (dealer_id, id) and (lead_source_id, id).
 */
const RESPONSE_TIME = sql`coalesce(response_time_override_seconds, response_time_seconds)`;
const LAST_NAME = sql`lower(customer_last_name)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('leads_type_id_idx').on('leads').columns(['lead_type', 'id']).execute();
  await db.schema.createIndex('leads_status_id_idx').on('leads').columns(['status', 'id']).execute();
  await db.schema.createIndex('leads_source_id_idx').on('leads').columns(['lead_source_id', 'id']).execute();
  await db.schema.createIndex('leads_dealer_id_idx').on('leads').columns(['dealer_id', 'id']).execute();
  // Filters without a dealer, newest first: the newest leads are not yet sold, so walking the
  // received-date index for USED and SOLD read the 46,000 newest leads first (6 s on a million).
  await db.schema.createIndex('leads_status_received_idx').on('leads').columns(['status', 'received_at', 'id']).execute();
  await db.schema.createIndex('leads_type_status_received_idx').on('leads').columns(['lead_type', 'status', 'received_at', 'id']).execute();
  await sql`create index leads_response_time_asc_idx on leads ((${RESPONSE_TIME}) asc nulls last, id)`.execute(db);
  await sql`create index leads_response_time_desc_idx on leads ((${RESPONSE_TIME}) asc nulls first, id)`.execute(db);
  await sql`create index leads_last_name_asc_idx on leads ((${LAST_NAME}) asc nulls last, id)`.execute(db);
  await sql`create index leads_last_name_desc_idx on leads ((${LAST_NAME}) asc nulls first, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'leads_last_name_desc_idx',
    'leads_last_name_asc_idx',
    'leads_response_time_desc_idx',
    'leads_response_time_asc_idx',
    'leads_type_status_received_idx',
    'leads_status_received_idx',
    'leads_dealer_id_idx',
    'leads_source_id_idx',
    'leads_status_id_idx',
    'leads_type_id_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
