/**
 * Vitest global setup of the `api-postgres` project: a private PostgreSQL 15 cluster for the
 * run (tests/support/postgres-cluster.ts), with one migrated and seeded template database that
 * each test server copies (CREATE DATABASE … TEMPLATE). The cluster is stopped and its folder
 * removed when the run ends, whatever happened.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { TEST_SEED_LEADS, adminQuery } from './test-database.ts';

const TEMPLATE = 'smartportal_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const templateUrl = await cluster.createDatabase(TEMPLATE);
    const handle = await openDatabase({ databaseUrl: templateUrl, poolSize: 2 });
    try {
      await seedDatabase(handle.db, { leads: TEST_SEED_LEADS });
    } finally {
      await handle.close();
    }
    // A template must have no open connections when it is copied.
    await adminQuery(cluster.url, `alter database ${TEMPLATE} with allow_connections false`);
    await adminQuery(cluster.url, `alter database ${TEMPLATE} is_template true`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('testDatabaseTemplate', { kind: 'postgres', adminUrl: cluster.url, templateName: TEMPLATE });
  return () => cluster.stop();
}
