import type { Kysely } from 'kysely';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';

/**
 * The dealer a search is about: the one the filter names, else the caller's own when they act
 * for exactly one; null for several (the contract's firstSubscribeDate is then null).
 */
export async function searchedDealerId(db: Kysely<Database>, caller: Caller, dealerCode: string | undefined): Promise<number | null> {
  if (dealerCode !== undefined) {
    const dealer = await db.selectFrom('dealers').select('id').where('code', '=', dealerCode).executeTakeFirst();
    return dealer?.id ?? null;
  }
  const own = await db.selectFrom('userDealers').select('dealerId').where('userId', '=', caller.userId).limit(2).execute();
  return own.length === 1 ? own[0]!.dealerId : null;
}

/** The first day the dealer subscribed to anything: its earliest package subscription or program enrollment. */
export async function firstSubscribeDate(db: Kysely<Database>, dealerId: number | null): Promise<string | null> {
  if (dealerId === null) return null;
  const [subscription, enrollment] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.min('subscribedDate').as('first'))
      .where('dealerId', '=', dealerId)
      .executeTakeFirst(),
    db
      .selectFrom('programEnrollments')
      .select((eb) => eb.fn.min('enrolledDate').as('first'))
      .where('dealerId', '=', dealerId)
      .executeTakeFirst(),
  ]);
  const days = [subscription?.first, enrollment?.first].filter((day): day is string => typeof day === 'string');
  return days.length > 0 ? days.sort()[0]! : null;
}
