/**
 * Lighthouse (desktop preset) on the real console, as a new user meets it (decision 077): a real server on
 * a free port with a fresh data folder (as e2e/support/global-setup.ts starts it),
 * Debian's Chromium through chrome-launcher, the npm `lighthouse` package.
 *
 *   npm run bench -- --lighthouse [--repeats N] [--repo DIR] [--write-baseline]
 *   node --import tsx bench/lighthouse.ts [same options]
 *
 * Pages, measured in turn in every repeat (side by side in one run), min/median/max over the repeats:
 *   signed-out /       a first visit: no cookie, no storage; the console's boot sends it to the login page. The
 *                      score is the whole visit's (it ends on the login page); "console part" is what the
 *                      console did before the login page was asked for (time, script bytes).
 *   login page         the provider's login page alone (reached as above, then measured again on its own).
 *   static reference   the websites table's rendered HTML saved as a static page without any script, served by
 *                      the same server with the same stylesheet: what the page costs without the console.
 *   websites table     /select/website signed in (the sign-in and the customer choice are done first in the
 *                      same tab, through the login page; the HTTP cache is cleared before each run, the
 *                      session kept).
 *   General            /configuration/{first website}/general, signed in, likewise.
 * `--repo DIR` measures another checkout (e.g. a worktree of the commit before a change), built with its own
 * `npm run build`, with this script.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startServerProcess } from '../apps/server/src/test-support/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './dual-list-browser';

const here = path.dirname(fileURLToPath(import.meta.url));
const baselineFile = path.join(here, 'baseline-lighthouse.json');
const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_ARGS;

type Run = {
  score: number;
  /** Simulated (desktop preset: 40 ms RTT, 10 Mbit/s; what the score uses) and as observed on localhost. */
  lcpMs: number;
  lcpObservedMs: number;
  fcpMs: number;
  tbtMs: number;
  scriptTransferredBytes: number;
  scriptRawBytes: number;
  finalUrl: string;
  /** Signed-out visit only: when the console asked the provider for the login page, and its own script. */
  consoleRedirectMs?: number;
  consoleScriptTransferredBytes?: number;
  consoleScriptRawBytes?: number;
  consoleScripts?: string[];
};

type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  networkRequestTime?: number;
};

const round = (n: number) => Math.round(n);
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? 0,
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
};

