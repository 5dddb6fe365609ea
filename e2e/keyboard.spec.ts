import { featureById } from '@eua/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * WCAG 2.1.1 Keyboard (decision 084): the whole way from signing in to a saved change, with the
 * keyboard alone — Tab, Shift+Tab, Enter, Space and typing; no click, no fill. Every step waits for what the
 * person would see before the next key.
 */
const general = featureById('general')!;

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 300) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached by ${key} within ${limit} presses`).toBeFocused();
}

test('from sign-in to a saved change on General, by keyboard alone, and back', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Email');
  await tabTo(page, email);
  await page.keyboard.type('admin@demo.test');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('demo');
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');

  // The customer table: the customer's Select button.
  await expect(page.getByRole('columnheader', { name: 'Customer Id' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Northern Basketball League', exact: true }) });
  await tabTo(page, row.getByRole('button', { name: 'Select' }));
  await page.keyboard.press('Enter');

  // The websites table: the website's link.
  await expect(page).toHaveURL(/\/select\/website$/);
  const websiteLink = page.getByRole('link', { name: 'NBL Official Website', exact: true });
  await tabTo(page, websiteLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/configuration\/2001\/general$/);

  // Through the side menu: to Leaders, then back up to General.
  const menu = page.getByRole('navigation', { name: 'Manage' });
  await tabTo(page, menu.getByRole('link', { name: 'Leaders', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
  const generalLink = menu.getByRole('link', { name: 'General', exact: true });
  await tabTo(page, generalLink, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  await expect(generalLink).toHaveAttribute('aria-current', 'page');
  const submit = page.getByRole('button', { name: general.submitLabel, exact: true });
  await expect(submit).toBeEnabled();

  const places = page.getByLabel('Statistics decimal places');
  await expect(places).not.toHaveValue('');
  const saved = await places.inputValue();
  const changed = saved === '2' ? '3' : '2';

  /** Types `value` into the field, saves with the submit button and waits for the success message. */
  const setAndSave = async (value: string) => {
    await tabTo(page, places);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
    await expect(places).toHaveValue(value);
    await expect(page.getByText('1 unsaved change')).toBeVisible();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page.getByText(general.successMessage)).toBeVisible();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
  };

  await setAndSave(changed);
  // Saved: it is what the server sends after a reload.
  await page.reload();
  await expect(submit).toBeEnabled();
  await expect(places).toHaveValue(changed);

  // Put back what other specs read on website 2001, the same way.
  await setAndSave(saved);
  await page.reload();
  await expect(submit).toBeEnabled();
  await expect(places).toHaveValue(saved);
});
