import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { analyzeDatabase } from './analyze.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.ts';
import { migrateToLatest } from './migrate.ts';
import { createPool } from './pg-pool.ts';
import type { Database } from './schema/database.ts';

export const DEFAULT_DATA_DIR = './data/';
/** Pool size against a PostgreSQL server; pg's own default. */
const SERVER_POOL_SIZE = 10;

export interface OpenDatabaseOptions {
  /** postgres://… of a PostgreSQL server. Unset: embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Data folder of the embedded database (default ./data/); PGlite's files go in its pglite/ sub-folder. */
  dataDir?: string;
  /** Connections to a PostgreSQL server (default 10). The embedded database always gets exactly one. */
  poolSize?: number;
}

export interface DatabaseHandle {
  /** Typed query builder; tables and columns in camelCase (see schema/database.ts). */
  db: Kysely<Database>;
  /** The underlying pool, for what Kysely does not cover (LISTEN, COPY …). */
  pool: pg.Pool;
  /** The embedded database process, or null on a PostgreSQL server. */
  embedded: EmbeddedPostgres | null;
  /** Ends the pool, then stops the embedded process (which releases the data folder). */
  close(): Promise<void>;
}

/**
 * Opens the portal's database: a PostgreSQL server when `databaseUrl` is given, otherwise PGlite
 * in a child process serving the wire protocol on loopback. Either way the same pg pool,
 * Kysely instance and migrations; the migrations run now, then ANALYZE.
 *
 * Embedded: one pooled connection, because PGlite has one session and pglite-socket interleaves
 * concurrent connections unsafely (see embedded-postgres-process.ts). Queries queue in the pool;
 * a transaction holds the connection until it ends, so code inside `db.transaction()` must use
 * the transaction object, never `db`, or it waits for itself.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  let embedded: EmbeddedPostgres | null = null;
  let pool: pg.Pool;
  if (options.databaseUrl) {
    pool = createPool({ connectionString: options.databaseUrl, max: options.poolSize ?? SERVER_POOL_SIZE });
  } else {
    embedded = await startEmbeddedPostgres(options.dataDir ?? DEFAULT_DATA_DIR);
    pool = createPool({
      host: embedded.host,
      port: embedded.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      // Keep the one connection: closing and reopening it gains nothing.
      idleTimeoutMillis: 0,
    });
  }
  // An idle client's error (the server went away) must not crash the process; the next query reports it.
  pool.on('error', (error) => console.error('[database] idle connection error:', error.message));

  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    // jsonb values keep their keys as stored; only column and table names are mapped.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  let closing = false;
  const close = async () => {
    closing = true;
    await db.destroy();
    await embedded?.stop();
  };
  void embedded?.exited.then((code) => {
    if (!closing) console.error(`[database] the embedded database process exited unexpectedly (code ${code}); queries will fail`);
  });

  try {
    // Migrations name snake_case tables themselves; run them without the name mapping.
    await migrateToLatest(db.withoutPlugins() as Kysely<unknown>);
    await analyzeDatabase(db as Kysely<unknown>);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { db, pool, embedded, close };
}
