/**
 * Safe editing (decision 064) on every engine (PGlite always, PostgreSQL when one answers): many clients
 * doing read-modify-write rounds with If-Match lose nothing, and a revision is stored for each successful
 * write and for no refused one — in the write's own transaction.
 */
import { etagOfVersion } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

type Doc = { config: Record<string, unknown>; version: number };

describe.each(engines)('safe editing on $name', (engine) => {
  let ctx: TestContext;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    ctx = await startTestApp({ engine });
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  });
  afterAll(async () => ctx?.close());

  const url = (websiteId: string, resource: string) => `/v1/config/${websiteId}/${resource}`;
  const get = async (websiteId: string, resource: string): Promise<Doc> => {
    const response = await ctx.app.inject({ url: url(websiteId, resource), headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    return response.json().data[0];
  };
  const put = (websiteId: string, resource: string, body: object, ifMatch?: string, token = admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: url(websiteId, resource),
      headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: body,
    });
  const revisionCount = async (websiteId: string, resource: string) => {
    const [row] = await ctx.db.query<{ n: number }>(
      'select count(*)::int as n from config_revisions where website_id = $1 and resource = $2',
      [websiteId, resource],
    );
    return row?.n ?? 0;
  };

  it('20 clients × 50 read-modify-write rounds with If-Match: one 2xx per version, 412 for the rest, no domain lost', async () => {
    const CLIENTS = 20;
    const ROUNDS = 50;
    const start = await get('2002', 'general');
    const revisionsBefore = await revisionCount('2002', 'general');
    const okVersions: number[] = [];
    let refused = 0;

    const client = async (id: number) => {
      let doc = await get('2002', 'general');
      for (let round = 0; round < ROUNDS; round += 1) {
        const domain = `c${id}-r${round}.example.com`;
        for (;;) {
          const domains = [...(doc.config.referrerDomains as string[]), domain];
          const response = await put(
            '2002',
            'general',
            { ...doc.config, referrerDomains: domains, websiteId: '2002' },
            etagOfVersion(doc.version),
          );
          if (response.statusCode === 200) {
            doc = response.json().data[0];
            expect(response.headers.etag).toBe(etagOfVersion(doc.version));
            okVersions.push(doc.version);
            break;
          }
          // A stale version: the answer carries the current document, so the retry needs no extra GET.
          expect(response.statusCode, response.body).toBe(412);
          const body = response.json();
          expect(body.errors).toEqual([]);
          refused += 1;
          doc = body.current;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));

    const total = CLIENTS * ROUNDS;
    expect(okVersions).toHaveLength(total);
    expect([...okVersions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, i) => start.version + i + 1),
    );
    const end = await get('2002', 'general');
    expect(end.version).toBe(start.version + total);
    const kept = new Set(end.config.referrerDomains as string[]);
    const lost = [];
    for (let id = 0; id < CLIENTS; id += 1) {
      for (let round = 0; round < ROUNDS; round += 1) {
        if (!kept.has(`c${id}-r${round}.example.com`)) lost.push(`c${id}-r${round}`);
      }
    }
    expect(lost).toEqual([]);
    expect(await revisionCount('2002', 'general')).toBe(revisionsBefore + total);
    // Printed for the note: how many stale writes the server refused on the way.
    console.info(`${engine.name}: ${total} writes taken, ${refused} answered 412`);
  });

  it('stores a revision for every successful write and none for a refused one', async () => {
    const before = await get('2001', 'leaders');
    const count = await revisionCount('2001', 'leaders');
    const refusals = [
      await put('2001', 'leaders', { leadersCountPerStatistic: 51 }), // 400
      await put('2001', 'leaders', { leadersCountPerStatistic: 7 }, etagOfVersion(before.version + 5)), // 412
      await put('2001', 'leaders', { leadersCountPerStatistic: 7 }, undefined, viewer), // 403
      await put('2001', 'leaders', { leadersCountPerStatistic: 7 }, 'not-a-tag'), // 400
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 412, 403, 400]);
    expect(await revisionCount('2001', 'leaders')).toBe(count);
    expect((await get('2001', 'leaders')).version).toBe(before.version);

    const ok = await put('2001', 'leaders', { leadersCountPerStatistic: 7 }, etagOfVersion(before.version));
    expect(ok.statusCode, ok.body).toBe(200);
    const ok2 = await put('2001', 'leaders', { leadersCountPerStatistic: 8 });
    expect(ok2.statusCode, ok2.body).toBe(200);
    expect(await revisionCount('2001', 'leaders')).toBe(count + 2);
    const [revision] = await ctx.db.query<{
      version: number;
      author_sub: string;
      author_email: string;
      changed_fields: string[];
      document: Record<string, unknown>;
    }>(
      `select version, author_sub, author_email, changed_fields, document from config_revisions
        where website_id = '2001' and resource = 'leaders' order by version desc limit 1`,
    );
    expect(revision).toMatchObject({
      version: before.version + 2,
      author_sub: demoUsers.admin.id,
      author_email: demoUsers.admin.email,
      changed_fields: ['leadersCountPerStatistic'],
    });
    expect(revision?.document.leadersCountPerStatistic).toBe(8);
  });
});
