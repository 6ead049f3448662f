/**
 * `npm run bench:radius`: the ZIP radius searches of the SmartLeads settings (issue #14) at 20
 * connections against `npm start`'s portal, as ratios of GET /health measured in the same run
 * on the same server (the baseline: what the machine answers when a call does no work).
 *
 * - getZipCodesByRadius at 25 and 100 miles around a demo dealer's ZIP (the ZIP list of a radius
 *   coverage), and listCityZipCodes with a typed term (the city/ZIP picker, searched per key).
 * - Aims (chosen here): each search at least 0.25 of /health's throughput, p99 ≤ 50 ms; a
 *   radius asked for the first time (not yet kept by the server) answered within 50 ms at p99.
 * - Also measured: the signed-in floor, GET /api/sso/user/userData (token check, the user's row,
 *   contract validation: what any signed-in read costs before it does its own work). A search's
 *   share of that floor says how much of its cost is the search itself; /health alone cannot,
 *   since it checks no token and reads no table (a quiet run here: searches 0.05 of /health).
 *
 * `DATABASE_URL=postgres://…` runs the portal on that server instead of the embedded one (e.g.
 * Debian's PostgreSQL 15), for the same figures on both databases. Figures depend on the
 * machine; they are not a test. Env: BENCH_DURATION_S (default 8), BENCH_DATA_DIR.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../src/server/server-config.ts';
import { figure, startPortal } from './npm-start-portal.ts';
import { tokenOf } from './demo-token.ts';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);

async function measure(label: string, url: string, headers: Record<string, string> = {}) {
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${label}: ${check.status} ${await check.text()}`);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(`  ${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${result.latency.p99.toFixed(1).padStart(6)} ms${failures ? `   (${failures} failures)` : ''}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

console.log(`ZIP radius search benchmark, ${CONNECTIONS} connections, ${DURATION_S} s each, ${process.env.DATABASE_URL ? 'on DATABASE_URL' : 'embedded PostgreSQL'}`);
const portal = await startPortal(path.resolve(PROJECT_ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench-radius'));
try {
  const base = portal.url;
  const auth = { authorization: `Bearer ${await tokenOf(base, 'dealer')}` };
  const programs = (await (await fetch(`${base}/api/portal/dealerPrograms/HON0001?leadProgram=true`, { headers: auth })).json()) as Array<{ programId: number }>;
  const coverage = (await (await fetch(`${base}/api/portal/leadProgramSettings/adjustCoverage/HON0001/${programs[0]!.programId}`, { headers: auth })).json()) as { centre: { zipCode: string; city: string } };
  const zip = coverage.centre.zipCode;
  const health = await measure('GET /health (baseline)', `${base}/health`);
  const floor = await measure('signed-in floor, GET /api/sso/user/userData', `${base}/api/sso/user/userData`, auth);
  const radius = (miles: number) => `${base}/api/portal/leadProgramSettings/adjustCoverage/getZipCodesStringByRadius?centralZip=${zip}&radius=${miles}`;
  const near = await measure(`ZIPs within 25 miles of ${zip}`, radius(25), auth);
  const far = await measure(`ZIPs within 100 miles of ${zip}`, radius(100), auth);
  const term = encodeURIComponent(coverage.centre.city.slice(0, 2));
  const picker = await measure(`city/ZIP picker, term "${coverage.centre.city.slice(0, 2)}"`, `${base}/api/portal/leadProgramSettings/adjustCoverage/getCityZipList?centralZip=${zip}&radius=100&term=${term}`, auth);
  // The server keeps each answer (reference data), so the loads above read it warm; a radius
  // asked for the first time (a new centre or distance) is what a dealer meets when editing.
  const cold: number[] = [];
  for (let miles = 101; miles <= 300; miles += 1) {
    const at = performance.now();
    const answer = await fetch(radius(miles), { headers: auth });
    if (!answer.ok) throw new Error(`radius ${miles}: ${answer.status}`);
    await answer.arrayBuffer();
    cold.push(performance.now() - at);
  }
  cold.sort((a, b) => a - b);
  const coldAt = (q: number) => cold[Math.min(cold.length - 1, Math.floor(q * cold.length))]!;
  console.log(`  a radius asked for the first time, one at a time: median ${coldAt(0.5).toFixed(1)} ms, p99 ${coldAt(0.99).toFixed(1)} ms (${cold.length} radii)`);
  figure('ZIP radius asked for the first time, p99', coldAt(0.99), 'ms', { max: 50 });
  for (const [name, result] of [['radius 25 mi', near], ['radius 100 mi', far], ['city/ZIP picker', picker]] as const) {
    figure(`ZIP ${name}, throughput / /health`, result.rps / health.rps, 'ratio', { min: 0.25 }, 2);
    // No aim of its own: it tells the reader whether a missed aim is the search or the floor.
    console.log(`  ZIP ${name}, throughput / signed-in floor: ${(result.rps / floor.rps).toFixed(2)}`);
    figure(`ZIP ${name}, p99`, result.p99, 'ms', { max: 50 });
  }
} finally {
  await portal.stop();
}
console.log('');
