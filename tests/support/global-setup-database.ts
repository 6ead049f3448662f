/**
 * Vitest global setup of the `api` project: one PostgreSQL server for the run and one seeded
 * template database on it, which each test file's server copies (test-database.ts).
 *
 *   (default)            the embedded PostgreSQL in a temporary folder, stopped and removed at the end
 *   TEST_DATABASE_URL    postgres://… of a server's maintenance database (a managed PostgreSQL, a
 *                        CI service); the template and the copies are created there and dropped
 */
import type { TestProject } from 'vitest/node';
import { createSeededTemplate, dropTemplate, startThrowAwayServer, uniqueDatabaseName } from './test-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  const server = external ? { adminUrl: external, stop: async () => undefined } : await startThrowAwayServer();
  try {
    const template = await createSeededTemplate(server.adminUrl, uniqueDatabaseName('template'));
    project.provide('testDatabaseTemplate', template);
    return async () => {
      await dropTemplate(template).catch(() => undefined);
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
