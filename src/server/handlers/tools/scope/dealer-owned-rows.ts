/**
 * Which payloads and log entries a caller reads: an admin all; OEM staff those of their OEM;
 * dealer and dealer-group users only those of the dealers they act for (never a row without a
 * dealer, and never another dealer's, whatever the request names). An admin impersonating reads
 * what the impersonated user reads, as everywhere else (lookups/caller-scope.ts).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Caller } from '../../../auth/caller.ts';
import { roleKeysOf } from '../../../auth/caller.ts';

/** Tables that carry an OEM and, for most rows, a dealer. */
export type DealerOwnedTable = 'payloads' | 'eventLogs';

export function dealerOwnedRows(caller: Caller, table: DealerOwnedTable): RawBuilder<SqlBool> {
  const roles = roleKeysOf(caller);
  if (roles.has('admin')) return sql<SqlBool>`true`;
  const allowed: RawBuilder<SqlBool>[] = [];
  if (roles.has('oem') && caller.oemId !== null) allowed.push(sql<SqlBool>`${sql.ref(`${table}.oemId`)} = ${caller.oemId}`);
  if (roles.has('dealer') || roles.has('dealerGroup')) {
    allowed.push(sql<SqlBool>`${sql.ref(`${table}.dealerId`)} in (select dealer_id from user_dealers where user_id = ${caller.userId})`);
  }
  return allowed.length > 0 ? sql<SqlBool>`(${sql.join(allowed, sql` or `)})` : sql<SqlBool>`false`;
}
