import { sql, type Kysely } from 'kysely';

/**
 * Saved views (issue #21): a user's named combinations of filters, sort and columns of one
 * screen. A name is unique per user and screen without regard to case, so saving under a name
 * that exists replaces that view. A user's views go with the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('screen_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('saved_views_name_check', sql`length(trim(name)) > 0`)
    .execute();
  await sql`create unique index saved_views_name_key on saved_views (user_id, screen_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
}
