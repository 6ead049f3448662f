/**
 * Search results kept in memory (src/server/db/result-cache.ts) are never served once a table
 * they read has changed: whoever changed it (a handler, another server, plain SQL on another
 * connection), and from the very next request, on any server of the database.
 */
import { Kysely, sql, type CompiledQuery } from 'kysely';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { callerOf, type Caller } from '../../../src/server/auth/caller.ts';
import { UserDirectory } from '../../../src/server/auth/user-directory.ts';
import { camelCaseNaming } from '../../../src/server/db/camel-case-names.ts';
import { PostgresChangeFeed } from '../../../src/server/db/change-feed.ts';
import { ResultCache, tablesOf, type CacheableQuery, type Results } from '../../../src/server/db/result-cache.ts';
import type { Database } from '../../../src/server/db/schema/database.ts';
import type { EnrollmentFilters } from '../../../src/server/handlers/enrollments/records/enrollment-filters.ts';
import { DEFAULT_ENROLLMENT_ORDER, findEnrollments } from '../../../src/server/handlers/enrollments/records/enrollment-query.ts';
import { LeadPageAnchors } from '../../../src/server/handlers/leads/lead-page-anchors.ts';
import { LEAD_SORT_FIELDS, searchLeadPage } from '../../../src/server/handlers/leads/lead-search.ts';
import { systemClock } from '../../../src/server/kernel/clock.ts';
import { copyTemplate } from '../../support/test-database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

type SearchResult = components['schemas']['EnrollmentSearchResult'];

const SLOW = 180_000;
const SEARCH = '/api/portal/enrollments/search';

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const relationsOf = (plan: PlanNode): string[] => [...(plan['Relation Name'] ? [plan['Relation Name']] : []), ...(plan.Plans ?? []).flatMap(relationsOf)];

