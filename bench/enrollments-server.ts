/**
 * The portal server for bench/enrollments.ts, in a process of its own so the load generator
 * and the server do not share an event loop: the real app (buildApp) on the embedded database
 * in BENCH_DATA_DIR, or on the PostgreSQL server of BENCH_DATABASE_URL. Seeds an empty database
 * once (BENCH_SEED_LEADS leads: the search does not read leads), then tells the parent its port
 * and how many enrollment rows the search pages through.
 */
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { isDatabaseSeeded, seedDatabase } from '../src/server/db/seed/seed-database.ts';
import { readServerConfig } from '../src/server/server-config.ts';

export type EnrollmentsBenchServerMessage = { type: 'ready'; port: number; enrollments: number; dealers: number };

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? 'data/bench-enrollments';
const leads = Number(process.env.BENCH_SEED_LEADS ?? 2_000);
const config = { ...readServerConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }), port: 0 };
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: config.dataDir });
if (!(await isDatabaseSeeded(database.db))) {
  console.error(`bench: seeding ${databaseUrl ? 'the PostgreSQL database' : config.dataDir} (once per database) …`);
  await seedDatabase(database.db, { leads });
}
const count = async (table: 'programEnrollments' | 'dealers') =>
  Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
const [enrollments, dealers] = [await count('programEnrollments'), await count('dealers')];
const app = await buildApp({ db: database.db, config, logger: { level: 'warn' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const ready: EnrollmentsBenchServerMessage = { type: 'ready', port: typeof address === 'object' && address ? address.port : 0, enrollments, dealers };
process.send?.(ready);

process.on('disconnect', () => {
  void (async () => {
    await app.close();
    await database.close();
    process.exit(0);
  })();
});
