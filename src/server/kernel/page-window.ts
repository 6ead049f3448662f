/**
 * A page's LIMIT and OFFSET as SQL literals, not statement parameters.
 *
 * Why: the portal's queries run as named prepared statements (db/named-statements.ts), and
 * PostgreSQL only reuses a statement's generic plan when it costs no more than the custom plans
 * of its first executions. With `LIMIT $1` the generic plan must assume a tenth of the rows is
 * wanted (the planner's guess for an unknown limit), so it always looks dearer than a custom plan
 * for 25 rows, even when both are the same plan, and every execution was planned again. For the
 * Manage Enrollments search that planning was 1.2 ms of the database's 2.0 ms per search
 * (2026-11-28, embedded PostgreSQL 17, 2,000-lead seed). With literals the generic plan knows
 * the page, and a statement is planned about once per connection.
 *
 * A distinct page is a distinct statement text; named-statements.ts caps how many a connection
 * keeps, so deep pages past the cap run unnamed, as before. The values come from the contract's
 * validated Page and Size, and are checked again here: a literal is written into the SQL.
 */
import { sql, type RawBuilder } from 'kysely';

interface Pageable<Q> {
  limit(limit: RawBuilder<number>): Q;
  offset(offset: RawBuilder<number>): Q;
}

/** A row count written into the SQL, for a LIMIT or OFFSET in a raw `sql` template. */
export function literalCount(value: number, name = 'count'): RawBuilder<number> {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number from 0, not ${value}`);
  return sql.lit(value);
}

/** `query` limited to `limit` rows after skipping `offset`, both written as literals. */
export function pageWindow<Q extends Pageable<Q>>(query: Q, limit: number, offset = 0): Q {
  const limited = query.limit(literalCount(limit, 'limit'));
  return offset === 0 ? limited : limited.offset(literalCount(offset, 'offset'));
}
