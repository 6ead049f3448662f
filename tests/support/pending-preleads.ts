import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema/database.ts';

/**
 * The code of a dealer with pending pre-leads: the `skip`-th in code order, so the tests of one
 * file that convert a dealer's pre-leads each take a dealer of their own.
 */
export async function dealerCodeWithPending(db: Kysely<Database>, skip = 0): Promise<string> {
  const row = await db
    .selectFrom('preleads')
    .innerJoin('dealers', 'dealers.id', 'preleads.dealerId')
    .select('dealers.code')
    .where('preleads.status', '=', 'PENDING')
    .groupBy('dealers.code')
    .orderBy('dealers.code')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.code;
}
