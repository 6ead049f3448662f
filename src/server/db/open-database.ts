import { Kysely } from 'kysely';
import { camelCaseNaming } from './camel-case-names.ts';
import type pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.ts';
import { legacyPgliteNotice } from './embedded/legacy-pglite.ts';
import { migrateToLatest } from './migrate.ts';
import { namedStatementsEnabled, withNamedStatements } from './named-statements.ts';
import { createPool } from './pg-pool.ts';
import type { Database } from './schema/database.ts';

export const DEFAULT_DATA_DIR = './data/';
/** Connections per server process; pg's own default. */
const DEFAULT_POOL_SIZE = 10;

export interface OpenDatabaseOptions {
  /** postgres://… of a PostgreSQL server. Unset: the embedded PostgreSQL in `dataDir`. */
  databaseUrl?: string;
  /** Data folder of the embedded database (default ./data/). */
  dataDir?: string;
  /** Connections in this process's pool (default 10). */
  poolSize?: number;
  /**
   * Migrate now (default true). The workers of a cluster skip it: their
   * primary did it before starting them.
   */
  prepare?: boolean;
  /** Embedded only: false for throw-away clusters (no fsync); see EmbeddedPostgresOptions. */
  durable?: boolean;
  /** Progress and notices (a PGlite folder left from an earlier version, say). */
  log?: (line: string) => void;
}

export interface DatabaseHandle {
  /** Typed query builder; tables and columns in camelCase (see schema/database.ts). */
  db: Kysely<Database>;
  /** The underlying pool, for what Kysely does not cover (COPY …). */
  pool: pg.Pool;
  /** postgres://… of the database, for other processes and for LISTEN connections. */
  url: string;
  /** The embedded PostgreSQL server, or null on a server of DATABASE_URL. */
  embedded: EmbeddedPostgres | null;
  /** Ends the pool, then stops the embedded server (which releases the data folder). */
  close(): Promise<void>;
}

/**
 * Opens the portal's database: the PostgreSQL server of `databaseUrl`, or else the embedded
 * PostgreSQL on `dataDir` (started here, stopped by close()). Either way one pg pool and one
 * Kysely instance; the migrations run now.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  let embedded: EmbeddedPostgres | null = null;
  let url: string;
  if (options.databaseUrl) {
    url = options.databaseUrl;
  } else {
    const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
    const notice = legacyPgliteNotice(dataDir);
    if (notice) (options.log ?? console.warn)(notice);
    embedded = await startEmbeddedPostgres(dataDir, { durable: options.durable, log: options.log });
    url = embedded.url();
  }
  const pool = createPool({ connectionString: url, max: options.poolSize ?? DEFAULT_POOL_SIZE });
  // An idle client's error (the server went away) must not crash the process; the next query reports it.
  pool.on('error', (error) => console.error('[database] idle connection error:', error.message));

  const db = new Kysely<Database>(camelCaseNaming(namedStatementsEnabled() ? withNamedStatements(pool) : pool));
  let closing = false;
  const close = async () => {
    closing = true;
    await db.destroy();
    await embedded?.stop();
  };
  void embedded?.exited.then((code) => {
    if (!closing) console.error(`[database] the embedded PostgreSQL server exited unexpectedly (code ${code}); queries will fail`);
  });

  if (options.prepare !== false) {
    try {
      // Migrations name snake_case tables themselves; run them without the name mapping.
      // No ANALYZE here: PostgreSQL keeps its statistics across restarts (the seed runs one).
      await migrateToLatest(db.withoutPlugins() as Kysely<unknown>);
    } catch (error) {
      await close().catch(() => undefined);
      throw error;
    }
  }
  return { db, pool, url, embedded, close };
}
