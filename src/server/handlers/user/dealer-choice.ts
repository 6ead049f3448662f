import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { forbidden } from '../../http/http-error.ts';

/**
 * Remembers the dealer a user chose in the header's dealer selector (one row per user, replaced
 * by the next choice). The row names the user's own dealer link: a dealer the user is not linked
 * to is refused, whatever let the call through.
 */
export async function chooseDealer(db: Kysely<Database>, userId: number, dealerCode: string, now: Date): Promise<void> {
  const link = await db
    .selectFrom('userDealers')
    .innerJoin('dealers', 'dealers.id', 'userDealers.dealerId')
    .select('userDealers.dealerId')
    .where('userDealers.userId', '=', userId)
    .where('dealers.code', '=', dealerCode)
    .executeTakeFirst();
  if (!link) throw forbidden(`You may not act for dealer ${dealerCode}.`);
  await db
    .insertInto('userDealerChoices')
    .values({ userId, dealerId: link.dealerId, chosenAt: now })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ dealerId: link.dealerId, chosenAt: now }))
    .execute();
}
