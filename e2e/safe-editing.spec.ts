import { type FeatureId, featureList } from '@eua/shared';
import type { Browser, Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';

/**
 * Safe editing end to end (decision 064): two administrators saving the same screen lose nothing, History
 * tells who changed what in the screen's words and restores the version before, and the unsaved-changes guard
 * asks when — and only when — something would be lost. The specs edit Ice & Court Media's websites, which the
 * other specs only read.
 */

const form = (page: Page) => page.getByRole('form', { name: 'General' });
const review = (page: Page) => page.getByRole('button', { name: /^Review changes \(\d+\)$/ });
const save = (page: Page) => form(page).getByRole('button', { name: 'Update Configuration' }).click();
/** A save has answered: its flash shows and the form holds the saved version (nothing pending). */
async function saved(page: Page): Promise<void> {
  // Two saves within the flash's 5 s show two messages: the newest is this save's.
  await expect(
    page.getByRole('status').filter({ hasText: 'Configuration updated successfully.' }).last(),
  ).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Update Configuration' })).toBeEnabled();
  await expect(review(page)).toHaveText('Review changes (0)');
}
const timezone = (page: Page) => form(page).getByRole('combobox', { name: 'Time zone' });
const checkbox = (page: Page, name: string) => form(page).getByRole('checkbox', { name, exact: true });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this page?' });

/** Two time zones other than the one the screen holds now. */
async function otherZones(page: Page): Promise<[string, string]> {
  const now = await timezone(page).inputValue();
  const [a, b] = ['Europe/Riga', 'Europe/Vilnius', 'Europe/Tallinn'].filter((zone) => zone !== now);
  return [a!, b!];
}

async function adminOn(browser: Browser, website: string, feature: FeatureId = 'general'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin@demo.test');
  await chooseCustomer(page, 'Ice & Court Media');
  await openFeature(page, website, feature);
  await expect(review(page)).toHaveText('Review changes (0)');
  return page;
}

test('two administrators save the same screen: the second resolves the conflict and both changes survive', async ({
  browser,
}) => {
  const alice = await adminOn(browser, 'Ice Hockey Central');
  const bob = await adminOn(browser, 'Ice Hockey Central');

  // Two time zones the website does not have yet, so that the specs can run again on the same data.
  const [aliceZone, bobZone] = await otherZones(alice);
  const start = await timezone(alice).inputValue();
  // Alice: main navigation and time zone.
  const navigationWas = await checkbox(alice, 'Show main navigation').isChecked();
  await checkbox(alice, 'Show main navigation').setChecked(!navigationWas);
  await timezone(alice).selectOption({ label: aliceZone });
  await save(alice);
  await saved(alice);

  // Bob, on the version he loaded: season selector and time zone.
  const selectorWas = await checkbox(bob, 'Show season selector').isChecked();
  await checkbox(bob, 'Show season selector').setChecked(!selectorWas);
  await timezone(bob).selectOption({ label: bobZone });
  await expect(review(bob)).toHaveText('Review changes (2)');
  await save(bob);

  const panel = bob.getByRole('region', { name: 'Someone else saved this screen while you were editing' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Saved by admin@demo.test');
  const onOff = (on: boolean) => (on ? 'on' : 'off');
  await expect(panel).toContainText(
    `Show main navigation: ${onOff(navigationWas)} → ${onOff(!navigationWas)}`,
  );
  await expect(panel).toContainText(`Show season selector: ${onOff(selectorWas)} → ${onOff(!selectorWas)}`);
  // Nothing Bob typed is lost while he decides.
  await expect(timezone(bob)).toHaveValue(bobZone);
  const choice = panel.getByRole('group', { name: 'Time zone' });
  await expect(
    choice.getByRole('radio', { name: `Theirs: Time zone: ${start} → ${aliceZone}` }),
  ).toBeVisible();
  await expect(choice.getByRole('radio', { name: `Mine: Time zone: ${start} → ${bobZone}` })).toBeVisible();
  const apply = panel.getByRole('button', { name: 'Apply and continue editing' });
  await expect(apply).toBeDisabled();
  await choice.getByRole('radio', { name: /^Mine:/ }).check();
  await apply.click();
  await expect(panel).toHaveCount(0);
  // The form now holds Alice's navigation change, and Bob's two changes against the new version.
  await expect(checkbox(bob, 'Show main navigation')).toBeChecked({ checked: !navigationWas });
  await expect(review(bob)).toHaveText('Review changes (2)');
  await save(bob);
  await saved(bob);

  await alice.reload();
  await expect(checkbox(alice, 'Show main navigation')).toBeChecked({ checked: !navigationWas });
  await expect(checkbox(alice, 'Show season selector')).toBeChecked({ checked: !selectorWas });
  await expect(timezone(alice)).toHaveValue(bobZone);
  await alice.context().close();
  await bob.context().close();
});

test('History says who changed the time zone and what, in words, and restores the version before', async ({
  browser,
}) => {
  const page = await adminOn(browser, 'Handball Today');
  const [first, second] = await otherZones(page);
  await timezone(page).selectOption({ label: first });
  await save(page);
  await saved(page);
  const before = await timezone(page).inputValue();
  await timezone(page).selectOption({ label: second });
  await save(page);
  await saved(page);

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'History' });
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText('admin@demo.test');
  await expect(newest).toContainText('1 field changed: Time zone');
  await expect(newest).toContainText('Current');
  await newest.getByRole('button', { name: 'Show changes' }).click();
  await expect(newest.getByRole('listitem')).toHaveText(`Time zone: ${before} → ${second}`);

  const previous = history.getByRole('listitem').filter({ hasText: 'Version' }).nth(1);
  await previous.getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Version \d+ restored as version \d+\./ }),
  ).toBeVisible();
  await expect(timezone(page)).toHaveValue(before);
  await expect(review(page)).toHaveText('Review changes (0)');
  // The restore is a version of its own, at the top of the history.
  await expect(history.getByRole('listitem').first()).toContainText('Current');
  await history.getByRole('listitem').first().getByRole('button', { name: 'Show changes' }).click();
  await expect(history.getByRole('listitem').first().getByRole('listitem')).toHaveText(
    `Time zone: ${second} → ${before}`,
  );
  await page.context().close();
});

