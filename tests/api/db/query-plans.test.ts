/**
 * The busiest queries of the portal are served by indexes. Each query is the one the handler
 * builds (captured through Kysely's log, so it cannot drift from the code), explained with
 * sequential scans disabled: PostgreSQL then still scans a table sequentially only when no index
 * can serve the query, whatever the table's size. Plans, not timings: a test that times queries
 * measures the machine (speed is measured in bench/).
 */
import { Kysely, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callerOf, type Caller } from '../../../src/server/auth/caller.ts';
import { UserDirectory } from '../../../src/server/auth/user-directory.ts';
import type { Database } from '../../../src/server/db/schema/database.ts';
import { systemClock } from '../../../src/server/kernel/clock.ts';
import type { EnrollmentFilters } from '../../../src/server/handlers/enrollments/records/enrollment-filters.ts';
import { DEFAULT_ENROLLMENT_ORDER, findEnrollments } from '../../../src/server/handlers/enrollments/records/enrollment-query.ts';
import { DEFAULT_PRELEAD_ORDER, matchingPreleads, searchPreleads } from '../../../src/server/handlers/leads/prelead-search.ts';
import { copyTemplate } from '../../support/test-database.ts';
import { camelCaseNaming } from '../../../src/server/db/camel-case-names.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe('query plans of the busiest queries', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let captured: CompiledQuery[] = [];

  beforeAll(async () => {
    database = await copyTemplate(inject('testDatabaseTemplate'));
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    db = new Kysely<Database>({
      ...camelCaseNaming(pool),
      log: (event) => {
        if (event.level === 'query') captured.push(event.query);
      },
    });
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  async function callerNamed(login: string): Promise<Caller> {
    const user = await new UserDirectory(db, systemClock, 1_000).byLogin(login);
    if (!user) throw new Error(`no user ${login}`);
    return callerOf(user, null);
  }

  /** The queries `run` sends, each explained with sequential scans disabled. */
  async function plansOf(run: () => Promise<unknown>): Promise<Array<{ sql: string; nodes: PlanNode[] }>> {
    captured = [];
    await run();
    const queries = captured;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plans = [];
      for (const query of queries) {
        const result = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) ${query.sql}`, query.parameters as unknown[]);
        plans.push({ sql: query.sql, nodes: nodes(result.rows[0]!['QUERY PLAN'][0]!.Plan) });
      }
      await client.query('rollback');
      return plans;
    } finally {
      client.release();
    }
  }

  const sequentialScans = (plans: Array<{ nodes: PlanNode[] }>) =>
    plans.flatMap((plan) => plan.nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']));

  const noFilters: EnrollmentFilters = { addonIds: [], statuses: [] };

  it('Manage Enrollments, first page as an admin: the page and its count read through indexes', async () => {
    const admin = await callerNamed('admin');
    const plans = await plansOf(() => findEnrollments(db, admin, noFilters, { order: DEFAULT_ENROLLMENT_ORDER, limit: 25, offset: 0 }));
    expect(plans.length).toBe(2);
    expect(sequentialScans(plans)).toEqual([]);
    // The default order (dealer code) walks the code index instead of sorting every row.
    expect(plans.some((plan) => plan.nodes.some((node) => node['Index Name'] === 'dealers_code_key'))).toBe(true);
  });

  it('Manage Enrollments searched by a fragment of a dealer code or name: read through indexes', async () => {
    const admin = await callerNamed('admin');
    // A fragment as a user types it: part of one dealer's code, matching few rows.
    const sample = await db.selectFrom('dealers').select('code').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const filters: EnrollmentFilters = { addonIds: [], statuses: [], dealer: sample.code.slice(-5) };
    const plans = await plansOf(() => findEnrollments(db, admin, filters, { order: DEFAULT_ENROLLMENT_ORDER, limit: 25, offset: 0 }));
    // On the test seed's few hundred dealers the planner rightly walks the code index and filters;
    // on a large table the trigram indexes of 0016_text_search_indexes serve "contains".
    expect(sequentialScans(plans)).toEqual([]);
  });

  it('Manage Enrollments as OEM staff, filtered by statuses and sorted by dealer name: within the OEM through its index', async () => {
    const oem = await callerNamed('oem');
    const filters: EnrollmentFilters = { addonIds: [], statuses: ['ACTIVE', 'PAUSED'] };
    const plans = await plansOf(() => findEnrollments(db, oem, filters, { order: { field: 'dealerName', direction: 'desc' }, limit: 25, offset: 0 }));
    expect(sequentialScans(plans)).toEqual([]);
    expect(plans.some((plan) => plan.nodes.some((node) => node['Index Name'] === 'dealers_oem_id_idx'))).toBe(true);
  });

  it('Pre-Lead Conversion, a page of every provider’s pre-leads and its capped count: the page’s ids walk the sort’s index', async () => {
    const providers = (await db.selectFrom('leadSources').select('id').execute()).map((row) => row.id);
    const criteria = { leadProviderIds: providers };
    const byDate = await plansOf(async () => {
      await searchPreleads(db, criteria, { order: DEFAULT_PRELEAD_ORDER, limit: 25, offset: 0 });
      await db.selectFrom(matchingPreleads(db, criteria).limit(10_001).as('capped')).select((eb) => eb.fn.countAll().as('n')).execute();
    });
    expect(sequentialScans(byDate)).toEqual([]);
    expect(byDate[0]!.nodes.some((node) => node['Index Name'] === 'preleads_received_id_idx')).toBe(true);
    // Sorted by dealer code: each dealer's pre-leads in id order, then those without a dealer. The
    // (small) dealers table is walked whole by design; the pre-leads never are.
    const byDealer = await plansOf(() => searchPreleads(db, criteria, { order: { field: 'dealerCode', direction: 'asc' }, limit: 25, offset: 0 }));
    expect(sequentialScans(byDealer)).not.toContain('preleads');
    expect(byDealer[0]!.nodes.some((node) => node['Index Name'] === 'preleads_dealer_id_id_idx')).toBe(true);
  });

  it('authentication reads (user by login name, refresh token by hash, revoked sessions) use indexes', async () => {
    const plans = await plansOf(async () => {
      await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['loginName']), '=', 'dealer')).execute();
      await db.selectFrom('refreshTokens').select(['familyId']).where('tokenHash', '=', 'x'.repeat(64)).execute();
      await db.selectFrom('refreshTokens').select('familyId').where('revokedAt', '>', new Date(Date.now() - 3_600_000)).groupBy('familyId').execute();
    });
    expect(sequentialScans(plans)).toEqual([]);
  });
});
