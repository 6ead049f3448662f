import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';

export interface ProfileDealer {
  id: number;
  code: string;
}

/**
 * The dealer a profile call is about: the one named by `dealerCode` (the route loader has
 * already checked the caller may act for it), else the user's default dealer (the first linked
 * dealer of a dealer or dealer-group user), else none (admins and OEM staff not naming one).
 */
export async function profileDealerOf(db: Kysely<Database>, caller: Caller, dealerCode: string | undefined): Promise<ProfileDealer | null> {
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
