/**
 * The start's seeding step: an empty database gets the demo data set, a seeded one is left as
 * it is. The seed itself (and the spreadsheet, document and geography libraries it uses) is
 * imported only when there is something to seed, so a restart does not load it.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../open-database.ts';
import type { Database } from '../schema/database.ts';
import type { ServerConfig } from '../../server-config.ts';
/** True once the database holds the seed (or any data: the OEMs come first). */
export async function isDatabaseSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('oems').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return row.count > 0;
}

/** Seeds an empty database with the demo data set (SEED_LEADS leads, SEED_AUDIT_SCALE). */
export async function seedIfEmpty(database: DatabaseHandle, config: ServerConfig, logger: Logger): Promise<void> {
  if (await isDatabaseSeeded(database.db)) return;
  if (!config.demoData) {
    // The demo accounts' password is published: never seeded unless asked for (server-config.ts).
    logger.warn('the database is empty and DEMO_DATA is off: starting without demo data or accounts');
    return;
  }
  logger.info({ leads: config.seedLeads, auditScale: config.seedAuditScale }, 'the database is empty: seeding the demo data');
  const { seedDatabase } = await import('./seed-database.ts');
  const summary = await seedDatabase(database.db, { leads: config.seedLeads, auditScale: config.seedAuditScale, log: (line) => logger.info(line) });
  logger.info({ durationMs: summary.durationMs }, 'seeded');
}
