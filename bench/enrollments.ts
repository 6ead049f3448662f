/**
 * `npm run bench:enrollments`: the Manage Enrollments search (POST /api/portal/enrollments/search)
 * at 50 connections, on the embedded PostgreSQL, as req/s and p99 and as ratios against GET /health on the same server in the same run (the
 * HTTP stack without the database), so the figures travel between machines.
 *
 * Three calls per database: /health (baseline); the first page of every enrollment as an admin
 * sees it (25 rows, default order, the table's first load); and a filtered, sorted page (a
 * dealer-name fragment, two statuses, sorted by dealer name descending) as OEM staff, which
 * adds the caller-scope condition and the LIKE search.
 *
 * Figures, not a test: they depend on the machine. Env: BENCH_DURATION_S (default 10),
 * BENCH_SEED_LEADS (default 2,000), BENCH_DATA_DIR (embedded, default data/bench-enrollments,
 * seeded once and reused).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../src/constants.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/demo-users.ts';
import type { EnrollmentsBenchServerMessage } from './enrollments-server.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

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

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', tsxLoader, fileURLToPath(new URL('./enrollments-server.ts', import.meta.url))], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
}

function ready(child: ChildProcess): Promise<EnrollmentsBenchServerMessage> {
  return new Promise((resolve, reject) => {
    child.once('message', (message: EnrollmentsBenchServerMessage) => resolve(message));
    child.once('exit', (code) => reject(new Error(`the bench server exited with code ${code} before it was ready`)));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

async function load(label: string, target: Target, durationS = DURATION_S): Promise<Figures> {
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: durationS });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function tokenOf(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
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
// Three decimals: a search costs a small fraction of /health's throughput, and two would round it away.
const ratio = (label: string, value: number) => `  ${label.padEnd(46)} ${value.toFixed(value < 1 ? 3 : 2).padStart(7)}`;

async function benchDatabase(name: string, env: Record<string, string>): Promise<void> {
  const server = startServer(env);
  try {
    const info = await ready(server);
    const base = `http://127.0.0.1:${info.port}`;
    console.log(`\n${name}: ${info.dealers} dealers, ${info.enrollments} program enrollments; ${CONNECTIONS} connections, ${DURATION_S} s per call`);
    const health: Target = { url: `${base}/health` };
    const firstPage = await searchTarget(base, 'admin', '?page=0&size=25', {});
    const filtered = await searchTarget(base, 'oem', '?page=0&size=25&sort=dealerName,desc', { dealer: 'a', statuses: ['ACTIVE', 'PAUSED'] });
    for (const target of [health, firstPage, filtered]) await load('warm-up', target, WARMUP_S);
    const baseline = await load('GET /health (baseline)', health);
    const all = await load('search, first page of all (admin)', firstPage);
    const narrowed = await load('search, filtered and sorted (OEM staff)', filtered);
    for (const figures of [baseline, all, narrowed]) console.log(row(figures));
    console.log(ratio('ratio search ÷ /health, throughput', all.requestsPerSecond / baseline.requestsPerSecond));
    console.log(ratio('ratio search ÷ /health, p99 latency', all.p99 / Math.max(baseline.p99, 0.1)));
    console.log(ratio('ratio filtered ÷ /health, throughput', narrowed.requestsPerSecond / baseline.requestsPerSecond));
    console.log(ratio('ratio filtered ÷ /health, p99 latency', narrowed.p99 / Math.max(baseline.p99, 0.1)));
  } finally {
    await stopped(server);
  }
}

console.log('Enrollments search benchmark (POST /api/portal/enrollments/search), loopback');
await benchDatabase('Embedded PostgreSQL (pool of 10)', { BENCH_DATA_DIR: process.env.BENCH_DATA_DIR ?? 'data/bench-enrollments' });
console.log('');
