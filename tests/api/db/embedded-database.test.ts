import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/open-database.ts';
import { isDatabaseSeeded, seedDatabase } from '../../../src/server/db/seed/seed-database.ts';
import { expectMigrated, expectSeeded } from './seeded-database-checks.ts';

const LEADS = 400;
const SLOW = 240_000;

describe('embedded database (PGlite in its own process)', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'smartportal-pglite-'));
    handle = await openDatabase({ dataDir });
    await seedDatabase(handle.db, { leads: LEADS, referenceDate: new Date('2026-11-22T12:00:00Z') });
  }, SLOW);

  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  }, SLOW);

  it('runs PGlite in a child process, not in the API process', () => {
    expect(handle.embedded).not.toBeNull();
    expect(handle.embedded?.pid).not.toBe(process.pid);
    expect(handle.embedded?.host).toBe('127.0.0.1');
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

  it('serves queries issued concurrently through its single connection', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => sql<{ value: number }>`select ${index}::int as value`.execute(handle.db)),
    );
    expect(results.map((result) => result.rows[0]?.value)).toEqual(Array.from({ length: 40 }, (_, index) => index));
  });

  it('keeps the data across a restart, migrates nothing twice and refreshes statistics', { timeout: SLOW }, async () => {
    await handle.close();
    handle = await openDatabase({ dataDir });
    await expectMigrated(handle.db);
    const leads = await handle.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(leads.count)).toBe(LEADS);
    // PGlite reads its statistics as zero after a reopen; openDatabase runs ANALYZE.
    const stats = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'leads'`.execute(handle.db);
    expect(Number(stats.rows[0]?.reltuples)).toBeGreaterThan(0);
  });
});
