import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/**
 * Brings the schema to the newest migration. On PostgreSQL Kysely runs the pending migrations in
 * one transaction under an advisory lock, so several server processes starting against one
 * database migrate it once. Returns the names of the migrations applied now.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  // Unordered: numbers are reserved per area and the areas land in any order, so a database may
  // already hold 0016 when 0012 arrives; each migration still runs once, and only once.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${detail}`.replace('  ', ' '), { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
