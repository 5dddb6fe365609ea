import AxeBuilder from '@axe-core/playwright';
import { featureList } from '@eua/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * WCAG 2.1 A and AA, as axe-core checks them in the real browser: labels, roles, names, contrast (in light
 * and dark mode), landmarks. Every page a user goes through, and every configuration screen once loaded.
 */
async function violationsOf(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('the sign-in page, the customer and website tables and every configuration screen pass WCAG 2.1 AA checks', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await violationsOf(page), 'sign-in page').toEqual([]);

  await signIn('admin@demo.test');
  await expect(page.getByRole('columnheader', { name: 'Customer Id' })).toBeVisible();
  expect(await violationsOf(page), 'customer table').toEqual([]);

  await chooseCustomer('Northern Basketball League');
  expect(await violationsOf(page), 'website table').toEqual([]);

  const websiteId = await openFeature('NBL Official Website');
  for (const feature of featureList) {
    await page.goto(`/configuration/${websiteId}/${feature.id}`);
    await expect(page.getByRole('heading', { level: 1, name: feature.title })).toBeVisible();
    // Loaded: the submit button is enabled once the document has arrived.
    await expect(page.getByRole('button', { name: feature.submitLabel, exact: true })).toBeEnabled();
    await expect(page.getByText('Loading competitions…')).toHaveCount(0);
    expect(await violationsOf(page), feature.id).toEqual([]);
  }

  // Dark mode has its own colours: contrast is checked again there.
  await page.goto(`/configuration/${websiteId}/general`);
  await page.getByLabel('Dark mode').check();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Update Configuration', exact: true })).toBeEnabled();
  await expect(page.getByText('Loading competitions…')).toHaveCount(0);
  expect(await violationsOf(page), 'general, dark').toEqual([]);
  await page.getByLabel('Dark mode').uncheck();
});
