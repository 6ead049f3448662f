import { sql, type Kysely } from 'kysely';

/**
 * Refreshes the planner's statistics; after a bulk seed they describe empty tables. The leads
 * are vacuumed too: a freshly loaded table has no visibility map, and without one the Lead
 * Viewer's id-only page walks and capped counts (handlers/leads/) read the table's rows instead
 * of the index alone until autovacuum gets round to it.
 */
export async function analyzeDatabase(db: Kysely<unknown>): Promise<void> {
  await sql`vacuum leads`.execute(db);
  await sql`analyze`.execute(db);
}
