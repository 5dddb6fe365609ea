import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { featureById, featureList } from '@eua/shared';
import type { Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';
import { pictureExtension, writePicture } from './support/pictures';

/**
 * `npm run screenshots` (SCREENSHOTS=docs) makes the pictures in docs/screenshots/ again (WebP, decision 151):
 * every screen — the sign-in page, the customer and websites tables and the 13 configuration screens of NBL
 * Official Website — at 1,280 px in light and dark (the window) and at 390 px (the whole page); then the
 * publishing bar of a screen with a draft, its Schedule… dialog and its Discard confirmation. It runs only when SCREENSHOTS is set
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

/**
 * Waits for the picture to be still: transitions (the theme's fade) finished, and the preview's pictures in
 * its first screen loaded (they load lazily, inside the widget's shadow root).
 */
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const preview = page.frames().find((frame) => frame.url().includes('/widgets/v1/preview'));
  const frame = page.locator('iframe[title="Widget preview"]');
  const box = (await frame.count()) > 0 ? await frame.first().boundingBox() : null;
  const shown = (page.viewportSize()?.height ?? 0) - (box?.y ?? Number.POSITIVE_INFINITY);
  // Only the part of the preview in the window loads its pictures (below, they wait to be scrolled to).
  if (preview && shown > 0) {
    await preview.waitForFunction(
      (height) =>
        Array.from(document.querySelectorAll('*'))
          .flatMap((element) => Array.from(element.shadowRoot?.querySelectorAll('img') ?? []))
          .filter((image) => image.getBoundingClientRect().top < height)
          .every((image) => image.complete),
      shown,
    );
  }
  await writePicture(
    page.context(),
    await page.screenshot({ fullPage }),
    `${folder}/${name}.${pictureExtension}`,
  );
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

/** Puts the console in a theme with its Dark mode switch (no dialog may be open). */
async function setTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  if ((await theme(page)) === scheme) return;
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  if (scheme === 'dark') await toggle.check();
  else await toggle.uncheck();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
}

/** Closes the flash messages (a saved draft's, a schedule's), which would cover the page's actions. */
async function dismissFlashes(page: Page): Promise<void> {
  const close = page.locator('.alert-dismissible .btn-close');
  // One may time out by itself meanwhile: then there is nothing left to close.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
}

/** A date-time input's value for tomorrow at 18:30 (the dialog reads it in the website's zone). */
function tomorrowEvening(): string {
  return `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T18:30`;
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

      test('publishing bar, Schedule… dialog and Discard confirmation of a draft', async () => {
        const leaders = featureById('leaders')!;
        await openScreen(page, websiteId, leaders.id, leaders.title, leaders.submitLabel);
        const form = page.getByRole('form', { name: leaders.title });
        const count = form.getByRole('spinbutton', { name: 'Number of leaders per statistic' });
        await count.fill((await count.inputValue()) === '3' ? '2' : '3');
        await form.getByRole('button', { name: 'Save as draft', exact: true }).click();
        const bar = page.getByRole('region', { name: /^Draft by / });
        await expect(bar.getByRole('heading')).toHaveText(/1 change not live yet$/);
        const barButton = (name: string) => bar.getByRole('button', { name, exact: true });
        const schedule = page.getByRole('dialog', { name: 'Schedule publication' });
        const discard = page.getByRole('dialog', { name: 'Discard this draft?' });
        const schemes = width === 1280 ? (['light', 'dark'] as const) : (['light'] as const);
        const name = (what: string, scheme: string) =>
          width === 1280 ? `${what}-1280-${scheme}` : `${what}-390`;

        for (const scheme of schemes) {
          await setTheme(page, scheme);
          await dismissFlashes(page);
          // Saving from the form's bar at the foot of a phone's screen scrolled the page: back to its top.
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(bar).toBeInViewport();
          await shoot(page, name('publishing-bar', scheme));
          await barButton('Schedule…').click();
          await expect(schedule.getByText(/^In the website’s time zone: /)).toBeVisible();
          await schedule.getByLabel('Publish at').fill(tomorrowEvening());
          await shoot(page, name('publishing-bar-schedule', scheme));
          await schedule.getByRole('button', { name: 'Cancel', exact: true }).click();
          await expect(schedule).toHaveCount(0);
        }

        // A schedule and a review link: what the Discard confirmation names besides the change.
        await barButton('Schedule…').click();
        await expect(schedule.getByText(/^In the website’s time zone: /)).toBeVisible();
        await schedule.getByLabel('Publish at').fill(tomorrowEvening());
        await schedule.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(bar).toContainText('Scheduled for');
        await barButton('Share for review').click();
        const share = page.getByRole('dialog', { name: 'Share for review' });
        await share.getByRole('button', { name: 'Create link' }).click();
        await expect(share.getByRole('textbox', { name: 'Review link' })).toHaveValue(/\/review\/[^/]+$/);
        await share.getByRole('button', { name: 'Close' }).first().click();
        await expect(share).toHaveCount(0);

        for (const scheme of schemes) {
          await setTheme(page, scheme);
          await dismissFlashes(page);
          await barButton('Discard draft').click();
          await expect(discard).toContainText('Review links to it will stop working.');
          await shoot(page, name('publishing-bar-discard', scheme));
          await discard.getByRole('button', { name: 'Keep draft', exact: true }).click();
          await expect(discard).toHaveCount(0);
        }
        await barButton('Discard draft').click();
        await discard.getByRole('button', { name: 'Discard draft', exact: true }).click();
        await expect(bar).toHaveCount(0);
      });
    });
}
