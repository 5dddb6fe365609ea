/**
 * The sample customer site's layout shift while its widgets load (decision 100; goal: CLS ≤ 0.02 on every
 * page), and each widget's reserved height beside the height it ends with, at 1,280 and 390 px, light and dark:
 *
 *   npm run build && node --import tsx bench/widgets-layout.ts [--repeats N] [--pages NAME,...] [--screenshots DIR]
 *
 * Starts the real server on a fresh data folder and opens each page of /sample-site/ (bench/sample-site-pages.ts:
 * Home, Standings, …, Statistics, a team, a player and a game page) on 127.0.0.1 (a second origin) in a new
 * tab each time, records every `layout-shift` entry without recent input from the first paint on, scrolls
 * down the page most of a screen at a time (the widgets below the fold load as they come near) and back, and
 * sums them. Each widget's height before it has drawn (the page's reserve, sample.css) is printed beside the
 * height it ends with; a reserve above the content's height (blank held while loading, then a shrink when the
 * reserve is dropped at `data-eua-ready`, decision 133) is marked and counted.
 * `--pages Home,Team` measures those pages alone. With --screenshots, writes a full-page PNG per
 * page, width and theme there (look at them; they are not committed).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { launchChromium } from './dual-list-browser';
import { startServer } from './lighthouse';
import { sampleSitePages } from './sample-site-pages';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const repeats = Number(option('--repeats') ?? 3);
const only = option('--pages')?.split(',');
const screenshots = option('--screenshots');
const GOAL = 0.02;

/**
 * Each widget element's height on the page and its content's (the widget's box in its shadow root, which the
 * page's min-height may hold taller), in whole pixels, in the page's order.
 */
const heightsOf = (page: Page): Promise<{ widget: string; height: number; content: number }[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-eua-widget]')).map((el) => ({
      widget: el.getAttribute('data-eua-widget') ?? '',
      height: Math.round(el.getBoundingClientRect().height),
      content: Math.round(el.shadowRoot?.querySelector('.eua')?.getBoundingClientRect().height ?? 0),
    })),
  );

/** Every widget near view has its content (or its error): none is loading. */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-eua-widget]')).every((el) => {
        if (el.getBoundingClientRect().top > window.innerHeight + 600) return true;
        return !!el.shadowRoot?.querySelector('.eua[aria-busy=false]:not([data-loading])');
      }),
    undefined,
    { timeout: 30_000 },
  );

const server = await startServer(path.resolve(here, '..'));
const browser = await launchChromium();
let worst = 0;
/** Widgets (per page, width and theme) that reserved more than their content's height. */
const overReserved: string[] = [];
try {
  const pages = (await sampleSitePages(server.baseUrl)).filter((p) => !only || only.includes(p.name));
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  for (const sample of pages) {
    for (const width of [1280, 390]) {
      for (const scheme of ['light', 'dark'] as const) {
        const scores: number[] = [];
        let heights = '';
        for (let run = 0; run < repeats; run++) {
          const context = await browser.newContext({
            viewport: { width, height: width === 1280 ? 900 : 844 },
            colorScheme: scheme,
          });
          const page = await context.newPage();
          await page.addInitScript(() => {
            const w = window as unknown as { cls: number };
            w.cls = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!entry.hadRecentInput) w.cls += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
          });
          // The first paint: the page's own stylesheet has come, the async runtime may not have run yet.
          await page.goto(sample.url, { waitUntil: 'commit' });
          const reserved = await page
            .waitForFunction(() => document.readyState !== 'loading')
            .then(() => heightsOf(page));
          await settled(page);
          // A reader scrolling down: a screen at a time, each step once the widgets near view have come.
          const bottom = () =>
            page.evaluate(
              () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
            );
          while (!(await bottom())) {
            await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
            await settled(page);
          }
          await page.evaluate(() => window.scrollTo(0, 0));
          await new Promise((resolve) => setTimeout(resolve, 500));
          const final = await heightsOf(page);
          scores.push(await page.evaluate(() => (window as unknown as { cls: number }).cls));
          heights = final
            .map(({ widget, height, content }, i) => {
              const before = reserved[i]?.height;
              const over = before !== undefined && before > content + 1;
              if (over && run === 0) overReserved.push(`${sample.name} ${width} ${scheme} ${widget}`);
              return `${widget} ${before ?? '?'}→${height}${content === height ? '' : ` (content ${content})`}${over ? ' RESERVE ABOVE CONTENT' : ''}`;
            })
            .join(', ');
          if (screenshots && run === 0)
            await page.screenshot({
              path: path.join(screenshots, `${sample.name}-${width}-${scheme}.png`),
              fullPage: true,
            });
          await context.close();
        }
        const max = Math.max(...scores);
        worst = Math.max(worst, max);
        console.log(
          `${sample.name}, ${width} px ${scheme}: CLS ${scores.map((s) => s.toFixed(3)).join(' ')} (max ${max.toFixed(3)}, goal ≤ ${GOAL}); heights reserved→final: ${heights}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(worst <= GOAL ? 'CLS within the goal' : `CLS over the goal: ${worst.toFixed(3)}`);
console.log(
  overReserved.length === 0
    ? 'Every widget reserved at most its content’s height'
    : `Reserved above the content: ${overReserved.join('; ')}`,
);
