import { sql, type Kysely } from 'kysely';
import { analyzeDatabase } from '../analyze.ts';
import type { Database } from '../schema/database.ts';
import { Prng } from './prng.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedCms } from './seed-cms.ts';
import { seedCompliance } from './seed-compliance.ts';
import { SeedClock, type SeedStep } from './seed-context.ts';
import { seedDealers } from './seed-dealers.ts';
import { seedEnrollments } from './seed-enrollments.ts';
import { seedLeadProgram } from './seed-lead-program.ts';
import { seedLeads } from './seed-leads.ts';
import { seedLibraryAndLogs } from './seed-library-and-logs.ts';
import { seedOemsAndGeography } from './seed-oems-and-geography.ts';
import { seedTools } from './seed-tools.ts';
import { seedAdminHistory } from './seed-admin-history.ts';
import { seedCertificationPages } from './seed-certification.ts';
import { seedPackages } from './seed-packages.ts';
import { seedUsersAndMenus } from './seed-users-and-menus.ts';
import { withIndexesDeferred } from './deferred-indexes.ts';
import { DEFAULT_SEED_LEADS, MAX_SEED_AUDIT_SCALE } from './seed-size.ts';

export { auditScaleToSeed, DEFAULT_SEED_LEADS, leadsToSeed, MAX_SEED_AUDIT_SCALE } from './seed-size.ts';
import { isDatabaseSeeded } from './seeded.ts';

export { isDatabaseSeeded };

/** From this many leads the lead tables' indexes are built after the load rather than during it. */
const DEFER_LEAD_INDEXES_FROM = 100_000;
const LEAD_TABLES = ['leads', 'lead_dispositions', 'lead_communications'];
/** The seed's root label: changing it changes every generated value. */
const SEED_LABEL = 'smartportal-seed-v1';

export interface SeedOptions {
  /** Leads to generate (default 20,000; SEED_LEADS in the scripts). */
  leads?: number;
  /**
   * Compliance audits per subject and quarter (default 1; SEED_AUDIT_SCALE in the scripts): 10
   * seeds ten times the audits, scores and files, the default seed's audits among them.
   */
  auditScale?: number;
  /**
   * The day the data is built around (default: today, UTC). Leads span the year before it,
   * schedules fall in the month after it. The same day and lead count give the same data.
   */
  referenceDate?: Date;
  /** Progress lines (step names and durations). */
  log?: (line: string) => void;
}

export interface SeedSummary {
  leads: number;
  auditScale: number;
  referenceDate: string;
  durationMs: number;
  /** Milliseconds per step. */
  steps: Record<string, number>;
}

/**
 * Fills an empty, migrated database with the deterministic demo data set: OEMs, geography,
 * catalogue, dealers, users and menus, enrollments and subscriptions, lead program settings,
 * leads, compliance audits, library, logs and CMS pages. All in one transaction (a failure
 * leaves the database empty), then identity sequences move past the seeded ids and ANALYZE runs.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const leads = options.leads ?? DEFAULT_SEED_LEADS;
  if (!Number.isSafeInteger(leads) || leads < 0) throw new RangeError(`leads must be a whole number ≥ 0, got ${leads}`);
  const auditScale = options.auditScale ?? 1;
  if (!Number.isSafeInteger(auditScale) || auditScale < 1 || auditScale > MAX_SEED_AUDIT_SCALE) {
    throw new RangeError(`auditScale must be a whole number from 1 to ${MAX_SEED_AUDIT_SCALE}, got ${auditScale}`);
  }
  if (await isDatabaseSeeded(db)) throw new Error('The database already holds data; seed only an empty database');
  const clock = new SeedClock(options.referenceDate ?? new Date());
  const root = new Prng(SEED_LABEL);
  const log = options.log ?? (() => undefined);
  const steps: Record<string, number> = {};
  const started = performance.now();

  await db.transaction().execute(async (trx) => {
    const step = (name: string): SeedStep => ({ db: trx, prng: root.fork(name), clock });
    const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const at = performance.now();
      const result = await run();
      steps[name] = Math.round(performance.now() - at);
      log(`seed: ${name} ${steps[name]} ms`);
      return result;
    };
    const geography = await timed('oems and geography', () => seedOemsAndGeography(step('geography')));
    const catalogue = await timed('catalogue', () => seedCatalogue(step('catalogue')));
    const dealers = await timed('dealers', () => seedDealers(step('dealers'), geography, catalogue));
    const users = await timed('users and menus', () => seedUsersAndMenus(step('users'), dealers));
    const enrollments = await timed('enrollments', () => seedEnrollments(step('enrollments'), dealers, catalogue, users));
    await timed('packages', () => seedPackages(step('packages')));
    await timed('lead program', () => seedLeadProgram(step('lead-program'), dealers, geography, catalogue, enrollments, users));
    const seedAllLeads = () => seedLeads(step('leads'), leads, dealers, geography, catalogue, enrollments, users);
    const samples = await timed(`leads (${leads})`, () =>
      leads >= DEFER_LEAD_INDEXES_FROM ? withIndexesDeferred(trx as unknown as Kysely<unknown>, LEAD_TABLES, seedAllLeads) : seedAllLeads(),
    );
    await timed(auditScale === 1 ? 'compliance' : `compliance (${auditScale}× audits)`, () =>
      seedCompliance(step('compliance'), dealers, catalogue, enrollments, users, auditScale),
    );
    await timed('library and logs', () => seedLibraryAndLogs(step('library'), dealers, users, samples));
    await timed('cms', () => seedCms(step('cms'), users));
    await timed('tools', () => seedTools(step('tools')));
    await timed('certification pages', () => seedCertificationPages(step('certification')));
    await timed('admin history', () => seedAdminHistory(step('admin-history'), users));
    await timed('identity sequences', () => moveIdentitySequencesPastSeededIds(trx));
  });
  const at = performance.now();
  await analyzeDatabase(db as Kysely<unknown>);
  steps.analyze = Math.round(performance.now() - at);
  log(`seed: analyze ${steps.analyze} ms`);
  return { leads, auditScale, referenceDate: clock.dateText(clock.reference), durationMs: Math.round(performance.now() - started), steps };
}


/** Empties every table of the schema (not the migration bookkeeping), restarting identities. */
export async function clearDatabase(db: Kysely<Database>): Promise<void> {
  const tables = await appTables(db);
  if (tables.length === 0) return;
  await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(db);
}


async function appTables(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%'
    order by table_name`.execute(db);
  return result.rows.map((row) => row.tableName);
}

/** The seed writes explicit ids; the next generated id must come after them. */
async function moveIdentitySequencesPastSeededIds(db: Kysely<Database>): Promise<void> {
  const result = await sql<{ tableName: string; columnName: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'
    order by table_name`.execute(db);
  for (const { tableName, columnName } of result.rows) {
    await sql`select setval(pg_get_serial_sequence(${tableName}, ${columnName}),
      coalesce(max(${sql.ref(columnName)}), 0) + 1, false) from ${sql.table(tableName)}`.execute(db);
  }
}
