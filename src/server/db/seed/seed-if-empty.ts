/**
 * The start's seeding step: an empty database gets the demo data set, a seeded one is left as
 * it is. The seed itself (and the spreadsheet, document and geography libraries it uses) is
 * imported only when there is something to seed, so a restart does not load it.
 */
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../open-database.ts';
import type { ServerConfig } from '../../server-config.ts';
import { isDatabaseSeeded } from './seeded.ts';

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
