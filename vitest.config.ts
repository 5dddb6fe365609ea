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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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
