/**
 * A digest of every table's content, to show that a refused request changed nothing. Meant for
 * the small test seed: it reads every row.
 */
import { sql, type Kysely } from 'kysely';

export async function databaseFingerprint(db: Kysely<any>): Promise<Record<string, string>> {
  const tables = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const digest: Record<string, string> = {};
  for (const { tableName } of tables.rows) {
    const row = await sql<{ digest: string | null }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(tableName)} t`.execute(db);
    digest[tableName] = row.rows[0]?.digest ?? '';
  }
  return digest;
}
