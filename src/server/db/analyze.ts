import { sql, type Kysely } from 'kysely';

/**
 * Refreshes the planner's statistics. PGlite reads them as zero after a reopen, which makes the
 * planner pick sequential scans over a million leads; after bulk seeding they are stale anywhere.
 */
export async function analyzeDatabase(db: Kysely<unknown>): Promise<void> {
  await sql`analyze`.execute(db);
}
