import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pictureExtension, writePicture } from './support/pictures';

/**
 * Every widget family fits its box (docs/product.md#widgets, decision 133): on the sample customer site's pages,
 * at 320, 390 and 1,280 px, once each widget has loaded, no cell, label or name is cut (its text no wider than
 * its box), no table scrolls sideways (narrow widgets stack and drop their least important columns), and the
 * height the page reserved for the widget is no more than its content's.
 *
 * The same walk makes the widgets' pictures in docs/screenshots/widgets/ under `npm run screenshots` (@screenshots
 * below): each widget family alone, light and dark, at 390 and 1,280 px, as WebP (decision 151). The Home page's
 * standings, schedule, leaders and fixtures fragment are the families pictured on their own pages: only its
 * standings fragment is pictured there.
 */

type Stop = {
  /** The page's name in the pictures and the test titles. */
  name: string;
  /** The page under /sample-site, or the listing whose first link of `segment` leads to it. */
  path: string;
  follow?: { widget: string; segment: string };
  widgets: string[];
  /** The widgets pictured under `npm run screenshots`, when not all of them. */
  pictured?: string[];
};

const stops: Stop[] = [
  {
    name: 'home',
    path: '/',
    widgets: ['standings', 'schedule', 'leaders', 'fixturesFragment', 'standingsFragment'],
    pictured: ['standingsFragment'],
  },
  { name: 'standings', path: '/standings', widgets: ['standings'] },
  { name: 'schedule', path: '/schedule', widgets: ['schedule', 'fixturesFragment'] },
  { name: 'leaders', path: '/leaders', widgets: ['leaders'] },
  { name: 'teams', path: '/teams', widgets: ['teams'] },
  { name: 'players', path: '/players', widgets: ['players'] },
  { name: 'statistics', path: '/statistics', widgets: ['personStatistics', 'teamStatistics'] },
  { name: 'team', path: '/teams', follow: { widget: 'teams', segment: 'teams' }, widgets: ['teamDetails'] },
  {
    name: 'player',
    path: '/players',
    follow: { widget: 'players', segment: 'players' },
    widgets: ['personDetail'],
  },
  // The latest result: the first link of the fixtures fragment's Results.
  {
    name: 'game',
    path: '/schedule',
    follow: { widget: 'fixturesFragment', segment: 'fixtures' },
    widgets: ['fixtureDetails'],
  },
];

function sampleUrl(path: string): string {
  const url = new URL(`/sample-site${path}`, process.env.E2E_BASE_URL);
  url.hostname = '127.0.0.1';
  return url.href;
}

const host = (page: Page, widget: string): Locator => page.locator(`[data-eua-widget="${widget}"]`).first();

