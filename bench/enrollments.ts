/**
 * `npm run bench:enrollments`: the Manage Enrollments search (POST /api/portal/enrollments/search)
 * at 50 connections against `npm start`'s portal (one server worker per core, the embedded
 * PostgreSQL), with GET /health probed at the same time as a monitor would
 * (bench/load-beside-health.ts, HEALTH_PROBE), so the figure says whether a busy search starves
 * the health check. Aims (issue #11): ≥ 1,500 req/s and p99 ≤ 50 ms for the search,
 * /health p99 ≤ 20 ms meanwhile.
 *
 * Two searches: the first page of every enrollment as an admin sees it (25 rows, default order,
 * the table's first load); and a filtered, sorted page (a dealer-name fragment, two statuses,
 * sorted by dealer name descending) as OEM staff, which adds the caller scope and the "contains"
 * search. Figures, not a test: they depend on the machine. Env: BENCH_DURATION_S (default 10),
 * BENCH_DATA_DIR (default data/bench-enrollments, seeded once with 2,000 leads and reused).
 *
 * Each search repeats one request, so the portal answers it from the results it keeps
 * (src/server/db/result-cache.ts) after the first: the figures against the aims are that path,
 * the one a table's first page, a refresh and paging back take. The same searches are then run
 * with RESULT_CACHE_ENTRIES=0, each one read from the database, and printed for comparison.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../src/server/server-config.ts';
import { figure, startPortal } from './npm-start-portal.ts';
import { tokenOf } from './demo-token.ts';
import { HEALTH_PROBE } from './load-beside-health.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** `probe`: how a probe is sent instead of the 50-connection load (HEALTH_PROBE). */
async function load(label: string, target: Target, durationS = DURATION_S, probe?: typeof HEALTH_PROBE): Promise<Figures> {
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: durationS, ...probe });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function searchTarget(base: string, username: string, query: string, filters: object): Promise<Target> {
  const target: Target = {
    url: `${base}/api/portal/enrollments/search${query}`,
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(base, username)}`, 'content-type': 'application/json' },
    body: JSON.stringify(filters),
  };
  // One call first: a wrong request would otherwise be measured as a fast 4xx.
  const res = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
  if (!res.ok) throw new Error(`${username}'s search failed: ${res.status} ${await res.text()}`);
  const rows = ((await res.json()) as { page: { totalElements: number } }).page.totalElements;
  console.log(`  ${username}: ${JSON.stringify(filters)} ${query} matches ${rows} rows`);
  return target;
}

const row = (f: Figures) =>
  `  ${f.label.padEnd(46)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(7)} ms${f.failures ? `   (${f.failures} non-2xx/errors)` : ''}`;

/** The search under load with /health probed meanwhile. */
async function underLoad(label: string, search: Target, health: Target): Promise<[Figures, Figures]> {
  return Promise.all([load(label, search), load(`  /health meanwhile (${HEALTH_PROBE.overallRate} a second)`, health, DURATION_S, HEALTH_PROBE)]);
}

async function measure(env: Record<string, string>) {
  const portal = await startPortal(path.resolve(PROJECT_ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench-enrollments'), { SEED_LEADS: '2000', ...env });
  try {
    const base = portal.url;
    const health: Target = { url: `${base}/health` };
    const firstPage = await searchTarget(base, 'admin', '?page=0&size=25', {});
    const filtered = await searchTarget(base, 'oem', '?page=0&size=25&sort=dealerName,desc', { dealer: 'a', statuses: ['ACTIVE', 'PAUSED'] });
    for (const target of [health, firstPage, filtered]) await load('warm-up', target, WARMUP_S);
    const [all, healthDuringAll] = await underLoad('search, first page of all (admin)', firstPage, health);
    const [narrowed, healthDuringNarrowed] = await underLoad('search, filtered and sorted (OEM staff)', filtered, health);
    for (const figures of [all, healthDuringAll, narrowed, healthDuringNarrowed]) console.log(row(figures));
    return { all, healthDuringAll, narrowed };
  } finally {
    await portal.stop();
  }
}

console.log('Enrollments search benchmark (POST /api/portal/enrollments/search), loopback');
console.log(`npm start's portal (one worker per core, embedded PostgreSQL); ${CONNECTIONS} connections, ${DURATION_S} s per call`);
console.log('Kept results (the default):');
const kept = await measure({});
console.log('Every search read from the database (RESULT_CACHE_ENTRIES=0):');
const uncached = await measure({ RESULT_CACHE_ENTRIES: '0' });
figure('enrollments search, first page (admin), throughput', kept.all.requestsPerSecond, 'req/s', { min: 1500 }, 0);
figure('enrollments search, first page (admin), p99', kept.all.p99, 'ms', { max: 50 });
figure('/health p99 during that search', kept.healthDuringAll.p99, 'ms', { max: 20 });
figure('enrollments search, filtered (OEM staff), throughput', kept.narrowed.requestsPerSecond, 'req/s', { min: 1500 }, 0);
figure('enrollments search, filtered (OEM staff), p99', kept.narrowed.p99, 'ms', { max: 50 });
console.log(
  `  read from the database each time: first page ${uncached.all.requestsPerSecond.toFixed(0)} req/s (p99 ${uncached.all.p99.toFixed(0)} ms), ` +
    `filtered ${uncached.narrowed.requestsPerSecond.toFixed(0)} req/s (p99 ${uncached.narrowed.p99.toFixed(0)} ms)`,
);
console.log('');
