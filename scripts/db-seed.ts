/**
 * npm run db:seed [-- --reset]
 *
 * Migrates the database and fills it with the deterministic demo data set.
 *   DATABASE_URL  postgres://… of a PostgreSQL server; unset: the embedded PostgreSQL in DATA_DIR
 *   DATA_DIR      data folder of the embedded database (default ./data/)
 *   SEED_LEADS    leads to generate (default 20000; 1_000_000 works, see the timings printed)
 *   SEED_AUDIT_SCALE  compliance audits per subject and quarter (default 1; 10 for ten times the audits)
 *   SEED_DATE     reference day YYYY-MM-DD the data is built around (default today, UTC)
 *   --reset       empty a database that already holds data first (otherwise it is left alone)
 */
import { openDatabase } from '../src/server/db/open-database.ts';
import { auditScaleToSeed, clearDatabase, isDatabaseSeeded, leadsToSeed, seedDatabase } from '../src/server/db/seed/seed-database.ts';

function referenceDate(): Date | undefined {
  const text = process.env.SEED_DATE;
  if (!text) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
    throw new RangeError(`SEED_DATE must be YYYY-MM-DD, got "${text}"`);
  }
  return new Date(`${text}T00:00:00Z`);
}

async function main(): Promise<number> {
  const reset = process.argv.includes('--reset');
  const leads = leadsToSeed();
  const auditScale = auditScaleToSeed();
  const date = referenceDate();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || undefined });
  try {
    console.log(`db:seed: ${databaseUrl ? 'PostgreSQL server' : `embedded database in ${handle.embedded?.dataDir}`}, migrated`);
    if (await isDatabaseSeeded(handle.db)) {
      if (!reset) {
        console.error('db:seed: the database already holds data; run `npm run db:seed -- --reset` to replace it.');
        return 1;
      }
      await clearDatabase(handle.db);
      console.log('db:seed: emptied the existing data');
    }
    const summary = await seedDatabase(handle.db, { leads, auditScale, referenceDate: date, log: (line) => console.log(`db:${line}`) });
    console.log(
      `db:seed: ${summary.leads.toLocaleString('en-US')} leads${summary.auditScale === 1 ? '' : `, ${summary.auditScale}× audits,`} around ${summary.referenceDate} in ${(summary.durationMs / 1000).toFixed(1)} s` +
        ` (${((performance.now() - started) / 1000).toFixed(1)} s with start-up)`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('db:seed failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
