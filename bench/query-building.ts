/**
 * `npm run bench:query-building`: what the server's Node process spends on building, compiling
 * and naming the busiest statements (src/server/db/camel-case-names.ts), against Kysely's own
 * CamelCasePlugin measured in the same run, as a ratio. No database: a pool that answers every
 * statement with no rows, so only the query side is timed (the portal's own functions: the Lead
 * Viewer's first page as the admin, a filtered deep page as a dealer, the enrollments page with
 * its count). The two are timed in turns, and the median of six turns is printed.
 */
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { callerOf } from '../src/server/auth/caller.ts';
import { camelCaseNaming } from '../src/server/db/camel-case-names.ts';
import type { Database } from '../src/server/db/schema/database.ts';
import { DEFAULT_ENROLLMENT_ORDER, findEnrollments } from '../src/server/handlers/enrollments/records/enrollment-query.ts';
import { searchLeadPage } from '../src/server/handlers/leads/lead-search.ts';

const ROUNDS = 2_000;
const TURNS = 6;

// Every statement answers no rows, but a count answers one (findEnrollments takes it as given).
const noRows = {
  connect: async () => ({
    query: async (text: string) => ({ rows: text.includes('as "total"') ? [{ total: 0 }] : [], command: 'SELECT', rowCount: 0 }),
    release() {},
  }),
  end: async () => {},
} as unknown as pg.Pool;

const portal = new Kysely<Database>(camelCaseNaming(noRows));
const plugin = new Kysely<Database>({ dialect: new PostgresDialect({ pool: noRows }), plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })] });

const admin = callerOf({ userId: 1, loginName: 'admin', userName: 'Admin', role: 'admin', oemId: null, belongsToCmsEditorGroup: false }, null);
const dealer = callerOf({ userId: 7, loginName: 'dealer', userName: 'Dealer', role: 'Dealer', oemId: 2, belongsToCmsEditorGroup: false }, null);
const noFilters = { addonIds: [], statuses: [] };

async function round(db: Kysely<Database>): Promise<void> {
  await searchLeadPage(db, admin, {}, { order: { field: 'receivedDate', direction: 'desc' }, limit: 25, offset: 0 }, { dispositions: false });
  await searchLeadPage(db, dealer, { leadType: 'USED', status: 'SOLD', customerName: 'son' }, { order: { field: 'customer.lastName', direction: 'asc' }, limit: 25, offset: 500 }, { dispositions: false });
  await findEnrollments(db, admin, noFilters, { order: DEFAULT_ENROLLMENT_ORDER, limit: 25, offset: 0 });
}

async function msPerRound(db: Kysely<Database>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await round(db);
  return (performance.now() - start) / ROUNDS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

// Warm both (the JIT) before timing.
for (let i = 0; i < 2; i += 1) {
  await msPerRound(portal);
  await msPerRound(plugin);
}
const withPlugin: number[] = [];
const withPortal: number[] = [];
for (let i = 0; i < TURNS; i += 1) {
  withPlugin.push(await msPerRound(plugin));
  withPortal.push(await msPerRound(portal));
}
console.log('Query building per round (2 lead pages and an enrollments page with its count: 4 statements), no database');
console.log(`  Kysely's CamelCasePlugin (baseline)  ${median(withPlugin).toFixed(3)} ms`);
console.log(`  the portal's camelCaseNaming         ${median(withPortal).toFixed(3)} ms   ratio ${(median(withPortal) / median(withPlugin)).toFixed(2)}`);
