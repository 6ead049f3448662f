import { sql, type Kysely } from 'kysely';

/**
 * State every server process of one portal shares, so N processes (one per core, or N machines
 * behind a load balancer) act as one portal:
 * - server_secrets: keys generated once per database, such as the access tokens' signing key
 *   (unless TOKEN_SECRET sets one), so a token signed by one process is good on every other
 *   and survives a restart.
 * - an index for the sessions revoked lately, which every process loads when it starts (and
 *   after its notification connection drops), so none accepts a revoked session's access token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('refresh_tokens_revoked_at_idx')
    .on('refresh_tokens')
    .column('revoked_at')
    .where(sql.ref('revoked_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_revoked_at_idx').execute();
  await db.schema.dropTable('server_secrets').execute();
}
