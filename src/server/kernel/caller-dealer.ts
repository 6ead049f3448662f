import type { Kysely } from 'kysely';
import type { Caller } from '../auth/caller.ts';
import { roleKeysOf } from '../auth/caller.ts';
import type { Database } from '../db/schema/database.ts';
import { notFound } from '../http/http-error.ts';

export interface CallerDealer {
  id: number;
  code: string;
}

/**
 * The dealer a call is about when naming one is optional (profile, call tracking, a dealer's
 * own pages): the one named by `dealerCode` (its `x-dealer-scope` has already been checked by
 * the route loader), else the user's default dealer (the first linked dealer of a dealer or
 * dealer-group user, by code), else none (admins and OEM staff not naming one).
 */
export async function callerDealerOf(db: Kysely<Database>, caller: Caller, dealerCode: string | undefined): Promise<CallerDealer | null> {
  if (dealerCode !== undefined) {
    const named = await db.selectFrom('dealers').select(['id', 'code']).where('code', '=', dealerCode).executeTakeFirst();
    if (!named) throw notFound(`No dealer has the code ${dealerCode}.`);
    return named;
  }
  const roles = roleKeysOf(caller);
  if (!roles.has('dealer') && !roles.has('dealerGroup')) return null;
  const first = await db
    .selectFrom('userDealers')
    .innerJoin('dealers', 'dealers.id', 'userDealers.dealerId')
    .select(['dealers.id', 'dealers.code'])
    .where('userDealers.userId', '=', caller.userId)
    .orderBy('dealers.code')
    .limit(1)
    .executeTakeFirst();
  return first ?? null;
}
