/**
 * `npm run bench:api`: what the portal's request path costs, on loopback, in one run.
 *
 *  1. Throughput at 50 connections: a bare Fastify route answering the same JSON as userData
 *     (baseline) against the authenticated GET /api/sso/user/userData (token check, contract
 *     validation, dealer-scope rules, the handler's database reads). Ratio = portal ÷ bare.
 *     Beside it, the same comparison by each server's CPU time per request (bare ÷ portal): the
 *     load generator shares this machine's cores, and how the scheduler splits them moves the
 *     throughput ratio by a third between runs of the same code (0.31–0.48, 2026-11-28), while
 *     the work each server does per request stays put.
 *  2. GET /health latency at 50 connections with the embedded database idle, then while a heavy
 *     query runs on it again and again: the database works in its own process, so the API's
 *     event loop should stay free and /health fast.
 *
 * Figures, not a test: they depend on the machine. Env: BENCH_DURATION_S (default 10),
 * BENCH_SEED_LEADS (default 1,000,000, seeded once into BENCH_DATA_DIR, default data/bench).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { figure } from './npm-start-portal.ts';
import { cpuOf } from './process-cpu.ts';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../src/constants.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/demo-users.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

function startChild(script: string): ChildProcess {
  return spawn(process.execPath, ['--import', tsxLoader, fileURLToPath(new URL(script, import.meta.url))], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  });
}

function nextMessage<T extends { type: string }>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`a bench process exited with code ${code} before "${type}"`)));
  });
}

interface Figures {
  label: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(label: string, url: string, headers: Record<string, string> = {}, durationS = DURATION_S): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS, headers });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { label, requests: result.requests.total, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: non2xx };
}

const row = (f: Figures) =>
  `${f.label.padEnd(52)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(7)} ms${f.errors ? `   (${f.errors} non-2xx/errors)` : ''}`;

const portalProcess = startChild('./bench-server.ts');
const bareProcess = startChild('./bare-server.ts');
try {
  const ready = await nextMessage<{ type: 'ready'; port: number; leads: number }>(portalProcess, 'ready');
  const base = `http://127.0.0.1:${ready.port}`;
  const login = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'dealer', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  const userDataUrl = `${base}/api/sso/user/userData`;
  const userData = await fetch(userDataUrl, { headers: auth });
  if (!userData.ok) throw new Error(`userData failed: ${userData.status} ${await userData.text()}`);
  const body = await userData.json();

  bareProcess.send({ body });
  const bare = await nextMessage<{ type: 'ready'; port: number }>(bareProcess, 'ready');
  const bareUrl = `http://127.0.0.1:${bare.port}/bare/userData`;

  console.log(`\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback; embedded database with ${ready.leads} leads\n`);
  await load('warm-up', bareUrl, {}, WARMUP_S);
  await load('warm-up', userDataUrl, auth, WARMUP_S);
  /** The load's figures and the server's CPU time per request over it, in microseconds. */
  const loadWithCpu = async (server: ChildProcess, ...args: Parameters<typeof load>) => {
    const before = await cpuOf(server);
    const figures = await load(...args);
    return { figures, cpuPerRequest: ((await cpuOf(server)) - before) / Math.max(figures.requests, 1) };
  };
  const { figures: bareFigures, cpuPerRequest: bareCpu } = await loadWithCpu(bareProcess, 'bare Fastify route, same JSON as userData', bareUrl);
  const { figures: portalFigures, cpuPerRequest: portalCpu } = await loadWithCpu(portalProcess, 'GET /api/sso/user/userData (authenticated)', userDataUrl, auth);
  // The portal's own request path without any database work: token, user cache, role refusal.
  const refusedFigures = await load('token check + role refusal (403, no database)', `${base}/api/portal/impersonate/users?term=ab`, auth);
  console.log(row(bareFigures));
  console.log(row(portalFigures));
  console.log(row({ ...refusedFigures, errors: 0 }));
  console.log(`${'server CPU per request, bare ÷ portal'.padEnd(52)} ${bareCpu.toFixed(0).padStart(8)} µs ÷ ${portalCpu.toFixed(0)} µs`);
  figure('bench:api ratio, authenticated read ÷ bare Fastify', portalFigures.requestsPerSecond / bareFigures.requestsPerSecond, '', { min: 0.5 }, 2);
  figure('bench:api ratio by server CPU per request', bareCpu / portalCpu, '', { min: 0.5 }, 2);
  console.log(`${'ratio token check ÷ bare (throughput)'.padEnd(52)} ${(refusedFigures.requestsPerSecond / bareFigures.requestsPerSecond).toFixed(2).padStart(8)}\n`);

  const healthUrl = `${base}/health`;
  const idle = await load('GET /health, database idle', healthUrl);
  portalProcess.send({ type: 'heavy-start' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const busy = await load('GET /health, heavy query running', healthUrl);
  portalProcess.send({ type: 'heavy-stop' });
  const heavy = await nextMessage<{ type: 'heavy-done'; runs: number; averageMs: number }>(portalProcess, 'heavy-done');
  console.log(row(idle));
  console.log(row(busy));
  console.log(`${'heavy query (sort 1 row digest per lead)'.padEnd(52)} ${String(heavy.runs).padStart(8)} runs     ${heavy.averageMs} ms each`);
  figure('/health p99 under a heavy query', busy.p99, 'ms', { max: 20 });
} finally {
  portalProcess.disconnect();
  bareProcess.disconnect();
}
