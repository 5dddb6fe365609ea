import { expect, test } from './fixtures';

test('sign-out returns to the sign-in page and a reload does not get back in', async ({
  page,
  signIn,
  chooseCustomer,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  await expect(page.context().cookies()).resolves.toContainEqual(
    expect.objectContaining({ name: 'eua.is_authenticated', value: 'true' }),
  );

  const names = () =>
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('eua.customerName.')));
  await expect.poll(names).toHaveLength(1);

  await page.getByRole('button', { name: 'Log out' }).click();

  // The provider's session ended: the automatic sign-in lands on its login page.
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'eua.is_authenticated')).toBeUndefined();
  // Nothing the session remembered stays in web storage: tokens, products, the customer and its name.
  const remembered = await page.evaluate(() =>
    [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter(
      (key) =>
        key.startsWith('eua.') && !['eua.dark_mode', 'eua.fluid_layout', 'eua.preview_layout'].includes(key),
    ),
  );
  expect(remembered).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto('/select/website');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Website Name' })).toHaveCount(0);
});

test('signing in as someone else after a logout starts afresh with their customer choice', async ({
  page,
  signIn,
  chooseCustomer,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Ice & Court Media');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();

  await signIn('viewer@demo.test');
  // Nothing of the previous user's product token is reused: the viewer chooses among their own customers.
  await expect(page.getByRole('cell', { name: 'Ice & Court Media', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/select\/customer$/);
  await expect(page.getByRole('cell', { name: 'Northern Basketball League', exact: true })).toBeVisible();
});
