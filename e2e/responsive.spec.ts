import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Decision 082: the context bar, the sticky action bar, and every screen usable on a
 * phone (390 px) and a tablet (768 px) without scrolling sideways.
 */

const customer = 'Northern Basketball League';
const website = 'NBL Official Website';

/** The page never scrolls sideways: nothing is wider than the window. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** Entirely inside the window, and at least 24 px each way (WCAG 2.2 2.5.8). */
async function expectUsableTarget(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
}

const actionBar = (page: Page) => page.getByRole('group', { name: 'Form actions' });
const contextBar = (page: Page) => page.getByRole('navigation', { name: 'Customer and website' });

/** The screen's one action is in view at the bottom of the window, wherever the form is scrolled. */
async function expectActionBar(page: Page, submitLabel: string): Promise<void> {
  const submit = actionBar(page).getByRole('button', { name: submitLabel, exact: true });
  await expect(submit).toBeEnabled();
  await expectUsableTarget(page, submit);
  // Halfway down the form (on a phone a long widget's preview follows it, and is not the form).
  await page.evaluate(() => {
    const form = document.querySelector('form.feature-form');
    if (!form) return;
    const { top, height } = form.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + top + height / 2 - window.innerHeight / 2);
  });
  await expect(submit).toBeInViewport({ ratio: 1 });
}