describe('results kept until a table they read changes', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let feed: PostgresChangeFeed;
  /** Another connection, as another process or a psql session would write. */
  let writer: pg.Client;

  beforeAll(async () => {
    database = await copyTemplate(inject('testDatabaseTemplate'));
    pool = new pg.Pool({ connectionString: database.url, max: 3 });
    db = new Kysely<Database>(camelCaseNaming(pool));
    feed = new PostgresChangeFeed(database.url, db);
    await feed.start();
    writer = new pg.Client({ connectionString: database.url });
    await writer.connect();
  }, SLOW);

  afterAll(async () => {
    await writer?.end();
    await feed?.close();
    await db?.destroy();
    await database?.drop();
  }, SLOW);

  /** The query, counting how often it really runs. */
  function counted<R>(query: CacheableQuery<R>, runs: { count: number }, beforeRun?: () => Promise<unknown>): CacheableQuery<R> {
    return {
      compile: () => query.compile(),
      toOperationNode: () => query.toOperationNode(),
      execute: async () => {
        runs.count += 1;
        await beforeRun?.();
        return query.execute();
      },
    };
  }

  const firstDealer = () => db.selectFrom('dealers').select(['id', 'name', 'code']).orderBy('id').executeTakeFirstOrThrow();
  const dealerName = (id: number) => db.selectFrom('dealers').leftJoin('regions', 'regions.id', 'dealers.regionId').select('dealers.name').where('dealers.id', '=', id);

  it('serves a query from memory until a table it reads changes, and sees the change on the next read', async () => {
    const cache = new ResultCache(db, feed, 10);
    const runs = { count: 0 };
    const dealer = await firstDealer();
    expect(await cache.rows(counted(dealerName(dealer.id), runs))).toEqual([{ name: dealer.name }]);
    expect(await cache.rows(counted(dealerName(dealer.id), runs))).toEqual([{ name: dealer.name }]);
    expect(runs.count).toBe(1);

    // Another table changed, or a change rolled back: still served from memory.
    await writer.query('update programs set name = name where id = (select min(id) from programs)');
    await writer.query('begin');
    await writer.query('update dealers set name = $1 where id = $2', ['Never committed', dealer.id]);
    await writer.query('rollback');
    expect(await cache.rows(counted(dealerName(dealer.id), runs))).toEqual([{ name: dealer.name }]);
    expect(runs.count).toBe(1);

    // Changed on another connection: the very next read has it, for either table the query reads.
    await writer.query('update dealers set name = $1 where id = $2', ['Renamed Motors', dealer.id]);
    expect(await cache.rows(counted(dealerName(dealer.id), runs))).toEqual([{ name: 'Renamed Motors' }]);
    expect(runs.count).toBe(2);
    await writer.query('update regions set name = name');
    await cache.rows(counted(dealerName(dealer.id), runs));
    expect(runs.count).toBe(3);
    // A query with other parameters is another result.
    const other = await db.selectFrom('dealers').select('id').where('id', '!=', dealer.id).orderBy('id').executeTakeFirstOrThrow();
    await cache.rows(counted(dealerName(other.id), runs));
    expect(runs.count).toBe(4);
  });

  it('never keeps a result that reads a table which does not announce its changes', async () => {
    const cache = new ResultCache(db, feed, 10);
    const runs = { count: 0 };
    const dealer = await firstDealer();
    const withOem = () => db.selectFrom('dealers').innerJoin('oems', 'oems.id', 'dealers.oemId').select('oems.name').where('dealers.id', '=', dealer.id);
    const first = await cache.rows(counted(withOem(), runs));
    await writer.query("update oems set name = name || ' Renamed' where id = (select oem_id from dealers where id = $1)", [dealer.id]);
    expect(await cache.rows(counted(withOem(), runs))).toEqual([{ name: `${first[0]!.name} Renamed` }]);
    expect(runs.count).toBe(2);
  });

  it('does not keep as current a result read while a change to its table committed', async () => {
    const cache = new ResultCache(db, feed, 10);
    const runs = { count: 0 };
    const dealer = await firstDealer();
    // The change commits after the result's generations were taken and before it is read.
    const renameFirst = () => (runs.count === 1 ? writer.query('update dealers set name = $1 where id = $2', ['Renamed Meanwhile', dealer.id]) : Promise.resolve());
    expect(await cache.rows(counted(dealerName(dealer.id), runs, renameFirst))).toEqual([{ name: 'Renamed Meanwhile' }]);
    expect(await cache.rows(counted(dealerName(dealer.id), runs, renameFirst))).toEqual([{ name: 'Renamed Meanwhile' }]);
    expect(runs.count).toBe(2);
    expect(await cache.rows(counted(dealerName(dealer.id), runs, renameFirst))).toEqual([{ name: 'Renamed Meanwhile' }]);
    expect(runs.count).toBe(2);
  });

  it('reads once for the requests that ask while the same read runs, and keeps no failed read', async () => {
    const cache = new ResultCache(db, feed, 10);
    const runs = { count: 0 };
    const dealer = await firstDealer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.rows(counted(dealerName(dealer.id), runs))));
    expect(answers.every((rows) => rows[0]?.name === answers[0]![0]!.name)).toBe(true);
    expect(runs.count).toBe(1);

    let fail = true;
    const failing = (): CacheableQuery<{ name: string }> => {
      const query = dealerName(dealer.id).where('dealers.code', '!=', 'failing');
      return counted(query, runs, async () => {
        if (fail) throw new Error('connection reset');
      });
    };
    await expect(Promise.all([cache.rows(failing()), cache.rows(failing())])).rejects.toThrow('connection reset');
    expect(runs.count).toBe(2);
    fail = false;
    expect(await cache.rows(failing())).toHaveLength(1);
    expect(runs.count).toBe(3);
  });

  it('reads the database every time while its feed is not listening, and keeps nothing with no room', async () => {
    const silent = new PostgresChangeFeed(database.url, db);
    const runs = { count: 0 };
    const dealer = await firstDealer();
    const unheard = new ResultCache(db, silent, 10);
    await unheard.rows(counted(dealerName(dealer.id), runs));
    await unheard.rows(counted(dealerName(dealer.id), runs));
    expect(runs.count).toBe(2);
    const none = new ResultCache(db, feed, 0);
    await none.rows(counted(dealerName(dealer.id), runs));
    await none.rows(counted(dealerName(dealer.id), runs));
    expect(runs.count).toBe(4);
    await silent.close();
  });

  it('gives up on a listening connection that stopped answering: reads the database meanwhile, listens again on a new one', async () => {
    const proxy = await stallableProxy(new URL(database.url));
    const errors: string[] = [];
    const stalling = new PostgresChangeFeed(proxy.url, db, (message) => errors.push(message), 300);
    try {
      await stalling.start();
      const cache = new ResultCache(db, stalling, 10);
      const runs = { count: 0 };
      const dealer = await firstDealer();
      await cache.rows(counted(dealerName(dealer.id), runs));
      await cache.rows(counted(dealerName(dealer.id), runs));
      expect(runs.count).toBe(1);

      // The connection goes silent (a dead network path): the read waits the fence's time, no more.
      proxy.stallOpenConnections();
      await cache.rows(counted(dealerName(dealer.id), runs));
      expect(runs.count).toBe(2);
      expect(errors.join('\n')).toContain('no answer to a fence within 300 ms');

      // A new listening connection replaces it; what was kept is dropped (messages may have been missed).
      await expect.poll(() => stalling.fence(), { timeout: 10_000 }).toBe(true);
      await cache.rows(counted(dealerName(dealer.id), runs));
      await cache.rows(counted(dealerName(dealer.id), runs));
      expect(runs.count).toBe(3);
      await writer.query('update dealers set name = $1 where id = $2', ['Heard Again', dealer.id]);
      expect(await cache.rows(counted(dealerName(dealer.id), runs))).toEqual([{ name: 'Heard Again' }]);
    } finally {
      await stalling.close();
      await proxy.close();
    }
  });

  it('forgets the least recently used result past its room', async () => {
    const cache = new ResultCache(db, feed, 2);
    const runs = { count: 0 };
    const ids = (await db.selectFrom('dealers').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
    for (const id of [ids[0]!, ids[1]!, ids[0]!, ids[2]!, ids[0]!]) await cache.rows(counted(dealerName(id), runs));
    expect(runs.count).toBe(3);
    await cache.rows(counted(dealerName(ids[1]!), runs));
    expect(runs.count).toBe(4);
  });

  /** Each query `run` reads through its results, with the tables the cache would watch for it. */
  async function cachedQueriesOf(run: (recording: Results) => Promise<void>): Promise<Array<{ compiled: CompiledQuery; tables: string[] }>> {
    const queries: Array<{ compiled: CompiledQuery; tables: string[] }> = [];
    await run({
      rows: (query, rawTables = []) => {
        queries.push({ compiled: query.compile(), tables: [...tablesOf(query.toOperationNode()), ...rawTables] });
        return query.execute();
      },
    });
    return queries;
  }

  /**
   * What would let a kept result outlive a change: a table the query's PostgreSQL plan reads that
   * the cache does not watch for it, or a watched table that does not announce its changes.
   */
  async function unwatchedTables(queries: Array<{ compiled: CompiledQuery; tables: string[] }>): Promise<Array<{ sql: string; tables: string[] }>> {
    const announcing = await sql<{ name: string }>`
      select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and t.tgname = 'data_change_notice'`.execute(db);
    const announces = new Set(announcing.rows.map((row) => row.name));
    const unwatched = [];
    for (const { compiled, tables } of queries) {
      const explained = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) ${compiled.sql}`, compiled.parameters as unknown[]);
      const planned = new Set(relationsOf(explained.rows[0]!['QUERY PLAN'][0]!.Plan));
      expect(planned.size).toBeGreaterThan(0);
      const missing = [...[...planned].filter((table) => !tables.includes(table)), ...tables.filter((table) => !announces.has(table)).map((table) => `${table} (silent)`)];
      if (missing.length > 0) unwatched.push({ sql: compiled.sql, tables: missing });
    }
    return unwatched;
  }

  const callerNamed = async (login: string): Promise<Caller> => callerOf((await new UserDirectory(db, systemClock, 1_000).byLogin(login))!, null);
  const LOGINS = ['admin', 'oem', 'dealer', 'group'];

  it("watches every table of a cached query's plan: Manage Enrollments, each scope and filter", async () => {
    const addon = await db.selectFrom('addons').select('id').orderBy('id').executeTakeFirstOrThrow();
    const region = await db.selectFrom('regions').innerJoin('districts', 'districts.regionId', 'regions.id').select(['regions.code as region', 'districts.code as district']).executeTakeFirstOrThrow();
    const filterSets: EnrollmentFilters[] = [
      { addonIds: [], statuses: [] },
      { addonIds: [addon.id], statuses: ['ACTIVE'], dealer: 'a', programId: 1 },
      { addonIds: [], statuses: [], addonId: addon.id, regionCode: region.region, districtCode: region.district },
    ];
    const queries = await cachedQueriesOf(async (recording) => {
      for (const login of LOGINS) {
        for (const filters of filterSets) {
          await findEnrollments(db, await callerNamed(login), filters, { order: { field: 'programName', direction: 'desc' }, limit: 25, offset: 25 }, recording);
        }
      }
      await findEnrollments(db, await callerNamed('admin'), filterSets[0]!, { order: DEFAULT_ENROLLMENT_ORDER, limit: 25, offset: 0 }, recording);
    });
    expect(queries.length).toBe(26);
    expect(await unwatchedTables(queries)).toEqual([]);
  });

  it("watches every table of a cached query's plan: Lead Viewer pages, each scope, sort and filter, from the start and from an anchor", async () => {
    const source = await db.selectFrom('leadSources').select('name').orderBy('id').executeTakeFirstOrThrow();
    const dealer = await db.selectFrom('dealers').select('code').orderBy('id').executeTakeFirstOrThrow();
    const filterSets = [{}, { dealerCode: dealer.code, source: source.name, customerName: 'a', creditRequested: false }];
    const queries = await cachedQueriesOf(async (recording) => {
      for (const login of LOGINS) {
        const caller = await callerNamed(login);
        for (const filters of filterSets) {
          for (const field of LEAD_SORT_FIELDS) {
            for (const direction of ['asc', 'desc'] as const) {
              const anchors = new LeadPageAnchors(60_000, () => Date.now());
              const searchKey = `${login}|${JSON.stringify(filters)}`;
              for (const offset of [0, 25]) {
                await searchLeadPage(db, caller, filters, { order: { field, direction }, limit: 25, offset }, { anchors, searchKey, results: recording });
              }
            }
          }
        }
      }
    });
    expect(queries.length).toBe(LOGINS.length * filterSets.length * LEAD_SORT_FIELDS.length * 2 * 2);
    expect(await unwatchedTables(queries)).toEqual([]);
  });

  describe('on two servers of one database', () => {
    let a: TestServer;
    let b: TestServer;
    let token: string;

    beforeAll(async () => {
      [a, b] = await Promise.all([startTestServer({ databaseUrl: database.url }), startTestServer({ databaseUrl: database.url })]);
      token = (await a.login('admin')).body.access_token as string;
    }, SLOW);

    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    }, SLOW);

    const firstRow = async (server: TestServer) => {
      const res = await server.post<SearchResult>(SEARCH, { token, json: {}, query: { page: 0, size: 25 } });
      expect(res.status).toBe(200);
      return res.body.content[0]!;
    };

    it('shows a change committed anywhere in the very next search, on either server', async () => {
      const { dealerCode } = await firstRow(a);
      await firstRow(b);
      for (let round = 0; round < 20; round++) {
        const name = `Cache Round ${round}`;
        await writer.query('update dealers set name = $1 where code = $2', [name, dealerCode]);
        const [onA, onB] = await Promise.all([firstRow(a), firstRow(b)]);
        expect([onA.dealerName, onB.dealerName]).toEqual([name, name]);
      }
    });

    it("shows a dealer's deactivation made through one server in the next search on the other", async () => {
      const { dealerCode } = await firstRow(b);
      const deactivated = await a.post(`/api/portal/enrollments/dealer/${dealerCode}/deactivate`, {
        token,
        query: { inactivationType: 'INACTIVATION', stateChangedReason: 'Closed' },
      });
      expect(deactivated.status).toBe(200);
      expect((await firstRow(b)).status).toBe('INACTIVE');
      expect((await b.post(`/api/portal/enrollments/dealer/${dealerCode}/reactivate`, { token })).status).toBe(200);
      expect((await firstRow(a)).status).toBe('ACTIVE');
    });
  });
});

/**
 * A TCP relay to the database whose open connections can be made to go silent (bytes held, the
 * sockets left open), as a dropped network path leaves them; connections made later relay as usual.
 */
async function stallableProxy(target: URL): Promise<{ url: string; stallOpenConnections(): void; close(): Promise<void> }> {
  const open = new Set<Socket>();
  const server: Server = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [inbound, outbound]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => open.delete(socket));
    }
    inbound.pipe(outbound);
    outbound.pipe(inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(target.href);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.href,
    stallOpenConnections: () => {
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
      }
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
