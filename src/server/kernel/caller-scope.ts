/**
 * What reference lists a caller may read (contract lookups: "Lists are scoped to the caller:
 * dealers see only the dealers they may act for, OEM staff only their OEM"). The rule reads
 * the roles of the user the call acts as, as the dealer-scope check does: an admin
 * impersonating a dealer sees what that dealer sees.
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Caller } from '../auth/caller.ts';
import { roleKeysOf } from '../auth/caller.ts';
import type { Database } from '../db/schema/database.ts';
import { forbidden } from '../http/http-error.ts';

/** null: every OEM (an admin). */
export type OemScope = ReadonlySet<number> | null;

/** The caller's own OEM, plus the OEMs of the dealers a dealer or dealer-group user acts for. */
export async function oemScopeOf(db: Kysely<Database>, caller: Caller): Promise<OemScope> {
  const roles = roleKeysOf(caller);
  if (roles.has('admin')) return null;
  const oems = new Set<number>();
  if (caller.oemId !== null) oems.add(caller.oemId);
  if (roles.has('dealer') || roles.has('dealerGroup')) {
    const rows = await db
      .selectFrom('userDealers')
      .innerJoin('dealers', 'dealers.id', 'userDealers.dealerId')
      .select('dealers.oemId')
      .distinct()
      .where('userDealers.userId', '=', caller.userId)
      .execute();
    for (const row of rows) oems.add(row.oemId);
  }
  return oems;
}

export const inScope = (scope: OemScope, oemId: number) => scope === null || scope.has(oemId);

/** The OEM a list is asked for (default: the caller's own); 403 for one outside the caller's scope. */
export async function requestedOemId(db: Kysely<Database>, caller: Caller, requested: number | undefined): Promise<number> {
  const oemId = requested ?? caller.oemId;
  if (oemId === null) throw forbidden('Name the OEM.');
  if (!inScope(await oemScopeOf(db, caller), oemId)) throw forbidden('You may not see the lists of another OEM.');
  return oemId;
}

/**
 * The dealers the caller may see, as a condition on `dealers`: every dealer for an admin, the
 * OEM's dealers for OEM staff, the linked dealers for dealer and dealer-group users, none for
 * anyone else (CMS editors act for no dealer).
 */
export function visibleDealers(caller: Caller) {
  const roles = roleKeysOf(caller);
  return (eb: ExpressionBuilder<Database, 'dealers'>): Expression<SqlBool> => {
    if (roles.has('admin')) return eb.lit(true);
    const allowed: Expression<SqlBool>[] = [];
    if (roles.has('oem') && caller.oemId !== null) allowed.push(eb('dealers.oemId', '=', caller.oemId));
    if (roles.has('dealer') || roles.has('dealerGroup')) {
      allowed.push(
        eb('dealers.id', 'in', eb.selectFrom('userDealers').select('userDealers.dealerId').where('userDealers.userId', '=', caller.userId)),
      );
    }
    return allowed.length > 0 ? eb.or(allowed) : eb.lit(false);
  };
}
