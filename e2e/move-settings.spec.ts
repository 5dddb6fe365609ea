import { featureById } from '@eua/shared';
import { expect, test } from './fixtures';

/**
 * Settings that move end to end (docs/product.md#settings-that-move): one screen copied from one website to
 * another of the customer, previewed, then applied; the target's History says where it came from. It copies
 * Team Details of NBL Official Website to NBL Women's League, which the other specs only read.
 */
test("copies a screen to another website with a preview, and the target's History says where it came from", async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  const teamDetails = featureById('teamDetails')!;
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');

  // The source gets the opposite of the target's "Show team logo", so the copy has something to change.
  await openFeature("NBL Women's League", 'teamDetails');
  const logo = () =>
    page.getByRole('form', { name: 'Team Details' }).getByRole('checkbox', { name: 'Show team logo' });
  const target = !(await logo().isChecked());
  await openFeature('NBL Official Website', 'teamDetails');
  if ((await logo().isChecked()) !== target) {
    await logo().setChecked(target);
    await page
      .getByRole('form', { name: 'Team Details' })
      .getByRole('button', { name: teamDetails.submitLabel })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: teamDetails.successMessage }).last(),
    ).toBeVisible();
  }

  await page.getByRole('button', { name: 'Copy to other websites' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy settings from NBL Official Website (2001)' });
  await dialog
    .getByRole('group', { name: 'Copy to' })
    .getByRole('checkbox', { name: "NBL Women's League (2002)" })
    .check();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('table', { name: 'What applying would change' });
  await expect(preview.getByRole('row').nth(1)).toContainText(
    `Show team logo: ${target ? 'off → on' : 'on → off'}`,
  );
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const results = dialog.getByRole('table', { name: 'What was written' });
  await expect(results.getByRole('row').nth(1)).toContainText('Applied');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await openFeature("NBL Women's League", 'teamDetails');
  await expect(logo()).toBeChecked({ checked: target });
  await page.getByRole('button', { name: 'History' }).click();
  const newest = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
  await expect(newest).toContainText('Copied from NBL Official Website (2001)');
  await expect(newest).toContainText(/fields? changed: .*Show team logo/);
});
