/**
 * `npm run bench:radius`: the ZIP radius searches of the SmartLeads settings (issue #14) at 20
 * connections against `npm start`'s portal, as ratios of GET /health measured in the same run
 * on the same server (the baseline: what the machine answers when a call does no work).
 *
 * - getZipCodesByRadius at 25 and 100 miles around a demo dealer's ZIP (the ZIP list of a radius
 *   coverage), and listCityZipCodes with a typed term (the city/ZIP picker, searched per key).
 * - Aims (chosen here): each search at least 0.25 of /health's throughput, p99 ≤ 50 ms.
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
  const radius = (miles: number) => `${base}/api/portal/leadProgramSettings/adjustCoverage/getZipCodesStringByRadius?centralZip=${zip}&radius=${miles}`;
  const near = await measure(`ZIPs within 25 miles of ${zip}`, radius(25), auth);
  const far = await measure(`ZIPs within 100 miles of ${zip}`, radius(100), auth);
  const term = encodeURIComponent(coverage.centre.city.slice(0, 2));
  const picker = await measure(`city/ZIP picker, term "${coverage.centre.city.slice(0, 2)}"`, `${base}/api/portal/leadProgramSettings/adjustCoverage/getCityZipList?centralZip=${zip}&radius=100&term=${term}`, auth);
  for (const [name, result] of [['radius 25 mi', near], ['radius 100 mi', far], ['city/ZIP picker', picker]] as const) {
    figure(`ZIP ${name}, throughput / /health`, result.rps / health.rps, 'ratio', { min: 0.25 }, 2);
    figure(`ZIP ${name}, p99`, result.p99, 'ms', { max: 50 });
  }
} finally {
  await portal.stop();
}
console.log('');