/** The real server of `repo`, as `npm start` runs it, on a fresh data folder (test-support/server-process.ts). */
export async function startServer(
  repo: string,
): Promise<{ baseUrl: string; stop: () => void; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eua-lighthouse-'));
  const server = await startServerProcess({
    repoRoot: repo,
    dataDir,
    logFile: path.join(dataDir, 'server.log'),
    // The bench signs in once and reloads pages many times: limits far above it (decision 066).
    env: { RATE_LIMIT_TOKENS_PER_MINUTE: '100000', RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
    healthTimeoutMs: 180_000,
  });
  return { baseUrl: server.baseUrl, dataDir, stop: server.stop };
}

/** One Lighthouse navigation (desktop preset, performance only). */
export async function measure(
  port: number,
  url: string,
  options: { page?: Page; keepStorage?: boolean; save?: string } = {},
): Promise<{ run: Run; items: NetworkItem[]; lhr: Result }> {
  if (options.page) {
    // The session stays (sessionStorage is per tab, so the same tab is measured), the HTTP cache goes: a cold
    // load of a signed-in page.
    const cdp = await options.page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: options.keepStorage ?? false,
    },
    desktopConfig,
    options.page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (options.save) writeFileSync(options.save, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const sum = (list: NetworkItem[], key: 'transferSize' | 'resourceSize') =>
    list.reduce((total, item) => total + (item[key] ?? 0), 0);
  return {
    items,
    lhr,
    run: {
      score: round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: round(numeric('largest-contentful-paint')),
      lcpObservedMs: round(metrics?.observedLargestContentfulPaint ?? Number.NaN),
      fcpMs: round(numeric('first-contentful-paint')),
      tbtMs: round(numeric('total-blocking-time')),
      scriptTransferredBytes: sum(scripts, 'transferSize'),
      scriptRawBytes: sum(scripts, 'resourceSize'),
      finalUrl: lhr.finalDisplayedUrl,
    },
  };
}

/** The signed-out visit: what the console's part was, up to the authorization request. */
function consolePart(run: Run, items: NetworkItem[]): Run {
  const authorize = items.find((item) => new URL(item.url).pathname.startsWith('/idp/auth'));
  const mine = items.filter(
    (item) =>
      item.resourceType === 'Script' &&
      !new URL(item.url).pathname.startsWith('/idp/') &&
      (authorize?.networkRequestTime === undefined ||
        (item.networkRequestTime ?? 0) <= authorize.networkRequestTime),
  );
  return {
    ...run,
    consoleRedirectMs: round(authorize?.networkRequestTime ?? Number.NaN),
    consoleScriptTransferredBytes: mine.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    consoleScriptRawBytes: mine.reduce((total, item) => total + (item.resourceSize ?? 0), 0),
    consoleScripts: mine.map((item) => new URL(item.url).pathname),
  };
}

/** Signs the demo administrator in through the login page and chooses the customer, in this tab. */
export async function signIn(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('#email', { timeout: 60_000 });
  await page.type('#email', 'admin@demo.test');
  await page.type('#password', 'demo');
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  await page.waitForFunction(() => !location.pathname.startsWith('/idp/') && document.querySelector('h1'), {
    timeout: 60_000,
  });
  if (!page.url().includes('/select/website')) {
    await page.goto(`${baseUrl}/select/customer`);
    await page.waitForFunction(() => document.body.textContent?.includes('Northern Basketball League'), {
      timeout: 60_000,
    });
    await page.evaluate(() => {
      const row = Array.from(document.querySelectorAll('tr')).find((tr) =>
        Array.from(tr.querySelectorAll('td')).some(
          (td) => td.textContent?.trim() === 'Northern Basketball League',
        ),
      );
      const target = row?.querySelector('button') ?? row;
      (target as HTMLElement | null | undefined)?.click();
    });
  }
  await page.waitForFunction(
    () => location.pathname === '/select/website' && document.querySelector('a[href^="/configuration/"]'),
    { timeout: 60_000 },
  );
  const href = await page.$eval('a[href^="/configuration/"]', (a) => a.getAttribute('href') ?? '');
  return href.replace(/\/[^/]+$/, '/general');
}

/** The websites table's rendered HTML without any script: the same page, as a static file, beside the console. */
async function writeStaticReference(page: Page, distDir: string): Promise<string> {
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const node of Array.from(copy.querySelectorAll('script, link[rel="modulepreload"]'))) node.remove();
    return `<!doctype html>\n${copy.outerHTML}`;
  });
  const name = `bench-static-reference-${process.pid}.html`;
  writeFileSync(path.join(distDir, name), html);
  return name;
}

/** Script sizes of the console's build: raw, and the gzip and brotli copies the server sends. */
function assetSizes(distDir: string) {
  const dir = path.join(distDir, 'assets');
  const size = (file: string) => (existsSync(file) ? statSync(file).size : undefined);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const file = path.join(dir, name);
      const raw = statSync(file).size;
      return { name, raw, gzip: size(`${file}.gz`) ?? raw, brotli: size(`${file}.br`) ?? raw };
    })
    .sort((a, b) => b.raw - a.raw);
}

const pageNames = ['signed-out /', 'login page', 'static reference', 'websites table', 'General'] as const;
type PageName = (typeof pageNames)[number];

