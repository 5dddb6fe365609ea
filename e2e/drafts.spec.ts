import { featureById } from '@eua/shared';
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';

/**
 * Drafts, scheduled publishing and review links end to end (docs/product.md#drafts-and-scheduled-publishing):
 * a draft of Leaders' "Number of leaders per statistic" on NBL Official Website (2001) changes the console's
 * preview but not the sample customer page until it is published — by hand, or by the server's scheduler —
 * and a review link shows it to someone signed out until it is revoked.
 *
 * One server and one data folder serve the whole run (e2e/support/global-setup.ts) and other specs open
 * website 2001 and its Leaders screen: after each test the draft is discarded and the live count put back,
 * whatever happened (restore below).
 */

const CUSTOMER = 'Northern Basketball League';
const WEBSITE = 'NBL Official Website';
const AUTHOR = 'Alex Admin';
const leaders = featureById('leaders')!;
const COUNT_LABEL = 'Number of leaders per statistic';

const form = (page: Page) => page.getByRole('form', { name: 'Leaders' });
const count = (page: Page) => form(page).getByRole('spinbutton', { name: COUNT_LABEL });
const submit = (page: Page) => form(page).getByRole('button', { name: leaders.submitLabel, exact: true });
const banner = (page: Page) => page.getByRole('region', { name: /^Draft by / });
const bannerButton = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true });
const preview = (page: Page) => page.frameLocator('iframe[title="Widget preview"]');
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();
/** The leaders widget of the sample page (Playwright's locators pierce its shadow root). */
const sampleLeaders = (page: Page) => page.locator('[data-eua-widget="leaders"]');
const bodyRows = (table: Locator) => table.locator('tbody').getByRole('row');

/** The sample page on the second origin: the console's address with 127.0.0.1 for localhost. */
function sampleSiteUrl(baseURL: string | undefined): string {
  const url = new URL('/sample-site/', baseURL);
  url.hostname = '127.0.0.1';
  return url.href;
}

/** Every leaders table (one per statistic) shows `rows` leaders. */
async function expectLeaderRows(scope: FrameLocator | Locator, rows: number): Promise<void> {
  const tables = scope.getByRole('table');
  await expect(tables.first()).toBeVisible();
  const n = await tables.count();
  expect(n).toBeGreaterThanOrEqual(1);
  for (let i = 0; i < n; i++) await expect(bodyRows(tables.nth(i))).toHaveCount(rows);
}

/** Opens (or reloads) the sample page and waits for the leaders widget's tables. */
async function openSample(site: Page, url: string): Promise<Locator> {
  await site.goto(url);
  const widget = sampleLeaders(site);
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.getByRole('heading', { name: 'Leaders', exact: true })).toBeVisible();
  await expect(widget.getByRole('table').first()).toBeVisible();
  return widget;
}

/** Signs Alex Admin in and opens Leaders of website 2001, its form loaded (with its draft, if any). */
async function openLeaders(page: Page): Promise<string> {
  await signIn(page, 'admin@demo.test');
  await chooseCustomer(page, CUSTOMER);
  const websiteId = await openFeature(page, WEBSITE, 'leaders');
  await expect(submit(page)).toBeEnabled();
  return websiteId;
}

/** The live count found before a test changed anything: what restore puts back. */
let original: string | undefined;

/** Reads the live count (no draft may be loaded) and the count a draft will set: 3, or 2 if 3 is live. */
async function startFrom(page: Page): Promise<{ before: number; target: number }> {
  await expect(banner(page)).toHaveCount(0);
  const before = await count(page).inputValue();
  original = before;
  return { before: Number(before), target: before === '3' ? 2 : 3 };
}

/** Types the count and saves it as a draft: the banner names the author and one change. */
async function saveDraft(page: Page, target: number): Promise<void> {
  await count(page).fill(String(target));
  await form(page).getByRole('button', { name: 'Save as draft', exact: true }).click();
  await expect(status(page, 'Draft saved. It is not live yet.')).toBeVisible();
  await expect(banner(page).getByRole('heading')).toHaveText(`Draft by ${AUTHOR}, 1 change not live yet`);
}

