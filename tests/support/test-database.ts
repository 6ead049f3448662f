/**
 * Fresh databases for API tests. The global setup (global-setup-database.ts) starts one
 * PostgreSQL server for the run (the embedded one, in a temporary folder, without fsync; or the
 * server of TEST_DATABASE_URL) and seeds one template database there; every test server then
 * gets its own copy with `CREATE DATABASE … TEMPLATE`, which takes a few hundred milliseconds
 * however large the seed. Without a template (a file run outside the configured projects) a
 * private embedded server is started and seeded for the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/open-database.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/embedded-postgres.ts';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';

/** Leads in the test seed: enough for paging and filters, small enough to seed in a moment. */
export const TEST_SEED_LEADS = 400;
/** Connections per test server: a file's requests rarely overlap more than this. */
const TEST_POOL_SIZE = 5;

export interface TestDatabaseTemplate {
  /** postgres://… of the server's maintenance database, to create and drop copies. */
  adminUrl: string;
  templateName: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the API project's global setup (vitest.config.ts). */
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /**
   * 'postgres': a server with a pool of connections (every test database now). 'embedded' was
   * the single-connection PGlite of earlier versions; tests may still tell the two apart.
   */
  kind: 'embedded' | 'postgres';
  dispose(): Promise<void>;
}

let counter = 0;

/** A database name no other test process picks: pid, time and a counter. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
}

export async function openTestDatabase(template: TestDatabaseTemplate | undefined): Promise<TestDatabase> {
  return template ? openCopy(template) : openPrivateServer();
}

/** A copy of the template; also what the two-server tests share. */
export async function copyTemplate(template: TestDatabaseTemplate): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName('test');
  await adminQuery(template.adminUrl, `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template.templateName)}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(template.adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}

/** An empty database on the run's server (no schema, no data), for tests of migrating and seeding. */
export async function createEmptyDatabase(template: TestDatabaseTemplate): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName('empty');
  await adminQuery(template.adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(template.adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}

async function openCopy(template: TestDatabaseTemplate): Promise<TestDatabase> {
  const copy = await copyTemplate(template);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: copy.url, poolSize: TEST_POOL_SIZE });
  } catch (error) {
    await copy.drop();
    throw error;
  }
  return {
    handle,
    kind: 'postgres',
    async dispose() {
      await handle.close();
      await copy.drop();
    },
  };
}

async function openPrivateServer(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-test-'));
  try {
    const handle = await openDatabase({ dataDir, durable: false, poolSize: TEST_POOL_SIZE });
    await seedDatabase(handle.db, { leads: TEST_SEED_LEADS });
    return {
      handle,
      kind: 'postgres',
      async dispose() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A throw-away embedded server (no fsync) in a temporary folder, for a run's template databases. */
export async function startThrowAwayServer(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-test-server-'));
  try {
    const server = await startEmbeddedPostgres(dataDir, { durable: false, maxConnections: 500 });
    return {
      adminUrl: server.url('postgres'),
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Creates, migrates and seeds `name` on the server of `adminUrl`, then marks it as a template. */
export async function createSeededTemplate(adminUrl: string, name: string, seedLeads = TEST_SEED_LEADS): Promise<TestDatabaseTemplate> {
  await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await seedDatabase(handle.db, { leads: seedLeads });
  } finally {
    await handle.close();
  }
  // A template must have no open connections when it is copied.
  await adminQuery(adminUrl, `alter database ${pg.escapeIdentifier(name)} with allow_connections false is_template true`);
  return { adminUrl, templateName: name };
}

export async function dropTemplate(template: TestDatabaseTemplate): Promise<void> {
  const name = pg.escapeIdentifier(template.templateName);
  await adminQuery(template.adminUrl, `alter database ${name} is_template false`);
  await adminQuery(template.adminUrl, `drop database if exists ${name} with (force)`);
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
