/**
 * The portal's name mapping (src/server/db/camel-case-names.ts) remembers each conversion and
 * snake_cases names as the SQL is written; it must give exactly what Kysely's CamelCasePlugin
 * gives, configured as the portal had it: the same SQL, parameters and rows.
 */
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery, type QueryResult, type UnknownRow } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CamelCaseNames, camelCaseNaming } from '../../../src/server/db/camel-case-names.ts';

type Mapper = { camelCase(name: string): string; snakeCase(name: string): string };
const plain = new CamelCasePlugin({ maintainNestedObjectKeys: true });
const remembering = new CamelCaseNames();
const result = (rows: UnknownRow[]) => ({ rows }) as QueryResult<UnknownRow>;

describe('CamelCaseNames', () => {
  it('maps names both ways as CamelCasePlugin does, the second time from memory too', () => {
    const names = ['dealer_code', 'program_enrollments', 'addon_1_name', 'x', 'already_camel_case_id', 'last_login_at'];
    const camels = ['dealerCode', 'programEnrollments', 'addon1Name', 'leadId12', 'totalEstimated', 'customerLastName'];
    for (let round = 0; round < 2; round += 1) {
      for (const name of names) expect((remembering as unknown as Mapper).camelCase(name)).toBe((plain as unknown as Mapper).camelCase(name));
      for (const name of camels) expect((remembering as unknown as Mapper).snakeCase(name)).toBe((plain as unknown as Mapper).snakeCase(name));
    }
  });

  it('maps a row’s keys and leaves its values, jsonb objects and arrays included, as they came', async () => {
    const addons = [{ addon_id: 1, scheduled_date: null }];
    const row = { dealer_code: 'HON0001', addons, custom_parameters: { page_size: 25 }, enrolled_date: new Date(0) };
    const mine = await remembering.transformResult({ result: result([row]), queryId: { queryId: '1' } });
    const theirs = await plain.transformResult({ result: result([row]), queryId: { queryId: '1' } });
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows[0]).toEqual({ dealerCode: 'HON0001', addons, customParameters: { page_size: 25 }, enrolledDate: new Date(0) });
  });
});

describe('camelCaseNaming', () => {
  // Compiling needs no connection: the pools below never connect.
  type Db = {
    programEnrollments: { id: number; dealerId: number; programId: number; enrolledDate: string };
    dealers: { id: number; code: string; regionId: number | null; outstandingAccount: boolean };
    addonEnrollments: { id: number; dealerId: number; programId: number; addonId: number };
    signInThrottle: { bucket: string; failures: number; windowStartedAt: Date };
  };
  const ours = new Kysely<Db>(camelCaseNaming(new pg.Pool()));
  const kyselys = new Kysely<Db>({ dialect: new PostgresDialect({ pool: new pg.Pool() }), plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })] });
  const both = (build: (db: Kysely<Db>) => { compile(): CompiledQuery }) => [build(ours).compile(), build(kyselys).compile()] as const;

  const queries: Record<string, (db: Kysely<Db>) => { compile(): CompiledQuery }> = {
    'joins, aliases, a correlated subquery, raw references and an order': (db) =>
      db
        .selectFrom('programEnrollments as pe')
        .innerJoin('dealers', 'dealers.id', 'pe.dealerId')
        .select((eb) => [
          'dealers.code as dealerCode',
          'pe.enrolledDate',
          sql<number>`${sql.ref('dealers.outstandingAccount')}::int`.as('owesMoney'),
          eb.selectFrom('addonEnrollments').select(eb.fn.countAll().as('addonCount')).whereRef('addonEnrollments.dealerId', '=', 'pe.dealerId').as('addonCount'),
        ])
        .where('dealers.regionId', 'is not', null)
        .where(sql`lower(${sql.ref('dealers.code')})`, 'like', 'hon%')
        .orderBy('pe.enrolledDate', 'desc')
        .limit(25),
    'a common table expression and a raw identifier': (db) =>
      db
        .with('visibleDealers', (qb) => qb.selectFrom('dealers').select(['dealers.id', 'dealers.regionId']).where('dealers.outstandingAccount', '=', false))
        .selectFrom('visibleDealers')
        .select(sql<number>`count(${sql.id('visibleDealers', 'regionId')})`.as('withRegion')),
    'an insert with a conflict rule and a returning list': (db) =>
      db
        .insertInto('signInThrottle')
        .values({ bucket: 'ip:1', failures: 1, windowStartedAt: new Date(0) })
        .onConflict((oc) => oc.column('bucket').doUpdateSet((eb) => ({ failures: eb('signInThrottle.failures', '+', 1) })))
        .returning(['signInThrottle.failures', 'signInThrottle.windowStartedAt']),
    'an update with a returning list': (db) => db.updateTable('dealers').set({ regionId: null }).where('dealers.code', '=', 'HON0001').returningAll(),
    'a delete with a subquery': (db) =>
      db.deleteFrom('addonEnrollments').where('addonEnrollments.programId', 'in', (eb) => eb.selectFrom('programEnrollments').select('programEnrollments.programId')),
  };

  for (const [name, build] of Object.entries(queries)) {
    it(`writes the SQL CamelCasePlugin writes: ${name}`, () => {
      const [mine, theirs] = both(build);
      expect(mine.sql).toBe(theirs.sql);
      expect(mine.parameters).toEqual(theirs.parameters);
      expect(mine.sql).toMatch(/_/);
    });
  }

  it('leaves the names of a query run without the plugin as they are (the migrations)', () => {
    const query = ours.withoutPlugins().selectFrom('programEnrollments').select('programEnrollments.enrolledDate').compile();
    expect(query.sql).toBe('select "programEnrollments"."enrolledDate" from "programEnrollments"');
  });
});
