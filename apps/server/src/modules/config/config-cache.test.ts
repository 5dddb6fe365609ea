/**
 * The configuration reads' cache across instances (decision 080), on every engine: two app
 * instances on one database (on PostgreSQL each with its own pool and LISTEN connection, as two processes
 * would be). A write acknowledged by one is never followed by an older version from the other — not once,
 * with no waiting in between — even while that other instance answers reads from its cache.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { type SecondInstance, secondInstance } from '../../test-support/second-instance';

describe.each(engines)('the configuration cache on $name', (engine) => {
  let ctx: TestContext;
  let other: SecondInstance;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: string;
  const url = '/v1/config/2001/general';

  const read = async (app: FastifyInstance) => {
    const response = await app.inject({ url, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    const version = response.json().data[0].version as number;
    expect(response.headers.etag).toBe(`"${version}"`);
    return { version, config: response.json().data[0].config as Record<string, unknown> };
  };
  const write = async (app: FastifyInstance, places: number) => {
    const response = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(admin),
      payload: { statisticsDecimalPlaces: places, websiteId: '2001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0].version as number;
  };

  beforeAll(async () => {
    ctx = await startTestApp({ engine, env: { SERVICES: 'api,tokens' } });
    a = ctx.app;
    other = await secondInstance(ctx, { env: { SERVICES: 'api,tokens' } });
    b = other.app;
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('PUT on A, then at once GET on B (whose cache held the old version): B answers the new one', async () => {
    for (let round = 0; round < 12; round++) {
      const writer = round % 2 === 0 ? a : b;
      const reader = round % 2 === 0 ? b : a;
      // The reader has the current version cached (two reads: the second is a hit).
      const before = await read(reader);
      expect((await read(reader)).version).toBe(before.version);
      const places = round % 4;
      const version = await write(writer, places);
      expect(version).toBe(before.version + 1);
      const after = await read(reader);
      expect(after.version).toBe(version);
      expect(after.config.statisticsDecimalPlaces).toBe(places);
      expect((await read(writer)).version).toBe(version);
    }
  });

  it('B read continuously while A writes: no read started after an acknowledgement answers an older version', async () => {
    const acknowledged: number[] = [];
    const stale: string[] = [];
    let writing = true;
    const reader = async () => {
      while (writing) {
        const floor = acknowledged.at(-1) ?? 0;
        const { version } = await read(b);
        if (version < floor) stale.push(`read ${version} after ${floor} was acknowledged`);
        // A cached answer may come back without the event loop turning: let the writer's I/O run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const readers = [reader(), reader(), reader()];
    for (let i = 0; i < 15; i++) acknowledged.push(await write(a, i % 4));
    writing = false;
    await Promise.all(readers);
    expect(stale).toEqual([]);
    expect((await read(b)).version).toBe(acknowledged.at(-1));
  });

  it("another customer's website is still refused after this customer's reads filled the cache", async () => {
    await read(b);
    // The same user with a token for Ice & Court Media: website 2001 is Northern Basketball League's.
    const outsider = await productToken(ctx, demoUsers.admin.id, '1002');
    const response = await b.inject({ url, headers: bearer(outsider) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Website not found' });
    const unknown = await b.inject({ url: '/v1/config/2001/nope', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unknown configuration resource' });
  });

  if (engine.name === 'PostgreSQL') {
    it("B's LISTEN connections are cut: B answers from the database, never a stale version, and listens again", async () => {
      await read(b);
      await ctx.db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      for (let i = 0; i < 5; i++) {
        const version = await write(a, i % 4);
        expect((await read(b)).version).toBe(version);
      }
    });
  }
});