export async function benchLighthouse(args: string[]): Promise<void> {
  if (args.includes('--sample-site'))
    return import('./lighthouse-sample-site').then(({ benchLighthouseSampleSite }) =>
      benchLighthouseSampleSite(args.filter((arg) => arg !== '--sample-site')),
    );
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const repeats = Number(option('--repeats') ?? 3);
  const repo = path.resolve(option('--repo') ?? path.join(here, '..'));
  const distDir = path.join(repo, 'apps/console/dist');
  if (!Number.isInteger(repeats) || repeats < 1) throw new Error('--repeats takes a whole number ≥ 1');
  // --signed-in-only: the websites table and General alone (e.g. while working on General); --reports: each Lighthouse report
  // (JSON) saved there, to read its long tasks, LCP element and request chains.
  const signedInOnly = args.includes('--signed-in-only');
  const reports = option('--reports');
  if (reports) mkdirSync(reports, { recursive: true });
  if (signedInOnly && args.includes('--write-baseline'))
    throw new Error('--write-baseline needs every page: drop --signed-in-only');
  const save = (name: string, repeat: number) =>
    reports ? path.join(reports, `${name.replace(/\W+/g, '-')}-${repeat}.json`) : undefined;

  const server = await startServer(repo);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  let browser: Browser | undefined;
  let reference: string | undefined;
  const runs = new Map<PageName, Run[]>(pageNames.map((name) => [name, []]));
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const signedIn = await browser.newPage();
    const generalPath = await signIn(signedIn, server.baseUrl);
    reference = await writeStaticReference(signedIn, distDir);
    const port = chrome.port;
    const baseUrl = server.baseUrl;
    const staticPage = reference;
    const connected = browser;
    const measureSignedOut = async () => {
      // A first visit: a fresh browser context (no cookie: Lighthouse's own reset keeps cookies, and the
      // signed-in tab's 'is authenticated' cookie would make the console try a silent sign-in).
      const outside = await connected.createBrowserContext();
      const out = await measure(port, `${baseUrl}/`, { page: await outside.newPage() });
      runs.get('signed-out /')?.push(consolePart(out.run, out.items));
      await outside.close();

      // The login page alone: reached by a signed-out visit in a fresh context, then measured again there.
      const fresh = await connected.createBrowserContext();
      const loginTab = await fresh.newPage();
      await loginTab.goto(`${baseUrl}/`);
      await loginTab.waitForSelector('#email', { timeout: 60_000 });
      runs
        .get('login page')
        ?.push((await measure(port, loginTab.url(), { page: loginTab, keepStorage: true })).run);
      await fresh.close();

      const plain = await connected.createBrowserContext();
      runs
        .get('static reference')
        ?.push((await measure(port, `${baseUrl}/${staticPage}`, { page: await plain.newPage() })).run);
      await plain.close();
    };

    for (let repeat = 1; repeat <= repeats; repeat++) {
      if (!signedInOnly) await measureSignedOut();
      const keep = { page: signedIn, keepStorage: true };
      runs.get('websites table')?.push(
        (
          await measure(chrome.port, `${server.baseUrl}/select/website`, {
            ...keep,
            save: save('websites', repeat),
          })
        ).run,
      );
      runs.get('General')?.push(
        (
          await measure(chrome.port, `${server.baseUrl}${generalPath}`, {
            ...keep,
            save: save('general', repeat),
          })
        ).run,
      );
      console.log(`repeat ${repeat}/${repeats} done`);
    }
  } finally {
    if (reference) rmSync(path.join(distDir, reference), { force: true });
    await browser?.disconnect();
    chrome.kill();
    server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }

  const summary = Object.fromEntries(
    pageNames.map((name) => {
      const list = runs.get(name) ?? [];
      const of = (key: keyof Run) =>
        stats(list.map((run) => Number(run[key])).filter((n) => !Number.isNaN(n)));
      return [
        name,
        {
          score: of('score'),
          lcpMs: of('lcpMs'),
          lcpObservedMs: of('lcpObservedMs'),
          fcpMs: of('fcpMs'),
          tbtMs: of('tbtMs'),
          scriptTransferredBytes: of('scriptTransferredBytes'),
          scriptRawBytes: of('scriptRawBytes'),
          ...(name === 'signed-out /'
            ? {
                consoleRedirectMs: of('consoleRedirectMs'),
                consoleScriptTransferredBytes: of('consoleScriptTransferredBytes'),
                consoleScriptRawBytes: of('consoleScriptRawBytes'),
              }
            : {}),
          finalUrl: list.at(-1)?.finalUrl.replace(server.baseUrl, '').replace(/\?.*/, '?…'),
        },
      ];
    }),
  );
  const signedOut = runs.get('signed-out /')?.at(-1);
  const assets = assetSizes(distDir);
  const consoleScripts = (signedOut?.consoleScripts ?? []).map((pathname) => {
    const asset = assets.find((a) => pathname.endsWith(`/${a.name}`));
    return { script: pathname, raw: asset?.raw, gzip: asset?.gzip, brotli: asset?.brotli };
  });
  const total = (key: 'raw' | 'gzip' | 'brotli') =>
    consoleScripts.reduce((sum, script) => sum + (script[key] ?? 0), 0);

  const fmt = (s: { min: number; median: number; max: number }) => `${s.min} / ${s.median} / ${s.max}`;
  console.log(`\nLighthouse ${'12.8.2'} desktop, ${repeats} repeats, min / median / max (${repo})`);
  console.table(
    Object.fromEntries(
      Object.entries(summary).map(([name, s]) => [
        name,
        {
          score: fmt(s.score),
          'LCP ms': fmt(s.lcpMs),
          'LCP observed ms': fmt(s.lcpObservedMs),
          'FCP ms': fmt(s.fcpMs),
          'TBT ms': fmt(s.tbtMs),
          'script kB transferred': (s.scriptTransferredBytes.median / 1000).toFixed(1),
          'script kB raw': (s.scriptRawBytes.median / 1000).toFixed(1),
        },
      ]),
    ),
  );
  const out = summary['signed-out /'] as (typeof summary)['signed-out /'] & {
    consoleRedirectMs: ReturnType<typeof stats>;
    consoleScriptTransferredBytes: ReturnType<typeof stats>;
  };
  console.log(
    `Signed-out first visit, the console's part: the login page asked for after ${fmt(out.consoleRedirectMs)} ms; ` +
      `script ${out.consoleScriptTransferredBytes.median} B transferred (brotli as served), on disk ${total('raw')} B raw, ` +
      `${total('gzip')} B gzip, ${total('brotli')} B brotli:`,
  );
  console.table(consoleScripts);
  console.log('Script chunks of the build (bytes):');
  console.table(assets);

  const report = {
    measuredAt: new Date().toISOString(),
    lighthouse: '12.8.2',
    chromium: CHROMIUM,
    repeats,
    machine: { cpus: os.cpus().length, node: process.version, loadAverage1m: os.loadavg()[0] },
    summary,
    signedOutScripts: {
      files: consoleScripts,
      raw: total('raw'),
      gzip: total('gzip'),
      brotli: total('brotli'),
    },
  };
  if (existsSync(baselineFile)) {
    const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as typeof report;
    console.log(`Medians against ${path.basename(baselineFile)} (${baseline.measuredAt}):`);
    console.table(
      Object.fromEntries(
        pageNames.map((name) => {
          const now = summary[name];
          const then = baseline.summary[name];
          return [
            name,
            {
              score: `${now?.score.median} (was ${then?.score.median})`,
              'LCP ms': `${now?.lcpMs.median} (was ${then?.lcpMs.median})`,
              'TBT ms': `${now?.tbtMs.median} (was ${then?.tbtMs.median})`,
            },
          ];
        }),
      ),
    );
  }
  if (args.includes('--write-baseline')) {
    writeFileSync(baselineFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${baselineFile}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchLighthouse(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
