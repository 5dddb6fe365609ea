/**
 * An activity log to trust (docs/product.md#activity, decisions 129 and 130), on PGlite and PostgreSQL: what
 * is not a live write is recorded in the transaction of its change, with the change in plain words; the
 * Person filter's people; dates and cursors out of range refused before a byte of CSV; CSV cells no
 * spreadsheet runs as formulas, whatever separator it splits on; refusals once per request and counted
 * against the write limit; the retention sweep.
 */
import type { ActivityEntry } from '@eua/shared';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { csvCell, sweepActivity } from './activity.service';

const T0 = Date.parse('2026-11-25T12:00:00Z');

describe.each(engines)('the activity log on $name', (engine) => {
  let ctx: TestContext;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    ctx = await startTestApp({
      engine,
      scheduler: { enabled: false, now: () => T0 },
      // The write limit on, low: refused requests count against it.
      env: { RATE_LIMITS: 'true', RATE_LIMIT_WRITES_PER_MINUTE: '1000' },
    });
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  });
  afterAll(async () => ctx?.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(admin), ...headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const newest = async (count: number, query = '') => {
    const response = await call('GET', `/v1/activity?limit=${count}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ActivityEntry[];
  };

  it('records drafts saved and discarded, schedules set, changed and cancelled, review links made and revoked, each in plain words', async () => {
    const draftUrl = '/v1/config/2001/leaders/draft';
    const live = (await call('GET', '/v1/config/2001/leaders')).json().data[0].config;
    const first = await call('PUT', draftUrl, { leadersCountPerStatistic: 9 });
    expect(first.statusCode, first.body).toBe(200);
    const set = await call(
      'PUT',
      `${draftUrl}/schedule`,
      { at: '2026-12-01T09:00:00Z' },
      {
        'if-match': first.headers.etag,
      },
    );
    expect(set.statusCode, set.body).toBe(200);
    const changed = await call(
      'PUT',
      `${draftUrl}/schedule`,
      { at: '2026-12-02T10:00' },
      {
        'if-match': first.headers.etag,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const cancelled = await call('DELETE', `${draftUrl}/schedule`, undefined, {
      'if-match': first.headers.etag,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const link = await call('POST', `${draftUrl}/review-links`, { expiresInHours: 24 });
    expect(link.statusCode, link.body).toBe(201);
    const revoked = await call('DELETE', `/v1/review-links/${link.json().data[0].id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    const discarded = await call('DELETE', draftUrl, undefined, { 'if-match': first.headers.etag });
    expect(discarded.statusCode, discarded.body).toBe(204);

    const entries = await newest(7, '&websiteId=2001&resource=leaders');
    const from = live.leadersCountPerStatistic;
    expect(entries.map((e) => [e.action, e.changes, e.source, e.user.sub, e.website?.websiteId])).toEqual([
      ['draft-discarded', [`Number of leaders per statistic: ${from} → 9`], null, demoUsers.admin.id, '2001'],
      [
        'review-link-revoked',
        [expect.stringMatching(/^Review link valid until .* UTC → revoked$/)],
        null,
        demoUsers.admin.id,
        '2001',
      ],
      [
        'review-link-created',
        [expect.stringMatching(/^Review link valid until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/)],
        null,
        demoUsers.admin.id,
        '2001',
      ],
      [
        'schedule-cancelled',
        [expect.stringMatching(/^Publication: 2 Dec 2026 10:00 \S+ → \(none\)$/)],
        null,
        demoUsers.admin.id,
        '2001',
      ],
      [
        'schedule-changed',
        [expect.stringMatching(/^Publication: 1 Dec 2026 \d\d:00 \S+ → 2 Dec 2026 10:00 \S+$/)],
        null,
        demoUsers.admin.id,
        '2001',
      ],
      [
        'schedule-set',
        [expect.stringMatching(/^Publication: 1 Dec 2026 \d\d:00 \S+$/)],
        null,
        demoUsers.admin.id,
        '2001',
      ],
      ['draft-saved', [`Number of leaders per statistic: ${from} → 9`], null, demoUsers.admin.id, '2001'],
    ]);
  });

  it('takes an RFC 3339 instant with its offset for a schedule, kept as the website time it falls on', async () => {
    const draftUrl = '/v1/config/2001/standings/draft';
    const made = await call('PUT', draftUrl, { showPools: false });
    expect(made.statusCode, made.body).toBe(200);
    const at = await call(
      'PUT',
      `${draftUrl}/schedule`,
      { at: '2026-12-01T10:00:00+01:00' },
      {
        'if-match': made.headers.etag,
      },
    );
    expect(at.statusCode, at.body).toBe(200);
    expect(at.json().data[0].schedule.dueAt).toBe('2026-12-01T09:00:00.000Z');
    for (const bad of ['2026-02-30T09:00:00Z', '2026-12-01T09:00:00+25:00', '2026-12-01 09:00']) {
      const refused = await call(
        'PUT',
        `${draftUrl}/schedule`,
        { at: bad },
        { 'if-match': made.headers.etag },
      );
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errors[0].field, bad).toBe('at');
    }
  });

  it('stores a draft save and its entry together: an entry that cannot be stored leaves no draft', async () => {
    await ctx.db.query(
      "alter table activity add constraint no_draft_entry check (action <> 'draft-saved') not valid",
    );
    try {
      const failed = await call('PUT', '/v1/config/2002/leaders/draft', { leadersCountPerStatistic: 8 });
      expect(failed.statusCode).toBe(500);
    } finally {
      await ctx.db.query('alter table activity drop constraint no_draft_entry');
    }
    // No draft was stored: the draft read answers an empty list (decision 135).
    expect((await call('GET', '/v1/config/2002/leaders/draft')).json()).toEqual({ data: [] });
  });

  it('offers the people who appear in the log, by name, and filters by the one chosen', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/v1/config/2001/leaders',
      headers: bearer(viewer),
      payload: { leadersCountPerStatistic: 5 },
    });
    const people = await call('GET', '/v1/activity/people');
    expect(people.statusCode).toBe(200);
    expect(people.json().data).toEqual([
      { sub: demoUsers.admin.id, name: demoUsers.admin.name, email: demoUsers.admin.email },
      { sub: demoUsers.viewer.id, name: demoUsers.viewer.name, email: demoUsers.viewer.email },
    ]);
    const theirs = await newest(200, `&user=${demoUsers.viewer.id}`);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((e) => e.user.sub === demoUsers.viewer.id)).toBe(true);
  });

  it.each([
    ['from=0000-01-01', 'from'],
    ['to=9999-12-31', 'to'],
    ['from=2026-02-30', 'from'],
    ['to=2026-11-25T24:00:00Z', 'to'],
    ['from=2026-11-25T10:00:00+24:00', 'from'],
    [`cursor=${Buffer.from('["2026-02-30T10:00:00.000000Z","1"]').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('["0000-01-01T00:00:00.000000Z","1"]').toString('base64url')}`, 'cursor'],
  ])('answers %s with 400 naming the parameter, on the list and the CSV alike', async (query, field) => {
    for (const path of ['/v1/activity', '/v1/activity.csv']) {
      if (path.endsWith('.csv') && field === 'cursor') continue;
      const response = await call('GET', `${path}?${query}`);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });

  it('writes CSV cells no spreadsheet runs as a formula, split on a comma, a semicolon or a tab', async () => {
    const { file } = { file: (await call('GET', '/v1/config/2001/export?resources=leaders')).json() };
    const imported = await ctx.app.inject({
      method: 'POST',
      url: `/v1/config/2003/import?fileName=${encodeURIComponent("x;=cmd|' /C calc'!A0;")}`,
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: JSON.stringify(file),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // A refused value echoed in the refusal's message.
    await call('PUT', '/v1/config/2003/general', { timezone: ';=1+1;' });
    await call('PUT', '/v1/config/2003/general', { timezone: '\t@SUM(1)\r-2,+3' });
    const csv = await call('GET', '/v1/activity.csv?websiteId=2003');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('cmd|');
    expect(csv.body).toContain('1+1');
    const formula = /^[=+\-@\t\r]/;
    // As written (comma-separated, quotes honoured): no cell starts a formula.
    const cells: string[] = parse(csv.body, { skip_empty_lines: true }).flat();
    expect(cells.filter((cell) => formula.test(cell))).toEqual([]);
    // Split on a semicolon or a tab, as a spreadsheet set to them would (quotes mean nothing across another
    // separator): no cell starts a formula, with or without the quotes around it.
    for (const delimiter of [',', ';', '\t']) {
      const rows: string[][] = parse(csv.body, {
        delimiter,
        quote: false,
        relax_column_count: true,
        skip_empty_lines: true,
      });
      const split = rows.flat();
      expect(split.length, delimiter).toBeGreaterThan(rows.length);
      const risky = split.filter((cell) => formula.test(cell) || formula.test(cell.replace(/^"+/, '')));
      expect(risky, JSON.stringify(delimiter)).toEqual([]);
    }
    // A cell keeps its text for a reader: an apostrophe before what could start a formula, nothing lost.
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('a;=b')).toBe(`"a;'=b"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('plain words')).toBe('plain words');
    expect(csvCell(-3)).toBe('-3');
  });

  it('records a read-only copy once per request and counts it against the write limit', async () => {
    const limited = await startTestApp({
      engine,
      scheduler: { enabled: false },
      env: { RATE_LIMITS: 'true', RATE_LIMIT_WRITES_PER_MINUTE: '2' },
    });
    try {
      const token = await productToken(limited, demoUsers.viewer.id, '1001');
      const body = {
        sourceWebsiteId: '2001',
        targets: ['2002', '2003'],
        resources: ['general', 'leaders'],
        versions: { '2002': { general: 1, leaders: 1 }, '2003': { general: 1, leaders: 1 } },
      };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/v1/copy/apply',
          headers: bearer(token),
          payload: body,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([403, 403, 429]);
      const reader = await productToken(limited, demoUsers.admin.id, '1001');
      const log = await limited.app.inject({ url: '/v1/activity?kind=copy', headers: bearer(reader) });
      const refused = (log.json().data as ActivityEntry[]).filter((e) => e.outcome === 'refused');
      expect(refused.map((e) => [e.status, e.website, e.resource, e.user.sub])).toEqual([
        [403, null, null, demoUsers.viewer.id],
        [403, null, null, demoUsers.viewer.id],
      ]);
    } finally {
      await limited.close();
    }
  });

  it('deletes entries older than the retention period, on any number of sweeps, and says how far back it goes', async () => {
    const page = await call('GET', '/v1/activity?limit=1');
    expect(page.json().meta).toEqual({ retentionDays: 400 });
    const count = async () =>
      Number((await ctx.db.query<{ n: string }>('select count(*)::text as n from activity'))[0]!.n);
    await ctx.db.query(
      `insert into activity (customer_id, created_at, website_id, resource, source_kind, outcome, status)
       values ('1001', now() - interval '401 days', '2001', 'general', 'api', 'saved', 200),
              ('1001', now() - interval '399 days', '2001', 'general', 'api', 'saved', 200)`,
    );
    const before = await count();
    const [first, second] = await Promise.all([
      sweepActivity(ctx.db, 400, Date.now()),
      sweepActivity(ctx.db, 400, Date.now()),
    ]);
    expect(first + second).toBe(1);
    expect(await count()).toBe(before - 1);
    expect(await sweepActivity(ctx.db, 400, Date.now())).toBe(0);
  });
});
