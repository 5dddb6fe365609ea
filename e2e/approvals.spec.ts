import { featureById } from '@eua/shared';
import type { Browser, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';
import { startWebhookReceiver } from './webhook-receiver';

/**
 * Approval before publishing end to end (docs/product.md#approvals): an Admin sets "1 approval" and reasons
 * required in Customer › Policies; the Editor, who has no live Save, changes Leaders' "Number of leaders per
 * statistic" on NBL Official Website as a draft and asks for approval with a reason; the Publisher sees it
 * waiting (with the count in the navigation), approves it, and the sample page follows. A receiver the test
 * starts gets the signed "Change published" delivery, with the reason, verified with `standardwebhooks`; the
 * Activity page, filtered by person, tells every step in plain words.
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

const webhooksTable = (page: Page) => page.getByRole('table', { name: "The customer's webhooks" });

/** Adds a webhook for `url` on Customer › Webhooks; answers its signing secret, shown once. */
async function addWebhook(page: Page, url: string): Promise<string> {
  await customerMenu(page).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByLabel('Endpoint URL').fill(url);
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const secretField = page.getByLabel('Signing secret');
  await expect(secretField).toHaveValue(/^whsec_/);
  const secret = await secretField.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secretField).toBeHidden();
  await expect(webhooksTable(page).getByRole('row').filter({ hasText: url })).toContainText('Enabled');
  return secret;
}

/** The receiver's webhook, added by the test, is deleted after it whatever happened. */
let hookUrl: string | null = null;

test.afterEach(async ({ browser }) => {
  const page = await signedIn(browser, 'admin@demo.test');
  try {
    if (hookUrl) {
      await customerMenu(page).getByRole('link', { name: 'Webhooks' }).click();
      const row = webhooksTable(page).getByRole('row').filter({ hasText: hookUrl });
      await expect(webhooksTable(page).or(page.getByText('No webhooks yet.')).first()).toBeVisible();
      if (await row.count()) {
        await row.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('button', { name: 'Delete webhook' }).click();
        await expect(row).toHaveCount(0);
      }
      hookUrl = null;
    }
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
  const receiver = await startWebhookReceiver('/approvals-hook');
  try {
    await approveAndFollow(browser, baseURL, receiver);
  } finally {
    await receiver.close();
  }
});

async function approveAndFollow(
  browser: Browser,
  baseURL: string | undefined,
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>,
): Promise<void> {
  const admin = await signedIn(browser, 'admin@demo.test');
  await setPolicy(admin, '1', true);
  hookUrl = receiver.url;
  const secret = await addWebhook(admin, receiver.url);
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
  // Under the policy a Publisher is offered no live write either: the draft's Ask, no Update, no Publish.
  await openFeature(publisher, WEBSITE, 'leaders');
  await expect(count(publisher)).toHaveValue(String(target));
  await expect(banner(publisher).getByText('Waiting for approval: 0 of 1.')).toBeVisible();
  await expect(form(publisher).getByRole('button', { name: 'Save as draft', exact: true })).toBeVisible();
  await expect(form(publisher).getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);
  await expect(banner(publisher).getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
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

  // The approval's publish is delivered, signed, with the change request's reason.
  const published = () =>
    receiver.received
      .map((delivery) => ({
        delivery,
        event: JSON.parse(delivery.body) as {
          type: string;
          data: { websiteName: string; resource: string; reason?: string };
        },
      }))
      .find(
        ({ event }) =>
          event.type === 'change.published' &&
          event.data.resource === 'leaders' &&
          event.data.websiteName === WEBSITE,
      );
  // Every server polls its outbox every few seconds: the delivery follows the approval.
  await expect.poll(() => published() !== undefined, { timeout: 30_000 }).toBe(true);
  const { delivery } = published()!;
  expect(new Webhook(secret).verify(delivery.body, delivery.headers)).toMatchObject({
    type: 'change.published',
    data: { websiteName: WEBSITE, resource: 'leaders', reason: REASON },
  });

  // The Activity page tells each step in plain words, by person.
  await customerMenu(publisher).getByRole('link', { name: 'Activity' }).click();
  await expect(publisher.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const filters = publisher.getByRole('form', { name: 'Filter activity' });
  const table = publisher.getByRole('table', { name: 'Configuration changes, newest first' });
  const rows = (text: string) => table.getByRole('row').filter({ hasText: text }).first();
  // Rows whose person (the second cell) is `name`.
  const rowsBy = (name: string) =>
    table.getByRole('row').filter({ has: publisher.getByRole('cell', { name: new RegExp(`^${name}`) }) });
  await filters.getByLabel('Person').selectOption({ label: 'Eden Editor (editor@demo.test)' });
  await expect(rowsBy('Eden Editor').first()).toBeVisible();
  await expect(rows('Approval requested')).toContainText(`Reason: ${REASON}`);
  await expect(rows('Draft saved')).toContainText(`${COUNT_LABEL}: ${before} → ${target}`);
  await expect(rowsBy('Pat Publisher')).toHaveCount(0);
  await filters.getByLabel('Person').selectOption({ label: 'Pat Publisher (publisher@demo.test)' });
  await expect(rows('Change approved')).toContainText('Comment: Fine by me');
  const live = table
    .getByRole('row')
    .filter({ hasText: `${COUNT_LABEL}: ${before} → ${target}` })
    .filter({ hasText: `Reason: ${REASON}` })
    .first();
  await expect(live).toContainText(WEBSITE);
  await expect(live).toContainText('Published from a draft (draft by Eden Editor)');
  await expect(rowsBy('Eden Editor')).toHaveCount(0);

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
}
