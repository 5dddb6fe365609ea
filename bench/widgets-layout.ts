/**
 * The sample customer page's layout shift while its widgets load (decision 100; goal: CLS ≤ 0.02), and each
 * widget's reserved height beside the height it ends with, at 1,280 and 390 px, light and dark:
 *
 *   npm run build && node --import tsx bench/widgets-layout.ts [--repeats N] [--screenshots DIR]
 *
 * Starts the real server on a fresh data folder, opens /sample-site/ on 127.0.0.1 (a second origin) in a new
 * tab each time, records every `layout-shift` entry without recent input from the first paint on, scrolls
 * down the page most of a screen at a time (the widgets below the fold load as they come near)
 * and back, and sums them. With
 * --screenshots, writes a full-page PNG per width and theme there (look at them; they are not committed).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { launchChromium } from './dual-list-browser';
import { startServer } from './lighthouse';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const repeats = Number(option('--repeats') ?? 3);
const screenshots = option('--screenshots');
const GOAL = 0.02;
const WIDGETS = ['standings', 'schedule', 'leaders', 'fixturesFragment', 'standingsFragment'];

/** Each widget element's height on the page, in whole pixels. */
const heightsOf = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(
    (ids) =>
      Object.fromEntries(
        ids.map((id) => [
          id,
          Math.round(document.querySelector(`[data-eua-widget="${id}"]`)!.getBoundingClientRect().height),
        ]),
      ),
    WIDGETS,
  );

const server = await startServer(path.resolve(here, '..'));
const browser = await launchChromium();
let worst = 0;
try {
  const url = new URL('/sample-site/', server.baseUrl);
  url.hostname = '127.0.0.1';
  if (screenshots) mkdirSync(screenshots, { recursive: true });
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
          const w = window as unknown as { cls: number; reserved: Record<string, number> };
          w.cls = 0;
          w.reserved = {};
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) w.cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(url.href, { waitUntil: 'load' });
        // Each widget's box while it loads (the height it holds), then scrolled into view until it has a table.
        const reserved = await heightsOf(page);
        // A reader scrolling down: a screen at a time, each step once the widgets near view have come.
        const settled = () =>
          page.waitForFunction(
            (ids) =>
              ids.every((id) => {
                const el = document.querySelector(`[data-eua-widget="${id}"]`)!;
                if (el.getBoundingClientRect().top > window.innerHeight + 600) return true;
                return !!el.shadowRoot?.querySelector('table, [role=alert]');
              }),
            WIDGETS,
            { timeout: 30_000 },
          );
        await settled();
        const bottom = () =>
          page.evaluate(
            () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          );
        while (!(await bottom())) {
          await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
          await settled();
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await new Promise((resolve) => setTimeout(resolve, 500));
        const final = await heightsOf(page);
        scores.push(await page.evaluate(() => (window as unknown as { cls: number }).cls));
        heights = WIDGETS.map((id) => `${id} ${reserved[id]}→${final[id]}`).join(', ');
        if (screenshots && run === 0)
          await page.screenshot({
            path: path.join(screenshots, `sample-${width}-${scheme}.png`),
            fullPage: true,
          });
        await context.close();
      }
      const max = Math.max(...scores);
      worst = Math.max(worst, max);
      console.log(
        `${width} px ${scheme}: CLS ${scores.map((s) => s.toFixed(3)).join(' ')} (max ${max.toFixed(3)}, goal ≤ ${GOAL}); heights reserved→final: ${heights}`,
      );
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(worst <= GOAL ? 'CLS within the goal' : `CLS over the goal: ${worst.toFixed(3)}`);
