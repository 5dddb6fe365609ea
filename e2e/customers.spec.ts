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
  // The header shows who is signed in: picture and name (docs/product.md#screens-and-layout).
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

test('changing customer from a configuration screen starts at the new customer’s websites', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const websiteId = await openFeature('NBL Official Website', 'teams');
  await expect(page.getByRole('banner')).toContainText('NBL Official Website');
  // The screen names the website it edits under its heading, whatever room the header has.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teams');
  await expect(page.getByText(`NBL Official Website (ID ${websiteId})`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Change customer' }).click();
  // Not back to the other customer's website (it would be "Website not found" for this one).
  await chooseCustomer('Ice & Court Media');
  await expect(page.getByRole('link', { name: 'Ice Hockey Central', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('banner')).not.toContainText('NBL Official Website');
  // No website is chosen for the new customer yet: /configuration/{feature} leads to the websites table.
  await page.goto('/configuration/teams');
  await expect(page).toHaveURL(/\/select\/website$/);
});
