import { defineConfig } from 'vitest/config';
import { screenDefinitions } from './scripts/screen-definitions/vite-plugin.ts';

// Unit tests (node), component tests (jsdom) and API tests against the real server, the API
// suite twice: on the embedded database (api) and on a private PostgreSQL 15 cluster the
// project starts and stops itself (api-postgres). Each project's global setup seeds one template
// database; every test server then gets a fresh copy of it (tests/support/test-database.ts).
// Browser journeys live in tests/e2e and run under Playwright.
const apiProject = { include: ['tests/api/**/*.test.ts'], environment: 'node' as const, testTimeout: 60_000, hookTimeout: 180_000 };

export default defineConfig({
  test: {
    projects: [
      // Imported definition, overlay and fragment files resolve their references as in the build.
      { plugins: [screenDefinitions()], test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { plugins: [screenDefinitions()], test: { name: 'components', include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom' } },
      { test: { ...apiProject, name: 'api', globalSetup: ['tests/support/global-setup-embedded.ts'] } },
      {
        test: {
          ...apiProject,
          name: 'api-postgres',
          // The database layer's own tests already cover both databases.
          exclude: ['tests/api/db/**'],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/support/global-setup-postgres.ts'],
        },
      },
    ],
  },
});
