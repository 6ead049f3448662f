/**
 * The portal server for bench/api.ts, in a process of its own: the real app (buildApp) on the
 * embedded database in BENCH_DATA_DIR, seeded once with BENCH_SEED_LEADS leads. Besides
 * serving HTTP it obeys two IPC messages from the bench, `heavy-start` and `heavy-stop`: a
 * heavy query run again and again on the server's own database connection, which is how an
 * expensive report would hold the embedded database. It also answers `cpu` with its CPU time.
 */
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { isDatabaseSeeded, seedDatabase } from '../src/server/db/seed/seed-database.ts';
import { readServerConfig } from '../src/server/server-config.ts';
import { answerCpuRequests } from './process-cpu.ts';

export type BenchServerMessage =
  | { type: 'ready'; port: number; leads: number }
  | { type: 'heavy-done'; runs: number; averageMs: number };

const send = (message: BenchServerMessage) => process.send?.(message);
answerCpuRequests();

const dataDir = process.env.BENCH_DATA_DIR ?? 'data/bench';
const leadsWanted = Number(process.env.BENCH_SEED_LEADS ?? 1_000_000);
const config = { ...readServerConfig({ ...process.env, DATA_DIR: dataDir }), port: 0 };
const database = await openDatabase({ dataDir: config.dataDir });
if (!(await isDatabaseSeeded(database.db))) {
  console.error(`bench: seeding ${leadsWanted} leads into ${config.dataDir} (once; later runs reuse it) …`);
  await seedDatabase(database.db, { leads: leadsWanted, log: (line) => console.error(`bench: ${line}`) });
}
const { count } = await database.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
const app = await buildApp({ db: database.db, config, logger: { level: 'warn' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, leads: count });

/** Sorts every lead by a digest of the whole row: seconds of work on a million leads, and nothing an index can shortcut. */
const heavyQuery = sql`select count(*) from (select md5(l::text) as digest from leads l order by 1) as sorted`;
let heavy = false;
let heavyRun: Promise<void> | undefined;
process.on('message', (message: { type?: string }) => {
  if (message.type === 'heavy-start' && !heavy) {
    heavy = true;
    heavyRun = (async () => {
      let runs = 0;
      const started = performance.now();
      while (heavy) {
        await heavyQuery.execute(database.db);
        runs += 1;
      }
      send({ type: 'heavy-done', runs, averageMs: Math.round((performance.now() - started) / Math.max(runs, 1)) });
    })();
  } else if (message.type === 'heavy-stop') {
    heavy = false;
  }
});
process.on('disconnect', () => {
  heavy = false;
  void (async () => {
    await heavyRun?.catch(() => undefined);
    await app.close();
    await database.close();
    process.exit(0);
  })();
});
