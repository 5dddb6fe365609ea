/**
 * Approval before publishing (docs/product.md#approvals, decisions 141 and 142), on PGlite with a clock the test
 * moves: the policy, every way a value can go live refused under it, and a change request from "Ask for
 * approval" to the approval that publishes it.
 */
import { APPROVAL_POLICY_PREFIX, REASON_REQUIRED_MESSAGE, SELF_APPROVAL_MESSAGE } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportOverHttp, importOverHttp } from '../../cli/settings-server';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { UNAPPROVED_SCHEDULE_MESSAGE } from '../drafts/scheduler';

let ctx: TestContext;
let server: string;
let admin: string;
let editor: string;
let publisher: string;
let viewer: string;
const START = Date.parse('2026-11-25T12:00:00Z');
let clock = START;

type Json = Record<string, unknown>;
const send = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  options: { body?: unknown; ifMatch?: string; headers?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...bearer(token),
      ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });

const setPolicy = async (approvalsRequired: number, reasonsRequired: boolean) => {
  const response = await send('PUT', '/v1/policies', admin, { body: { approvalsRequired, reasonsRequired } });
  expect(response.statusCode, response.body).toBe(200);
};
const live = async (websiteId: string, resource: string) => {
  const response = await send('GET', `/v1/config/${websiteId}/${resource}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json().data[0] as { config: Json; version: number };
};
const draftUrl = (resource: string) => `/v1/config/2001/${resource}/draft`;
const saveDraft = async (token: string, resource: string, changes: Json) => {
  const current = await send('GET', draftUrl(resource), token);
  const version = current.json().data[0]?.version as number | undefined;
  const response = await send('PUT', draftUrl(resource), token, {
    body: changes,
    ifMatch: version ? `"${version}"` : undefined,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as { version: number };
};
const expectPolicyRefusal = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(JSON.parse(response.body).message).toContain(APPROVAL_POLICY_PREFIX);
  expect(JSON.parse(response.body).message).toContain('ask for approval');
};
const activity = async (resource: string) =>
  (await send('GET', `/v1/activity?websiteId=2001&resource=${resource}`, admin)).json().data as {
    action: string;
    outcome: string;
    changes: string[];
    message: string | null;
  }[];

beforeAll(async () => {
  ctx = await startTestApp({
    env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' },
    scheduler: { enabled: true, now: () => clock, intervalMs: 3_600_000 },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  server = `http://127.0.0.1:${address.port}`;
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  editor = await productToken(ctx, demoUsers.editor.id, '1001');
  publisher = await productToken(ctx, demoUsers.publisher.id, '1001');
  viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
});
afterAll(async () => ctx?.close());

describe('the policy', () => {
  it('is read by every member, changed by Admins only, and its changes are in the activity log', async () => {
    const read = await send('GET', '/v1/policies', viewer);
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0]).toEqual({ approvalsRequired: 0, reasonsRequired: false });
    for (const token of [viewer, editor, publisher]) {
      const refused = await send('PUT', '/v1/policies', token, {
        body: { approvalsRequired: 1, reasonsRequired: true },
      });
      expect(refused.statusCode).toBe(403);
    }
    const tooMany = await send('PUT', '/v1/policies', admin, {
      body: { approvalsRequired: 4, reasonsRequired: true },
    });
    expect(tooMany.statusCode).toBe(400);
    await setPolicy(1, true);
    expect((await send('GET', '/v1/policies', editor)).json().data[0]).toEqual({
      approvalsRequired: 1,
      reasonsRequired: true,
    });
    const entries = (await send('GET', '/v1/activity', admin)).json().data as {
      action: string;
      changes: string[];
    }[];
    expect(entries.find((e) => e.action === 'policy-changed')?.changes).toEqual([
      'Changes go live after approval by N other people: 0 → 1',
      'Every change needs a reason: No → Yes',
    ]);
  });
});

