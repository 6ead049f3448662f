import { sql, type Kysely } from 'kysely';

/**
 * Runs a bulk load with the tables' secondary indexes dropped and builds them afresh after it:
 * one sort per index instead of a million scattered inserts into each of them (the leads table
 * has over a dozen). Indexes behind a constraint (primary keys, unique columns) stay, so the
 * load is checked as it goes. Inside the caller's transaction: a failed load leaves the indexes
 * as they were.
 */
export async function withIndexesDeferred<T>(db: Kysely<unknown>, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const indexes = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = (select oid from pg_namespace where nspname = i.schemaname))
    order by i.tablename, i.indexname`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const result = await load();
  // Index builds sort in memory where they can (the default 64 MB spills a million keys to disk).
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
  return result;
}
