import AxeBuilder from '@axe-core/playwright';
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';

/**
 * The widgets end to end (docs/product.md#widgets): the console's live preview follows the form before it is
 * saved, the sample customer page follows the save, and a page outside the referrer domains is refused with
 * the server's message. The sample page is served by the server under test on 127.0.0.1 (a second origin
 * beside the console on localhost) and embeds the five widgets of NBL Official Website (2001), whose demo
 * General admits 127.0.0.1.
 *
 * One server and one data folder serve the whole run (e2e/support/global-setup.ts), and other specs open
 * website 2001: what a test changes there is put back after it, whatever happened (restore below).
 */

const WEBSITE = 'NBL Official Website';
const SAMPLE_DOMAIN = '127.0.0.1';

/** The sample page on the second origin: the console's address with 127.0.0.1 for localhost. */
function sampleSite(baseURL: string | undefined): { url: string; origin: string } {
  const url = new URL('/sample-site/', baseURL);
  url.hostname = SAMPLE_DOMAIN;
  return { url: url.href, origin: url.origin };
}

const form = (page: Page, name: string) => page.getByRole('form', { name });
const leadersCount = (page: Page) =>
  form(page, 'Leaders').getByRole('spinbutton', { name: 'Number of leaders per statistic' });
const domainList = (page: Page) => form(page, 'General').getByRole('list', { name: 'Referrer domains' });
const preview = (page: Page) => page.frameLocator('iframe[title="Widget preview"]');
/** A widget of the sample page, by its data-eua-widget (Playwright's locators pierce its shadow root). */
const widget = (page: Page, id: string) => page.locator(`[data-eua-widget="${id}"]`);
/** The body rows of a table: those with a row header (the team or the player). */
const bodyRows = (table: Locator) => table.locator('tbody').getByRole('row');

async function saved(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: message }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review changes (0)' })).toBeVisible();
}

/** The referrer domains as the form holds them (each has its Remove button). */
async function domainsOf(page: Page): Promise<string[]> {
  const names = await domainList(page)
    .getByRole('button', { name: /^Remove / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Remove /, ''));
}

async function addDomain(page: Page, domain: string): Promise<void> {
  const input = form(page, 'General').getByRole('textbox', { name: 'Referrer domains' });
  await input.fill(domain);
  await input.locator('xpath=..').getByRole('button', { name: 'Add' }).click();
  await expect(domainList(page).getByRole('button', { name: `Remove ${domain}` })).toBeVisible();
}

/** Every leaders table (one per statistic) shows `count` leaders. */
async function expectLeaderRows(scope: Page | FrameLocator | Locator, count: number): Promise<void> {
  const tables = scope.getByRole('table');
  await expect(tables.first()).toBeVisible();
  const n = await tables.count();
  expect(n).toBeGreaterThanOrEqual(1);
  for (let i = 0; i < n; i++) await expect(bodyRows(tables.nth(i))).toHaveCount(count);
}

/** What the tests change on website 2001, as found before the change: put back after each test. */
const original: { leadersCount?: string; domains?: string[] } = {};

async function restore(browser: Browser): Promise<void> {
  if (original.leadersCount === undefined && original.domains === undefined) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, 'admin@demo.test');
    await chooseCustomer(page, 'Northern Basketball League');
    if (original.leadersCount !== undefined) {
      await openFeature(page, WEBSITE, 'leaders');
      await expect(form(page, 'Leaders').getByRole('button', { name: 'Update', exact: true })).toBeEnabled();
      if ((await leadersCount(page).inputValue()) !== original.leadersCount) {
        await leadersCount(page).fill(original.leadersCount);
        await form(page, 'Leaders').getByRole('button', { name: 'Update', exact: true }).click();
        await saved(page, 'Leaders Configuration updated successfully.');
      }
    }
    if (original.domains !== undefined) {
      await openFeature(page, WEBSITE, 'general');
      await expect(form(page, 'General').getByRole('button', { name: 'Update Configuration' })).toBeEnabled();
      const now = await domainsOf(page);
      if (now.join('\n') !== original.domains.join('\n')) {
        for (const domain of now)
          await domainList(page)
            .getByRole('button', { name: `Remove ${domain}`, exact: true })
            .click();
        for (const domain of original.domains) await addDomain(page, domain);
        await form(page, 'General').getByRole('button', { name: 'Update Configuration' }).click();
        await saved(page, 'Configuration updated successfully.');
      }
    }
  } finally {
    await context.close();
  }
  original.leadersCount = undefined;
  original.domains = undefined;
}

