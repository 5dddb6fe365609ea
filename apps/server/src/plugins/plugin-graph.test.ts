/**
 * The modules are Fastify plugins that declare what they read (decision 163): a module registered without a
 * decorator it depends on stops the start with an error naming both, instead of failing on a request.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { configRoutes, configWrites } from '../modules/config/config.plugin';
import { draftRoutes, draftScheduler } from '../modules/drafts/drafts.plugin';
import { moveRoutes } from '../modules/move/move.plugin';
import { usageRecorder } from '../modules/usage/usage.plugin';
import { engines } from '../test-support/engines';
import { configEventsPlugin } from './config-events';
import { dbPlugin } from './db';

let db: Db;
let cleanup: () => Promise<void>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  const [pglite] = engines;
  if (!pglite) throw new Error('No database engine to test on');
  ({ db, cleanup } = await pglite.open());
});
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => undefined);
  await cleanup();
});

/** An app holding only the database decorator. */
function appWithDb(): FastifyInstance {
  const app = Fastify();
  apps.push(app);
  void app.register(dbPlugin, { db, close: false });
  return app;
}

describe('module plugins and their dependencies', () => {
  it.each([
    ['draft-routes', 'config-writes', (app: FastifyInstance) => app.register(draftRoutes, { publicUrl: '' })],
    ['config-routes', 'config-writes', (app: FastifyInstance) => app.register(configRoutes)],
    ['draft-scheduler', 'config-writes', (app: FastifyInstance) => app.register(draftScheduler, {})],
    [
      'config-writes',
      'config-events',
      (app: FastifyInstance) => app.register(configWrites, { requireIfMatch: false, now: Date.now }),
    ],
    ['move-routes', 'config-events', (app: FastifyInstance) => app.register(moveRoutes, {})],
    [
      'usage-recorder',
      'config-events',
      (app: FastifyInstance) => app.register(usageRecorder, { retentionDays: 30, now: Date.now }),
    ],
  ])('%s without %s: the start fails naming the missing plugin', async (plugin, missing, register) => {
    const app = appWithDb();
    void register(app);
    await expect(app.ready()).rejects.toThrow(
      `The dependency '${missing}' of plugin '${plugin}' is not registered`,
    );
  });

  it('starts once what a module needs is registered before it, and its routes answer', async () => {
    const app = appWithDb();
    void app.register(configEventsPlugin, { now: Date.now });
    void app.register(configWrites, { requireIfMatch: false, now: Date.now });
    void app.register(draftRoutes, { publicUrl: 'http://localhost' });
    await app.ready();
    expect(app.configWrites.requireIfMatch).toBe(false);
    expect(app.hasRoute({ method: 'GET', url: '/v1/config/:websiteId/:resource/draft' })).toBe(true);
  });
});
