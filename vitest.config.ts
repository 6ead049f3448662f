import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { screenDefinitions } from './scripts/screen-definitions/vite-plugin.ts';
import { studioContract } from './scripts/studio/vite-plugin.ts';

// Unit tests (node), component tests (jsdom) and API tests against the real server. The API
// project's global setup starts one PostgreSQL server (the embedded one, or TEST_DATABASE_URL's)
// with one seeded template database; each test file's server gets a copy of it
// (tests/support/test-database.ts), so files run in parallel, one per core.
// Browser journeys live in tests/e2e and run under Playwright.
//
// Files run without per-file isolation: a worker imports React, MUI, the engine and the server
// once instead of once per file, which halved each project's time (unit 89 → 47 s, components
// 266 → 115 s, measured 2026-11-27 on this 2-core machine). The price is a discipline the tests
// keep: no module state left behind (timers restored, servers closed, the DOM cleaned up by
// components-setup.ts), and no vi.mock of a module another file imports.
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; the API files mostly wait on the server and the database.
    maxWorkers: availableParallelism(),
    projects: [
      // Imported definition, overlay and fragment files resolve their references as in the build.
      // The time limits bound a stuck test; they are not timings. Vitest's 5 s default fails a
      // test that only waited for a core while the API files and a Playwright build share two.
      { plugins: [screenDefinitions()], test: { name: 'unit', isolate: false, include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { plugins: [screenDefinitions(), studioContract()], test: { name: 'components', isolate: false, include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom', testTimeout: 60_000, setupFiles: ['tests/unit/components-setup.ts'] } },
      {
        test: {
          name: 'api',
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/support/global-setup-database.ts'],
        },
      },
    ],
  },
});
