import { expect, test } from './fixtures';

test('the sign-in callback leaves no code in the address, and a new tab signs in silently', async ({
  page,
  context,
  signIn,
  chooseCustomer,
}) => {
  await signIn('admin@demo.test');
  expect(new URL(page.url()).search).toBe('');
  await chooseCustomer('Northern Basketball League');

  // A new tab has no session storage: the 'is authenticated' cookie makes it try prompt=none first.
  const tab = await context.newPage();
  await tab.goto('/select/customer');
  await expect(tab.getByRole('cell', { name: 'Northern Basketball League', exact: true })).toBeVisible();
  expect(tab.url()).not.toContain('/idp/');
});

test('a silent sign-in answered with login_required signs out locally and asks for the password', async ({
  page,
  context,
  signIn,
}) => {
  await signIn('admin@demo.test');
  // The provider's session is gone (its cookies cleared) while the console's cookie says signed in.
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(cookies.filter((cookie) => cookie.name === 'eua.is_authenticated'));
  const tab = await context.newPage();
  await tab.goto('/select/website');
  await expect(tab.getByLabel('Email')).toBeVisible();
  await expect(page.context().cookies()).resolves.not.toContainEqual(
    expect.objectContaining({ name: 'eua.is_authenticated' }),
  );
});
