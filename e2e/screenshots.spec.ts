import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, firstWebsiteName, test } from './fixtures';

/**
 * `npm run screenshots` (SCREENSHOTS=docs) makes the pictures in docs/screenshots/ again. Under a plain `npm test`
 * the same flow runs but writes to test-results/, so that running the tests never changes committed files.
 */
const folder =
  process.env.SCREENSHOTS === 'docs'
    ? resolve(import.meta.dirname, '..', 'docs', 'screenshots')
    : resolve(import.meta.dirname, '..', 'test-results', 'screenshots');

test.use({ viewport: { width: 1280, height: 900 } });

test('screenshots of the customer table, the websites table and the General screen @screenshots', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await mkdir(folder, { recursive: true });
  await signIn('admin@demo.test');
  await expect(page.getByRole('button', { name: 'Select' }).first()).toBeVisible();
  await page.screenshot({ path: `${folder}/customers.png` });

  await chooseCustomer('Northern Basketball League');
  await expect(page.getByRole('row').nth(1).getByRole('link')).toBeVisible();
  await page.screenshot({ path: `${folder}/websites.png` });

  const firstWebsite = await firstWebsiteName(page);
  await openFeature(firstWebsite, 'general');
  await expect(page.getByRole('button', { name: 'Update Configuration' })).toBeEnabled();
  // The competitions tree loads after the form (SPEC.md §4 "Season rules"): wait for its loading message to go.
  await expect(page.getByText('Loading competitions…')).toHaveCount(0);
  await page.screenshot({ path: `${folder}/general-light.png` });

  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.screenshot({ path: `${folder}/general-dark.png` });
  await page.getByRole('switch', { name: 'Dark mode' }).uncheck();
});
