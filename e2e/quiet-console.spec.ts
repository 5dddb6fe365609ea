import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What the console does routinely ends in no error (decision 135): walking its screens as a person does — the
 * customer table, the websites table, configuration screens with their previews (a widget's, a detail
 * widget's with its subject picker), Activity, Scheduled changes, Organisations, a customer without websites
 * — writes no error in the browser's console and receives no failed answer. A screen without a draft is an
 * empty list, not a 404. Going back from the first page after sign-in stays in the console.
 */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels the page's requests still under way (ERR_ABORTED): the person left, nothing failed.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  return problems;
}

test('walking the console: no error in the browser console, no failed request, Go Back stays in the console', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  const problems = watch(page);
  await signIn('admin@demo.test');
  await expect(page.getByRole('columnheader', { name: 'Customer Id' })).toBeVisible();
  // The first page after sign-in has nothing of the console's before it: no way back to the used sign-in.
  await expect(page.getByRole('button', { name: 'Go Back' })).toHaveCount(0);

  await chooseCustomer('Northern Basketball League');
  await openFeature('NBL Official Website', 'standings');
  const menu = page.getByRole('navigation', { name: 'Manage' });
  const preview = page.getByTitle('Widget preview');
  // A widget's screen and a detail widget's: each with its document, draft (none), preview and subjects.
  for (const screen of ['Standings', 'Team Details']) {
    if (screen !== 'Standings') await menu.getByRole('link', { name: screen, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Update/ })).toBeEnabled();
    await expect(preview).toBeVisible();
    await expect(page.getByText('Loading the preview…')).toHaveCount(0);
  }
  for (const [link, heading] of [
    ['Activity', 'Activity'],
    ['Scheduled changes', 'Scheduled changes'],
    ['Organisations', 'Organisations'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Its list has arrived: no spinner left.
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  }

  await chooseCustomer('Empty Customer');
  await expect(page.getByRole('region', { name: 'This customer has no websites yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose another customer' })).toBeVisible();

  expect(problems).toEqual([]);
});
