/**
 * The dealer an enrollment change is about, read and locked (SELECT … FOR UPDATE) inside the
 * change's transaction, so two changes to one dealer run one after the other and each sees the
 * other's result. The route loader has already checked the caller may act for the code.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';

export async function lockedDealer(trx: Transaction<Database>, code: string) {
  const dealer = await trx
    .selectFrom('dealers')
    .select(['id', 'code', 'name', 'oemId', 'status', 'outstandingAccount'])
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
  if (!dealer) throw notFound(`No dealer has the code ${code}.`);
  return dealer;
}

export type LockedDealer = Awaited<ReturnType<typeof lockedDealer>>;