for (const width of [390, 768]) {
  test(`at ${width} px every screen fits the window, the forms keep their action in view and the dual list its six buttons`, async ({
    page,
    signIn,
    chooseCustomer,
    openFeature,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn('admin@demo.test');
    await expect(page.getByRole('button', { name: 'Select' }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    // Nothing chosen yet: the bar says so.
    await expect(contextBar(page)).toContainText('None chosen yet');

    await chooseCustomer(customer);
    await expectNoHorizontalScroll(page);
    await expect(contextBar(page)).toContainText(customer);
    await expect(contextBar(page)).not.toContainText('Website');
    // The width switch changes nothing at this width: it is not offered.
    await expect(page.getByRole('switch', { name: 'Full-width layout' })).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible();

    // The side menu folds into the menu button.
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expectUsableTarget(page, menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const apps = page.getByRole('navigation', { name: 'Apps' });
    await expect(apps).toBeHidden();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(apps.getByRole('link', { name: /User Manager/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await menuButton.click();
    await expect(apps).toBeHidden();

    const websiteId = await openFeature(website);
    await expect(page.getByText('Loading competitions…')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expect(contextBar(page)).toContainText(customer);
    await expect(contextBar(page)).toContainText(website);
    await expectActionBar(page, 'Update Configuration');
    await expectNoHorizontalScroll(page);

    await page.goto(`/configuration/${websiteId}/fixtureDetails`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Details' })).toBeVisible();
    await expectActionBar(page, 'Update Fixture Details Configuration');
    const dualList = page
      .getByRole('group')
      .filter({ has: page.getByRole('button', { name: 'Add All' }) })
      .filter({ visible: true })
      .first();
    // Sections may start closed (decision 083): open them one by one until a dual list shows.
    const closed = page.locator('form.feature-form button[aria-expanded="false"]').filter({ visible: true });
    for (let opened = 0; opened < 12 && (await dualList.count()) === 0; opened += 1) {
      await closed.first().click();
    }
    await dualList.scrollIntoViewIfNeeded();
    for (const name of ['Add All', 'Add selected', 'Remove selected', 'Remove All', 'Move up', 'Move down']) {
      await expectUsableTarget(page, dualList.getByRole('button', { name, exact: true }));
    }
    await expectNoHorizontalScroll(page);

    // A screen without a live preview, and Leaders, another dual list with its preview under the form.
    await page.goto(`/configuration/${websiteId}/leaders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
    await expect(actionBar(page).getByRole('button', { name: /^Update/ })).toBeEnabled();
    await expectNoHorizontalScroll(page);
  });
}

test('at 1,280 px the context bar names the customer and the whole website name, and switches website', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer(customer);
  const websiteId = await openFeature(website, 'teams');
  const bar = contextBar(page);
  await expect(bar).toContainText(`Customer${customer}`);
  const name = bar.getByText(website, { exact: true });
  await expect(name).toBeVisible();
  // In full: not cut short with an ellipsis.
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // The header keeps its title with ' | websiteName' (docs/product.md#screens-and-layout).
  await expect(page.getByRole('banner')).toContainText(`Embedded UI Admin | ${website}`);

  const switcher = bar.getByRole('button', { name: 'Switch website' });
  await expect(switcher).toHaveAttribute('aria-expanded', 'false');
  await switcher.click();
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.getByRole('link', { name: new RegExp(website) })).toHaveAttribute('aria-current', 'true');
  const other = bar
    .getByRole('link', { name: /\(\d+\)$/ })
    .and(page.locator(':not([aria-current])'))
    .first();
  const otherName = ((await other.textContent()) ?? '').replace(/ \(\d+\)$/, '');
  await other.click();
  // The same screen of the other website.
  await expect(page).toHaveURL(/\/configuration\/\d+\/teams$/);
  expect(page.url()).not.toContain(`/configuration/${websiteId}/`);
  await expect(bar.getByText(otherName, { exact: true })).toBeVisible();
  await expect(switcher).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list and gives focus back; "All websites" leads to the table, where only the customer shows.
  await switcher.click();
  await page.keyboard.press('Escape');
  await expect(switcher).toHaveAttribute('aria-expanded', 'false');
  await expect(switcher).toBeFocused();
  await switcher.click();
  await bar.getByRole('link', { name: 'All websites' }).click();
  await expect(page).toHaveURL(/\/select\/website$/);
  await expect(bar).toContainText(customer);
  await expect(bar.getByRole('button', { name: 'Switch website' })).toHaveCount(0);

  // The header's navigation no longer repeats the side menu.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Manage' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Organisations' })).toHaveCount(0);
});

test('the action bar counts the unsaved changes, and Discard puts the saved values back', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer(customer);
  const websiteId = await openFeature(website);
  await expect(page.getByText('Loading competitions…')).toHaveCount(0);
  const bar = actionBar(page);
  const status = bar.getByRole('status');
  const discard = bar.getByRole('button', { name: 'Discard' });
  await expect(status).toHaveText('No unsaved changes');
  await expect(discard).toBeDisabled();

  const navigation = page.getByRole('checkbox', { name: 'Show main navigation' });
  const seasons = page.getByRole('checkbox', { name: 'Show season selector' });
  const navigationWas = await navigation.isChecked();
  const seasonsWas = await seasons.isChecked();
  await navigation.click();
  await expect(status).toHaveText('1 unsaved change');
  await seasons.click();
  await expect(status).toHaveText('2 unsaved changes');
  await expect(bar.getByRole('button', { name: 'Review changes (2)' })).toBeVisible();
  // Ticked back: one change again.
  await seasons.click();
  await expect(status).toHaveText('1 unsaved change');
  await seasons.click();
  await expect(status).toHaveText('2 unsaved changes');

  // Discard asks first; Keep editing keeps them.
  await discard.click();
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toContainText('your 2 changes are lost');
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(status).toHaveText('2 unsaved changes');

  await discard.click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText('No unsaved changes');
  await expect(navigation).toBeChecked({ checked: navigationWas });
  await expect(seasons).toBeChecked({ checked: seasonsWas });
  await expect(discard).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Update Configuration' })).toBeFocused();

  // Nothing is unsaved: leaving asks nothing (the leave guard sees what Discard did).
  await page
    .getByRole('navigation', { name: 'Manage' })
    .getByRole('link', { name: 'Leaders', exact: true })
    .click();
  await expect(page).toHaveURL(`/configuration/${websiteId}/leaders`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // And the server still has what it had.
  await page.goto(`/configuration/${websiteId}/general`);
  await expect(page.getByRole('checkbox', { name: 'Show main navigation' })).toBeChecked({
    checked: navigationWas,
  });
});

test('Shift+Tab back through General never leaves the focused control under the sticky header or action bar', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer(customer);
  await openFeature(website);
  await expect(page.getByText('Loading competitions…')).toHaveCount(0);
  // Focus scrolls at once rather than smoothly (Bootstrap's smooth scrolling is off for reduced motion), so
  // where the focused control lands can be read right after each key.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const submit = actionBar(page).getByRole('button', { name: 'Update Configuration' });
  await submit.focus();
  let checked = 0;
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const place = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused?.closest('form.feature-form') || focused.closest('.form-action-bar')) return null;
      const rect = focused.getBoundingClientRect();
      const header = document.querySelector('.app-header')!.getBoundingClientRect();
      const bar = document.querySelector('.form-action-bar')!.getBoundingClientRect();
      return {
        what: `${focused.tagName} ${focused.getAttribute('name') ?? focused.textContent?.slice(0, 30)}`,
        top: rect.top,
        bottom: rect.bottom,
        headerBottom: header.bottom,
        barTop: bar.top,
      };
    });
    if (!place) continue;
    checked += 1;
    expect(place.top, place.what).toBeGreaterThanOrEqual(place.headerBottom - 1);
    expect(place.bottom, place.what).toBeLessThanOrEqual(place.barTop + 1);
  }
  expect(checked).toBeGreaterThan(20);
});
