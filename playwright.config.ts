import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suite (decision 042): a real Chromium against the real server, started by the global setup on a
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
  // e2e/screenshots.spec.ts (@screenshots) only makes the pictures of docs/screenshots: it runs under
  // `npm run screenshots` (SCREENSHOTS set), not under `npm test` and CI, where the WCAG audit of
  // e2e/accessibility.spec.ts loads the same screens at the same widths and asserts what it waits for
  // (decision 086).
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screenshots/,
  // Time limits set once, here, for a busy 2-core machine (decision 073): the longest test (the axe audit of
  // every screen) takes about a minute alone and may take three under load. A limit catches a hang, not a
  // slow machine; no spec sets its own.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    // The base URL is set by the global setup once the server listens (e2e/support/global-setup.ts).
    baseURL: process.env.E2E_BASE_URL,
    // A click or fill that waits on a page which never comes fails after 30 s, not at the test's limit.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
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