/** A widget loaded: its heading shown and its box neither loading nor busy. */
async function loaded(page: Page, widget: string): Promise<void> {
  const element = host(page, widget);
  await element.scrollIntoViewIfNeeded();
  await expect(element.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(element.locator('.eua')).toHaveAttribute('aria-busy', 'false');
  await expect(element.locator('.eua[data-loading]')).toHaveCount(0);
}

async function open(page: Page, stop: Stop): Promise<void> {
  await page.goto(sampleUrl(stop.path));
  if (stop.follow) {
    await loaded(page, stop.follow.widget);
    const link = host(page, stop.follow.widget)
      .locator(`a[href*="/sample-site/${stop.follow.segment}/"]`)
      .first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/sample-site/${stop.follow.segment}/[^/]+$`));
  }
  for (const widget of stop.widgets) await loaded(page, widget);
  // A widget loading further down may have changed nothing above it; the measures read the settled page.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * What a reader would call cut or padded in one widget: each text box whose content is wider than itself, each
 * table scroller that scrolls sideways, and a reserved height above the content's.
 */
function problemsOf(page: Page, widget: string): Promise<string[]> {
  return host(page, widget).evaluate((element) => {
    const out: string[] = [];
    const root = element.shadowRoot;
    const box = root?.querySelector<HTMLElement>('.eua');
    if (!root || !box) return ['no widget box'];
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.tagName === 'TD';
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).replace(/ /g, '.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of Array.from(
      root.querySelectorAll('th, td, label, dt, dd, h2, h3, h4, p, li, a, .fx-name'),
    )) {
      if (!visible(el)) continue;
      const { scrollWidth, clientWidth } = el as HTMLElement;
      if (clientWidth > 0 && scrollWidth > clientWidth + 1) {
        out.push(`cut: ${describe(el)} needs ${scrollWidth} px, has ${clientWidth}`);
      }
    }
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('.scroll'))) {
      if (el.scrollWidth > el.clientWidth + 1) {
        out.push(
          `scrolls sideways: "${el.querySelector('caption')?.textContent}" ${el.scrollWidth} > ${el.clientWidth}`,
        );
      }
    }
    // A name that wraps goes on beside its crest or face, not under it.
    for (const name of Array.from(root.querySelectorAll<HTMLElement>('th[scope=row] > img + a'))) {
      const right = name.previousElementSibling?.getBoundingClientRect().right ?? 0;
      if (Array.from(name.getClientRects()).some((line) => line.left < right - 1)) {
        out.push(`wraps under its picture: ${describe(name)}`);
      }
    }
    if (box.scrollWidth > box.clientWidth + 1)
      out.push(`widget wider than its box: ${box.scrollWidth} > ${box.clientWidth}`);
    const reserved = element.getBoundingClientRect().height;
    const content = box.getBoundingClientRect().height;
    if (reserved > content + 1)
      out.push(`reserves ${Math.round(reserved)} px for ${Math.round(content)} px of content`);
    return out;
  });
}

for (const width of [320, 390, 1280]) {
  test.describe(`widgets fit their box at ${width} px`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await page.context().close();
    });
    for (const stop of stops) {
      test(`${stop.name}: ${stop.widgets.join(', ')} show everything, scroll no table sideways, reserve no blank`, async () => {
        await open(page, stop);
        const problems: string[] = [];
        for (const widget of stop.widgets) {
          for (const problem of await problemsOf(page, widget)) problems.push(`${widget}: ${problem}`);
          // The loaded height, for the reserves of the sample site's stylesheet.
          const height = await host(page, widget).evaluate(
            (e) => e.shadowRoot?.querySelector('.eua')?.getBoundingClientRect().height ?? 0,
          );
          test.info().annotations.push({
            type: 'height',
            description: `${stop.name} ${widget} ${Math.round(height)}`,
          });
        }
        expect(problems, `${stop.name} at ${width} px`).toEqual([]);
      });
    }
  });
}

const pictures = resolve(
  import.meta.dirname,
  '..',
  ...(process.env.SCREENSHOTS === 'docs'
    ? ['docs', 'screenshots', 'widgets', process.env.WIDGET_PICTURES ?? 'after']
    : ['test-results', 'screenshots', 'widgets']),
);

for (const width of [1280, 390]) {
  test.describe
    .serial(`widget pictures at ${width} px @screenshots`, () => {
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        await mkdir(pictures, { recursive: true });
        const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
        page = await context.newPage();
      });
      test.afterAll(async () => {
        await page.context().close();
      });
      for (const stop of stops) {
        test(`${stop.name} widgets, light and dark`, async () => {
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            await open(page, stop);
            for (const widget of stop.pictured ?? stop.widgets) {
              const kebab = widget.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
              const where = stop.name === 'home' || stop.follow ? `${stop.name}-` : '';
              await page.waitForFunction(() => document.getAnimations().length === 0);
              await writePicture(
                page.context(),
                await host(page, widget).screenshot(),
                `${pictures}/${where}${kebab}-${width}-${scheme}.${pictureExtension}`,
              );
            }
          }
          await page.emulateMedia({ colorScheme: 'light' });
        });
      }
    });
}
