import { sql, type RawBuilder } from 'kysely';

/**
 * Sort key for names as people read lists: case-insensitive ("MINI" between "Mazda" and
 * "Nissan", not before "Maserati"), the same on PGlite's C collation and on a PostgreSQL
 * server's locale. Callers add a unique column after it so equal names keep a fixed order.
 */
export function byName(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}
