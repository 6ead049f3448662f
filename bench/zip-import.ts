/**
 * `npm run bench:zip-import`: the bulk ZIP import (POST zipCodeBulkImport) of a 50,000-row CSV
 * and of the same rows as .xlsx, against the real app on the embedded database, as rows per
 * second and as a ratio to a baseline measured in the same run: reading the same file only
 * (zipFileRows, exceljs), what any import must do before judging and storing a row. The ratio
 * says what judging (one look-up per batch) and storing (a statement per batch) cost on top of
 * reading, whatever the machine. Meanwhile GET /health is probed one call after another: its
 * slowest answer (on runs of their own, as the probes share the process's CPU) says whether
 * the import holds the event loop (issue #14: "a 50,000-row file
 * never blocks other requests"). Aims: the import at least a tenth as fast as reading alone
 * (storing a row costs most: an insert with its key and foreign-key checks), /health never
 * held beyond 200 ms (the bench's own client runs in the same process and counts too).
 * Figures, not a test: they depend on the machine.
 *
 * Env: BENCH_RUNS (default 3, the median is kept), BENCH_DATA_DIR (default
 * data/bench-zip-import, seeded once with 1,000 leads and reused), DATABASE_URL (another
 * PostgreSQL instead of the embedded one, seeded the same way when empty).
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../src/constants.ts';
import { buildApp } from '../src/server/app.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/demo-users.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { isDatabaseSeeded, seedDatabase } from '../src/server/db/seed/seed-database.ts';
import { zipFileRows } from '../src/server/handlers/lead-program/zip-import/zip-file-rows.ts';
import type { ZipFile } from '../src/server/handlers/lead-program/zip-import/zip-file.ts';
import { PROJECT_ROOT, readServerConfig } from '../src/server/server-config.ts';
import { figure } from './npm-start-portal.ts';

const ROWS = 50_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEALER = 'HON0001';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const dataDir = path.resolve(PROJECT_ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench-zip-import');
// DATABASE_URL=postgres://… runs it on that server (e.g. Debian's PostgreSQL 15) instead.
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL?.trim() || undefined });
if (!(await isDatabaseSeeded(database.db))) {
  console.error(`bench: seeding ${dataDir} (once; later runs reuse it) …`);
  await seedDatabase(database.db, { leads: 1_000 });
}
const config = { ...readServerConfig({ ...process.env, DATA_DIR: dataDir }), port: 0 };
const app = await buildApp({ db: database.db, config, logger: { level: 'warn' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

try {
  const { programId } = await database.db
    .selectFrom('programEnrollments')
    .innerJoin('programs', 'programs.id', 'programEnrollments.programId')
    .innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId')
    .select('programs.id as programId')
    .where('dealers.code', '=', DEALER)
    .where('programs.leadProgram', '=', true)
    .executeTakeFirstOrThrow();

  // Every five-digit code from 10000: known ZIPs of the seeded markets and unknown ones, one look-up per batch for both.
  const codes = Array.from({ length: ROWS }, (_, index) => String(10_000 + index));
  const csv = Buffer.from(`zip\r\n${codes.join('\r\n')}\r\n`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ZIPs');
  sheet.addRow(['zip']);
  for (const code of codes) sheet.addRow([code]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

  const signIn = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'dealer', password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const token = ((await signIn.json()) as { access_token: string }).access_token;

  /** One import; with `probe`, /health is called one call after another until it is done. */
  async function importOnce(name: string, type: string, data: Buffer, probe: boolean): Promise<{ ms: number; slowestHealthMs: number; probes: number }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    form.append('programId', String(programId));
    let done = !probe;
    const healthTimes: number[] = [0];
    const probing = (async () => {
      while (!done) {
        const probe = await timed(() => fetch(`${base}/health`).then((res) => res.arrayBuffer()));
        healthTimes.push(probe.ms);
      }
    })();
    const run = await timed(async () => {
      const res = await fetch(`${base}/api/portal/leadProgramSettings/zipCodeBulkImport/${DEALER}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = (await res.json()) as { totalRows?: number };
      if (!res.ok || body.totalRows !== ROWS) throw new Error(`the import failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    });
    done = true;
    await probing;
    return { ms: run.ms, slowestHealthMs: Math.max(...healthTimes), probes: healthTimes.length - 1 };
  }

  console.log(`Bulk ZIP import benchmark: ${ROWS.toLocaleString('en-US')} rows, median of ${RUNS} runs, loopback, ${process.env.DATABASE_URL ? 'on DATABASE_URL' : 'embedded PostgreSQL'}`);
  for (const [label, name, type, data] of [
    ['csv', 'zips.csv', 'text/csv', csv],
    ['xlsx', 'zips.xlsx', XLSX, xlsx],
  ] as const) {
    const file: ZipFile = { fileName: name, format: label, data };
    await zipFileRows(file);
    await importOnce(name, type, data, false);
    // Throughput without probes (they would share the process's CPU with the import), then the probes on their own runs.
    const reads: number[] = [];
    const imports: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      reads.push((await timed(() => zipFileRows(file))).ms);
      imports.push((await importOnce(name, type, data, false)).ms);
    }
    const slowest: number[] = [];
    let probes = 0;
    for (let run = 0; run < RUNS; run++) {
      const outcome = await importOnce(name, type, data, true);
      slowest.push(outcome.slowestHealthMs);
      probes += outcome.probes;
    }
    const readRate = ROWS / (median(reads) / 1000);
    const importRate = ROWS / (median(imports) / 1000);
    console.log(`  ${label.padEnd(5)} read only (baseline) ${readRate.toFixed(0).padStart(8)} rows/s   import ${importRate.toFixed(0).padStart(8)} rows/s   ${(data.length / 1024).toFixed(0)} KB`);
    console.log(`        /health during the imports: ${probes} answers, slowest ${Math.max(...slowest).toFixed(1)} ms`);
    figure(`zip import ${label}, rows/s as a share of reading only`, importRate / readRate, '×', { min: 0.1 }, 2);
    figure(`/health slowest during a ${label} zip import`, median(slowest), 'ms', { max: 200 });
  }
} finally {
  await app.close();
  await database.close();
}
console.log('');