/** A local date-time `YYYY-MM-DDTHH:MM:SS` of an instant in a time zone, as datetime-local takes it. */
function localDateTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Discards any draft of the screen and puts the live count back, in a context of its own. */
async function restore(browser: Browser): Promise<void> {
  if (original === undefined) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const websiteId = await openLeaders(page);
    if (await banner(page).count()) {
      await bannerButton(page, 'Discard draft').click();
      await page
        .getByRole('dialog', { name: 'Discard this draft?' })
        .getByRole('button', { name: 'Discard draft' })
        .click();
      // The scheduler may have published it meanwhile (then the discard is refused): the reload tells.
      await expect(
        page.getByText(/^Draft discarded\.|was published or discarded after you loaded it/).first(),
      ).toBeVisible();
      await page.goto(`/configuration/${encodeURIComponent(websiteId)}/leaders`);
      await expect(submit(page)).toBeEnabled();
      await expect(banner(page)).toHaveCount(0);
    }
    if ((await count(page).inputValue()) !== original) {
      await count(page).fill(original);
      await submit(page).click();
      await expect(status(page, leaders.successMessage)).toBeVisible();
    }
  } finally {
    await context.close();
  }
  original = undefined;
}

test.afterEach(async ({ browser }) => {
  await restore(browser);
});

