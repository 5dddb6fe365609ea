/**
 * The websites table at 1,000 websites, in Debian's Chromium against the real server (decision 076).
 * Goal: the table shows after ≤ 2 requests of the websites list and in ≤ 500 ms.
 *
 *   npm run build && node --import tsx bench/websites-table.ts [--repeats 7]
 *
 * Set-up, as e2e/support/global-setup.ts does it: a fresh data folder seeded with the demo data, plus — for
 * this run only, never in the demo seed — a customer "Thousand Websites Network" with 1,000 websites of which
 * admin@demo.test is a member (apps/server/src/test-support/many-websites.ts); then the real server process on
 * a free port. Chromium signs in through the login page and chooses each customer once, in its own context.
 *
 * Measured, for each repeat, by loading /select/website afresh in the signed-in tab (the product token is in
 * that tab's sessionStorage, so the load is what a user's reload or return costs):
 *   - requests of the websites list, and all requests, from the navigation until the first rows show;
 *   - the time from the navigation's start to the first rows in the DOM (a MutationObserver's
 *     performance.now(), so on the page's own clock);
 *   - with 1,000: the time one keystroke in "Search websites" takes to re-render the table.
 * Side by side with the reference: the same page for the 3-website demo customer, alternating, min/median/max.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { openDb } from '../apps/server/src/db';
import { demoUsers } from '../apps/server/src/seed/demo-data';
import { seedIfEmpty } from '../apps/server/src/seed/demo-seed';
import { tempDir } from '../apps/server/src/test-support/fixtures';
import { seedCustomerWithManyWebsites } from '../apps/server/src/test-support/many-websites';
import { startServerProcess } from '../apps/server/src/test-support/server-process';
import { launchChromium } from './dual-list-browser';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repeatsIndex = process.argv.indexOf('--repeats');
const repeats = repeatsIndex === -1 ? 7 : Number(process.argv[repeatsIndex + 1]);
if (!Number.isInteger(repeats) || repeats < 1) {
  console.error('--repeats takes a whole number of at least 1');
  process.exit(2);
}
if (
  !existsSync(path.join(repoRoot, 'apps/console/dist/index.html')) ||
  !existsSync(path.join(repoRoot, 'apps/server/dist/server.js'))
) {
  console.error('The console or the server is not built: run `npm run build` first.');
  process.exit(2);
}

/** The real server, as `npm start` runs it (test-support/server-process.ts), without its limits. */
async function startServer(dataDir: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const server = await startServerProcess({
    repoRoot,
    dataDir,
    logFile: path.join(dataDir, 'server.log'),
    env: { RATE_LIMITS: 'false' },
    healthTimeoutMs: 120_000,
  });
  return { baseUrl: server.baseUrl, child: server.child };
}

const launch = launchChromium;

/** The first data row of the websites table: a row with a website link. */
const FIRST_ROW = 'main table tbody tr td a';

/** Records on the page's clock when the first website row enters the DOM. */
const observeFirstRows = (selector: string) => {
  const w = window as unknown as { __firstRows?: number };
  new MutationObserver((_, observer) => {
    if (w.__firstRows === undefined && document.querySelector(selector)) {
      w.__firstRows = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function signInAndChoose(browser: Browser, baseUrl: string, customer: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(observeFirstRows, FIRST_ROW);
  await page.goto('/');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/select\/customer$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: customer, exact: true }) });
  await row.getByRole('button', { name: 'Select' }).click();
  await page.waitForURL(/\/select\/website$/);
  await page.waitForSelector(FIRST_ROW);
  return page;
}

type Load = {
  listRequests: number;
  allRequests: number;
  firstRowsMs: number;
  /** From the start of the first websites-list request to the first rows: what the list's size costs. */
  fromListMs: number;
  /** The websites-list request(s) alone: start of the first to the end of the last. */
  listMs: number;
  listBytes: number;
  rows: number;
};

