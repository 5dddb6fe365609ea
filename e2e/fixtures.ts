import { type FeatureId, featureById } from '@eua/shared';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Helpers every end-to-end spec signs in and navigates with, the way a person does (decision 042): through
 * the real login page and the console's own tables and links.
 */

/** Signs in through the identity provider's login page and waits for the console to be back. */
export async function signIn(page: Page, email: string, password = 'demo'): Promise<void> {
  if (!page.url().includes('/idp/')) await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/idp\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Chooses a customer in the customer table (docs/product.md#screens-and-layout) and waits for the websites
 * table.
 */
export async function chooseCustomer(page: Page, name: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/select/customer')) await page.goto('/select/customer');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await row.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/select\/website$/);
  await expect(page.getByRole('columnheader', { name: 'Website Name' })).toBeVisible();
}

/**
 * Opens a feature screen of a website chosen by its name or id in the websites table, and waits for the
 * screen's heading. Returns the website id.
 */
export async function openFeature(
  page: Page,
  website: string,
  feature: FeatureId = 'general',
): Promise<string> {
  if (!new URL(page.url()).pathname.startsWith('/select/website')) await page.goto('/select/website');
  const byName = page.getByRole('link', { name: website, exact: true });
  const link = (await byName.count())
    ? byName
    : page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: website, exact: true }) })
        .getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/configuration\/[^/]+\/general$/);
  const websiteId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
  if (feature !== 'general') await page.goto(`/configuration/${encodeURIComponent(websiteId)}/${feature}`);
  const title = featureById(feature)?.title ?? feature;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return websiteId;
}

/** The name in the first row of the websites table: the website a spec opens when any will do. */
export async function firstWebsiteName(page: Page): Promise<string> {
  const link = page.getByRole('row').nth(1).getByRole('link');
  await expect(link).toBeVisible();
  return (await link.textContent()) ?? '';
}

type Fixtures = {
  signIn: (email: string, password?: string) => Promise<void>;
  chooseCustomer: (name: string) => Promise<void>;
  openFeature: (website: string, feature?: FeatureId) => Promise<string>;
};

/** `test` with the helpers bound to the page (the base URL comes from playwright.config.ts). */
export const test = base.extend<Fixtures>({
  signIn: async ({ page }, use) => use((email, password) => signIn(page, email, password)),
  chooseCustomer: async ({ page }, use) => use((name) => chooseCustomer(page, name)),
  openFeature: async ({ page }, use) => use((website, feature) => openFeature(page, website, feature)),
});

export { expect };
