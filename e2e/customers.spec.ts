import { expect, test } from './fixtures';

test('a user with no customers sees the no-customers message', async ({ page, signIn }) => {
  await signIn('nobody@demo.test');
  await expect(
    page.getByText(
      'You do not have access to any customers for this product. Please contact support for access.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('choosing a customer opens its websites', async ({ page, signIn }) => {
  await signIn('admin@demo.test');
  await expect(page).toHaveURL(/\/select\/customer$/);
  // The header shows who is signed in: picture and name (SPEC.md §2).
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  await expect(banner.getByText('Alex Admin')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Customer Id' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  for (const name of ['Northern Basketball League', 'Ice & Court Media', 'Empty Customer']) {
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Northern Basketball League' }) });
  await row.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/select\/website$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select a website' })).toBeVisible();

  // The product token is reused on reload: no second customer choice.
  await page.reload();
  await expect(page).toHaveURL(/\/select\/website$/);
  await expect(page.getByRole('columnheader', { name: 'Website Name' })).toBeVisible();

  // Another customer can be chosen from the header.
  await page.getByRole('button', { name: 'Change customer' }).click();
  await expect(page).toHaveURL(/\/select\/customer$/);
  await expect(page.getByRole('cell', { name: 'Ice & Court Media', exact: true })).toBeVisible();
});
