import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The General screen end to end: a field of each kind changed, saved and found
 * again after a reload; the season and locale rules in a real browser; the read-only user's failed save.
 * Each test uses its own website of 'Northern Basketball League' so that the specs do not disturb
 * each other's data.
 */

const form = (page: Page) => page.getByRole('form', { name: 'General' });
const tree = (page: Page) => form(page).getByRole('group', { name: 'Competitions' });
const season = (page: Page, name: string, competition: string) =>
  tree(page).getByRole('checkbox', { name: `${name} (${competition})`, exact: true });
const makeDefault = (page: Page, name: string, competition: string) =>
  tree(page).getByRole('button', { name: `Make default ${name} (${competition})`, exact: true });
const locale = (page: Page, name: string) =>
  form(page).getByRole('group', { name: 'Locales' }).getByRole('checkbox', { name, exact: true });
const save = (page: Page) => form(page).getByRole('button', { name: 'Update Configuration' }).click();

async function waitForTree(page: Page): Promise<void> {
  await expect(tree(page).getByText('Loading competitions…')).toHaveCount(0);
  await expect(tree(page).getByRole('checkbox').first()).toBeVisible();
}

async function toggle(box: Locator, on: boolean): Promise<void> {
  if (on) await box.check();
  else await box.uncheck();
}

test('changes a field of each kind, saves, and finds the change after a reload', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  // The console runs under a strict Content-Security-Policy (docs/product.md#tokens-and-access): the form
  // must not trip it.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  await openFeature('NBL Youth Championships');
  await waitForTree(page);

  const navigation = form(page).getByRole('checkbox', { name: 'Show main navigation' });
  const wasShown = await navigation.isChecked();
  await toggle(navigation, !wasShown);

  const domains = form(page).getByRole('textbox', { name: 'Referrer domains' });
  const add = domains.locator('xpath=..').getByRole('button', { name: 'Add' });
  await expect(add).toBeDisabled();
  const domain = `youth-${Date.now()}.example.org`;
  await domains.fill(domain);
  await add.click();
  await expect(form(page).getByRole('list', { name: 'Referrer domains' })).toContainText(domain);

  await locale(page, 'French (fr-FR)').check();
  await form(page).getByRole('combobox', { name: 'Default locale' }).selectOption('fr-FR');
  await form(page).getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Vilnius');
  await form(page).getByRole('spinbutton', { name: 'Statistics decimal places' }).fill('3');

  // The seed allows every season: disallow one, see that it cannot become the default, allow it again and
  // make it the default. (A season that is not the default already, so that the test can run again on the
  // same data: `playwright test --repeat-each`.)
  const target = (await makeDefault(page, '2023', 'Under-16 Championship').count()) === 0 ? '2024' : '2023';
  await season(page, target, 'Under-16 Championship').uncheck();
  await expect(makeDefault(page, target, 'Under-16 Championship')).toHaveCount(0);
  await season(page, target, 'Under-16 Championship').check();
  await makeDefault(page, target, 'Under-16 Championship').click();
  await expect(season(page, target, 'Under-16 Championship')).toBeDisabled();

  await save(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Configuration updated successfully.' }),
  ).toBeVisible();

  await page.reload();
  await waitForTree(page);
  await expect(form(page).getByRole('checkbox', { name: 'Show main navigation' })).toBeChecked({
    checked: !wasShown,
  });
  await expect(form(page).getByRole('list', { name: 'Referrer domains' })).toContainText(domain);
  await expect(locale(page, 'French (fr-FR)')).toBeChecked();
  await expect(form(page).getByRole('combobox', { name: 'Default locale' })).toHaveValue('fr-FR');
  await expect(form(page).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Vilnius');
  await expect(form(page).getByRole('spinbutton', { name: 'Statistics decimal places' })).toHaveValue('3');
  await expect(makeDefault(page, target, 'Under-16 Championship')).toHaveCount(0);
  await expect(season(page, target, 'Under-16 Championship')).toBeDisabled();
  expect(violations).toEqual([]);
});

test('the season rules hold in the browser', async ({ page, signIn, chooseCustomer, openFeature }) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  await openFeature("NBL Women's League");
  await waitForTree(page);

  // The seeded default is a season of the first competition; its checkbox and its competition's cannot be
  // unticked, and say why only when one is tried (decision 083).
  const disabledSeason = tree(page).locator('input[name="allowedSeasons"][aria-disabled="true"]');
  await expect(disabledSeason).toHaveCount(1);
  await expect(disabledSeason).toBeDisabled();
  await expect(disabledSeason).toHaveAttribute(
    'title',
    'A different default season has to be selected before unselecting current one',
  );
  const seasonWarning = page.getByText('You must select another default season before deselecting this one');
  const competitionWarning = page.getByText("Can't disable competition that contains a default season");
  await expect(seasonWarning).toHaveCount(0);
  await expect(competitionWarning).toHaveCount(0);
  await disabledSeason.press('Space');
  await expect(seasonWarning).toBeVisible();
  await expect(disabledSeason).toBeChecked();
  const premiership = tree(page).getByRole('checkbox', { name: 'NWBL Premiership', exact: true });
  await expect(premiership).toBeDisabled();
  await premiership.press('Space');
  await expect(competitionWarning).toBeVisible();
  await expect(tree(page).getByText('Default', { exact: true })).toHaveCount(3);

  // A competition checkbox toggles all its seasons.
  const cup = tree(page).getByRole('checkbox', { name: 'NWBL Cup', exact: true });
  await cup.uncheck();
  for (const name of ['2022-23', '2023-24', '2024-25'])
    await expect(season(page, name, 'NWBL Cup')).not.toBeChecked();
  await expect(makeDefault(page, '2024-25', 'NWBL Cup')).toHaveCount(0);
  await cup.check();
  for (const name of ['2022-23', '2023-24', '2024-25'])
    await expect(season(page, name, 'NWBL Cup')).toBeChecked();

  // Choosing a default moves all three badges and frees the previous default.
  await makeDefault(page, '2024-25', 'NWBL Cup').click();
  await expect(season(page, '2024-25', 'NWBL Cup')).toBeDisabled();
  await expect(tree(page).getByRole('checkbox', { name: 'NWBL Premiership', exact: true })).toBeEnabled();
  await expect(tree(page).getByRole('checkbox', { name: 'NWBL Cup', exact: true })).toBeDisabled();

  // Organisations collapse.
  const organisation = tree(page).getByRole('button', { name: /Northern Basketball Association/ });
  await organisation.click();
  await expect(organisation).toHaveAttribute('aria-expanded', 'false');
  await expect(tree(page).getByRole('checkbox', { name: 'Under-20 Women', exact: true })).toHaveCount(0);
  await organisation.press('Enter');
  await expect(tree(page).getByRole('checkbox', { name: 'Under-20 Women', exact: true })).toBeVisible();
});

