import { existsSync, mkdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_SUBDIR, PASSWORD_FILE } from '../../../src/server/db/embedded/embedded-postgres.ts';
import { LEGACY_PGLITE_SUBDIR } from '../../../src/server/db/embedded/legacy-pglite.ts';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/open-database.ts';
import { isDatabaseSeeded, seedDatabase } from '../../../src/server/db/seed/seed-database.ts';
import { expectMigrated, expectSeeded } from './seeded-database-checks.ts';

const LEADS = 400;
const SLOW = 240_000;

describe('embedded database (PostgreSQL from the embedded-postgres package)', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'smartportal-embedded-'));
    handle = await openDatabase({ dataDir, durable: false });
    await seedDatabase(handle.db, { leads: LEADS, referenceDate: new Date('2026-11-22T12:00:00Z') });
  }, SLOW);

  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  }, SLOW);

  it('runs a PostgreSQL 17 server in its own process, on loopback, with a password kept private in the folder', async () => {
    expect(handle.embedded).not.toBeNull();
    expect(handle.embedded?.pid).not.toBe(process.pid);
    expect(handle.embedded?.host).toBe('127.0.0.1');
    const version = await sql<{ serverVersionNum: string }>`show server_version_num`.execute(handle.db);
    expect(Number(version.rows[0]?.serverVersionNum)).toBeGreaterThanOrEqual(170000);
    expect(existsSync(join(dataDir, CLUSTER_SUBDIR, 'PG_VERSION'))).toBe(true);
    expect(statSync(join(dataDir, PASSWORD_FILE)).mode & 0o077).toBe(0);
    // The password is required: the cluster does not trust loopback connections.
    const wrongPassword = new URL(handle.url);
    wrongPassword.password = 'wrong';
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: wrongPassword.toString() });
    await expect(client.connect()).rejects.toThrow(/password authentication failed/);
  });

  it('applies every migration', async () => {
    await expectMigrated(handle.db);
  });

  it('holds the seeded data set', { timeout: SLOW }, async () => {
    await expectSeeded(handle.db, LEADS);
  });

  it('refuses to seed a database that already holds data', async () => {
    expect(await isDatabaseSeeded(handle.db)).toBe(true);
    await expect(seedDatabase(handle.db, { leads: 1 })).rejects.toThrow(/already holds data/);
  });

  it('serves queries issued concurrently on several connections at once', async () => {
    // Ten sessions each hold a lock the others wait for in turn would deadlock on one connection.
    const started = await Promise.all(
      Array.from({ length: 10 }, (_, index) => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05), ${index}::int`.execute(handle.db)),
    );
    expect(new Set(started.map((result) => result.rows[0]?.pid)).size).toBeGreaterThan(1);
  });

  it('keeps the data and the statistics across a restart, and migrates nothing twice', { timeout: SLOW }, async () => {
    await handle.close();
    handle = await openDatabase({ dataDir, durable: false });
    await expectMigrated(handle.db);
    const leads = await handle.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(leads.count)).toBe(LEADS);
    const stats = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'leads'`.execute(handle.db);
    expect(Number(stats.rows[0]?.reltuples)).toBeGreaterThan(0);
  });

  it('says what happens to a PGlite folder of an earlier version, and leaves it alone', { timeout: SLOW }, async () => {
    await handle.close();
    mkdirSync(join(dataDir, LEGACY_PGLITE_SUBDIR, 'base'), { recursive: true });
    const notices: string[] = [];
    handle = await openDatabase({ dataDir, durable: false, log: (line) => notices.push(line) });
    expect(notices.join('\n')).toContain(`${join(dataDir, LEGACY_PGLITE_SUBDIR)} holds a database of an earlier SmartPortal version (PGlite)`);
    expect(existsSync(join(dataDir, LEGACY_PGLITE_SUBDIR, 'base'))).toBe(true);
    expect(await isDatabaseSeeded(handle.db)).toBe(true);
  });
});
