import { expect, test } from './fixtures';

test('the sign-in callback leaves no code in the address, and a new tab signs in silently', async ({
  page,
  context,
  signIn,
  chooseCustomer,
}) => {
  // docs/product.md#identity-provider: the authorize request carries client, redirect, scope, audience,
  // state, nonce and an S256 code challenge; the silent one adds prompt=none.
  const authorizeRequests: URL[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/idp/auth')) authorizeRequests.push(url);
  });
  await signIn('admin@demo.test');
  expect(new URL(page.url()).search).toBe('');
  await chooseCustomer('Northern Basketball League');

  // A new tab has no session storage: the 'is authenticated' cookie makes it try prompt=none first.
  const tab = await context.newPage();
  await tab.goto('/select/customer');
  await expect(tab.getByRole('cell', { name: 'Northern Basketball League', exact: true })).toBeVisible();
  expect(tab.url()).not.toContain('/idp/');

  expect(authorizeRequests.length).toBeGreaterThanOrEqual(2);
  for (const url of authorizeRequests) {
    const params = url.searchParams;
    for (const name of ['client_id', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge']) {
      expect(params.get(name), name).toBeTruthy();
    }
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('resource')).toBe('urn:embedded-ui-admin:api');
  }
  expect(authorizeRequests.at(-1)?.searchParams.get('prompt')).toBe('none');
  const nonces = authorizeRequests.map((url) => url.searchParams.get('nonce'));
  expect(new Set(nonces).size).toBe(nonces.length);
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

test('a forged sign-in callback is refused with Invalid state, leaves no code in the address, and Try again recovers', async ({
  page,
}) => {
  await page.goto('/?code=forged-code&state=forged-state');
  await expect(page.getByRole('alert')).toHaveText('Sign-in did not complete: Invalid state');
  expect(new URL(page.url()).search).toBe('');

  // The header's Login is the only one; the page offers to try again.
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a link opened in a new tab lands where it points, for the customer chosen last', async ({
  page,
  context,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const websiteId = await openFeature('NBL Official Website', 'leaders');

  const tab = await context.newPage();
  await tab.goto(`/configuration/${websiteId}/leaders`);
  await expect(tab.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
  await expect(tab.getByRole('banner')).toContainText('| NBL Official Website');
  // Its own product token, in its own session storage: no token is shared through localStorage.
  const local = await tab.evaluate(() => Object.values(localStorage).join(' '));
  expect(local).not.toMatch(/eyJ/);

  // After "Change customer" nothing is remembered: a new tab asks for the customer again.
  await page.getByRole('button', { name: 'Change customer' }).click();
  const another = await context.newPage();
  await another.goto(`/configuration/${websiteId}/leaders`);
  await expect(another).toHaveURL(/\/select\/customer$/);
});
