import { sql, type Kysely } from 'kysely';

/** The channel the announcing tables' changes go out on (db/result-cache.ts listens). */
export const DATA_CHANGES_CHANNEL = 'data_changes';
/** The trigger's name on each announcing table (db/result-cache.ts keeps only what reads those). */
export const DATA_CHANGE_TRIGGER = 'data_change_notice';

/**
 * The tables the portal keeps search results of announce their changes: after each statement
 * that inserts, updates, deletes or truncates, `pg_notify('data_changes', '"<table>"')`.
 * PostgreSQL delivers a notification only when its transaction commits, to every listening
 * server process, in commit order, and collapses repeats within a transaction; a
 * statement-level trigger costs one call per statement, not per row (a million-lead COPY
 * announces once).
 *
 * The server processes keep search results in memory and drop those that read a table as soon
 * as that table changes, whoever changed it: a handler, another server, a seed, a test's own SQL,
 * or an operator's psql session. That is why the announcement is a trigger and not a call in the
 * application's code.
 *
 * Only these tables: PostgreSQL makes the commits of notifying transactions take turns (measured
 * on the embedded PostgreSQL, 10 connections of one-row inserts: about 2,000 commits/s with the
 * trigger against 4,600-7,100 without), so tables written often and never kept (sessions,
 * tokens, sign-in attempts, logs, job progress) stay quiet. A search that starts keeping results
 * of another table needs a later migration that runs createTrigger for it (this list, like the
 * migration, is never edited once released): tests/api/db/result-cache.test.ts fails for any
 * table a kept query reads that does not announce its changes.
 */
const ANNOUNCING_TABLES = [
  'addon_enrollments',
  'addons',
  'dealers',
  'districts',
  'lead_communications',
  'lead_dispositions',
  'lead_sources',
  'leads',
  'program_enrollments',
  'programs',
  'regions',
  'user_dealers',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_data_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(DATA_CHANGES_CHANNEL)}, to_json(tg_table_name)::text);
      return null;
    end
    $$`.execute(db);
  for (const table of ANNOUNCING_TABLES) await sql.raw(createTrigger(table)).execute(db);
}

/** The statement that makes a table announce its changes; a later migration adding a table to them uses it too. */
export function createTrigger(table: string): string {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  return `create trigger ${DATA_CHANGE_TRIGGER} after insert or update or delete or truncate on ${quoted} for each statement execute function notify_data_change()`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function notify_data_change() cascade`.execute(db);
}
