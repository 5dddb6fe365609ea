/**
 * The webhooks' delivery worker across servers (docs/product.md#webhooks, decision 140): two instances on one
 * database, each with its own worker (on PostgreSQL each with its own pool, as two processes would be), make
 * each delivery once, to a real receiver. Clocks are injected: nothing waits.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { type SecondInstance, secondInstance } from '../../test-support/second-instance';
import { backoffMs, startDeliveryWorker } from './delivery-worker';

describe.each(engines)('webhook deliveries on $name', (engine) => {
  let ctx: TestContext;
  let other: SecondInstance;
  let admin: string;
  let server: Server;
  let url = '';
  const ids: string[] = [];
  const clock = Date.now();
  const env = { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' };
  const webhooks = { now: () => clock, intervalMs: 3_600_000 };

  beforeAll(async () => {
    server = createServer((request, response) => {
      ids.push(String(request.headers['webhook-id']));
      request.resume();
      request.on('end', () => response.writeHead(200).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    ctx = await startTestApp({ engine, env, webhooks });
    other = await secondInstance(ctx, { env, webhooks });
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('makes each delivery once when two instances poll at the same moment', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: bearer(admin),
      payload: { url, events: ['change.published'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    // Five saves of Leaders, each a version of its own: five events.
    const saves = [11, 12, 13, 14, 15];
    for (const count of saves) {
      const path = '/v1/config/2001/leaders';
      const current = (await ctx.app.inject({ url: path, headers: bearer(admin) })).json().data[0].config;
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: path,
        headers: bearer(admin),
        payload: { ...current, leadersCountPerStatistic: count },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const [a, b] = [ctx.app.webhookWorker, other.app.webhookWorker];
    if (!a || !b) throw new Error('the delivery workers did not start');
    const made1 = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(made1.reduce((sum, n) => sum + n, 0)).toBe(saves.length);
    expect(ids).toHaveLength(saves.length);
    expect(new Set(ids).size).toBe(saves.length);
  });

  it('keeps settled deliveries in the log for 30 days, then sweeps them', async () => {
    const settled = async () =>
      Number(
        (
          await ctx.db.query<{ n: string }>(
            "select count(*) as n from webhook_deliveries where status = 'delivered'",
          )
        )[0]?.n,
      );
    const day = 24 * 3_600_000;
    const log = { error: () => undefined };
    expect(await settled()).toBe(5);
    for (const [daysLater, left] of [
      [29, 5],
      [31, 0],
    ] as const) {
      const later = startDeliveryWorker({
        db: ctx.db,
        now: () => clock + daysLater * day,
        allowPrivateAddresses: true,
        intervalMs: 3_600_000,
        log,
      });
      await later.tick();
      await later.stop();
      expect(await settled(), `${daysLater} days later`).toBe(left);
    }
  });
});

describe('back-off', () => {
  it('doubles from 30 seconds and stays at 4 hours', () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(12)).toBe(4 * 3_600_000);
    expect(backoffMs(40)).toBe(4 * 3_600_000);
  });
});
