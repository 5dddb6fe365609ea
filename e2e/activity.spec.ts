import { featureById } from '@eua/shared';
import { expect, test } from './fixtures';

/**
 * The activity log end to end (docs/product.md#activity): a save on a screen shows on the customer's
 * Activity page, in the history's words and as a console save; a filter lives in the address, so a reload
 * keeps it. It edits Handball Today's Leaders, which the other specs only read.
 */
test('a saved change shows on the Activity page, filtered by screen, and the filter survives a reload', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  const leaders = featureById('leaders')!;
  await signIn('admin@demo.test');
  await chooseCustomer('Ice & Court Media');
  await openFeature('Handball Today', 'leaders');

  const form = page.getByRole('form', { name: 'Leaders' });
  const count = form.getByRole('spinbutton', { name: 'Number of leaders per statistic' });
  const now = Number(await count.inputValue());
  const next = now === 12 ? 13 : 12;
  await count.fill(String(next));
  await form.getByRole('button', { name: leaders.submitLabel }).click();
  await expect(page.getByRole('status').filter({ hasText: leaders.successMessage }).last()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Customer', exact: true })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter activity' });
  await filters.getByLabel('Screen').selectOption({ label: 'Leaders' });
  await expect(page).toHaveURL(/\/activity\?resource=leaders$/);

  const table = page.getByRole('table', { name: 'Configuration changes, newest first' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Handball Today');
  // The change in plain words, old → new, as History says it (decision 129).
  await expect(newest).toContainText(`Number of leaders per statistic: ${now} → ${next}`);
  await expect(newest).toContainText('Saved in the console');
  await expect(newest).toContainText('Alex Admin');
  // Only the Leaders screen's entries are listed.
  await expect(table.getByRole('row').filter({ hasText: 'General' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Filter activity' }).getByLabel('Screen')).toHaveValue(
    'leaders',
  );
  await expect(table.getByRole('row').nth(1)).toContainText(
    `Number of leaders per statistic: ${now} → ${next}`,
  );
});
