import { defineConfig } from 'vitest/config';

// Unit tests (node), component tests (jsdom) and API tests against the real server.
// Browser journeys live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'components', include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom' } },
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } },
    ],
  },
});