describe('every way a value can go live is refused without approval', () => {
  beforeAll(async () => setPolicy(1, false));

  it('a PUT, by a person or an API token', async () => {
    const leaders = await live('2001', 'leaders');
    for (const token of [publisher, admin]) {
      expectPolicyRefusal(
        await send('PUT', '/v1/config/2001/leaders', token, { body: { leadersCountPerStatistic: 9 } }),
      );
    }
    expect((await live('2001', 'leaders')).version).toBe(leaders.version);
  });

  it('a restore', async () => {
    expectPolicyRefusal(await send('POST', '/v1/config/2001/general/revisions/1/restore', publisher));
  });

  it('a copy and a bulk edit', async () => {
    const copy = {
      sourceWebsiteId: '2001',
      targets: ['2002'],
      resources: ['general'],
      sections: { general: ['display'] },
    };
    const version = (await live('2002', 'general')).version;
    const copied = await send('POST', '/v1/copy/apply', publisher, {
      body: { ...copy, versions: { '2002': { general: version } }, mode: 'all' },
    });
    expect(copied.body).toContain(APPROVAL_POLICY_PREFIX);
    const bulk = await send('POST', '/v1/bulk/apply', publisher, {
      body: {
        targets: ['2002'],
        resource: 'general',
        values: { statisticsDecimalPlaces: 2 },
        versions: { '2002': { general: version } },
        mode: 'all',
      },
    });
    expect(bulk.body).toContain(APPROVAL_POLICY_PREFIX);
    expect((await live('2002', 'general')).version).toBe(version);
  });

  it("a draft's publish, and an import through the command line's server mode with a Publisher token", async () => {
    const draft = await saveDraft(publisher, 'leaders', { leadersCountPerStatistic: 7 });
    expectPolicyRefusal(
      await send('POST', `${draftUrl('leaders')}/publish`, publisher, { ifMatch: `"${draft.version}"` }),
    );
    await send('DELETE', draftUrl('leaders'), publisher, { ifMatch: `"${draft.version}"` });

    const made = await send('POST', '/v1/api-tokens', admin, {
      body: { name: 'sync', role: 'publisher', expiresInDays: 30 },
    });
    const target = { server, token: made.json().data[0].secret as string };
    const file = await exportOverHttp(target, '2001', ['leaders']);
    file.resources.leaders!.settings.leadersCountPerStatistic = 8;
    await expect(
      importOverHttp(target, '2001', JSON.stringify(file), { dryRun: false, fileName: 'x.json' }),
    ).rejects.toThrow(APPROVAL_POLICY_PREFIX);
  });

  it('every live write of an Editor API token, the command line included, with the 403 naming the policy', async () => {
    const made = await send('POST', '/v1/api-tokens', admin, {
      body: { name: 'editor script', role: 'editor', expiresInDays: 30 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = made.json().data[0].secret as string;
    const leaders = await live('2001', 'leaders');
    const general = await live('2002', 'general');
    const versions = { '2002': { general: general.version } };
    expectPolicyRefusal(
      await send('PUT', '/v1/config/2001/leaders', token, {
        body: { leadersCountPerStatistic: 9 },
        ifMatch: `"${leaders.version}"`,
      }),
    );
    expectPolicyRefusal(await send('POST', '/v1/config/2001/general/revisions/1/restore', token));
    expectPolicyRefusal(
      await send('POST', '/v1/copy/apply', token, {
        body: {
          sourceWebsiteId: '2001',
          targets: ['2002'],
          resources: ['general'],
          sections: { general: ['display'] },
          versions,
          mode: 'all',
        },
      }),
    );
    expectPolicyRefusal(
      await send('POST', '/v1/bulk/apply', token, {
        body: {
          targets: ['2002'],
          resource: 'general',
          values: { statisticsDecimalPlaces: 2 },
          versions,
          mode: 'all',
        },
      }),
    );
    const target = { server, token };
    const file = await exportOverHttp(target, '2001', ['leaders']);
    file.resources.leaders!.settings.leadersCountPerStatistic = 8;
    expectPolicyRefusal(
      await send('POST', '/v1/config/2001/import?dryRun=false&fileName=x.json', token, { body: file }),
    );
    // The command line's server mode (`npm run settings -- --server URL import …` with EUA_TOKEN).
    await expect(
      importOverHttp(target, '2001', JSON.stringify(file), { dryRun: false, fileName: 'x.json' }),
    ).rejects.toThrow(APPROVAL_POLICY_PREFIX);
    // A draft is theirs to save; its schedule is not.
    const draft = await saveDraft(token, 'leaders', { leadersCountPerStatistic: 7 });
    expectPolicyRefusal(
      await send('PUT', `${draftUrl('leaders')}/schedule`, token, {
        ifMatch: `"${draft.version}"`,
        body: { at: '2026-11-26T13:00:00Z' },
      }),
    );
    await send('DELETE', draftUrl('leaders'), token, { ifMatch: `"${draft.version}"` });
    expect((await live('2001', 'leaders')).version).toBe(leaders.version);
    expect((await live('2002', 'general')).version).toBe(general.version);
    // Without a policy of approvals, the role's own refusal stands.
    await setPolicy(0, false);
    const refused = await send('PUT', '/v1/config/2001/leaders', token, {
      body: { leadersCountPerStatistic: 9 },
      ifMatch: `"${leaders.version}"`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).not.toContain(APPROVAL_POLICY_PREFIX);
    await setPolicy(1, false);
  });

  it('a schedule that comes due unapproved does not go live and says so', async () => {
    const draft = await saveDraft(publisher, 'leaders', { leadersCountPerStatistic: 6 });
    const before = await live('2001', 'leaders');
    const scheduled = await send('PUT', `${draftUrl('leaders')}/schedule`, publisher, {
      ifMatch: `"${draft.version}"`,
      body: { at: '2026-11-25T13:00:00Z' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    clock = Date.parse('2026-11-25T13:00:01Z');
    expect(await ctx.app.scheduler?.tick()).toBe(1);
    expect((await live('2001', 'leaders')).version).toBe(before.version);
    const after = (await send('GET', draftUrl('leaders'), publisher)).json().data[0];
    expect(after.schedule).toMatchObject({ status: 'failed', message: UNAPPROVED_SCHEDULE_MESSAGE });
    const refused = (await activity('leaders')).find((e) => e.outcome === 'refused');
    expect(refused?.message).toContain(APPROVAL_POLICY_PREFIX);
    await send('DELETE', draftUrl('leaders'), publisher, { ifMatch: `"${draft.version}"` });
  });
});

describe('a change request', () => {
  beforeAll(async () => {
    await setPolicy(1, true);
    const hook = await send('POST', '/v1/webhooks', admin, {
      body: {
        url: 'http://127.0.0.1:9/hook',
        events: ['approval.requested', 'approval.approved', 'approval.rejected', 'change.published'],
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
  });
  const queued = async () =>
    (
      await ctx.db.query<{ type: string }>('select event_type as type from webhook_deliveries order by id')
    ).map((r) => r.type);

  it('asks with a reason, is approved by another person, and the approval publishes it; the author never approves', async () => {
    const draft = await saveDraft(editor, 'leaders', { leadersCountPerStatistic: 9 });
    const ask = (reason?: string, token = editor) =>
      send('POST', `${draftUrl('leaders')}/approval-request`, token, {
        ifMatch: `"${draft.version}"`,
        body: reason === undefined ? {} : { reason },
      });
    const noReason = await ask();
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(REASON_REQUIRED_MESSAGE);
    const asked = await ask('Show more leaders on the home page');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data[0]).toMatchObject({
      status: 'waiting',
      approvals: 0,
      approvalsRequired: 1,
      reason: 'Show more leaders on the home page',
      requestedBy: { id: demoUsers.editor.id },
      changes: ['Number of leaders per statistic: 5 → 9'],
    });
    const waiting = await send('GET', '/v1/approvals', viewer);
    expect(waiting.json().data.map((r: Json) => [r.resource, r.status])).toEqual([['leaders', 'waiting']]);

    const decide = (token: string, decision: 'approve' | 'reject', comment?: string) =>
      send('POST', `${draftUrl('leaders')}/approval`, token, {
        ifMatch: `"${draft.version}"`,
        body: { decision, ...(comment ? { comment } : {}) },
      });
    expect((await decide(editor, 'approve')).statusCode).toBe(403);
    const before = await live('2001', 'leaders');
    const approved = await decide(publisher, 'approve', 'Looks right');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ published: true, data: [{ status: 'approved', approvals: 1 }] });
    const after = await live('2001', 'leaders');
    expect(after.version).toBe(before.version + 1);
    expect(after.config.leadersCountPerStatistic).toBe(9);
    expect((await send('GET', draftUrl('leaders'), editor)).json().data).toEqual([]);
    expect((await send('GET', '/v1/approvals', viewer)).json().data).toEqual([]);
    const actions = (await activity('leaders')).map((e) => e.action);
    expect(actions.slice(0, 4)).toEqual([
      'config-write',
      'change-approved',
      'approval-requested',
      'draft-saved',
    ]);
    expect(await queued()).toEqual(['approval.requested', 'approval.approved', 'change.published']);
    // The change request's reason travels with the write it became: its activity entry and its webhook.
    expect((await activity('leaders'))[0]).toMatchObject({
      action: 'config-write',
      reason: 'Show more leaders on the home page',
    });
    const [published] = await ctx.db.query<{ body: string }>(
      "select body from webhook_deliveries where event_type = 'change.published'",
    );
    expect(JSON.parse(published!.body).data.reason).toBe('Show more leaders on the home page');
  });

  it('refuses the author, and an approval is void once the draft changes after it', async () => {
    await setPolicy(2, false);
    let draft = await saveDraft(publisher, 'leaders', { leadersCountPerStatistic: 4 });
    const ask = await send('POST', `${draftUrl('leaders')}/approval-request`, publisher, {
      ifMatch: `"${draft.version}"`,
      body: {},
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const self = await send('POST', `${draftUrl('leaders')}/approval`, publisher, {
      ifMatch: `"${draft.version}"`,
      body: { decision: 'approve' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(SELF_APPROVAL_MESSAGE);
    const one = await send('POST', `${draftUrl('leaders')}/approval`, admin, {
      ifMatch: `"${draft.version}"`,
      body: { decision: 'approve' },
    });
    expect(one.json()).toMatchObject({ published: false, data: [{ status: 'waiting', approvals: 1 }] });
    draft = await saveDraft(publisher, 'leaders', { leadersCountPerStatistic: 3 });
    const now = (await send('GET', `${draftUrl('leaders')}/approval`, viewer)).json().data[0];
    expect(now).toMatchObject({ status: 'waiting', approvals: 0, draftVersion: draft.version });
    const rejected = await send('POST', `${draftUrl('leaders')}/approval`, admin, {
      ifMatch: `"${draft.version}"`,
      body: { decision: 'reject', comment: 'Three is too few' },
    });
    expect(rejected.json()).toMatchObject({ published: false, data: [{ status: 'rejected' }] });
    expect(await queued()).toContain('approval.rejected');
    expectPolicyRefusal(
      await send('POST', `${draftUrl('leaders')}/publish`, publisher, { ifMatch: `"${draft.version}"` }),
    );
  });
});

describe('reasons', () => {
  it("are shown by the draft's review links, once its change request gives one", async () => {
    await setPolicy(1, false);
    const draft = await saveDraft(editor, 'standings', { showEntityLogo: false });
    const link = await send('POST', `${draftUrl('standings')}/review-links`, editor, { body: {} });
    expect(link.statusCode, link.body).toBe(201);
    const token = link.json().data[0].url.split('/review/')[1];
    const review = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/v1/review/${token}` })).json().data[0];
    expect((await review()).reason).toBeNull();
    const asked = await send('POST', `${draftUrl('standings')}/approval-request`, editor, {
      ifMatch: `"${draft.version}"`,
      body: { reason: 'Logos clash with the new theme' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await review()).reason).toBe('Logos clash with the new theme');
    await send('DELETE', draftUrl('standings'), editor, { ifMatch: `"${draft.version}"` });
  });

  it('refuses a live write without a reason (400 naming it) and keeps the one it is given', async () => {
    await setPolicy(0, true);
    const leaders = await live('2001', 'leaders');
    const body = { leadersCountPerStatistic: leaders.config.leadersCountPerStatistic === 10 ? 11 : 10 };
    const refused = await send('PUT', '/v1/config/2001/leaders', publisher, { body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: REASON_REQUIRED_MESSAGE,
      errors: [{ field: 'reason', message: REASON_REQUIRED_MESSAGE }],
    });
    const restored = await send('POST', '/v1/config/2001/general/revisions/1/restore', publisher);
    expect(restored.statusCode).toBe(400);
    const saved = await send('PUT', '/v1/config/2001/leaders', publisher, {
      body,
      headers: { 'x-change-reason': 'Sponsor asked for ten' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await activity('leaders'))[0]).toMatchObject({
      outcome: 'saved',
      reason: 'Sponsor asked for ten',
    });
    const csv = await send('GET', '/v1/activity.csv?websiteId=2001', admin);
    expect(csv.body.split('\r\n')[1]).toMatch(/,Sponsor asked for ten$/);
    // History keeps it with the version it explains; the first version, written without one, has none.
    const history = (await send('GET', '/v1/config/2001/leaders/revisions', admin)).json().data;
    expect(history[0]).toMatchObject({
      version: saved.json().data[0].version,
      reason: 'Sponsor asked for ten',
    });
    const first = (await send('GET', '/v1/config/2001/leaders/revisions/1', admin)).json();
    expect(first.data[0].version).toBe(1);
    expect(first.data[0]).not.toHaveProperty('reason');
    await setPolicy(0, false);
  });

  it("asks one of going back to the customer's defaults too, and takes one beyond Latin-1 as utf-8''", async () => {
    await setPolicy(0, true);
    const leaders = await live('2001', 'leaders');
    const useDefaults = (headers: Record<string, string>) =>
      send('POST', '/v1/config/2001/leaders/use-defaults', publisher, {
        body: {},
        ifMatch: `"${leaders.version}"`,
        headers,
      });
    const refused = await useDefaults({});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REASON_REQUIRED_MESSAGE);
    const garbled = await useDefaults({ 'x-change-reason': "utf-8''%E2%9C" });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().errors[0].field).toBe('reason');
    const used = await useDefaults({
      'x-change-reason': `utf-8''${encodeURIComponent('Retour aux réglages ✓')}`,
    });
    expect(used.statusCode, used.body).toBe(200);
    // The website set its own count (the test above): going back to the defaults writes a version.
    expect(used.json().data[0].version).toBe(leaders.version + 1);
    expect((await activity('leaders'))[0]).toMatchObject({ reason: 'Retour aux réglages ✓' });
    await setPolicy(0, false);
  });
});

describe('malformed bodies of the approval calls', () => {
  it('answers 400 with { message } and changes nothing', async () => {
    const draft = await saveDraft(editor, 'entities', { showEntityLogo: false });
    const policyBefore = (await send('GET', '/v1/policies', admin)).body;
    const cases: [string, string, string, string | undefined][] = [
      ['PUT', '/v1/policies', 'null', undefined],
      ['PUT', '/v1/policies', '[]', undefined],
      ['PUT', '/v1/policies', '{}', undefined],
      ['PUT', '/v1/policies', '{"oops', undefined],
      ['PUT', '/v1/policies', '{"approvalsRequired":-1,"reasonsRequired":false}', undefined],
      ['PUT', '/v1/policies', '{"approvalsRequired":1.5,"reasonsRequired":false}', undefined],
      ['PUT', '/v1/policies', '{"approvalsRequired":1,"reasonsRequired":"yes"}', undefined],
      ['PUT', '/v1/policies', '{"approvalsRequired":1,"reasonsRequired":true,"extra":1}', undefined],
      ['POST', `${draftUrl('entities')}/approval-request`, 'null', editor],
      ['POST', `${draftUrl('entities')}/approval-request`, '[]', editor],
      ['POST', `${draftUrl('entities')}/approval-request`, '{"reason":5}', editor],
      ['POST', `${draftUrl('entities')}/approval-request`, `{"reason":"${'x'.repeat(501)}"}`, editor],
      ['POST', `${draftUrl('entities')}/approval`, 'null', publisher],
      ['POST', `${draftUrl('entities')}/approval`, '{}', publisher],
      ['POST', `${draftUrl('entities')}/approval`, '{"decision":"maybe"}', publisher],
      ['POST', `${draftUrl('entities')}/approval`, '{"decision":"approve","comment":7}', publisher],
    ];
    for (const [method, url, payload, token] of cases) {
      const response = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: {
          ...bearer(token ?? admin),
          'content-type': 'application/json',
          'if-match': `"${draft.version}"`,
        },
        payload,
      });
      expect(response.statusCode, `${method} ${url} ${payload}`).toBe(400);
      expect(response.json().message, payload).toEqual(expect.any(String));
    }
    expect((await send('GET', '/v1/policies', admin)).body).toBe(policyBefore);
    expect((await send('GET', `${draftUrl('entities')}/approval`, admin)).json().data).toEqual([]);
  });
});