test.afterEach(async ({ browser }) => {
  await restore(browser);
});

test('Leaders per statistic: the preview shows the unsaved count, the sample page the saved one', async ({
  page,
  baseURL,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  await openFeature(WEBSITE, 'leaders');
  const count = leadersCount(page);
  const before = await count.inputValue();
  original.leadersCount = before;
  // The seed saves 5; a value left at 3 by an interrupted run would show no change, so 2 then.
  const target = before === '3' ? 2 : 3;

  // The preview renders the saved settings first…
  await expectLeaderRows(preview(page), Number(before));
  await expect(page.getByText('Preview of unsaved changes')).toHaveCount(0);

  // …and the form's values as they are typed, before anything is saved.
  await count.fill(String(target));
  await expect(page.getByText('Preview of unsaved changes')).toBeVisible();
  await expectLeaderRows(preview(page), target);

  await form(page, 'Leaders').getByRole('button', { name: 'Update', exact: true }).click();
  await saved(page, 'Leaders Configuration updated successfully.');
  await expect(page.getByText('Preview of unsaved changes')).toHaveCount(0);
  await expectLeaderRows(preview(page), target);

  // The customer's page, on another origin, reads the saved settings through the public path.
  const sample = sampleSite(baseURL);
  await page.goto(sample.url);
  const leaders = widget(page, 'leaders');
  await leaders.scrollIntoViewIfNeeded();
  await expect(leaders.getByRole('heading', { name: 'Leaders' })).toBeVisible();
  await expectLeaderRows(leaders, target);
});

test('a page outside the referrer domains is refused: one short line, the server message in the console', async ({
  page,
  baseURL,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  const sample = sampleSite(baseURL);
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const websiteId = await openFeature(WEBSITE);
  const general = form(page, 'General');
  await expect(general.getByRole('button', { name: 'Update Configuration' })).toBeEnabled();
  const before = await domainsOf(page);
  expect(before).toContain(SAMPLE_DOMAIN);
  original.domains = before;

  // Emptied, the list refuses every page, and the console says so beside the field.
  for (const domain of before)
    await domainList(page)
      .getByRole('button', { name: `Remove ${domain}`, exact: true })
      .click();
  await expect(general.getByRole('status').filter({ hasText: 'With no referrer domains' })).toHaveText(
    'With no referrer domains, widgets load on no page.',
  );
  // The tester tells what will happen to the sample page once saved, and which domain would admit it.
  // A text box, or a combo box once the page origins seen are offered (decision 131).
  await general.getByLabel('Page address').fill(sample.url);
  await general.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(general.getByText('To allow it, add the referrer domain “127.0.0.1”.')).toBeVisible();
  await general.getByRole('button', { name: 'Update Configuration' }).click();
  await saved(page, 'Configuration updated successfully.');

  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(sample.url);
  const refusedAll = `Website ${websiteId} has no referrer domains: its widgets load on no page`;
  for (const id of ['standings', 'schedule', 'leaders', 'fixturesFragment', 'standingsFragment']) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expect(widget(page, id).getByRole('alert')).toHaveText('The widget could not be loaded.');
    await expect
      .poll(() => logged)
      .toContain(`EuaWidgets: ${id} of website ${websiteId}: HTTP 403: ${refusedAll}`);
  }
  await expect(page.getByRole('table')).toHaveCount(0);

  // Another website's domain only: the refusal names the sample page's origin and what it lacks.
  await page.goto(`/configuration/${websiteId}/general`);
  await expect(general.getByRole('button', { name: 'Update Configuration' })).toBeEnabled();
  await addDomain(page, 'www.nbl.example');
  await general.getByRole('button', { name: 'Update Configuration' }).click();
  await saved(page, 'Configuration updated successfully.');
  await page.goto(sample.url);
  await expect(widget(page, 'standings').getByRole('alert')).toHaveText('The widget could not be loaded.');
  await expect
    .poll(() => logged)
    .toContain(
      `EuaWidgets: standings of website ${websiteId}: HTTP 403: Widgets of website ${websiteId} may not load on ${sample.origin}: its referrer domains do not include 127.0.0.1`,
    );
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the sample page shows the five widgets with real rows, and a season picked by keyboard', async ({
  page,
  baseURL,
}) => {
  const sample = sampleSite(baseURL);
  await page.goto(sample.url);

  // Each widget: a heading, and tables with a caption, column headers and rows of real content.
  const expected: [string, string, string[]][] = [
    ['standings', 'Standings', ['Pos', 'Team']],
    ['standingsFragment', 'Table', ['Pos', 'Team']],
    ['schedule', 'Schedule', ['Date', 'Home', 'Score', 'Away']],
    ['fixturesFragment', 'Latest and next', ['Date', 'Home', 'Score', 'Away']],
    ['leaders', 'Leaders', ['Rank', 'Player', 'Team']],
  ];
  for (const [id, heading, columns] of expected) {
    const box = widget(page, id);
    // A widget loads when it comes near view.
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    const table = box.getByRole('table').first();
    await expect(table.locator('caption')).not.toBeEmpty();
    // The date column names the zone once, in its heading: "Date (UTC)" (decision 134). A fixtures table in a
    // narrow column draws each fixture stacked (decision 133) and keeps its headers for assistive technology.
    for (const column of columns)
      await expect(
        table.getByRole('columnheader', { name: new RegExp(`^${column}( \\(.+\\))?$`) }),
      ).toHaveCount(1);
    await expect(bodyRows(table).first().getByRole('rowheader')).not.toBeEmpty();
    expect(await bodyRows(table).count(), id).toBeGreaterThanOrEqual(2);
  }
  // A player's row header stays a table cell (the person detail's flex head shares its class name), so its
  // border lines up with the row's other cells.
  await expect(
    bodyRows(widget(page, 'leaders').getByRole('table').first()).first().getByRole('rowheader'),
  ).toHaveCSS('display', 'table-cell');

  // Another season, chosen with the keyboard in the standings' selector: the widget asks for that season and
  // shows what the public path answers for it.
  const standings = widget(page, 'standings');
  const selector = standings.getByRole('combobox', { name: 'Season' });
  const first = await selector.inputValue();
  await selector.focus();
  const answered = page.waitForResponse(
    (response) => response.url().includes('/widgets/v1/2001/standings?season=') && response.ok(),
  );
  const atEnd = await selector.evaluate((s: HTMLSelectElement) => s.selectedIndex === s.options.length - 1);
  await page.keyboard.press(atEnd ? 'ArrowUp' : 'ArrowDown');
  const response = await answered;
  const season = new URL(response.url()).searchParams.get('season');
  expect(season).not.toBe(first);
  await expect(selector).toHaveValue(season ?? '');
  await expect(selector).toBeFocused();
  const body = (await response.json()) as {
    data: {
      content: {
        season: { nameLocal: string; competitionNameLocal: string };
        teams: Record<string, { nameFullLocal: string }>;
        stages: { pools: { rows: { teamId: string; values: Record<string, number | string> }[] }[] }[];
      };
    };
  };
  const content = body.data.content;
  // The season picked (its picker says it once, decision 133) and its table.
  await expect(standings.getByRole('combobox').first().locator('option:checked')).toContainText(
    content.season.nameLocal,
  );
  const top = content.stages[0]!.pools[0]!.rows[0]!;
  const firstRow = bodyRows(standings.getByRole('table').first()).first();
  await expect(firstRow.getByRole('rowheader')).toHaveText(content.teams[top.teamId]!.nameFullLocal);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(String(top.values.played));
});

test('on a phone-sized page the widgets pass WCAG 2.1 AA checks in light and dark, their tables fitting the page', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(sampleSite(baseURL).url);
  const standings = widget(page, 'standings');
  await expect(bodyRows(standings.getByRole('table').first()).first()).toBeVisible();
  for (const id of ['schedule', 'leaders', 'fixturesFragment', 'standingsFragment']) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expect(widget(page, id).getByRole('table').first()).toBeVisible();
  }
  await standings.scrollIntoViewIfNeeded();

  // The standings table fits 390 px by leaving out its lower-priority columns in their declared order
  // (decision 133): it scrolls sideways neither inside its widget nor on the page.
  const table = standings.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: 'Team', exact: true })).toBeVisible();
  expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const result = await new AxeBuilder({ page })
      .include('[data-eua-widget]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const violations = result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(violations, scheme).toEqual([]);
  }
});
