import { expect, firstWebsiteName, test } from './fixtures';

test('the websites table lists the customer’s websites and links each name to its General screen', async ({
  page,
  signIn,
  chooseCustomer,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  for (const name of ['ID', 'Website Name', 'Sport']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows.first()).toBeVisible();
  const firstLink = rows.first().getByRole('link');
  const name = (await firstLink.textContent()) ?? '';
  await firstLink.click();
  await expect(page).toHaveURL(/\/configuration\/[^/]+\/general$/);
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  // docs/product.md#screens-and-layout: the page title is composed from the feature title, the website name
  // and the admin title.
  await expect(page).toHaveTitle(`General | ${name} | Embedded UI Admin`);
  await expect(page.getByRole('banner')).toContainText(`Embedded UI Admin | ${name}`);
});

test('the empty customer’s websites table says there are no records', async ({
  page,
  signIn,
  chooseCustomer,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Empty Customer');
  await expect(page.getByRole('cell', { name: 'No records found' })).toBeVisible();
});

test('an unknown address shows the page-not-found page', async ({ page, signIn, chooseCustomer }) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  await page.goto('/configuration/no-such-feature');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an unknown or foreign website id shows why and does not become the chosen website', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const firstWebsite = await firstWebsiteName(page);
  const websiteId = await openFeature(firstWebsite);

  // 2101 is a website of Ice & Court Media: for this customer's token it does not exist.
  for (const id of ['999999', '2101']) {
    await page.goto(`/configuration/${id}/general`);
    await expect(page.getByRole('alert')).toContainText('Website not found');
    // Neither the header nor the Manage menu names the website chosen before (decision 072).
    await expect(page.getByRole('banner')).not.toContainText(firstWebsite);
    await expect(page.getByRole('navigation', { name: 'Manage' })).toHaveCount(0);
  }
  await page.goto('/configuration/schedule');
  await expect(page).toHaveURL(new RegExp(`/configuration/${websiteId}/schedule$`));
  // The choice is kept: /configuration/{feature} and the Manage menu lead back to it.
  await expect(page.getByRole('banner')).toContainText(`| ${firstWebsite}`);
  await expect(page.getByRole('link', { name: 'Leaders' })).toHaveAttribute(
    'href',
    `/configuration/${websiteId}/leaders`,
  );
});
