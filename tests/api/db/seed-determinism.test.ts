import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/open-database.ts';
import { Prng } from '../../../src/server/db/seed/prng.ts';
import { auditScaleToSeed, clearDatabase, leadsToSeed, seedDatabase } from '../../../src/server/db/seed/seed-database.ts';
import { createEmptyDatabase } from '../../support/test-database.ts';
import { tableDigests } from './seeded-database-checks.ts';

const SLOW = 300_000;
const REFERENCE_DATE = new Date('2026-11-22T12:00:00Z');

describe('seeded random stream', () => {
  it('repeats for the same label and differs between labels', () => {
    const draw = (label: string) => {
      const prng = new Prng(label);
      return Array.from({ length: 50 }, () => prng.nextUint32());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('forks streams that do not depend on how much the parent drew', () => {
    const untouched = new Prng('root');
    const used = new Prng('root');
    for (let i = 0; i < 1000; i += 1) used.next();
    expect(untouched.fork('dealers').uuid()).toBe(used.fork('dealers').uuid());
  });

  it('stays within the requested ranges', () => {
    const prng = new Prng('ranges');
    for (let i = 0; i < 10_000; i += 1) {
      const value = prng.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
    }
    expect(prng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('SEED_LEADS', () => {
  it('defaults to 20,000 and accepts separators', () => {
    expect(leadsToSeed({})).toBe(20_000);
    expect(leadsToSeed({ SEED_LEADS: '1_000_000' })).toBe(1_000_000);
    expect(leadsToSeed({ SEED_LEADS: '500' })).toBe(500);
  });

  it('refuses anything but a whole number', () => {
    expect(() => leadsToSeed({ SEED_LEADS: 'many' })).toThrow(/SEED_LEADS/);
    expect(() => leadsToSeed({ SEED_LEADS: '-5' })).toThrow(/SEED_LEADS/);
    expect(() => leadsToSeed({ SEED_LEADS: '1.5' })).toThrow(/SEED_LEADS/);
  });
});

describe('SEED_AUDIT_SCALE', () => {
  it('defaults to 1 and accepts a whole number up to 100', () => {
    expect(auditScaleToSeed({})).toBe(1);
    expect(auditScaleToSeed({ SEED_AUDIT_SCALE: '10' })).toBe(10);
    expect(auditScaleToSeed({ SEED_AUDIT_SCALE: '100' })).toBe(100);
  });

  it('refuses anything else', () => {
    for (const value of ['ten', '0', '-2', '1.5', '101']) expect(() => auditScaleToSeed({ SEED_AUDIT_SCALE: value }), value).toThrow(/SEED_AUDIT_SCALE/);
  });
});

describe('seed determinism', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createEmptyDatabase(inject('testDatabaseTemplate'));
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  }, SLOW);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  }, SLOW);

  /** Seeds the emptied database (what `db:seed --reset` does) and digests every table. */
  const seededDigests = async (leads: number) => {
    await clearDatabase(handle.db);
    await seedDatabase(handle.db, { leads, referenceDate: REFERENCE_DATE });
    return tableDigests(handle.db);
  };

  it('writes the same data twice for the same reference day and lead count', { timeout: SLOW }, async () => {
    const first = await seededDigests(300);
    const second = await seededDigests(300);
    // Every application table is compared (each has a primary key to order by).
    const tables = await sql<{ tableName: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(handle.db);
    expect(Object.keys(first).sort()).toEqual(tables.rows.map((row) => row.tableName).sort());
    expect(second).toEqual(first);

    // Another lead count changes the leads, and leaves what is not built from them alone.
    const third = await seededDigests(150);
    expect(third.leads).not.toBe(first.leads);
    for (const table of ['dealers', 'users', 'subscriptions', 'menu_items', 'menu_grants', 'cms_blocks', 'budgets']) {
      expect(third[table], table).toBe(first[table]);
    }
  });
});
