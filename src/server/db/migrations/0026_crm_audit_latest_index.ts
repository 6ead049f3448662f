import { sql, type Kysely } from 'kysely';

/**
 * The CRM compliance reports pick each CRM provider's latest completed CRM audit of an audit
 * type in a period. CRM audits are a few per cent of compliance_reports, so without this index
 * the pick reads the whole table (EXPLAIN ANALYZE on ten times the seeded audits: a sequential
 * scan keeping 274 rows of 8,190); with it, a bitmap scan of the CRM rows of the audit type and
 * dates. Dealer audits need no such index: a period keeps a fifth or more of them, which a
 * sequential scan reads as fast.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('compliance_reports_crm_latest_idx')
    .on('compliance_reports')
    .columns(['audit_type', 'oem_id', 'crm_provider_id', 'audit_date desc', 'id desc'])
    .where(sql<boolean>`kind = 'CRM' and status = 'COMPLETED'`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('compliance_reports_crm_latest_idx').execute();
}