test('the locale rules hold in the browser', async ({ page, signIn, chooseCustomer, openFeature }) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  await openFeature("NBL Women's League");
  const group = form(page).getByRole('group', { name: 'Locales' });
  const checked = group.getByRole('checkbox', { checked: true });
  // Untick all but one, then try the last one.
  while ((await checked.count()) > 1) await checked.first().uncheck();
  const last = checked.first();
  const lastCode = await last.getAttribute('value');
  await last.click();
  await expect(group.getByRole('alert')).toHaveText('At least 1 locale should be included');
  await expect(group.getByRole('checkbox', { checked: true })).toHaveCount(1);
  const defaultLocale = form(page).getByRole('combobox', { name: 'Default locale' });
  await expect(defaultLocale).toHaveValue(lastCode ?? '');
  await expect(defaultLocale.getByRole('option')).toHaveCount(1);

  await locale(page, 'German (de-DE)').check();
  await expect(group.getByRole('alert')).toHaveCount(0);
  await defaultLocale.selectOption('de-DE');
  await locale(page, 'German (de-DE)').uncheck();
  await expect(defaultLocale).toHaveValue(lastCode ?? '');
});

test("the read-only user's save fails with a danger flash and changes nothing", async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('viewer@demo.test');
  await chooseCustomer('Northern Basketball League');
  await openFeature('NBL Official Website');
  await waitForTree(page);
  const decimals = form(page).getByRole('spinbutton', { name: 'Statistics decimal places' });
  const before = await decimals.inputValue();
  const changed = before === '0' ? '2' : '0';
  await decimals.fill(changed);
  // A read-only user is offered no live save (decision 142); a draft is refused by the server.
  await expect(form(page).getByRole('button', { name: 'Save as draft' })).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Update Configuration' })).toHaveCount(0);
  await form(page).getByRole('button', { name: 'Save as draft' }).click();
  const flash = page.getByRole('alert').filter({ has: page.getByRole('button') });
  await expect(flash).toBeVisible();
  await expect(flash).toHaveClass(/alert-danger/);
  // Nothing typed is lost on failure.
  await expect(decimals).toHaveValue(changed);
  await page.reload();
  await expect(form(page).getByRole('spinbutton', { name: 'Statistics decimal places' })).toHaveValue(before);
});

test('opening General costs five data requests: one batched seasons call for all its competitions', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  const websiteId = await openFeature('NBL Official Website');
  // The first load's own requests must be over before counting starts: otherwise its seasons call, still in
  // flight when the listener is attached, is counted with the reload's.
  await waitForTree(page);

  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The navigation's list of the customer's defaults (`?kind=defaults`) is not the form's.
    if (url.pathname.startsWith('/v1/') && !url.searchParams.has('kind')) {
      calls.push(`${request.method()} ${url.pathname}`);
    }
  });
  await page.reload();
  await waitForTree(page);
  await expect(form(page).getByRole('button', { name: 'Update Configuration' })).toBeEnabled();

  // The website's name, its document (config + lookups), its draft if any (decision 117), its competitions,
  // and one batched seasons call (decision 058): never one request per competition. The live preview beside the form (decision 075) reads
  // its widget's settings, the theme it wears and its content on its own schedule, and the domain tester the
  // page origins seen (decision 131), the navigation the count of changes waiting for approval (decision
  // 142), and the save area the customer's policy, once per customer (whether a save asks for a reason,
  // decision 160): those calls are not the form's.
  const base = `/v1/config/${websiteId}`;
  const formCalls = calls.filter(
    (call) =>
      !call.includes('/widget-preview/') &&
      call !== `GET ${base}/standings` &&
      call !== `GET ${base}/theme` &&
      call !== 'GET /v1/usage/origins' &&
      call !== 'GET /v1/approvals' &&
      call !== 'GET /v1/policies',
  );
  expect(formCalls.sort()).toEqual(
    [
      `GET /v1/config/websites/${websiteId}`,
      `GET ${base}/general`,
      `GET ${base}/general/draft`,
      `GET ${base}/complist`,
      `GET ${base}/seasons`,
    ].sort(),
  );
  const competitions = await tree(page).locator('input[name="competitions"]').count();
  expect(competitions).toBeGreaterThanOrEqual(4);
});
