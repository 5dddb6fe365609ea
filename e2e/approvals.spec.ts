import { featureById } from '@eua/shared';
import type { Browser, Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';

/**
 * Approval before publishing end to end (docs/product.md#approvals): an Admin sets "1 approval" and reasons
 * required in Customer › Policies; the Editor, who has no live Save, changes Leaders' "Number of leaders per
 * statistic" on NBL Official Website as a draft and asks for approval with a reason; the Publisher sees it
 * waiting (with the count in the navigation), approves it, and the sample page follows.
 *
 * One server serves the whole run (e2e/support/global-setup.ts): after the test the policy is put back to no
 * approval and no reason, and any draft of Leaders discarded, whatever happened.
 */

const CUSTOMER = 'Northern Basketball League';
const WEBSITE = 'NBL Official Website';
const COUNT_LABEL = 'Number of leaders per statistic';
const REASON = 'The sponsor wants more leaders shown';

const form = (page: Page) => page.getByRole('form', { name: 'Leaders' });
const count = (page: Page) => form(page).getByRole('spinbutton', { name: COUNT_LABEL });
const banner = (page: Page) => page.getByRole('region', { name: /^Draft by / });
const customerMenu = (page: Page) => page.getByRole('navigation', { name: 'Customer', exact: true });

/** The sample page on the second origin: the console's address with 127.0.0.1 for localhost. */
function sampleSiteUrl(baseURL: string | undefined): string {
  const url = new URL('/sample-site/', baseURL);
  url.hostname = '127.0.0.1';
  return url.href;
}

async function leaderRows(page: Page, url: string, rows: number): Promise<void> {
  await page.goto(url);
  const widget = page.locator('[data-eua-widget="leaders"]');
  await widget.scrollIntoViewIfNeeded();
  const table = widget.getByRole('table').first();
  await expect(table).toBeVisible();
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(rows);
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await chooseCustomer(page, CUSTOMER);
  return page;
}

async function setPolicy(page: Page, approvals: string, reasons: boolean): Promise<void> {
  await customerMenu(page).getByRole('link', { name: 'Policies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  const select = page.getByLabel('Changes go live after approval by N other people');
  await expect(select).toBeEnabled();
  await select.selectOption(approvals);
  const checkbox = page.getByLabel('Every change needs a reason');
  if ((await checkbox.isChecked()) !== reasons) await checkbox.click();
  await page.getByRole('button', { name: 'Save policies' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The policies were saved.' })).toBeVisible();
}

test.afterEach(async ({ browser }) => {
  const page = await signedIn(browser, 'admin@demo.test');
  try {
    await setPolicy(page, '0', false);
    await openFeature(page, WEBSITE, 'leaders');
    await expect(count(page)).toBeVisible();
    if (await banner(page).count()) {
      await banner(page).getByRole('button', { name: 'Discard draft', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Discard this draft?' })
        .getByRole('button', { name: 'Discard draft' })
        .click();
      await expect(banner(page)).toHaveCount(0);
    }
  } finally {
    await page.context().close();
  }
});

test('an Editor asks for approval with a reason; a Publisher approves it and the sample page follows', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, 'admin@demo.test');
  await setPolicy(admin, '1', true);
  await admin.context().close();

  const editor = await signedIn(browser, 'editor@demo.test');
  await openFeature(editor, WEBSITE, 'leaders');
  await expect(count(editor)).toBeVisible();
  // The Editor makes nothing live: saving a draft is the primary action, there is no live Save.
  await expect(form(editor).getByRole('button', { name: 'Save as draft', exact: true })).toBeVisible();
  await expect(form(editor).getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);
  const before = Number(await count(editor).inputValue());
  const target = before === 8 ? 9 : 8;
  const siteContext = await browser.newContext();
  const site = await siteContext.newPage();
  const url = sampleSiteUrl(baseURL);
  await leaderRows(site, url, before);

  await count(editor).fill(String(target));
  await form(editor).getByRole('button', { name: 'Save as draft', exact: true }).click();
  await expect(
    editor.getByRole('status').filter({ hasText: 'Draft saved. It is not live yet.' }).last(),
  ).toBeVisible();
  await banner(editor).getByRole('button', { name: 'Ask for approval' }).click();
  const ask = editor.getByRole('form', { name: 'Ask for approval' });
  await ask.getByLabel('Reason').fill(REASON);
  await ask.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(banner(editor).getByText('Waiting for approval: 0 of 1.')).toBeVisible();
  await editor.context().close();

  const publisher = await signedIn(browser, 'publisher@demo.test');
  const waitingLink = customerMenu(publisher).getByRole('link', { name: /^Waiting for approval/ });
  await expect(waitingLink).toHaveText(/^Waiting for approval\s*1$/);
  await waitingLink.click();
  await expect(publisher.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
  const request = publisher.getByRole('region', { name: `Leaders · ${WEBSITE}` });
  await expect(request.getByText(REASON)).toBeVisible();
  await expect(request.getByRole('listitem').first()).toHaveText(`${COUNT_LABEL}: ${before} → ${target}`);
  await request.getByLabel('Comment').fill('Fine by me');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(publisher.getByText('Nothing is waiting for approval.')).toBeVisible();
  await leaderRows(site, url, target);

  // Put the live count back for the specs after this one, under no policy.
  const admin2 = await signedIn(browser, 'admin@demo.test');
  await setPolicy(admin2, '0', false);
  await openFeature(admin2, WEBSITE, 'leaders');
  await expect(count(admin2)).toHaveValue(String(target));
  await count(admin2).fill(String(before));
  await form(admin2).getByRole('button', { name: 'Update', exact: true }).click();
  await expect(
    admin2
      .getByRole('status')
      .filter({ hasText: featureById('leaders')!.successMessage })
      .last(),
  ).toBeVisible();
  await admin2.context().close();
  await publisher.context().close();
  await siteContext.close();
});
