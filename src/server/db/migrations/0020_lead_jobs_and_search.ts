import { sql, type Kysely } from 'kysely';

/**
 * Leads at scale and the pre-lead conversion job (issue #15):
 * - a conversion job names the dealer it was started for (null: every dealer of the criteria)
 *   and the impersonating admin, and only one job per dealer may run at a time, which a
 *   partial unique index enforces even for two starts racing each other;
 * - the job's worker reads its own PENDING pre-leads, so (job, status) is indexed;
 * - the Lead Viewer's pages sorted newest first within a dealer or an OEM, narrowed by
 *   status or source, walk an index instead of sorting the matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('prelead_jobs')
    .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id').onDelete('cascade'))
    .addColumn('impersonator_login', 'varchar(250)')
    .execute();
  await sql`create unique index prelead_jobs_one_running_idx on prelead_jobs ((coalesce(dealer_id, 0))) where status = 'RUNNING'`.execute(db);
  await db.schema.createIndex('preleads_job_status_idx').on('preleads').columns(['prelead_job_id', 'status']).execute();
  await db.schema.createIndex('leads_dealer_status_received_idx').on('leads').columns(['dealer_id', 'status', 'received_at', 'id']).execute();
  await db.schema.createIndex('leads_dealer_source_received_idx').on('leads').columns(['dealer_id', 'lead_source_id', 'received_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('leads_dealer_source_received_idx').execute();
  await db.schema.dropIndex('leads_dealer_status_received_idx').execute();
  await db.schema.dropIndex('preleads_job_status_idx').execute();
  await sql`drop index prelead_jobs_one_running_idx`.execute(db);
  await db.schema.alterTable('prelead_jobs').dropColumn('impersonator_login').dropColumn('dealer_id').execute();
}