test('a draft changes the preview, not the sample page, until it is published; History says so', async ({
  page,
  context,
  baseURL,
}) => {
  await openLeaders(page);
  const { before, target } = await startFrom(page);
  await expectLeaderRows(preview(page), before);

  await saveDraft(page, target);
  await expect(count(page)).toHaveValue(String(target));
  await expectLeaderRows(preview(page), target);
  await bannerButton(page, 'Review changes').click();
  const changes = page.getByRole('dialog', { name: 'Changes in this draft' });
  await expect(changes.getByRole('listitem')).toHaveText([`${COUNT_LABEL}: ${before} → ${target}`]);
  await changes.getByRole('button', { name: 'Close' }).click();

  // The customer's page reads the live settings: the draft is not served.
  const site = await context.newPage();
  const url = sampleSiteUrl(baseURL);
  await expectLeaderRows(await openSample(site, url), before);

  await bannerButton(page, 'Publish').click();
  await expect(status(page, leaders.successMessage)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(count(page)).toHaveValue(String(target));
  await expectLeaderRows(await openSample(site, url), target);

  await page.getByRole('button', { name: 'History' }).click();
  const newest = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
  await expect(newest).toContainText(`Published from a draft (draft by ${AUTHOR})`);
  await expect(newest).toContainText(`1 field changed: ${COUNT_LABEL}`);
  await expect(newest).toContainText('Current');
});

test('a scheduled draft is published by the server at its time, listed until then, and logged', async ({
  page,
  context,
  baseURL,
}) => {
  await openLeaders(page);
  const { before, target } = await startFrom(page);
  // The preview draws once General's settings are loaded: the dialog below names General's time zone.
  await expectLeaderRows(preview(page), before);
  await saveDraft(page, target);

  await bannerButton(page, 'Schedule…').click();
  const dialog = page.getByRole('dialog', { name: 'Schedule publication' });
  const note = dialog.getByText(/^In the website’s time zone: /);
  await expect(note).toHaveText(/^In the website’s time zone: \S+ \(General › Time zone\)\.$/);
  const timeZone = /time zone: (\S+) \(/.exec((await note.textContent()) ?? '')![1]!;
  const due = new Date(Date.now() + 20_000);
  const at = localDateTime(due, timeZone);
  await dialog.getByLabel('Publish at').fill(at);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // As chosen, in the website's zone (to the minute).
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(due);
  await expect(banner(page)).toContainText(`Scheduled for ${when} (${timeZone})`);

  await page
    .getByRole('navigation', { name: 'Customer', exact: true })
    .getByRole('link', { name: 'Scheduled changes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled changes' })).toBeVisible();
  const scheduled = page.getByRole('table', { name: 'Scheduled changes' });
  const row = scheduled
    .getByRole('row')
    .filter({ hasText: WEBSITE })
    .filter({ has: page.getByRole('link', { name: 'Leaders', exact: true }) });
  await expect(row).toContainText('1 change');
  // As chosen, in the website's zone: named once in the column's heading when every row shares it, else
  // beside each time (decision 136).
  await expect(row).toContainText(when);
  await expect(async () => {
    const heading = (await scheduled.getByRole('row').first().textContent()) ?? '';
    const text = (await row.textContent()) ?? '';
    expect(heading.includes(`(${timeZone})`) || text.includes(`${when} (${timeZone})`)).toBe(true);
  }).toPass();
  await expect(row).toContainText(AUTHOR);
  await expect(row).toContainText('Scheduled');

  // The scheduler (every 5 s) publishes it: the customer's page, reloaded, shows the draft's count.
  const site = await context.newPage();
  const url = sampleSiteUrl(baseURL);
  await expect
    .poll(async () => bodyRows((await openSample(site, url)).getByRole('table').first()).count(), {
      timeout: 60_000,
    })
    .toBe(target);
  await expectLeaderRows(sampleLeaders(site), target);

  await page
    .getByRole('navigation', { name: 'Customer', exact: true })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter activity' });
  await filters.getByLabel('How').selectOption({ label: 'Published on schedule' });
  const newest = page
    .getByRole('table', { name: 'Configuration changes, newest first' })
    .getByRole('row')
    .nth(1);
  await expect(newest).toContainText(WEBSITE);
  // The change in plain words, old → new (decision 129).
  await expect(newest).toContainText(`${COUNT_LABEL}: ${before} → ${target}`);
  await expect(newest).toContainText(`Published by schedule (set by ${AUTHOR})`);
});

test('a review link shows the draft to someone signed out until it is revoked', async ({ page, browser }) => {
  await openLeaders(page);
  const { before, target } = await startFrom(page);
  await saveDraft(page, target);

  await bannerButton(page, 'Share for review').click();
  const share = page.getByRole('dialog', { name: 'Share for review' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const field = share.getByRole('textbox', { name: 'Review link' });
  await expect(field).toHaveValue(/\/review\/[^/]+$/);
  const link = await field.inputValue();

  // Someone with the link and no sign-in.
  const reviewer = await browser.newContext();
  try {
    const page2 = await reviewer.newPage();
    await page2.goto(link);
    await expect(page2.getByRole('heading', { level: 1, name: 'Review changes' })).toBeVisible();
    await expect(page2.getByText(`${WEBSITE} · Leaders`)).toBeVisible();
    const changes = page2.getByRole('region', { name: 'What this draft changes' });
    await expect(changes.getByRole('listitem')).toHaveText([`${COUNT_LABEL}: ${before} → ${target}`]);
    await expect(changes.getByText(/^This link expires /)).toBeVisible();
    await expectLeaderRows(preview(page2), target);

    await share.getByRole('button', { name: 'Revoke' }).click();
    await expect(share.getByRole('status').filter({ hasText: 'The link was revoked.' })).toBeVisible();
    await expect(share.getByText('Revoked', { exact: true })).toBeVisible();

    await page2.reload();
    await expect(page2.getByRole('alert')).toHaveText('This review link has expired or was revoked');
    await expect(page2.getByRole('region', { name: 'What this draft changes' })).toHaveCount(0);
  } finally {
    await reviewer.close();
  }

  await share.getByRole('button', { name: 'Close' }).click();
  await bannerButton(page, 'Discard draft').click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard draft' })
    .click();
  await expect(status(page, 'Draft discarded. The form shows the live settings.')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(count(page)).toHaveValue(String(before));
});
