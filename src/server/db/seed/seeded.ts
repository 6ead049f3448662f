/** Whether a database holds the seed: one query, apart from the seed so a restart does not load it. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';

/** True once the database holds the seed (or any data: the OEMs come first). */
export async function isDatabaseSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('oems').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return row.count > 0;
}
