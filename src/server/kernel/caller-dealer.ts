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
 * The dealer a user acts for when a call does not name one: the dealer chosen in the header's
 * dealer selector (user_dealer_choices, for a user with several dealers), else the first linked
 * dealer by code; undefined for a user linked to none. Every "the caller's own dealer" rule reads
 * it here, so each dealer-scoped screen follows the choice.
 */
export async function defaultDealerOf(db: Kysely<Database>, userId: number): Promise<CallerDealer | undefined> {
  return db
    .selectFrom('userDealers')
    .innerJoin('dealers', 'dealers.id', 'userDealers.dealerId')
    .leftJoin('userDealerChoices', (join) =>
      join.onRef('userDealerChoices.userId', '=', 'userDealers.userId').onRef('userDealerChoices.dealerId', '=', 'userDealers.dealerId'),
    )
    .select(['dealers.id', 'dealers.code'])
    .where('userDealers.userId', '=', userId)
    .orderBy((eb) => eb('userDealerChoices.dealerId', 'is', null))
    .orderBy('dealers.code')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The dealer a call is about when naming one is optional (profile, call tracking, a dealer's
 * own pages): the one named by `dealerCode` (its `x-dealer-scope` has already been checked by
 * the route loader), else the user's default dealer (defaultDealerOf) for a dealer or
 * dealer-group user, else none (admins and OEM staff not naming one).
 */
export async function callerDealerOf(db: Kysely<Database>, caller: Caller, dealerCode: string | undefined): Promise<CallerDealer | null> {
  if (dealerCode !== undefined) {
    const named = await db.selectFrom('dealers').select(['id', 'code']).where('code', '=', dealerCode).executeTakeFirst();
    if (!named) throw notFound(`No dealer has the code ${dealerCode}.`);
    return named;
  }
  const roles = roleKeysOf(caller);
  if (!roles.has('dealer') && !roles.has('dealerGroup')) return null;
  return (await defaultDealerOf(db, caller.userId)) ?? null;
}