// Thirteen screens in two tests, so that each stays well inside the runner's time limit on a busy machine.
for (const [part, features] of [
  ['first', featureList.slice(0, 7)],
  ['other', featureList.slice(7)],
] as const) {
  test(`opening any screen shows no pending change: the ${part} screens`, async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await chooseCustomer(page, 'Ice & Court Media');
    for (const feature of features) {
      await openFeature(page, 'Ice Hockey Central', feature.id);
      await expect(page.getByRole('form', { name: feature.title })).toBeVisible();
      // A screen just opened has nothing to lose: no false alarm, whatever its widgets do when they mount.
      await expect(review(page), feature.id).toHaveText('Review changes (0)');
    }
  });
}

test('Review changes lists the pending edits in words', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await chooseCustomer(page, 'Ice & Court Media');
  await openFeature(page, 'Ice Hockey Central', 'general');
  const decimals = form(page).getByRole('spinbutton', { name: 'Statistics decimal places' });
  const was = await decimals.inputValue();
  await decimals.fill(was === '3' ? '2' : '3');
  await review(page).click();
  const dialog = page.getByRole('dialog', { name: 'Review changes' });
  await expect(dialog.getByRole('listitem')).toHaveText(
    `Statistics decimal places: ${was} → ${was === '3' ? '2' : '3'}`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Typed back to what was loaded ("1" typed is 1 stored): no change.
  await decimals.fill(was);
  await expect(review(page)).toHaveText('Review changes (0)');

  // Seasons of different competitions share names ('2022-23'): the words name the competition too.
  const season = form(page)
    .getByRole('group', { name: 'Competitions' })
    .getByRole('checkbox', { name: '2022-23 (Challenge Cup)', exact: true });
  await season.uncheck();
  await review(page).click();
  await expect(dialog.getByRole('listitem')).toHaveText('Allowed seasons: −2022-23 (Challenge Cup)');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await season.check();
  await expect(review(page)).toHaveText('Review changes (0)');
});

test('leaving never asks when nothing differs: open and leave, change and change back, save then leave', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await chooseCustomer(page, 'Ice & Court Media');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  const manage = page.getByRole('navigation', { name: 'Manage' });

  await openFeature(page, 'Handball Today');
  await manage.getByRole('link', { name: 'Leaders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();

  await manage.getByRole('link', { name: 'General' }).click();
  await expect(form(page)).toBeVisible();
  const selector = checkbox(page, 'Show season selector');
  await selector.click();
  await selector.click();
  await form(page).getByRole('checkbox', { name: 'French (fr-FR)' }).click();
  await form(page).getByRole('checkbox', { name: 'French (fr-FR)' }).click();
  await expect(review(page)).toHaveText('Review changes (0)');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();

  await manage.getByRole('link', { name: 'General' }).click();
  await selector.click();
  await save(page);
  await saved(page);
  await expect(review(page)).toHaveText('Review changes (0)');
  await manage.getByRole('link', { name: 'Leaders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
  await page.goBack();
  await expect(form(page)).toBeVisible();
  await page.reload();
  await expect(form(page)).toBeVisible();
  expect(dialogs).toEqual([]);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('leaving with unsaved changes asks first: a menu link, Go Back, the back button, Change customer, Log out, reload', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await chooseCustomer(page, 'Ice & Court Media');
  const manage = page.getByRole('navigation', { name: 'Manage' });
  await openFeature(page, 'Handball Today', 'leaders');
  await manage.getByRole('link', { name: 'General' }).click();
  await expect(form(page)).toBeVisible();
  const selector = checkbox(page, 'Show season selector');
  const was = await selector.isChecked();
  await selector.click();
  await expect(review(page)).toHaveText('Review changes (1)');

  const asks = async (leave: () => Promise<unknown>) => {
    await leave();
    await expect(leaveDialog(page)).toBeVisible();
    // Enter must not throw the edit away: focus starts on Stay.
    await expect(leaveDialog(page).getByRole('button', { name: 'Stay' })).toBeFocused();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(form(page)).toBeVisible();
    await expect(selector).toBeChecked({ checked: !was });
  };
  await asks(() => manage.getByRole('link', { name: 'Leaders' }).click());
  // The websites table, from the context bar's website switcher (decision 082).
  await asks(async () => {
    await page.getByRole('button', { name: 'Switch website' }).click();
    await page.getByRole('link', { name: 'All websites' }).click();
  });
  await asks(() => page.getByRole('button', { name: 'Go Back' }).click());
  await asks(() => page.evaluate(() => window.history.back()));
  await asks(() => page.getByRole('button', { name: 'Change customer' }).click());
  await asks(() => page.getByRole('button', { name: 'Log out' }).click());

  // A reload or closing the tab: the browser's own question.
  const question = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(selector).toBeChecked({ checked: !was });

  // The back button at once after an edit, before anything else has run: still asked.
  await asks(async () => {
    await selector.click();
    await selector.click();
    await page.evaluate(() => window.history.back());
  });

  // Leave: the link is followed and the edit is dropped.
  await manage.getByRole('link', { name: 'Leaders' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
});
