/** Vitest global setup of the `api` project: one seeded embedded template for the whole run. */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createSeededTemplateDir } from './test-database.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = await createSeededTemplateDir();
  project.provide('testDatabaseTemplate', { kind: 'embedded', dataDir });
  return () => rmSync(dataDir, { recursive: true, force: true });
}
