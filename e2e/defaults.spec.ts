import type { Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';

/**
 * Customer defaults end to end (docs/product.md#customer-defaults): a default saved on "Defaults · Northern
 * Basketball League" shows first which websites it changes, then reaches those that follow it, while a website
 * that sets its own value keeps it. The spec may run again on the same data: each value it sets differs from
 * the one stored.
 */

const form = (page: Page) => page.getByRole('form', { name: 'Leaders' });
const leadersCount = (page: Page) =>
  form(page).getByRole('spinbutton', { name: 'Number of leaders per statistic' });
const slot = (page: Page) =>
  form(page)
    .locator('[data-field-slot]')
    .filter({ has: page.getByRole('spinbutton', { name: 'Number of leaders per statistic' }) });

async function saveOn(page: Page): Promise<void> {
  await form(page).getByRole('button', { name: 'Update' }).click();
}
async function saved(page: Page): Promise<void> {
  await expect(
    page.getByRole('status').filter({ hasText: 'Leaders Configuration updated successfully.' }).last(),
  ).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Update' })).toBeEnabled();
}

test("a default reaches the websites that follow it, and a website's own value stays", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await chooseCustomer(page, 'Northern Basketball League');

  // Website A sets its own number of leaders.
  await openFeature(page, 'NBL Official Website', 'leaders');
  const own = (await leadersCount(page).inputValue()) === '9' ? '8' : '9';
  await leadersCount(page).fill(own);
  await saveOn(page);
  await saved(page);

  // The customer's defaults, from the Customer menu.
  await page
    .getByRole('navigation', { name: 'Customer' })
    .getByRole('link', {
      name: 'Defaults · Northern Basketball League',
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Manage' }).getByRole('link', { name: 'Leaders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
  await expect(page).toHaveURL(/\/configuration\/defaults-1001-basketball\/leaders$/);
  // Not served on the public widget path: no preview, no embed code.
  await expect(leadersCount(page)).toBeVisible();
  await expect(page.getByText('Embed on a website')).toHaveCount(0);
  await expect(page.getByText('Reader’s screen')).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: "Apply to the customer's websites?" });
  if ((await leadersCount(page).inputValue()) === '7') {
    // A run before left 7: go to 6 first, so that 7 changes something again.
    await leadersCount(page).fill('6');
    await saveOn(page);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await saved(page);
  }
  await leadersCount(page).fill('7');
  await saveOn(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Websites that keep their own value' })).toContainText(
    'NBL Official Website: Number of leaders per statistic',
  );
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await saved(page);

  // A following website has 7 (given back to the defaults first if an earlier save had set its own).
  await openFeature(page, "NBL Women's League", 'leaders');
  await expect(slot(page)).toContainText(/From the customer's defaults|Set on this website/);
  if ((await slot(page).textContent())?.includes('Set on this website'))
    await slot(page)
      .getByRole('button', { name: /^Use the customer's default/ })
      .click();
  await expect(slot(page)).toContainText("From the customer's defaults");
  await expect(leadersCount(page)).toHaveValue('7');

  // Website A keeps its own value.
  await openFeature(page, 'NBL Official Website', 'leaders');
  await expect(leadersCount(page)).toHaveValue(own);
  await expect(slot(page)).toContainText('Set on this website');
});
