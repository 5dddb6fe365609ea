import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every page of the sample customer site (docs/product.md#the-sample-customer-site) passes WCAG 2.2 AA as
 * axe-core checks it, with its widgets loaded, light and dark, on a desktop (1,280 px) and a phone (390 px):
 * Home, Standings, Schedule, Leaders, Teams, Players, Statistics, and the team, player and game pages a reader
 * reaches through the widgets' links. The site is served by the server under test on 127.0.0.1, a second
 * origin beside the console on localhost (decision 118).
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const pages = [
  { name: 'Home', path: '/' },
  { name: 'Standings', path: '/standings' },
  { name: 'Schedule', path: '/schedule' },
  { name: 'Leaders', path: '/leaders' },
  { name: 'Teams', path: '/teams' },
  { name: 'Players', path: '/players' },
  { name: 'Statistics', path: '/statistics' },
  // Both demo customers' themes side by side (docs/product.md#theme).
  { name: 'Two looks', path: '/looks' },
];
/** The detail pages, reached by the first link to one on a listing page. */
const details = [
  { name: 'Team', from: '/teams', segment: 'teams' },
  { name: 'Player', from: '/players', segment: 'players' },
  { name: 'Game', from: '/schedule', segment: 'fixtures' },
];

function sampleUrl(path: string): string {
  const url = new URL(`/sample-site${path}`, process.env.E2E_BASE_URL);
  url.hostname = '127.0.0.1';
  return url.href;
}

/** Scrolls to each widget of the page (they load as they come near) and waits for its heading. */
async function loadWidgets(page: Page): Promise<void> {
  const widgets = page.locator('[data-eua-widget]');
  const count = await widgets.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await widgets.nth(i).scrollIntoViewIfNeeded();
    await expect(widgets.nth(i).getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function violationsOf(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const width of [1280, 390]) {
  test.describe
    .serial(`the sample site at ${width} px, light and dark`, () => {
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        const context = await browser.newContext({
          locale: 'en-GB',
          viewport: { width, height: width === 390 ? 844 : 900 },
        });
        page = await context.newPage();
      });
      test.afterAll(async () => {
        await page.context().close();
      });

      const audit = async (name: string) => {
        await loadWidgets(page);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          expect(await violationsOf(page), `${name}, ${scheme}`).toEqual([]);
        }
        await page.emulateMedia({ colorScheme: 'light' });
      };

      for (const sample of pages) {
        test(`${sample.name} passes WCAG 2.2 AA with its widgets loaded`, async () => {
          await page.goto(sampleUrl(sample.path));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await audit(sample.name);
        });
      }

      for (const detail of details) {
        test(`the ${detail.name.toLowerCase()} page passes WCAG 2.2 AA with its widget loaded`, async () => {
          await page.goto(sampleUrl(detail.from));
          const link = page.locator(`[data-eua-widget] a[href*="/sample-site/${detail.segment}/"]`).first();
          await expect(link).toBeVisible();
          await link.click();
          await expect(page).toHaveURL(new RegExp(`/sample-site/${detail.segment}/[^/]+$`));
          await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
          await audit(detail.name);
        });
      }
    });
}