async function loadTable(page: Page): Promise<Load> {
  const urls: string[] = [];
  const onRequest = (request: { url(): string }) => urls.push(request.url());
  page.on('request', onRequest);
  await page.goto('/select/website');
  await page.waitForSelector(FIRST_ROW);
  const timing = await page.evaluate(() => {
    const lists = performance
      .getEntriesByType('resource')
      .filter(
        (entry) => new URL(entry.name).pathname === '/v1/config/websites',
      ) as PerformanceResourceTiming[];
    return {
      firstRowsMs: (window as unknown as { __firstRows: number }).__firstRows,
      listStart: lists[0]?.startTime ?? Number.NaN,
      listEnd: lists.at(-1)?.responseEnd ?? Number.NaN,
      listBytes: lists.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    };
  });
  const rows = await page.locator('main table tbody tr').count();
  page.off('request', onRequest);
  return {
    listRequests: urls.filter((url) => new URL(url).pathname === '/v1/config/websites').length,
    allRequests: urls.length,
    firstRowsMs: timing.firstRowsMs,
    fromListMs: timing.firstRowsMs - timing.listStart,
    listMs: timing.listEnd - timing.listStart,
    listBytes: timing.listBytes,
    rows,
  };
}

/** One keystroke in the search box: from the input event to the table re-rendered (React renders it in the event). */
async function keystrokeMs(page: Page, text: string): Promise<number> {
  return page.evaluate((value) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (!input) throw new Error('no search box');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const started = performance.now();
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Force layout, so the time includes the browser's work for the new rows, not only React's.
    document.body.getBoundingClientRect();
    return performance.now() - started;
  }, text);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    min: round(sorted[0] ?? 0),
    median: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    max: round(sorted.at(-1) ?? 0),
  };
};
const show = (s: { min: number; median: number; max: number }) => `${s.min} / ${s.median} / ${s.max}`;

async function main(): Promise<void> {
  const folder = tempDir('eua-bench-websites-');
  const db = await openDb({ dataDir: folder.dir });
  await seedIfEmpty(db);
  const many = await seedCustomerWithManyWebsites(db, { count: 1000, userIds: [demoUsers.admin.id] });
  await db.close();

  const { baseUrl, child } = await startServer(folder.dir);
  const browser = await launch();
  try {
    const large = await signInAndChoose(browser, baseUrl, many.name);
    const reference = await signInAndChoose(browser, baseUrl, 'Northern Basketball League');
    // One unmeasured load each: the browser's cache of the console's files is warm for every measured one.
    await loadTable(large);
    await loadTable(reference);

    const results = { large: [] as Load[], reference: [] as Load[], keystroke: [] as number[] };
    for (let i = 0; i < repeats; i++) {
      results.reference.push(await loadTable(reference));
      results.large.push(await loadTable(large));
      results.keystroke.push(await keystrokeMs(large, i % 2 ? '' : '0042'));
    }

    const line = (name: string, loads: Load[]) => ({
      scenario: name,
      'rows shown': loads[0]?.rows,
      'list requests': show(stats(loads.map((l) => l.listRequests))),
      'all requests': show(stats(loads.map((l) => l.allRequests))),
      'first rows ms from navigation': show(stats(loads.map((l) => l.firstRowsMs))),
      'first rows ms from list request': show(stats(loads.map((l) => l.fromListMs))),
      'list request ms': show(stats(loads.map((l) => l.listMs))),
      'list kB': Math.round((loads[0]?.listBytes ?? 0) / 100) / 10,
    });
    const largeMs = stats(results.large.map((l) => l.firstRowsMs));
    const referenceMs = stats(results.reference.map((l) => l.firstRowsMs));
    const largeFromList = stats(results.large.map((l) => l.fromListMs));
    const referenceFromList = stats(results.reference.map((l) => l.fromListMs));
    console.table([
      line('1,000 websites', results.large),
      line('reference: 3 websites (Northern Basketball League)', results.reference),
    ]);
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    console.log('(min / median / max over the repeats; times on the page clock)');
    console.log(
      `First rows from navigation, 1,000 against 3 (median): ${largeMs.median} / ${referenceMs.median} ms = ×${ratio(
        largeMs.median,
        referenceMs.median,
      )}; from the list request: ${largeFromList.median} / ${referenceFromList.median} ms = ×${ratio(
        largeFromList.median,
        referenceFromList.median,
      )}. Goal: ≤ 2 list requests, ≤ 500 ms.`,
    );
    console.log(
      `Search keystroke over 1,000 websites, ms (min / median / max): ${show(stats(results.keystroke))}`,
    );
    console.log(
      `${repeats} repeats; ${os.cpus().length} CPUs, load ${Math.round((os.loadavg()[0] ?? 0) * 100) / 100}, Node ${process.version}, ${browser.version()}`,
    );
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)));
    folder.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
