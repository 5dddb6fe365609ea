import { type FeatureId, features, type WidgetId, widgetSubject } from '@eua/shared';
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';

/**
 * The teams, persons, statistics and detail widgets end to end (docs/product.md#widgets, decisions 106 and
 * 111): each screen's live preview follows the form before it is saved, the sample customer site follows the
 * save, the sample site's widgets link to each other's pages (a team from the standings, a player from the
 * roster, a game from the schedule), and a detail widget's preview picker names what it shows in the embed
 * code. The sample site is served by the server under test on 127.0.0.1, a second origin beside the console
 * on localhost, as in e2e/widgets.spec.ts.
 *
 * One server and one data folder serve the whole run (e2e/support/global-setup.ts), and other specs open
 * website 2001: what a test changes there is put back after it, whatever happened (restore below).
 */

const WEBSITE = 'NBL Official Website';

/** A page of the sample site on the second origin: the console's address with 127.0.0.1 for localhost. */
function sampleUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(`/sample-site${path}`, baseURL);
  url.hostname = '127.0.0.1';
  return url.href;
}

type Scope = Page | FrameLocator | Locator;

const preview = (page: Page) => page.frameLocator('iframe[title="Widget preview"]');
/** A widget of a sample page, by its data-eua-widget (Playwright's locators pierce its shadow root). */
const widget = (page: Page, id: WidgetId) => page.locator(`[data-eua-widget="${id}"]`);
const screenForm = (page: Page, feature: FeatureId) =>
  page.getByRole('form', { name: features[feature].title, exact: true });
const submitButton = (form: Locator, feature: FeatureId) =>
  form.getByRole('button', { name: features[feature].submitLabel, exact: true });
const embedCode = (page: Page) => page.getByRole('textbox', { name: 'Embed code' });
/** The team's name in a Team Details banner. */
const bannerName = (scope: Scope) => scope.locator('.banner').getByRole('paragraph').first();

/** A marker that shows (at least once) or not: "not" only after the widget is known to be drawn. */
async function expectShown(marker: Locator, shown: boolean): Promise<void> {
  if (shown) await expect(marker.first()).toBeVisible();
  else await expect(marker).toHaveCount(0);
}

