import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The theme end to end (docs/product.md#theme): a green accent set on Ice Hockey Central's Theme screen shows
 * in the preview before it is saved, a text colour failing contrast cannot be saved, and once saved the sample
 * site's widget of that website wears the accent. The accent is put back at the end: one server serves the
 * whole run (e2e/support/global-setup.ts).
 */

const WEBSITE = 'Ice Hockey Central';
const SEEDED_ACCENT = '#a3123a';
const GREEN = '#176b36';

const form = (page: Page) => page.getByRole('form', { name: 'Theme' });
const lightAccent = (page: Page) => form(page).getByLabel('Light accent', { exact: true });
/** The preview's region of one widget in one mode ("Standings, light"), and its frame. */
const region = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Preview' }).getByRole('region', { name, exact: true });
const frameOf = (page: Page, name: string): FrameLocator =>
  region(page, name).frameLocator('iframe[title="Widget preview"]');
const previews = (page: Page): FrameLocator[] => [
  frameOf(page, 'Standings, light'),
  frameOf(page, 'Standings, dark'),
];
/** Every family's widget the Theme screen previews (docs/product.md#theme). */
const FAMILIES = [
  'Standings',
  'Schedule',
  'Fixture Details',
  'Teams',
  'Players',
  'Person Statistics',
  'Leaders',
];
/** The accent the widget's box computes: the theme's custom property, inside the shadow root. */
const accentOf = (box: Locator) =>
  box.evaluate((element) => getComputedStyle(element).getPropertyValue('--accent').trim());

async function saveTheme(page: Page): Promise<void> {
  await form(page).getByRole('button', { name: 'Update Theme', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Theme Updated Successfully' }).last(),
  ).toBeVisible();
}

test('a green accent shows in the preview, a text failing contrast cannot be saved, and the sample site wears the accent', async ({
  page,
  baseURL,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Ice & Court Media');
  await openFeature(WEBSITE, 'theme');
  await expect(lightAccent(page)).toHaveValue(SEEDED_ACCENT);

  // Both modes side by side, following the unsaved edit.
  const [light, dark] = previews(page);
  await expect(light!.getByRole('table').first()).toBeVisible();
  await expect(dark!.getByRole('table').first()).toBeVisible();
  await lightAccent(page).fill(GREEN);
  await expect.poll(() => accentOf(light!.locator('.eua'))).toBe(GREEN);
  // Every family, light and dark, renders its widget once scrolled to, wearing the unsaved accent in light.
  for (const family of FAMILIES) {
    for (const mode of ['light', 'dark']) {
      const name = `${family}, ${mode}`;
      await region(page, name).scrollIntoViewIfNeeded();
      const box = frameOf(page, name).locator('.eua').first();
      await expect(box, name).toBeVisible();
      if (mode === 'light') await expect.poll(() => accentOf(box), name).toBe(GREEN);
    }
  }

  // A text colour failing contrast: the field names the pair and its ratio, and nothing is saved.
  const text = form(page).getByLabel('Light text', { exact: true });
  await text.fill('#b0b0b0');
  await form(page).getByRole('button', { name: 'Update Theme', exact: true }).click();
  await expect(form(page).getByText(/^Text on background: \d+(\.\d)?:1, needs 4\.5:1$/)).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  // The screen offers the nearest passing colour; taking it clears the error.
  await form(page)
    .getByRole('button', { name: /^Use #[0-9a-f]{6}, the nearest colour that passes$/ })
    .first()
    .click();
  await expect(text).toHaveAttribute('aria-invalid', 'false');
  await text.fill('#0f2233');
  await saveTheme(page);

  const sample = new URL('/sample-site/looks', baseURL);
  sample.hostname = '127.0.0.1';
  const customerPage = await page.context().newPage();
  await customerPage.goto(sample.href);
  const widget = customerPage.locator('#ice-standings [data-eua-widget="standings"]');
  await expect(widget.getByRole('table').first()).toBeVisible();
  await expect.poll(() => accentOf(widget.locator('.eua'))).toBe(GREEN);
  // The other customer's widget keeps its own look.
  const other = customerPage.locator('#nbl-standings [data-eua-widget="standings"]');
  await expect(other.getByRole('table').first()).toBeVisible();
  expect(await accentOf(other.locator('.eua'))).toBe('#0b57d0');
  await customerPage.close();

  // Put the seeded accent back, and wait for the server to store it and the form to say so (the first save's
  // flash may still show, and this one's may be gone by the time a busy machine looks).
  await lightAccent(page).fill(SEEDED_ACCENT);
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && new URL(response.url()).pathname.endsWith('/theme'),
  );
  await form(page).getByRole('button', { name: 'Update Theme', exact: true }).click();
  expect((await stored).status()).toBe(200);
  await expect(form(page).getByRole('status').filter({ hasText: 'No unsaved changes' })).toBeVisible();
});
