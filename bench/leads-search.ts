/**
 * `npm run bench:leads`: the Lead Viewer's search (issue #15 "Scale") at 50 connections against
 * `npm start`'s portal, each with its ratio to GET /health measured in the same run on the same
 * server.
 *
 * - As the admin (every lead): the first page, a deep page (half-way through the results) newest
 *   first and by shopper name, a filtered search (lead type and status) and a free-text search
 *   (part of a shopper's name).
 * - While each search runs, /health is probed as a monitor asks it (HEALTH_PROBE in
 *   load-beside-health.ts): its p99 shows whether a search holds other requests up.
 * - Aims (from the issue): each search p99 under 50 ms; on PostgreSQL with a million leads at
 *   least 1,500 req/s; /health p99 under 20 ms during the searches.
 * - Each load repeats one request, so after the first the page comes from the results the
 *   portal keeps until a lead table changes (src/server/db/result-cache.ts); with
 *   RESULT_CACHE_ENTRIES=0 every page is read from the database.
 *
 * `DATABASE_URL=postgres://…` runs the portal on that server instead of the embedded one (seed
 * it first with `SEED_LEADS=1000000 DATABASE_URL=… npm run db:seed`). Figures depend on the
 * machine; they are not a test. Env: BENCH_DURATION_S (default 8), BENCH_DATA_DIR.
 */
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/server-config.ts';
import { figure, startPortal } from './npm-start-portal.ts';
import { tokenOf } from './demo-token.ts';
import { measureBesideHealth, type Load } from './load-beside-health.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const PAGE_SIZE = 25;

const measure = (label: string, load: Load, health?: Load) => measureBesideHealth(label, load, { connections: CONNECTIONS, durationS: DURATION_S, health });

const database = process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL';
console.log(`Lead search benchmark, ${CONNECTIONS} connections, ${DURATION_S} s each, on ${database}`);
const portal = await startPortal(path.resolve(PROJECT_ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench-leads'));
try {
  const base = portal.url;
  const headers = { authorization: `Bearer ${await tokenOf(base, 'admin')}`, 'content-type': 'application/json' };
  const search = (body: object, page = 0): Load => ({
    url: `${base}/api/portal/leads/search?page=${page}&size=${PAGE_SIZE}&sort=receivedDate,desc`,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const first = (await (await fetch(search({}).url, { method: 'POST', headers, body: '{}' })).json()) as { page: { totalElements: number; totalEstimated?: boolean } };
  const total = first.page.totalElements;
  const deepPage = Math.floor(total / PAGE_SIZE / 2);
  console.log(
    `  ${first.page.totalEstimated ? 'about ' : ''}${total.toLocaleString('en-US')} leads visible to the admin; the deep page is page ${deepPage.toLocaleString('en-US')}`,
  );
  const byName = (page: number): Load => ({ ...search({}, page), url: search({}, page).url.replace('receivedDate,desc', 'customer.lastName,asc') });

  const health: Load = { url: `${base}/health` };
  const baseline = await measure('GET /health (baseline)', health);
  const results = {
    'first page': await measure('first page, newest first', search({}), health),
    'deep page': await measure(`page ${deepPage} of ${Math.ceil(total / PAGE_SIZE)}`, search({}, deepPage), health),
    'deep page by name': await measure(`page ${deepPage}, sorted by shopper name`, byName(deepPage), health),
    filtered: await measure('USED and SOLD', search({ leadType: 'USED', status: 'SOLD' }), health),
    'free text': await measure('shopper name contains "son"', search({ customerName: 'son' }), health),
  };
  for (const [name, result] of Object.entries(results)) {
    figure(`lead search ${name}, throughput`, result.rps, 'req/s', { min: 1500 }, 0);
    // Issue #15 asks for the ratio to be printed; its aims are the absolute ones around it. The
    // 0.25 this bench held it to from 2026-11-25 measured /health as much as the search: /health
    // alone went from 8,000–18,000 to 34,000–44,000 req/s with the server's own work since, and
    // a page of 25 leads (20 KB of JSON) is not a 100-byte answer from memory.
    figure(`lead search ${name}, throughput / /health`, result.rps / baseline.rps, 'ratio', null, 2);
    figure(`lead search ${name}, p99`, result.p99, 'ms', { max: 50 });
    figure(`/health p99 during lead search ${name}`, result.healthP99 ?? 0, 'ms', { max: 20 });
  }
} finally {
  await portal.stop();
}
console.log('');
