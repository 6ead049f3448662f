import { sql, type Kysely } from 'kysely';

/**
 * Readies a freshly seeded database for its first searches, so they run as fast as they will
 * later and no background work follows the seed:
 * - `vacuum (analyze)` of every table: after a bulk seed the planner's statistics describe empty
 *   tables, and a freshly loaded table has no visibility map, without which the Lead Viewer's
 *   id-only page walks and capped counts (handlers/leads/) read the table's rows instead of the
 *   index alone. Left to autovacuum, the vacuum of a million leads and the rows beside them came
 *   minutes later, in the middle of whatever ran then (bench:api just after a fresh
 *   million-lead seed: 0.47, against 0.63–0.66 once the database had settled, 2026-11-29).
 * - `checkpoint`: the seed's pages are written out now rather than by the checkpointer spread
 *   over the next minutes. It takes superuser, or pg_checkpoint from PostgreSQL 15, which a
 *   managed PostgreSQL's ordinary database owner does not have: then the server does it later.
 */
export async function analyzeDatabase(db: Kysely<unknown>): Promise<void> {
  await sql`vacuum (analyze)`.execute(db);
  await sql`checkpoint`.execute(db).catch((error: unknown) => {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
  });
}

const INSUFFICIENT_PRIVILEGE = '42501';
