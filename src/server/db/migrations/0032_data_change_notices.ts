import { sql, type Kysely } from 'kysely';

/** The channel every table's change is announced on (db/result-cache.ts listens). */
export const DATA_CHANGES_CHANNEL = 'data_changes';

/**
 * Every table announces its changes: after each statement that inserts, updates, deletes or
 * truncates, `pg_notify('data_changes', '"<table>"')`. PostgreSQL delivers a notification only
 * when its transaction commits, to every listening server process, in commit order, and
 * collapses repeats within a transaction; a statement-level trigger costs one call per statement,
 * not per row (a million-lead COPY announces once).
 *
 * The server processes keep search results in memory and drop those that read a table as soon
 * as that table changes, whoever changed it: a handler, another server, a seed, a test's own SQL,
 * or an operator's psql session. That is why the announcement is a trigger and not a call in the
 * application's code.
 *
 * A table created by a later migration announces nothing until that migration adds the trigger:
 * tests/api/db/result-cache.test.ts fails for any table without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_data_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(DATA_CHANGES_CHANNEL)}, to_json(tg_table_name)::text);
      return null;
    end
    $$`.execute(db);
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely\_%'
    order by tablename`.execute(db);
  for (const { name } of tables.rows) await sql`${sql.raw(createTrigger(name))}`.execute(db);
}

/** The statement a table's trigger is created by; a later migration's new table uses it too. */
export function createTrigger(table: string): string {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  return `create trigger data_change_notice after insert or update or delete or truncate on ${quoted} for each statement execute function notify_data_change()`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function notify_data_change() cascade`.execute(db);
}
