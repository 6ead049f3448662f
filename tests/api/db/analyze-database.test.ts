import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { analyzeDatabase } from '../../../src/server/db/analyze.ts';
import { adminQuery, uniqueDatabaseName } from '../../support/test-database.ts';

/**
 * The step that closes `npm run db:seed`: it must work as the ordinary owner of a managed
 * PostgreSQL's database, who may vacuum and analyze its own tables but not ask for a checkpoint.
 */
describe('readying a seeded database', () => {
  const { adminUrl } = inject('testDatabaseTemplate');
  const role = uniqueDatabaseName('owner');
  const name = uniqueDatabaseName('owned');
  let owner: Kysely<unknown>;

  beforeAll(async () => {
    await adminQuery(adminUrl, `create role ${role} login password 'owner-password' nosuperuser`);
    await adminQuery(adminUrl, `create database ${name} owner ${role}`);
    const url = new URL(adminUrl);
    url.username = role;
    url.password = 'owner-password';
    url.pathname = `/${name}`;
    owner = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }) });
    await sql`create table leads (id integer primary key, name text)`.execute(owner);
    await sql`insert into leads select n, 'shopper ' || n from generate_series(1, 1000) as n`.execute(owner);
  });

  afterAll(async () => {
    await owner?.destroy();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `drop role if exists ${role}`);
  });

  it('is refused a checkpoint as an ordinary owner', async () => {
    await expect(sql`checkpoint`.execute(owner)).rejects.toMatchObject({ code: '42501' });
  });

  it('still vacuums and analyzes the owner’s tables', async () => {
    await analyzeDatabase(owner);
    const { rows } = await sql<{ analyzed: boolean; vacuumed: boolean }>`
      select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
        from pg_stat_user_tables where relname = 'leads'`.execute(owner);
    expect(rows[0]).toEqual({ analyzed: true, vacuumed: true });
  });
});
