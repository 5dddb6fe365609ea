import { defineConfig } from 'vitest/config';
import { sourceChunkFiles } from './apps/widgets/chunk-files.mjs';

// One runner for every unit, component, API and data-layer suite (decision 001).
//
// Time limits live here, once per project, never in a test file (decision 073): they are set for a busy 2-core
// machine (two CPU-burning processes beside the suite), so that a limit only ever catches a hang, not a slow
// machine. No test asserts a duration; speed is measured in bench/.
export default defineConfig({
  test: {
    // PGlite instances and real server processes are heavy: keep the 2-core machine responsive.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          exclude: ['**/node_modules/**', '**/*.load.test.ts'],
          // The longest test spawns a server, writes until it kills it and starts it again
          // (server-process.test.ts); the every-field fuzz of config.test.ts sends thousands of PUTs.
          testTimeout: 180_000,
          // Hooks build apps on fresh PGlite folders (migrations and the demo seed).
          hookTimeout: 120_000,
        },
      },
      {
        // Suites that put a server under many concurrent clients (decision 064: 20 × 50 writers): one test
        // runs thousands of requests, so its limit is minutes, not seconds.
        test: {
          name: 'server-load',
          root: 'apps/server',
          environment: 'node',
          include: ['**/*.load.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The embeddable runtime (docs/product.md#widgets): rendered into a DOM, as on a customer's page.
        // The loader imports each family's chunk from its sources, by the import the build ships (decision 122).
        define: { EUA_CHUNK_FILES: JSON.stringify(sourceChunkFiles()) },
        test: {
          name: 'widgets',
          root: 'apps/widgets',
          environment: 'jsdom',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: 'apps/console/vite.config.ts',
        test: {
          name: 'console',
          root: 'apps/console',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Role queries over a whole form (all-features.test.tsx renders every screen) are slow in jsdom
          // on a loaded machine; Testing Library's waits are set in src/test/setup.ts.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
