import type { Kysely } from 'kysely';

/**
 * The Pre-Lead screen's sorts (issue #15: a million leads bring hundreds of thousands of
 * pre-leads): a page's ids are read from preleads alone in the sort's order, (key, id), and
 * later pages seek to a remembered (key, id) (handlers/leads/prelead-search.ts). Without an
 * index in that order every page sorts every matching pre-lead.
 *
 * Sorts by provider name or dealer code read a joined table's column: the page is merged from
 * each provider's or dealer's pre-leads read in id order, (lead_source_id, id) and (dealer_id,
 * id); the unmatched pre-leads (no dealer, sorted last) come from (dealer_id, id) too, which
 * also serves everything the dealer_id index of 0006 served.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('preleads_received_id_idx').on('preleads').columns(['received_at', 'id']).execute();
  await db.schema.createIndex('preleads_source_id_idx').on('preleads').columns(['lead_source_id', 'id']).execute();
  await db.schema.createIndex('preleads_status_id_idx').on('preleads').columns(['status', 'id']).execute();
  await db.schema.createIndex('preleads_dealer_id_id_idx').on('preleads').columns(['dealer_id', 'id']).execute();
  await db.schema.dropIndex('preleads_dealer_id_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('preleads_dealer_id_idx').on('preleads').column('dealer_id').execute();
  for (const name of ['preleads_dealer_id_id_idx', 'preleads_status_id_idx', 'preleads_source_id_idx', 'preleads_received_id_idx']) {
    await db.schema.dropIndex(name).execute();
  }
}
