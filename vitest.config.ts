import { defineConfig } from 'vitest/config';

// One runner for every unit, component, API and data-layer suite (STYLE.md habit 1).
export default defineConfig({
  test: {
    // PGlite instances and real server processes are heavy: keep the 2-core machine responsive.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          exclude: ['**/node_modules/**', '**/*.load.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Suites that put a server under many concurrent clients (issue 7: 20 × 50 writers): one test runs
        // thousands of requests, so its limit is minutes, not seconds.
        test: {
          name: 'server-load',
          root: 'apps/server',
          environment: 'node',
          include: ['**/*.load.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The embeddable runtime (issue 9): rendered into a DOM, as on a customer's page.
        test: { name: 'widgets', root: 'apps/widgets', environment: 'jsdom' },
      },
      {
        extends: 'apps/console/vite.config.ts',
        test: {
          name: 'console',
          root: 'apps/console',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
