import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suite (DESIGN.md §7): a real Chromium against the real server, started by the global setup on a
 * free port with a fresh data folder. Playwright cannot download its own browser here, so it runs the system
 * Chromium (`CHROMIUM_PATH`, else Debian's /usr/bin/chromium).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: false,
  // Two cores are shared with the server under test: one worker keeps timings honest.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    // The base URL is set by the global setup once the server listens (e2e/support/global-setup.ts).
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
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
  projects: [{ name: 'chromium' }],
});
