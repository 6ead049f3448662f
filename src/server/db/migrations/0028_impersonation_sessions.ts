import { sql, type Kysely } from 'kysely';

/**
 * Who acted as whom, and when (issue #20: the Admin Portal's impersonation history). Each start of
 * an impersonation is a row; its stop closes the admin's open row. Login names are kept as text
 * beside the ids, so the history still reads after a user is renamed or removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('impersonation_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('admin_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admin_login', 'varchar(250)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_login', 'varchar(250)', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('impersonation_sessions_started_idx').on('impersonation_sessions').column('started_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('impersonation_sessions').execute();
}
