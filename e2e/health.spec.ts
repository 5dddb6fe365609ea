import { expect, test } from './fixtures';

/**
 * Website › Health end to end (docs/product.md#usage-and-health, decision 132): the sample customer site
 * opened on the console's own host (localhost), which the demo websites do not admit, is counted as a refused
 * page of website 2001; Allow opens General with that host added to the referrer domains, unsaved.
 */
test('a refused page shows on Health, and Allow opens General with its domain added', async ({
  page,
  signIn,
  chooseCustomer,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');

  const sample = new URL('/sample-site/', page.url());
  const refused = page.waitForEvent('console', (message) => message.text().includes('HTTP 403'));
  await page.goto(sample.href);
  await refused;

  await page.goto('/configuration/2001/health');
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  const pages = page.getByRole('table', { name: 'Refused pages' });
  const row = pages.getByRole('row').filter({ hasText: sample.origin });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Allow ${sample.origin}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  const form = page.getByRole('form', { name: 'General' });
  await expect(form.getByRole('list', { name: 'Referrer domains' })).toContainText(sample.hostname);
  // The tester shows the page that was refused, allowed once saved.
  await expect(form.getByText(`Widgets will load on ${sample.origin} once you save`)).toBeVisible();
});
