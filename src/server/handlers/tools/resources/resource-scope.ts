/**
 * Which resources a caller reads (contract searchResources: "Users other than admins see only
 * their own OEM's resources, whatever oemId says"). A resource without an OEM is for every OEM.
 * Dealers of several OEMs (a dealer group) see the resources of each.
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import { oemScopeOf } from '../../../kernel/caller-scope.ts';

export type ResourceScope = (eb: ExpressionBuilder<Database, 'resources'>) => Expression<SqlBool>;

/** `requestedOemId` narrows an admin's list to one OEM's resources (and those for every OEM); others are held to their scope. */
export async function resourceScopeOf(db: Kysely<Database>, caller: Caller, requestedOemId?: number): Promise<ResourceScope> {
  const scope = await oemScopeOf(db, caller);
  const oems = scope === null ? (requestedOemId === undefined ? null : [requestedOemId]) : [...scope];
  return (eb) => {
    if (oems === null) return eb.lit(true);
    return oems.length > 0 ? eb.or([eb('resources.oemId', 'is', null), eb('resources.oemId', 'in', oems)]) : eb('resources.oemId', 'is', null);
  };
}
