import { featureList } from '@eua/shared';
import { expect, firstWebsiteName, test } from './fixtures';

test('the Manage menu links the fourteen screens of the chosen website and marks the active one', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  // No website chosen yet: no Manage menu (docs/product.md#screens-and-layout).
  await expect(page.getByRole('navigation', { name: 'Manage' })).toHaveCount(0);

  const firstWebsite = await firstWebsiteName(page);
  const websiteId = await openFeature(firstWebsite);
  const menu = page.getByRole('navigation', { name: 'Manage' });
  for (const feature of featureList) {
    await expect(menu.getByRole('link', { name: feature.title, exact: true })).toHaveAttribute(
      'href',
      `/configuration/${websiteId}/${feature.id}`,
    );
  }
  await expect(menu.getByRole('link', { name: 'General', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await menu.getByRole('link', { name: 'Leaders', exact: true }).click();
  await expect(page).toHaveURL(`/configuration/${websiteId}/leaders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Leaders', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'General', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  // `/configuration/{feature}` uses the chosen website.
  await page.goto('/configuration/teams');
  await expect(page).toHaveURL(`/configuration/${websiteId}/teams`);

  // The Manage overview lists every screen, too.
  await page.goto('/admin');
  const overview = page.getByRole('main');
  for (const feature of featureList) {
    await expect(overview.getByRole('link', { name: feature.title, exact: true })).toBeVisible();
  }
});

test('dark mode survives a reload', async ({ page, signIn, chooseCustomer }) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
});

test('the language switch changes the spelling and is remembered', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const firstWebsite = await firstWebsiteName(page);
  await openFeature(firstWebsite);
  await page.goto('/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Organisations' }).first()).toBeVisible();

  await page.getByLabel('Language').selectOption('en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Organizations' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Organisations' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('atrium_locale'))).toBe('en-US');
});

test('every one of the fourteen screens renders its form, none is blank', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const firstWebsite = await firstWebsiteName(page);
  const websiteId = await openFeature(firstWebsite);
  for (const feature of featureList) {
    await page.goto(`/configuration/${websiteId}/${feature.id}`);
    await expect(page.getByRole('heading', { level: 1, name: feature.title })).toBeVisible();
    await expect(page).toHaveTitle(`${feature.title} | ${firstWebsite} | Embedded UI Admin`);
    await expect(page.getByRole('button', { name: feature.submitLabel, exact: true })).toBeVisible();
  }
});

test('the launcher shows only the tools in the chosen customer’s products', async ({
  page,
  signIn,
  chooseCustomer,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const apps = page.getByRole('navigation', { name: 'Apps' });
  for (const name of ['Production Monitor', 'User Manager', 'Datacore Admin', 'Schedule Manager']) {
    await expect(apps.getByRole('link', { name })).toBeVisible();
  }
  for (const name of ['Video Stream Manager', 'Evo Admin', 'Image Manager', 'Evo Operations Panel']) {
    await expect(apps.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(apps.getByRole('link', { name: 'User Manager' })).toHaveAttribute(
    'href',
    'https://users.example.org/',
  );

  await page.getByRole('button', { name: 'Change customer' }).click();
  await chooseCustomer('Ice & Court Media');
  for (const name of [
    'Video Stream Manager',
    'Evo Admin',
    'Schedule Manager',
    'Image Manager',
    'Evo Operations Panel',
  ]) {
    await expect(apps.getByRole('link', { name })).toBeVisible();
  }
  await expect(apps.getByRole('link', { name: 'User Manager' })).toHaveCount(0);
});
