import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { E2E_SERVER_COMMAND, e2eServerEnv, e2eSettings } from './scripts/e2e-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-chromium.ts';

/**
 * Browser journeys in Debian's Chromium headless shell (scripts/ensure-chromium.ts) against
 * `npm start`'s server on a fresh embedded database, on a port and a data folder chosen per run
 * (scripts/e2e-server.ts; E2E_PORT and E2E_DATA_DIR override), so two runs on one machine never
 * meet. The runner's workers re-read this file; they inherit its environment, so the port and
 * the data folder are chosen once, by the runner (or by `npm test`, which starts the server).
 *
 * Spec files run in parallel, one per worker. Each journey that changes data works on a demo
 * user of its own (change-password: oem; enrollments: dealer.hyundai); the CMS journeys change
 * the Honda pages every dealer's home shows, and the studio journey publishes a screen every
 * admin sees (the QA workbench journey reads what is published), so they run alone, after the others.
 */
const e2e = e2eSettings();
// The runner exits after it has stopped the server; the seeded cluster (~150 MB) goes with it.
// A folder handed down in E2E_DATA_DIR is its maker's to remove (`npm test`'s).
if (e2e.ownsDataDir) process.on('exit', () => rmSync(e2e.dataDir, { recursive: true, force: true }));
// The studio journey publishes a Manage Enrollments every admin then sees: it runs alone too, and
// the QA workbench journey, which checks what is published, runs with it. The studio's is the
// longest of the three (66 s against 47 and 18 in CI, 2026-11-29): in a project listed first, it
// starts first, and the other two share the other worker instead of leaving it idle at the end.
const SHARED_CONTENT_SPECS = /(cms-editing|studio|qa-workbench)\.spec\.ts/;
const STUDIO_SPEC = /studio\.spec\.ts/;
// The menu walk (every entry of every demo user's menu, axe in full on each screen, colour
// contrast in each other skin) runs beside the journeys, before the shared content changes what
// it would see; `npm run test:menu-walk` (MENU_WALK=1) runs it alone.
const MENU_WALK = /menu-walk\.spec\.ts/;
const walkOnly = process.env.MENU_WALK === '1';

/**
 * A journey's documents live a few seconds each, too short for V8's optimizing compilers (Maglev,
 * TurboFan) to give back what they spend on their threads: capped at the baseline tier, the
 * packages, data tool and tools journeys took 10 and 14 % less of Chromium's CPU in two runs
 * (134.6 → 121.1 and 129.7 → 112.0 CPU-s, 2026-11-29). The menu walk's long axe checks gain
 * from optimizing (no less CPU, a slower walk): it keeps V8's defaults. A tier changes how fast
 * the page's JavaScript runs, never what it does.
 */
const JOURNEYS_LAUNCH = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'] };

export default defineConfig({
  testDir: 'tests/e2e',
  // E2E_OUTPUT_DIR keeps a parallel run's traces and screenshots apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: false,
  // A browser and its share of the server per worker; E2E_WORKERS overrides. One more worker than
  // cores gained nothing measurable on the 2-core machine (journeys 335 against 342 s, then 330
  // against 383 with the order reversed, 2026-11-29) and lost a journey to a race in each try.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism())),
  // `npm test` (what CI runs) adds one retry, with its reasons (scripts/test.ts); run alone, a
  // journey's failure is a failure.
  retries: 0,
  // Bounds, not timings: on a loaded 2-core CI machine (two browsers, the server and PostgreSQL)
  // a journey with several axe checks ran past 60 s and a screen took over 10 s to draw after
  // its answers (traces of the 2026-11-27 run), though nothing was wrong. Specs that need more
  // still say so themselves (test.slow(), expect.configure).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  projects: walkOnly
    ? [{ name: 'menu walk', testMatch: MENU_WALK }]
    : [
        { name: 'journeys', testIgnore: [SHARED_CONTENT_SPECS, MENU_WALK], use: { launchOptions: JOURNEYS_LAUNCH } },
        { name: 'menu walk', testMatch: MENU_WALK },
        { name: 'shared content: studio', testMatch: STUDIO_SPEC, dependencies: ['journeys', 'menu walk'], use: { launchOptions: JOURNEYS_LAUNCH } },
        {
          name: 'shared content',
          testMatch: SHARED_CONTENT_SPECS,
          testIgnore: STUDIO_SPEC,
          dependencies: ['journeys', 'menu walk'],
          use: { launchOptions: JOURNEYS_LAUNCH },
        },
      ],
  use: {
    baseURL: e2e.baseUrl,
    // Actions, network and console of a journey's retry, without DOM snapshots or a screencast:
    // those took a third of each journey's time (enrollments.spec.ts 116 → 74 s, 2026-11-27).
    // Not of every first try: recording cost 8 % of the browser tests' CPU (tools.spec.ts, 172
    // against 158 CPU-seconds, 2026-11-28), and `npm test` retries a failed journey once, so a
    // failure that holds comes with its trace; a first try's failure keeps its screenshot and the
    // page it failed on (scripts/failed-journey-pages.ts). Run alone, `--trace on` records all.
    trace: { mode: 'on-first-retry', snapshots: false, screenshots: false },
    // The journeys run as a user who asked for reduced motion (the theme then moves nothing and
    // the hero video waits for Play): no click waits for a menu to finish growing on a loaded
    // machine, and axe never measures a colour mid-transition. Motion itself is a unit test.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: E2E_SERVER_COMMAND,
    url: `${e2e.baseUrl}/health`,
    timeout: 240_000,
    // `npm test` starts this same server while the API tests run (scripts/e2e-server.ts) and says
    // so; otherwise a server found on the run's fresh port is no server of this run's.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    // As Ctrl+C does: the portal's primary forwards one stop to its workers and stops the database.
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv(e2e),
  },
});
