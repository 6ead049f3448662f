/**
 * Kysely's data statements run as named prepared statements (src/server/db/named-statements.ts):
 * PostgreSQL keeps one per query text on the connection and plans it from there, transaction
 * control is never named, and a connection names only so many texts.
 */
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withNamedStatements } from '../../../src/server/db/named-statements.ts';
import { literalCount, pageWindow } from '../../../src/server/kernel/page-window.ts';
import type { Database } from '../../../src/server/db/schema/database.ts';
import { createPool } from '../../../src/server/db/pg-pool.ts';
import { copyTemplate } from '../../support/test-database.ts';
import { camelCaseNaming } from '../../../src/server/db/camel-case-names.ts';

describe('named prepared statements', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await copyTemplate(inject('testDatabaseTemplate'));
    // One connection, so every statement below meets the same session's prepared statements.
    db = new Kysely<Database>(camelCaseNaming(withNamedStatements(createPool({ connectionString: database.url, max: 1 }))));
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const prepared = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);

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

  /** How PostgreSQL has planned the named statement whose text starts with `start`. */
  const plansOf = async (start: string) => {
    const { rows } = await sql<{ generic: string; custom: string }>`
      select generic_plans as generic, custom_plans as custom from pg_prepared_statements where starts_with(statement, ${start})`.execute(db);
    expect(rows).toHaveLength(1);
    const [plans] = rows;
    return { generic: Number(plans!.generic), custom: Number(plans!.custom) };
  };

  it('a page written with literal LIMIT and OFFSET reuses its generic plan; with parameters every run was planned again', async () => {
    // Every enrollment, in its unique index's order: about 1,500 rows on the seed, so a tenth is far more than a page.
    const page = (tag: string) => db.selectFrom('programEnrollments').select(sql.lit(tag).as('tag')).select('id').orderBy('dealerId').orderBy('programId');
    for (let run = 0; run < 8; run += 1) {
      await pageWindow(page('literal'), 25, 25).execute();
      await page('parameter').limit(25).offset(25).execute();
    }
    const literal = await plansOf(`select 'literal'`);
    const parameter = await plansOf(`select 'parameter'`);
    // PostgreSQL plans the first five runs for their parameters, then keeps the generic plan unless it looks dearer.
    expect(literal.generic).toBeGreaterThan(0);
    // An unknown LIMIT is guessed at a tenth of the rows, so the generic plan always looked dearer.
    expect(parameter).toEqual({ generic: 0, custom: 8 });
  });

  it('refuses a row count that is not a whole number from 0 before it reaches the SQL', () => {
    expect(() => literalCount(-1)).toThrow(RangeError);
    expect(() => literalCount(2.5)).toThrow(RangeError);
    expect(() => literalCount(Number.NaN)).toThrow(RangeError);
    expect(() => pageWindow(db.selectFrom('dealers').select('code'), 25, Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});
