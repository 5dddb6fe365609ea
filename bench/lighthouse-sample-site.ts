/**
 * Lighthouse (desktop preset, performance) on every page of the sample customer site (decision 118; goal ≥ 95
 * each): the pages of bench/sample-site-pages.ts on 127.0.0.1, each a first visit in a fresh browser context,
 * on the real server started as bench/lighthouse.ts starts it.
 *
 *   npm run build && npm run bench -- --lighthouse --sample-site [--repeats N] [--reports DIR]
 *
 * Prints each page's score, LCP, TBT, CLS and script bytes (min / median / max over the repeats), and the
 * opportunities Lighthouse lists for it (render-blocking requests, unused script, image sizes, long tasks).
 * `--reports DIR` keeps each report (JSON) there.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, stats } from './dual-list-browser';
import { measure, startServer } from './lighthouse';
import { sampleSitePages } from './sample-site-pages';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function benchLighthouseSampleSite(args: string[]): Promise<void> {
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const repeats = Number(option('--repeats') ?? 3);
  if (!Number.isInteger(repeats) || repeats < 1) throw new Error('--repeats takes a whole number ≥ 1');
  const reports = option('--reports');
  if (reports) mkdirSync(reports, { recursive: true });

  const server = await startServer(path.resolve(here, '..'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows: Record<string, Record<string, string>> = {};
  const advice = new Map<string, Set<string>>();
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const pages = await sampleSitePages(server.baseUrl);
    const runs = new Map<
      string,
      { score: number; lcp: number; tbt: number; cls: number; script: number }[]
    >();
    for (let repeat = 1; repeat <= repeats; repeat++) {
      for (const sample of pages) {
        const save = reports ? path.join(reports, `sample-${sample.name}-${repeat}.json`) : undefined;
        const once = async () => {
          const context = await browser.createBrowserContext();
          try {
            return await measure(chrome.port, sample.url, { page: await context.newPage(), save });
          } finally {
            await context.close();
          }
        };
        // Lighthouse now and then misses the trace's start on this machine and asks to be run again: once.
        const { run, lhr } = await once().catch((error: unknown) => {
          if (!String(error).includes('NO_NAVSTART')) throw error;
          return once();
        });
        console.log(`${sample.name}: ${run.score}`);
        const list = runs.get(sample.name) ?? [];
        list.push({
          score: run.score,
          lcp: run.lcpMs,
          tbt: run.tbtMs,
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          script: run.scriptTransferredBytes,
        });
        runs.set(sample.name, list);
        // What Lighthouse would change: its failed opportunities and diagnostics, by title.
        const seen = advice.get(sample.name) ?? new Set<string>();
        for (const audit of Object.values(lhr.audits)) {
          const kind = (audit.details as { type?: string } | undefined)?.type;
          if (audit.score !== null && audit.score < 0.9 && (kind === 'opportunity' || kind === 'table'))
            seen.add(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
        advice.set(sample.name, seen);
      }
      console.log(`repeat ${repeat}/${repeats} done`);
    }
    await browser.disconnect();
    for (const [name, list] of runs) {
      const of = (key: keyof (typeof list)[number]) => {
        const s = stats(list.map((r) => r[key]));
        return `${s.min} / ${s.median} / ${s.max}`;
      };
      rows[name] = {
        score: of('score'),
        'LCP ms': of('lcp'),
        'TBT ms': of('tbt'),
        CLS: of('cls'),
        'script B': of('script'),
      };
    }
  } finally {
    chrome.kill();
    server.stop();
  }
  console.log(
    `\nLighthouse desktop on the sample site, ${repeats} repeats, min / median / max (goal: score ≥ 95)`,
  );
  console.table(rows);
  for (const [name, seen] of advice)
    console.log(`${name}: ${seen.size ? [...seen].join('; ') : 'no opportunity listed'}`);
}
