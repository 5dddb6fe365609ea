/**
 * Screenshots of the two demo customers' looks (docs/product.md#theme): the sample site's Two looks page, where
 * Northern Basketball League's widgets (the default theme) stand beside Ice & Court Media's (its own theme), at
 * a phone's 390 px and a desktop's 1,280 px, light and dark. Starts the built server on a fresh data folder
 * (run `npm run build` first) and writes JPEGs to docs/screenshots/themes/.
 *
 *   node --import tsx scripts/screenshots-themes.ts
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServerProcess } from '../apps/server/src/test-support/server-process';

const repoRoot = resolve(import.meta.dirname, '..');
const out = join(repoRoot, 'docs/screenshots/themes');
const dataDir = mkdtempSync(join(tmpdir(), 'eua-theme-shots-'));
mkdirSync(out, { recursive: true });

const server = await startServerProcess({ repoRoot, dataDir, logFile: join(dataDir, 'server.log') });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const url = new URL('/sample-site/looks', server.baseUrl);
  // The demo websites admit the sample site on 127.0.0.1 (docs/product.md#the-sample-customer-site).
  url.hostname = '127.0.0.1';
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.goto(url.href);
      const widgets = page.locator('[data-eua-widget]');
      const count = await widgets.count();
      // Each widget draws once it comes near the viewport: scroll each into view and wait until it has drawn.
      for (let i = 0; i < count; i++) {
        await widgets.nth(i).scrollIntoViewIfNeeded();
        await widgets.nth(i).locator('.eua:not([data-loading])').waitFor();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = join(out, `looks-${width}-${colorScheme}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 55 });
      console.log(`wrote ${file}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  const exited = new Promise((done) => server.child.once('exit', done));
  server.stop();
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
