/**
 * `npm run bench:signin-flood`: real sign-ins during a flood of wrong passwords (issue #12, 6),
 * against the portal as `npm start` runs it. Fifty keep-alive connections from one client
 * address (127.0.0.2) post wrong passwords for a rotating set of login names, existing and
 * not, as fast as the server answers; meanwhile real users sign in with the right password
 * from another address (127.0.0.1), one after the other. Prints the real sign-ins' p50, p99 and
 * worst time (aim: p99 under a second), and what the flood got (how many 401s, 429s). The
 * same real sign-ins without the flood come first, as the baseline of this machine.
 *
 * Env: BENCH_DURATION_S (default 20), BENCH_DATA_DIR (default data/bench-hostile).
 */
import http from 'node:http';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/demo-users.ts';
import { figure } from './npm-start-portal.ts';
import { CLIENT_AUTHORIZATION, startPortalProcess } from './portal-process.ts';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 20) * 1000;
const REAL_USERS = ['oem', 'editor', 'dealer.fr', 'group', 'dealer.acura', 'admin'];
const FLOOD_LOGINS = ['dealer', 'dealer.genesis', 'admin', 'no.such.user', 'guess1', 'guess2'];

function post(url: string, agent: http.Agent, body: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(`${url}/oauth/token`, {
      method: 'POST',
      agent,
      headers: { authorization: CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

const form = (username: string, password: string) => new URLSearchParams({ grant_type: 'password', username, password }).toString();

async function realSignIns(url: string, untilMs: number): Promise<{ ms: number[]; failures: number }> {
  const agent = new http.Agent({ keepAlive: true, localAddress: '127.0.0.1' });
  const ms: number[] = [];
  let failures = 0;
  for (let i = 0; performance.now() < untilMs; i++) {
    const started = performance.now();
    const status = await post(url, agent, form(REAL_USERS[i % REAL_USERS.length] ?? 'oem', DEMO_PASSWORD));
    ms.push(performance.now() - started);
    if (status !== 200) failures += 1;
  }
  agent.destroy();
  return { ms, failures };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(label: string, { ms, failures }: { ms: number[]; failures: number }): void {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (n: number) => `${Math.round(n)} ms`;
  console.log(
    `${label.padEnd(34)} ${String(ms.length).padStart(4)} sign-ins: p50 ${f(percentile(sorted, 50))}, p99 ${f(percentile(sorted, 99))}, worst ${f(sorted.at(-1) ?? NaN)}` +
      `${failures ? `, ${failures} not signed in` : ''}`,
  );
}

const portal = await startPortalProcess(process.env.BENCH_DATA_DIR ?? 'data/bench-hostile');
try {
  summary('real sign-ins, no flood', await realSignIns(portal.url, performance.now() + Math.min(DURATION_MS, 5_000)));

  const floodAgent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: '127.0.0.2' });
  const statuses = new Map<number, number>();
  let flooding = true;
  let sent = 0;
  const flood = Array.from({ length: CONNECTIONS }, async (_, connection) => {
    for (let i = 0; flooding; i++) {
      const status = await post(portal.url, floodAgent, form(FLOOD_LOGINS[(connection + i) % FLOOD_LOGINS.length] ?? 'x', `wrong-${i}`));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      sent += 1;
    }
  });
  const real = await realSignIns(portal.url, performance.now() + DURATION_MS);
  flooding = false;
  await Promise.all(flood);
  floodAgent.destroy();
  summary(`real sign-ins, ${CONNECTIONS}-connection flood`, real);
  figure(`real sign-in p99 during a ${CONNECTIONS}-connection wrong-password flood`, percentile([...real.ms].sort((a, b) => a - b), 99), 'ms', { max: 1000 }, 0);
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status || 'error'}`);
  console.log(`flood: ${sent} wrong passwords in ${DURATION_MS / 1000} s (${Math.round(sent / (DURATION_MS / 1000))}/s): ${byStatus.join(', ')}`);
  console.log(`aim: real sign-in p99 under 1,000 ms during the flood`);
} finally {
  await portal.stop();
}
