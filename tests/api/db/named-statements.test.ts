/**
 * Kysely's data statements run as named prepared statements (src/server/db/named-statements.ts):
 * PostgreSQL keeps one per query text on the connection and plans it from there, transaction
 * control is never named, and a connection names only so many texts.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withNamedStatements } from '../../../src/server/db/named-statements.ts';
import { createPool } from '../../../src/server/db/pg-pool.ts';
import { copyTemplate } from '../../support/test-database.ts';

describe('named prepared statements', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await copyTemplate(inject('testDatabaseTemplate'));
    // One connection, so every statement below meets the same session's prepared statements.
    db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: withNamedStatements(createPool({ connectionString: database.url, max: 1 })) }) });
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);

  it('prepares a query once per text and answers with its parameters each time', async () => {
    const byCode = (code: string) => sql<{ code: string }>`select code from dealers where code = ${code}`.execute(db);
    expect((await byCode('HON0001')).rows).toEqual([{ code: 'HON0001' }]);
    expect((await byCode('HON0002')).rows).toEqual([{ code: 'HON0002' }]);
    const statements = (await prepared()).filter((text) => text.startsWith('select code from dealers'));
    expect(statements).toEqual(['select code from dealers where code = $1']);
  });

  it('never names transaction control, and a transaction still commits and rolls back', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`select 1 as one`.execute(trx);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update dealers set name = name where code = ${'HON0001'}`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const statements = await prepared();
    expect(statements.some((text) => /^(begin|commit|rollback)/i.test(text))).toBe(false);
    expect(statements).toContain('select 1 as one');
  });

  it('a statement that fails leaves the connection able to prepare it again', async () => {
    const lookup = (id: unknown) => sql`select id from dealers where id = ${id}::int`.execute(db);
    await expect(lookup('not a number')).rejects.toThrow(/invalid input syntax/);
    await expect(lookup(1)).resolves.toBeDefined();
  });
});
