/**
 * Webhooks (docs/product.md#webhooks, decisions 139 and 140) against a real receiver: a local HTTP server
 * this test starts. Deliveries are verified with the `standardwebhooks` package, a verifier nobody here
 * wrote; the worker's clock is injected, so back-off and the 3-day pause are tested without waiting.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { configEventsOf } from '../../write-events';
import { FIRST_BACKOFF_MS, MAX_BACKOFF_MS, PAUSE_FAILING_AFTER_MS } from './delivery-worker';

type Received = { headers: IncomingHttpHeaders; body: string; path: string };

/** A webhook receiver on 127.0.0.1: keeps what it is sent and answers what `answer` says. */
async function startReceiver() {
  const received: Received[] = [];
  let answer: (request: Received) => { status: number; headers?: Record<string, string> } = () => ({
    status: 200,
  });
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const one = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      };
      received.push(one);
      const { status, headers } = answer(one);
      response.writeHead(status, headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(fn: typeof answer) {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Delivery = {
  id: string;
  messageId: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  nextAttemptAt: string | null;
};

const headersOf = (one: Received): Record<string, string> => ({
  'webhook-id': String(one.headers['webhook-id']),
  'webhook-timestamp': String(one.headers['webhook-timestamp']),
  'webhook-signature': String(one.headers['webhook-signature']),
});

describe('webhooks', () => {
  let ctx: TestContext;
  let admin: string;
  let receiver: Receiver;
  let clock = Date.now();
  const worker = () => {
    if (!ctx.app.webhookWorker) throw new Error('the delivery worker did not start');
    return ctx.app.webhookWorker;
  };
  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(admin),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function addWebhook(events: string[] = ['change.published']) {
    const made = await api('POST', '/v1/webhooks', {
      url: receiver.url,
      events,
      description: 'Test receiver',
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data[0] as { id: string; secret: string; url: string };
  }

  /** Saves General of website 2001 with another decimal places count: one committed write. */
  async function changeGeneral() {
    const current = (await api('GET', '/v1/config/2001/general')).json().data[0];
    const places = ((current.config.statisticsDecimalPlaces ?? 0) + 1) % 4;
    // Only the field it changes: the others follow the customer's defaults (sending them would set them).
    const saved = await api('PUT', '/v1/config/2001/general', { statisticsDecimalPlaces: places });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const deliveries = async (id: string) => {
    const response = await api('GET', `/v1/webhooks/${id}/deliveries`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Delivery[];
  };

  beforeAll(async () => {
    ctx = await startTestApp({
      env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' },
      webhooks: { now: () => clock, intervalMs: 3_600_000 },
      scheduler: { now: () => clock, intervalMs: 3_600_000 },
    });
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    receiver = await startReceiver();
  });
  afterEach(async () => {
    for (const hook of (await api('GET', '/v1/webhooks')).json().data as { id: string }[]) {
      await api('DELETE', `/v1/webhooks/${hook.id}`);
    }
    receiver.received.length = 0;
    receiver.answer(() => ({ status: 200 }));
  });
  afterAll(async () => {
    await receiver?.close();
    await ctx?.close();
  });

  it('delivers a saved configuration change signed per Standard Webhooks, verified by standardwebhooks', async () => {
    const hook = await addWebhook();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The secret is shown once: the list never holds it.
    const listed = (await api('GET', '/v1/webhooks')).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: hook.id, url: receiver.url, enabled: true })]);
    expect(JSON.stringify(listed)).not.toContain(hook.secret);

    await changeGeneral();
    expect(await worker().tick()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [one] = receiver.received;
    const payload = new Webhook(hook.secret).verify(one!.body, headersOf(one!)) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('change.published');
    expect(payload.data).toMatchObject({
      websiteId: '2001',
      resource: 'general',
      screen: 'General',
      changedFields: ['statisticsDecimalPlaces'],
      source: { kind: 'api' },
      by: demoUsers.admin.id,
    });
    // Someone else's secret does not verify it.
    const other = await addWebhook();
    expect(() => new Webhook(other.secret).verify(one!.body, headersOf(one!))).toThrow();

    const [logged] = await deliveries(hook.id);
    expect(logged).toMatchObject({
      messageId: one!.headers['webhook-id'],
      eventType: 'change.published',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      error: null,
      nextAttemptAt: null,
    });
    expect(logged!.durationMs).toEqual(expect.any(Number));
  });

  it('retries a failed delivery with the same id, each attempt signed anew, and Redeliver sends it again', async () => {
    const hook = await addWebhook();
    receiver.answer(() => ({ status: 503 }));
    await changeGeneral();
    await worker().tick();
    let [logged] = await deliveries(hook.id);
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503 });
    expect(Date.parse(logged!.nextAttemptAt!)).toBe(clock + FIRST_BACKOFF_MS);
    // Not due yet: nothing is sent.
    expect(await worker().tick()).toBe(0);

    receiver.answer(() => ({ status: 204 }));
    clock += FIRST_BACKOFF_MS;
    expect(await worker().tick()).toBe(1);
    [logged] = await deliveries(hook.id);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 204 });

    const redelivered = await api('POST', `/v1/webhooks/${hook.id}/deliveries/${logged!.id}/redeliver`);
    expect(redelivered.statusCode, redelivered.body).toBe(202);
    expect(redelivered.json().data[0]).toMatchObject({ id: logged!.id, status: 'pending' });
    expect(await worker().tick()).toBe(1);

    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((one) => one.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const one of receiver.received) {
      expect(new Webhook(hook.secret).verify(one.body, headersOf(one))).toMatchObject({
        type: 'change.published',
      });
    }
    expect(await api('POST', `/v1/webhooks/${hook.id}/deliveries/999999/redeliver`)).toMatchObject({
      statusCode: 404,
    });
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const hook = await addWebhook();
    receiver.answer((one) =>
      one.path === '/hooks' ? { status: 302, headers: { location: '/elsewhere' } } : { status: 200 },
    );
    await changeGeneral();
    await worker().tick();
    expect(receiver.received.map((one) => one.path)).toEqual(['/hooks']);
    const [logged] = await deliveries(hook.id);
    expect(logged).toMatchObject({ status: 'pending', responseStatus: 302 });
    expect(logged!.error).toMatch(/redirect/);
  });

  it("enqueues in the write's transaction: a write that commits delivers, one that rolls back never does", async () => {
    const hook = await addWebhook();
    const events = configEventsOf(ctx.db, undefined, () => clock);
    const event = {
      websiteId: '2001',
      websiteName: 'NBL Official Website',
      resource: 'leaders',
      version: 99,
      changedFields: ['leadersCountPerStatistic'],
      source: { kind: 'api' as const },
      who: demoUsers.admin.id,
    };
    await expect(
      events.transaction(ctx.db, async (_tx, publish) => {
        await publish(event);
        throw new Error('the write failed after its event');
      }),
    ).rejects.toThrow('the write failed');
    expect(await deliveries(hook.id)).toEqual([]);
    expect(await worker().tick()).toBe(0);

    await events.transaction(ctx.db, async (_tx, publish) => publish(event));
    expect(await deliveries(hook.id)).toHaveLength(1);
    expect(await worker().tick()).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      data: { resource: 'leaders', version: 99 },
    });

    // A write refused by the server (a stale If-Match) stores nothing and delivers nothing.
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/config/2001/general',
      headers: { ...bearer(admin), 'if-match': '"1"' },
      payload: { statisticsDecimalPlaces: 3 },
    });
    expect(stale.statusCode).toBe(412);
    expect(await deliveries(hook.id)).toHaveLength(1);
  });

  it('sends only the events an endpoint asked for, and nothing while it is paused', async () => {
    const imports = await addWebhook(['import.applied']);
    const changes = await addWebhook(['change.published']);
    const paused = await api('PATCH', `/v1/webhooks/${changes.id}`, { enabled: false });
    expect(paused.json().data[0]).toMatchObject({ enabled: false, pausedReason: 'paused' });
    await changeGeneral();
    expect(await deliveries(imports.id)).toEqual([]);
    expect(await deliveries(changes.id)).toEqual([]);
    const enabled = await api('PATCH', `/v1/webhooks/${changes.id}`, { enabled: true });
    expect(enabled.json().data[0]).toMatchObject({ enabled: true, pausedReason: null });
  });

  it('records webhooks added, changed and deleted in the activity log', async () => {
    const hook = await addWebhook();
    await api('PATCH', `/v1/webhooks/${hook.id}`, { events: ['change.published', 'schedule.published'] });
    await api('DELETE', `/v1/webhooks/${hook.id}`);
    const entries = (await api('GET', '/v1/activity?kind=webhook&limit=3')).json().data as {
      user: { email: string | null };
      source: { detail: { action: string; url: string } };
      changedFields: string[];
    }[];
    expect(entries.map((entry) => entry.source.detail.action)).toEqual(['deleted', 'changed', 'created']);
    expect(entries[1]!.changedFields).toEqual(['events']);
    expect(entries.every((entry) => entry.user.email === 'admin@demo.test')).toBe(true);
    expect(entries.every((entry) => entry.source.detail.url === receiver.url)).toBe(true);
  });

  it('answers 400 with { message, errors } to a malformed body, and 404 for an endpoint that is not there', async () => {
    const bad: unknown[] = [
      null,
      [],
      {},
      { url: receiver.url },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['nothing.happened'] },
      { url: receiver.url, events: ['change.published', 'change.published'] },
      { url: 'ftp://example.com/hook', events: ['change.published'] },
      { url: 'https://user:secret@example.com/hook', events: ['change.published'] },
      { url: 'not a url', events: ['change.published'] },
      { url: receiver.url, events: ['change.published'], secret: 'mine' },
      { url: 42, events: 'change.published' },
    ];
    for (const payload of bad) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"url":',
    });
    expect(notJson.statusCode).toBe(400);
    const hook = await addWebhook();
    for (const payload of [{}, { enabled: 'yes' }, { events: [] }, { url: 'ftp://x' }, { other: 1 }, null]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/v1/webhooks/${hook.id}`,
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await deliveries(hook.id)).toEqual([]);
    expect((await api('PATCH', '/v1/webhooks/abc', { enabled: false })).json()).toEqual({
      message: 'Webhook not found',
    });
    expect((await api('DELETE', '/v1/webhooks/123456789')).statusCode).toBe(404);
  });

  it('refuses webhook calls to a token without the right to manage webhooks, reads included', async () => {
    const viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/webhooks', headers: bearer(viewer) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to manage webhooks' });
  });

  it('tells of a scheduled change that conflicted, and of one that was published', async () => {
    const hook = await addWebhook(['schedule.published', 'schedule.conflicted']);
    const general = (await api('GET', '/v1/config/2001/general')).json().data[0].config;
    expect((await api('PUT', '/v1/config/2001/general', { ...general, timezone: 'UTC' })).statusCode).toBe(
      200,
    );
    const inAnHour = new Date(clock + 3_600_000).toISOString().slice(0, 16);
    const schedule = async (resource: string, changes: Record<string, unknown>) => {
      const draft = await api('PUT', `/v1/config/2001/${resource}/draft`, changes);
      expect(draft.statusCode, draft.body).toBe(200);
      const set = await ctx.app.inject({
        method: 'PUT',
        url: `/v1/config/2001/${resource}/draft/schedule`,
        headers: { ...bearer(admin), 'if-match': draft.headers.etag as string },
        payload: { at: inAnHour },
      });
      expect(set.statusCode, set.body).toBe(200);
    };
    await schedule('standings', { showPools: false });
    await schedule('entities', { showEntityLogo: false });
    // The live Standings change after their draft was made: that schedule conflicts when it comes due.
    const standings = (await api('GET', '/v1/config/2001/standings')).json().data[0].config;
    const live = await api('PUT', '/v1/config/2001/standings', {
      ...standings,
      showPools: !standings.showPools,
    });
    expect(live.statusCode, live.body).toBe(200);

    clock += 2 * 3_600_000;
    if (!ctx.app.scheduler) throw new Error('the scheduler did not start');
    expect(await ctx.app.scheduler.tick()).toBe(2);
    expect(await worker().tick()).toBe(2);
    const bodies = receiver.received.map(
      (one) => JSON.parse(one.body) as { type: string; data: { resource: string } },
    );
    expect(bodies.map((body) => [body.type, body.data.resource]).sort()).toEqual([
      ['schedule.conflicted', 'standings'],
      ['schedule.published', 'entities'],
    ]);
    expect((await deliveries(hook.id)).map((one) => one.status)).toEqual(['delivered', 'delivered']);
  });

  it('tells of an imported settings file as import.applied, naming the file', async () => {
    const hook = await addWebhook(['import.applied', 'change.published']);
    const file = (await api('GET', '/v1/config/2001/export?resources=leaders')).json();
    const settings = file.resources.leaders.settings;
    settings.leadersCountPerStatistic = settings.leadersCountPerStatistic === 9 ? 10 : 9;
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/v1/config/2001/import?fileName=leaders.json',
      headers: bearer(admin),
      payload: file,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await worker().tick()).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'import.applied',
      data: { resource: 'leaders', source: { kind: 'import', detail: { fileName: 'leaders.json' } } },
    });
    expect((await deliveries(hook.id)).map((one) => one.eventType)).toEqual(['import.applied']);
  });

  // The clock moves by days from here: the deliveries below are not verified against the real time.
  it('backs off exponentially for 24 hours, then gives up', async () => {
    const hook = await addWebhook();
    receiver.answer(() => ({ status: 500 }));
    const start = clock;
    await changeGeneral();
    const waits: number[] = [];
    let attemptAt = clock;
    for (let guard = 0; guard < 40; guard += 1) {
      expect(await worker().tick()).toBe(1);
      const [logged] = await deliveries(hook.id);
      if (logged!.status === 'failed') break;
      const next = Date.parse(logged!.nextAttemptAt!);
      waits.push(next - attemptAt);
      attemptAt = next;
      clock = next;
    }
    const [logged] = await deliveries(hook.id);
    expect(logged).toMatchObject({ status: 'failed', nextAttemptAt: null, responseStatus: 500 });
    expect(waits.slice(0, 4)).toEqual([
      FIRST_BACKOFF_MS,
      2 * FIRST_BACKOFF_MS,
      4 * FIRST_BACKOFF_MS,
      8 * FIRST_BACKOFF_MS,
    ]);
    expect(Math.max(...waits)).toBe(MAX_BACKOFF_MS);
    // Every attempt within the 24 h, and the next one would have been past them.
    expect(attemptAt - start).toBeLessThanOrEqual(24 * 3_600_000);
    expect(attemptAt + MAX_BACKOFF_MS - start).toBeGreaterThan(24 * 3_600_000);
    expect(receiver.received).toHaveLength(waits.length + 1);
    expect(new Set(receiver.received.map((one) => one.headers['webhook-id'])).size).toBe(1);
  });

  it('pauses an endpoint that has failed for 3 days, with an activity entry', async () => {
    const hook = await addWebhook();
    receiver.answer(() => ({ status: 500 }));
    await changeGeneral();
    await worker().tick();
    clock += PAUSE_FAILING_AFTER_MS - 60_000;
    await changeGeneral();
    await worker().tick();
    expect((await api('GET', '/v1/webhooks')).json().data[0]).toMatchObject({ enabled: true });

    clock += 60_000;
    await changeGeneral();
    await worker().tick();
    const [paused] = (await api('GET', '/v1/webhooks')).json().data;
    expect(paused).toMatchObject({ id: hook.id, enabled: false, pausedReason: 'failing' });
    const [entry] = (await api('GET', '/v1/activity?kind=webhook&limit=1')).json().data;
    expect(entry).toMatchObject({
      user: { sub: null },
      source: { detail: { action: 'paused', url: receiver.url } },
    });

    // Paused, it is sent nothing; enabled again, its run of failures starts over.
    const before = receiver.received.length;
    await changeGeneral();
    expect(await worker().tick()).toBe(0);
    expect(receiver.received).toHaveLength(before);
    const enabled = await api('PATCH', `/v1/webhooks/${hook.id}`, { enabled: true });
    expect(enabled.json().data[0]).toMatchObject({ enabled: true, pausedReason: null, failingSince: null });
  });
});

describe('webhook addresses', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
  });
  afterAll(async () => ctx?.close());

  it('refuses private, loopback and link-local addresses when the endpoint is saved', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:192.168.0.1]/hook',
      'https://[fd00::1]/hook',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: bearer(admin),
        payload: { url, events: ['change.published'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual([
        { field: 'url', message: expect.stringMatching(/public/) },
      ]);
    }
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: bearer(admin),
      payload: { url: 'https://hooks.example.com/eua', events: ['change.published'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/webhooks/${made.json().data[0].id}`,
      headers: bearer(admin),
      payload: { url: 'http://192.168.1.1/' },
    });
    expect(moved.statusCode).toBe(400);
  });
});