/** Opens a collapsible section of a screen's form ("Fixtures", "Group 1", …) unless it is open. */
async function openSection(form: Locator, name: string): Promise<void> {
  // The toggle is named by the section and its summary ("Fixtures 2 settings", "Log Tab hidden · …").
  const toggle = form.getByRole('heading', { level: 2, name: new RegExp(`^${name} `) }).getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Saves a screen and waits for its success message and a form with nothing left to save. */
async function save(page: Page, feature: FeatureId): Promise<void> {
  await submitButton(screenForm(page, feature), feature).click();
  await expect(
    page.getByRole('status').filter({ hasText: features[feature].successMessage }).last(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review changes (0)' })).toBeVisible();
}

/** Signs in as the demo administrator and opens a screen of website 2001 with its form ready to edit. */
async function openScreen(page: Page, feature: FeatureId): Promise<Locator> {
  await signIn(page, 'admin@demo.test');
  await chooseCustomer(page, 'Northern Basketball League');
  await openFeature(page, WEBSITE, feature);
  const form = screenForm(page, feature);
  await expect(submitButton(form, feature)).toBeEnabled();
  return form;
}

/**
 * A change to put back after the test: `put` sets the screen's form to what it was and says whether it had
 * to change anything (then the screen is saved).
 */
type Restore = { feature: FeatureId; put: (form: Locator) => Promise<boolean> };
const restores: Restore[] = [];

async function restore(browser: Browser): Promise<void> {
  if (restores.length === 0) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, 'admin@demo.test');
    await chooseCustomer(page, 'Northern Basketball League');
    for (const { feature, put } of restores) {
      await openFeature(page, WEBSITE, feature);
      const form = screenForm(page, feature);
      await expect(submitButton(form, feature)).toBeEnabled();
      if (await put(form)) await save(page, feature);
    }
  } finally {
    restores.length = 0;
    await context.close();
  }
}

test.afterEach(async ({ browser }) => {
  await restore(browser);
});

type SwitchCase = {
  feature: FeatureId;
  /** The form section holding the switch. */
  section: string;
  /** The switch's label. */
  name: string;
  widget: WidgetId;
  /** The sample page showing the widget; a detail widget's gets the id its preview shows. */
  samplePath: (id: string) => string;
  /** Something the widget always shows once drawn. */
  ready: (scope: Scope) => Locator;
  /** What the switch shows when on (or hides, with `hides`). */
  marker: (scope: Scope) => Locator;
  hides?: boolean;
};

/**
 * Turns a screen's switch over and follows it: the preview before the save, then the sample page reloaded after
 * it. The switch is turned from whatever it is now, so a run interrupted before its restore still changes
 * something.
 */
async function switchFollows(page: Page, baseURL: string | undefined, c: SwitchCase): Promise<void> {
  const form = await openScreen(page, c.feature);
  await openSection(form, c.section);
  const box = form.getByRole('checkbox', { name: c.name, exact: true });
  const was = await box.isChecked();
  restores.push({
    feature: c.feature,
    put: async (f) => {
      await openSection(f, c.section);
      const switchBox = f.getByRole('checkbox', { name: c.name, exact: true });
      if ((await switchBox.isChecked()) === was) return false;
      await switchBox.setChecked(was);
      return true;
    },
  });
  const shows = (on: boolean) => on !== Boolean(c.hides);

  // The preview draws the saved settings first; a detail widget's embed code then names what it shows.
  await expect(c.ready(preview(page))).toBeVisible();
  await expectShown(c.marker(preview(page)), shows(was));
  await expect(page.getByText('Preview of unsaved changes')).toHaveCount(0);
  if (widgetSubject[c.widget]) await expect(embedCode(page)).toHaveValue(/data-id="\d+"/);
  const id = /data-id="(\d+)"/.exec(await embedCode(page).inputValue())?.[1] ?? '';

  // The customer's page, in another tab, shows the saved settings too.
  const sample = await page.context().newPage();
  await sample.goto(sampleUrl(baseURL, c.samplePath(id)));
  const onSample = widget(sample, c.widget);
  await onSample.scrollIntoViewIfNeeded();
  await expect(c.ready(onSample)).toBeVisible();
  await expectShown(c.marker(onSample), shows(was));

  // The preview follows the switch before anything is saved.
  await box.setChecked(!was);
  await expect(page.getByText('Preview of unsaved changes')).toBeVisible();
  await expectShown(c.marker(preview(page)), shows(!was));
  await expect(c.ready(preview(page))).toBeVisible();

  // Saved, the customer's page shows it once reloaded.
  await save(page, c.feature);
  await sample.reload();
  await onSample.scrollIntoViewIfNeeded();
  await expect(c.ready(onSample)).toBeVisible();
  await expectShown(c.marker(onSample), shows(!was));
  await sample.close();
}

const heading = (name: string) => (scope: Scope) =>
  scope.getByRole('heading', { level: 2, name, exact: true });
const tab = (name: string) => (scope: Scope) => scope.getByRole('tab', { name, exact: true });

test('Teams: "Show pools" lists the teams pool by pool in the preview, then on the sample page', async ({
  page,
  baseURL,
}) => {
  await switchFollows(page, baseURL, {
    feature: 'teams',
    section: 'Display',
    name: 'Show pools',
    widget: 'teams',
    samplePath: () => '/teams',
    ready: heading('Teams'),
    // A pool's heading over its list; without pools one list named by the page label.
    marker: (scope) => scope.getByRole('heading', { level: 3 }),
  });
});

test('Team Details: "Show Fixtures tab" off drops the tab from the preview, then from the team page', async ({
  page,
  baseURL,
}) => {
  await switchFollows(page, baseURL, {
    feature: 'teamDetails',
    section: 'Fixtures',
    name: 'Show Fixtures tab',
    widget: 'teamDetails',
    samplePath: (id) => `/teams/${id}`,
    ready: tab('Summary'),
    marker: tab('Fixtures'),
  });
});

test('Players: "Show bib number" off drops the No. column from the preview, then from the sample page', async ({
  page,
  baseURL,
}) => {
  await switchFollows(page, baseURL, {
    feature: 'players',
    section: 'Display',
    name: 'Show bib number',
    widget: 'players',
    samplePath: () => '/players',
    ready: (scope) => scope.getByRole('columnheader', { name: 'Player' }).first(),
    marker: (scope) => scope.getByRole('columnheader', { name: 'No.', exact: true }),
  });
});

test('Person Detail: "Show Log tab" off drops the game log from the preview, then from the player page', async ({
  page,
  baseURL,
}) => {
  await switchFollows(page, baseURL, {
    feature: 'personDetail',
    section: 'Log',
    name: 'Show Log tab',
    widget: 'personDetail',
    samplePath: (id) => `/players/${id}`,
    ready: tab('Summary'),
    marker: tab('Game log'),
  });
});

test('Person Statistics: a group renamed in the form renames its tab in the preview, then on the sample page', async ({
  page,
  baseURL,
}) => {
  const form = await openScreen(page, 'personStatistics');
  await openSection(form, 'Group 2');
  const groupName = form.getByRole('combobox', { name: 'Group 2 name', exact: true });
  const was = await groupName.inputValue();
  const wasLabel = (await groupName.locator('option:checked').textContent()) ?? '';
  restores.push({
    feature: 'personStatistics',
    put: async (f) => {
      await openSection(f, 'Group 2');
      const select = f.getByRole('combobox', { name: 'Group 2 name', exact: true });
      if ((await select.inputValue()) === was) return false;
      await select.selectOption(was);
      return true;
    },
  });
  // A name no other group of the demo uses.
  const label = wasLabel === 'Defence' ? 'Advanced' : 'Defence';
  const statistics = (scope: Scope) => scope.getByRole('tablist', { name: 'Player statistics' });

  await expect(tab(wasLabel)(statistics(preview(page)))).toBeVisible();
  const sample = await page.context().newPage();
  await sample.goto(sampleUrl(baseURL, '/statistics'));
  const onSample = widget(sample, 'personStatistics');
  await expect(tab(wasLabel)(statistics(onSample))).toBeVisible();

  await groupName.selectOption({ label });
  await expect(page.getByText('Preview of unsaved changes')).toBeVisible();
  await expect(tab(label)(statistics(preview(page)))).toBeVisible();
  await expect(tab(wasLabel)(statistics(preview(page)))).toHaveCount(0);

  await save(page, 'personStatistics');
  await sample.reload();
  await expect(tab(label)(statistics(onSample))).toBeVisible();
  await expect(tab(wasLabel)(statistics(onSample))).toHaveCount(0);
  await sample.close();
});

test('Team Statistics: a statistic added to a group is a column in the preview, then with its figures on the sample page', async ({
  page,
  baseURL,
}) => {
  const form = await openScreen(page, 'teamStatistics');
  await openSection(form, 'Group 1');
  const group = form.getByRole('group', { name: 'Group 1 statistics', exact: true });
  const available = group.getByRole('listbox', { name: 'Available Group 1 statistics' });
  const selected = group.getByRole('listbox', { name: 'Selected Group 1 statistics' });
  // The first statistic the group does not show yet.
  const added = (await available.getByRole('option').first().textContent())?.trim() ?? '';
  expect(added).not.toBe('');
  restores.push({
    feature: 'teamStatistics',
    put: async (f) => {
      await openSection(f, 'Group 1');
      const g = f.getByRole('group', { name: 'Group 1 statistics', exact: true });
      const option = g
        .getByRole('listbox', { name: 'Selected Group 1 statistics' })
        .getByRole('option', { name: added, exact: true });
      if ((await option.count()) === 0) return false;
      await option.click();
      await g.getByRole('button', { name: 'Remove selected' }).click();
      await expect(option).toHaveCount(0);
      return true;
    },
  });
  // The first group's table (its tab is the one shown first).
  const firstTable = (scope: Scope) => scope.getByRole('tabpanel').getByRole('table').first();
  const column = (scope: Scope) =>
    firstTable(scope).getByRole('columnheader', {
      name: new RegExp(`^${added.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });

  // At a desktop reader's width: a narrow preview leaves the last statistics out to fit (decision 133).
  await page.locator('label', { hasText: /^Desktop$/ }).click();
  await expect(page.getByRole('radio', { name: 'Desktop' })).toBeChecked();
  await expect(firstTable(preview(page)).getByRole('columnheader').first()).toBeVisible();
  await expect(column(preview(page))).toHaveCount(0);
  const sample = await page.context().newPage();
  await sample.goto(sampleUrl(baseURL, '/statistics'));
  const onSample = widget(sample, 'teamStatistics');
  await onSample.scrollIntoViewIfNeeded();
  await expect(firstTable(onSample).getByRole('columnheader').first()).toBeVisible();
  await expect(column(onSample)).toHaveCount(0);

  await available.getByRole('option', { name: added, exact: true }).click();
  await group.getByRole('button', { name: 'Add selected' }).click();
  await expect(selected.getByRole('option', { name: added, exact: true })).toBeVisible();
  await expect(page.getByText('Preview of unsaved changes')).toBeVisible();
  await expect(column(preview(page))).toBeVisible();

  // The public answer carries the figures of the saved groups only: once saved, the column has them.
  await save(page, 'teamStatistics');
  await sample.reload();
  await onSample.scrollIntoViewIfNeeded();
  await expect(column(onSample)).toBeVisible();
  const headers = await firstTable(onSample).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.startsWith(added));
  // The team is the row header; the other columns are cells.
  const figure = firstTable(onSample)
    .locator('tbody')
    .getByRole('row')
    .first()
    .getByRole('cell')
    .nth(index - 1);
  await expect(figure).toHaveText(/\d/);
  await sample.close();
});

test('Fixture Details: "Show Box Score tab" off drops the box score from the preview, then from the game page', async ({
  page,
  baseURL,
}) => {
  await switchFollows(page, baseURL, {
    feature: 'fixtureDetails',
    section: 'Box Score',
    name: 'Show Box Score tab',
    widget: 'fixtureDetails',
    // The preview shows the latest result first: a played game, which has a box score.
    samplePath: (id) => `/fixtures/${id}`,
    ready: tab('Summary'),
    marker: tab('Box score'),
  });
});

test('linked navigation on the sample site: standings → team → roster → player, schedule → game', async ({
  page,
  baseURL,
}) => {
  // A team name in the standings leads to that team's page.
  await page.goto(sampleUrl(baseURL, '/standings'));
  const standings = widget(page, 'standings');
  const teamLink = standings.locator('tbody').getByRole('rowheader').first().getByRole('link');
  const team = (await teamLink.textContent())?.trim() ?? '';
  expect(team).not.toBe('');
  await teamLink.click();
  await expect(page).toHaveURL(/\/sample-site\/teams\/\d+$/);
  const teamDetails = widget(page, 'teamDetails');
  await expect(bannerName(teamDetails)).toHaveText(team);

  // A player of its roster leads to that player's page.
  await teamDetails.getByRole('tab', { name: 'Roster' }).click();
  const playerLink = teamDetails
    .getByRole('tabpanel', { name: 'Roster' })
    .getByRole('table')
    .first()
    .locator('tbody')
    .getByRole('rowheader')
    .first()
    .getByRole('link');
  const player = (await playerLink.textContent())?.trim() ?? '';
  expect(player).not.toBe('');
  await playerLink.click();
  await expect(page).toHaveURL(/\/sample-site\/players\/\d+$/);
  const personDetail = widget(page, 'personDetail');
  await expect(personDetail.getByRole('heading', { level: 3 })).toContainText(player);
  await expect(personDetail.getByRole('link', { name: team, exact: true })).toBeVisible();

  // A result of the schedule leads to that game's page, whose banner names the two teams.
  await page.goto(sampleUrl(baseURL, '/schedule'));
  const schedule = widget(page, 'schedule');
  await schedule.getByRole('tab', { name: 'Results' }).click();
  const result = schedule
    .getByRole('tabpanel', { name: 'Results' })
    .locator('tbody')
    .getByRole('row')
    .first();
  const home = (await result.getByRole('rowheader').textContent())?.trim() ?? '';
  // Date, score and away team are cells; the home team is the row header.
  const away = (await result.getByRole('cell').nth(2).textContent())?.trim() ?? '';
  expect(home).not.toBe('');
  expect(away).not.toBe('');
  await result.getByRole('link', { name: /^Match details: / }).click();
  await expect(page).toHaveURL(/\/sample-site\/fixtures\/\d+$/);
  const fixtureDetails = widget(page, 'fixtureDetails');
  await expect(fixtureDetails.getByRole('region', { name: `${home} – ${away}` })).toBeVisible();
});

test('Team Details: a team picked in the preview is the one the preview and the embed code show', async ({
  page,
}) => {
  await openScreen(page, 'teamDetails');
  const picker = page.getByRole('region', { name: 'Preview' }).getByRole('combobox', { name: 'Team' });
  await expect(bannerName(preview(page))).not.toBeEmpty();
  const first = await picker.inputValue();
  await expect(embedCode(page)).toHaveValue(
    new RegExp(`data-eua-widget="teamDetails" data-website-id="\\d+" data-id="${first}"`),
  );
  await expect(bannerName(preview(page))).toHaveText(
    (await picker.locator('option:checked').textContent()) ?? '',
  );

  // Another team of the list: the last one, unless it is the one shown.
  const options = picker.getByRole('option');
  const last = options.last();
  const other = (await last.getAttribute('value')) === first ? options.first() : last;
  const id = (await other.getAttribute('value')) ?? '';
  const name = (await other.textContent()) ?? '';
  expect(id).not.toBe(first);
  await picker.selectOption(id);
  await expect(bannerName(preview(page))).toHaveText(name);
  await expect(embedCode(page)).toHaveValue(new RegExp(`data-id="${id}"`));
  // The pick is the preview's, not a setting: nothing to save.
  await expect(page.getByText('Preview of unsaved changes')).toHaveCount(0);
});
