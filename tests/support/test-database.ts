/**
 * Fresh databases for API tests. Creating and seeding a database takes seconds (PGlite's
 * initdb runs in WebAssembly), so a global setup builds one seeded template per run and every
 * test server gets its own copy: a copied data folder on the embedded database, a
 * `CREATE DATABASE … TEMPLATE` on the private PostgreSQL cluster. Without a template (a file
 * run outside the configured projects) the embedded database is created and seeded in place.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/open-database.ts';
import { LOCK_FILE_NAME } from '../../src/server/db/embedded/data-dir-lock.ts';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import { startPostgresCluster } from './postgres-cluster.ts';

/** Leads in the test seed: enough for paging and filters, small enough to seed in a moment. */
export const TEST_SEED_LEADS = 400;

export type TestDatabaseTemplate =
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the API projects' global setups (vitest.config.ts). */
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** 'embedded' or 'postgres', for test names and skips. */
  kind: TestDatabaseTemplate['kind'];
  dispose(): Promise<void>;
}

export async function createSeededTemplateDir(seedLeads = TEST_SEED_LEADS): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-template-'));
  const handle = await openDatabase({ dataDir });
  try {
    await seedDatabase(handle.db, { leads: seedLeads });
  } finally {
    await handle.close();
  }
  return dataDir;
}

let counter = 0;

export async function openTestDatabase(template: TestDatabaseTemplate | undefined): Promise<TestDatabase> {
  if (template?.kind === 'postgres') return openPostgresCopy(template);
  if (process.env.TEST_DATABASE === 'postgres') return openPrivateCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-test-'));
  if (template) {
    cpSync(template.dataDir, dataDir, { recursive: true, filter: (source) => path.basename(source) !== LOCK_FILE_NAME });
  }
  const handle = await openDatabase({ dataDir });
  if (!template) await seedDatabase(handle.db, { leads: TEST_SEED_LEADS });
  return {
    handle,
    kind: 'embedded',
    async dispose() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgresCopy(template: Extract<TestDatabaseTemplate, { kind: 'postgres' }>): Promise<TestDatabase> {
  const name = `test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  await adminQuery(template.adminUrl, `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template.templateName)}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    handle,
    kind: 'postgres',
    async dispose() {
      await handle.close();
      await adminQuery(template.adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    },
  };
}

/** TEST_DATABASE=postgres outside the api-postgres project: a cluster of its own for this server. */
async function openPrivateCluster(): Promise<TestDatabase> {
  const cluster = await startPostgresCluster();
  try {
    const handle = await openDatabase({ databaseUrl: await cluster.createDatabase('smartportal_test'), poolSize: 5 });
    await seedDatabase(handle.db, { leads: TEST_SEED_LEADS });
    return {
      handle,
      kind: 'postgres',
      async dispose() {
        await handle.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** CREATE/DROP DATABASE take no parameters; names are escaped identifiers built here, never input. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
