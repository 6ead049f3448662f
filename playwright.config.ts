import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium against `npm start`'s server on a fresh embedded
 * database (a temporary DATA_DIR per run). Workers inherit the runner's environment, so the
 * data folder is chosen once.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'smartportal-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // E2E_OUTPUT_DIR keeps a parallel run's traces and screenshots apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_LEADS: '2000',
      LOG_LEVEL: 'warn',
      // E2E_DIST_DIR keeps a parallel run's SPA build apart from dist/.
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
  },
});
