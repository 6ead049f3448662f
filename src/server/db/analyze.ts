import { sql, type Kysely } from 'kysely';

/** Refreshes the planner's statistics; after a bulk seed they describe empty tables. */
export async function analyzeDatabase(db: Kysely<unknown>): Promise<void> {
  await sql`analyze`.execute(db);
}
