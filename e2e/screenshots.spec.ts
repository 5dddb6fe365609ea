import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { featureList } from '@eua/shared';
import type { Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';

/**
 * `npm run screenshots` (SCREENSHOTS=docs) makes the pictures in docs/screenshots/ again: every screen — the
 * sign-in page, the customer and websites tables and the 13 configuration screens of NBL Official Website — at
 * 1,280 px in light and dark (the window) and at 390 px (the whole page). It runs only when SCREENSHOTS is set
 * (playwright.config.ts leaves @screenshots out of `npm test` and CI, decision 086); with any other value than
 * `docs` it writes to test-results/, so that trying it never changes committed files.
 */
const folder =
  process.env.SCREENSHOTS === 'docs'
    ? resolve(import.meta.dirname, '..', 'docs', 'screenshots')
    : resolve(import.meta.dirname, '..', 'test-results', 'screenshots');

const customer = 'Northern Basketball League';
const website = 'NBL Official Website';
const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const theme = async (page: Page) =>
  (await page.locator('html').getAttribute('data-bs-theme')) === 'dark' ? 'dark' : 'light';

/** Waits for the picture to be still: transitions (the theme's fade) finished. */
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}

/** At 1,280 px: the screen as loaded, then in the other theme (one load for both pictures). */
async function shootBothThemes(page: Page, name: string): Promise<void> {
  const first = await theme(page);
  await shoot(page, `${name}-1280-${first}`);
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  if (first === 'light') await toggle.check();
  else await toggle.uncheck();
  const second = first === 'light' ? 'dark' : 'light';
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', second);
  await shoot(page, `${name}-1280-${second}`);
}

/** A configuration screen loaded: its document arrived (submit enabled) and its competitions listed. */
async function openScreen(page: Page, websiteId: string, id: string, title: string, submit: string) {
  await page.goto(`/configuration/${websiteId}/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
  await expect(page.getByText('Loading competitions…')).toHaveCount(0);
}

/**
 * One page per width, shared by the screens in order (signed in once), one test per screen: each has the whole
 * per-test time limit on a busy machine.
 */
for (const width of [1280, 390]) {
  test.describe
    .serial(`screenshots at ${width} px @screenshots`, () => {
      let page: Page;
      let websiteId = '';
      /** At 1,280 px the window in both themes; at 390 px the whole page, light. */
      const picture = (name: string) =>
        width === 1280 ? shootBothThemes(page, name) : shoot(page, `${name}-390`, true);
      test.beforeAll(async ({ browser }) => {
        await mkdir(folder, { recursive: true });
        const context = await browser.newContext({
          baseURL: process.env.E2E_BASE_URL,
          locale: 'en-GB',
          viewport: { width, height: width === 390 ? 844 : 900 },
        });
        page = await context.newPage();
      });
      test.afterAll(async () => {
        // The theme is a stored preference: leave it light.
        if ((await theme(page)) === 'dark') await page.getByRole('switch', { name: 'Dark mode' }).uncheck();
        await page.context().close();
      });

      test('sign-in page', async () => {
        await page.goto('/');
        await expect(page.getByLabel('Email')).toBeVisible();
        // The sign-in page follows the browser's preference.
        await page.emulateMedia({ colorScheme: 'light' });
        if (width !== 1280) return shoot(page, 'sign-in-390', true);
        await shoot(page, 'sign-in-1280-light');
        await page.emulateMedia({ colorScheme: 'dark' });
        await shoot(page, 'sign-in-1280-dark');
        await page.emulateMedia({ colorScheme: 'light' });
      });

      test('customer table', async () => {
        await signIn(page, 'admin@demo.test');
        await expect(page.getByRole('button', { name: 'Select' }).first()).toBeVisible();
        await picture('customers');
      });

      test('websites table', async () => {
        await chooseCustomer(page, customer);
        await expect(page.getByRole('link', { name: website, exact: true })).toBeVisible();
        await picture('websites');
        websiteId = await openFeature(page, website);
      });

      for (const feature of featureList) {
        test(feature.title, async () => {
          await openScreen(page, websiteId, feature.id, feature.title, feature.submitLabel);
          await picture(kebab(feature.id));
        });
      }
    });
}
