import { featureById } from '@eua/shared';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures';
import { startWebhookReceiver } from './webhook-receiver';

/**
 * Webhooks end to end (docs/product.md#webhooks): an Admin adds a webhook on Customer › Webhooks for a
 * receiver this test starts, copies the secret shown once, saves a change, and the receiver gets the signed
 * delivery, verified with the `standardwebhooks` package; the delivery log says it was delivered. It edits
 * Handball Today's Leaders, which the other specs only read or set afresh.
 */
test('a saved change is delivered, signed, to a webhook added on the Webhooks page', async ({
  page,
  signIn,
  chooseCustomer,
  openFeature,
}) => {
  const { url, received, close } = await startWebhookReceiver('/eua-hook');
  try {
    await signIn('admin@demo.test');
    await chooseCustomer('Ice & Court Media');
    await page
      .getByRole('navigation', { name: 'Customer', exact: true })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secretField = page.getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(secretField).toBeHidden();
    const table = page.getByRole('table', { name: "The customer's webhooks" });
    await expect(table.getByRole('row').filter({ hasText: url })).toContainText('Enabled');

    const leaders = featureById('leaders')!;
    await openFeature('Handball Today', 'leaders');
    const form = page.getByRole('form', { name: 'Leaders' });
    const count = form.getByRole('spinbutton', { name: 'Number of leaders per statistic' });
    const now = Number(await count.inputValue());
    await count.fill(String(now === 14 ? 15 : 14));
    await form.getByRole('button', { name: leaders.submitLabel }).click();
    await expect(page.getByRole('status').filter({ hasText: leaders.successMessage }).last()).toBeVisible();

    // Every server polls its outbox every few seconds: the delivery follows the save.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const [delivery] = received;
    const payload = new Webhook(secret).verify(delivery!.body, delivery!.headers) as {
      type: string;
      data: { websiteName: string; resource: string; source: { kind: string } };
    };
    expect(payload).toMatchObject({
      type: 'change.published',
      data: { websiteName: 'Handball Today', resource: 'leaders', source: { kind: 'save' } },
    });

    await page.goto('/webhooks');
    const row = page
      .getByRole('table', { name: "The customer's webhooks" })
      .getByRole('row')
      .filter({ hasText: url });
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${url}, newest first` });
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
    await expect(log.getByRole('row').nth(1)).toContainText('204');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete webhook' }).click();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
  } finally {
    await close();
  }
});
