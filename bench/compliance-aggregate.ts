/**
 * `npm run bench:compliance`: the compliance aggregate report (issue #16 "npm run bench") at 50
 * connections against `npm start`'s portal, as ratios of GET /health measured in the same run
 * on the same server.
 *
 * - As the admin (every dealer): the aggregate report's first page for the current period (what
 *   the report opens on) and over every audit (the most audits one report reads); the CRM
 *   aggregate and the compliance scores' first page over every audit; the aggregate exported to
 *   XLSX over every audit.
 * - While each runs, a second load asks /health at 2 connections: its p99 shows whether a report
 *   holds other requests up.
 * - Aims (the issue names none; what an analyst expects of a report): p99 within half a second
 *   at 50 simultaneous requests, a second for the XLSX file; /health p99 under 20 ms meanwhile.
 *
 * `DATABASE_URL=postgres://…` runs the portal on that server instead of the embedded one (seed
 * it first with ten times the audits: `SEED_AUDIT_SCALE=10 DATABASE_URL=… npm run db:seed`).
 * Figures depend on the machine; they are not a test. Env: BENCH_DURATION_S (default 8),
 * BENCH_DATA_DIR.
 */
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/server-config.ts';
import { figure, startPortal } from './npm-start-portal.ts';
import { tokenOf } from './demo-token.ts';
import { measureBesideHealth, type Load } from './load-beside-health.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const PAGE_SIZE = 25;
/** Before the first seeded audit: the report reads every audit (the searches do without dates). */
const EVERY_AUDIT = { dateFrom: '2000-01-01' };

const measure = (label: string, load: Load, health?: Load) => measureBesideHealth(label, load, { connections: CONNECTIONS, durationS: DURATION_S, health });

const database = process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL';
console.log(`Compliance aggregate report benchmark, ${CONNECTIONS} connections, ${DURATION_S} s each, on ${database}`);
const portal = await startPortal(path.resolve(PROJECT_ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench-compliance'));
try {
  const base = portal.url;
  const headers = { authorization: `Bearer ${await tokenOf(base, 'admin')}`, 'content-type': 'application/json' };
  const post = (route: string, body: object, query = ''): Load => ({ url: `${base}${route}${query}`, method: 'POST', headers, body: JSON.stringify(body) });
  const aggregate = (body: object) =>
    post('/api/portal/compliance/generate/ComplianceAggregateReport', { auditType: 'DWCP', ...body }, `?page=0&size=${PAGE_SIZE}&sort=regionName,asc`);

  const size = async (load: Load) => (await fetch(load.url, { method: 'POST', headers, body: load.body })).json();
  const audits = (await size(post('/api/portal/compliance/report/search', { kind: 'DEALER', auditType: 'DWCP' }, '?page=0&size=1'))) as {
    page: { totalElements: number };
  };
  const everything = (await size(aggregate(EVERY_AUDIT))) as { page: { totalElements: number }; totals: { dealers: number; auditedDealers: number } };
  console.log(
    `  ${audits.page.totalElements.toLocaleString('en-US')} DWCP dealer audits visible to the admin; the report has ` +
      `${everything.page.totalElements} districts, ${everything.totals.dealers} dealers, ${everything.totals.auditedDealers} audited`,
  );

  const health: Load = { url: `${base}/health` };
  const baseline = await measure('GET /health (baseline)', health);
  const results = {
    'aggregate, current period': { p99Aim: 500, result: await measure('aggregate, current period, first page', aggregate({}), health) },
    'aggregate, every audit': { p99Aim: 500, result: await measure('aggregate, every audit, first page', aggregate(EVERY_AUDIT), health) },
    'CRM aggregate': { p99Aim: 500, result: await measure('CRM aggregate, every audit', post('/api/portal/compliance/generate/CrmComplianceAggregateReport', { auditType: 'DWCP', ...EVERY_AUDIT }), health) },
    'scores search': {
      p99Aim: 500,
      result: await measure('compliance scores, every audit, first page', post('/api/portal/compliance/scoresReport/search', { auditType: 'DWCP' }, `?page=0&size=${PAGE_SIZE}`), health),
    },
    'aggregate XLSX': { p99Aim: 1000, result: await measure('aggregate as XLSX, every audit', post('/api/portal/reports/generate/ComplianceAggregateReport/xlsx', EVERY_AUDIT), health) },
  };
  for (const [name, { p99Aim, result }] of Object.entries(results)) {
    figure(`compliance ${name}, throughput / /health`, result.rps / baseline.rps, 'ratio', { min: 0.02 }, 3);
    figure(`compliance ${name}, p99`, result.p99, 'ms', { max: p99Aim });
    figure(`/health p99 during compliance ${name}`, result.healthP99 ?? 0, 'ms', { max: 20 });
  }
} finally {
  await portal.stop();
}
console.log('');
