/**
 * Roles, members and API tokens (docs/product.md#roles, docs/product.md#api-tokens, decisions 137 and 138):
 * what each role may do on the data API, the Members calls and their last-Admin rule, and API tokens as a
 * credential of the data API that names itself in the activity log and stops the moment it is revoked.
 */
import { type ActivityEntry, LAST_ADMIN_MESSAGE, type Member, UNKNOWN_USER_MESSAGE } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

let ctx: TestContext;
const tokens = { admin: '', viewer: '', editor: '', publisher: '', otherCustomer: '' };

beforeAll(async () => {
  ctx = await startTestApp();
  tokens.admin = await productToken(ctx, demoUsers.admin.id, '1001');
  tokens.viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  tokens.editor = await productToken(ctx, demoUsers.editor.id, '1001');
  tokens.publisher = await productToken(ctx, demoUsers.publisher.id, '1001');
  tokens.otherCustomer = await productToken(ctx, demoUsers.admin.id, '1002');
});
afterAll(async () => ctx?.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const members = async (token = tokens.admin) => {
  const response = await call('GET', '/v1/members', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Member[];
};

const latestEntries = async (count: number) => {
  const response = await call('GET', `/v1/activity?limit=${count}`, tokens.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ActivityEntry[];
};

/** The current document of a screen, read by the admin. */
const documentOf = async (url: string) => {
  const response = await call('GET', url, tokens.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as { config: Record<string, unknown>; version: number };
};

const putLive = async (token: string, changes: Record<string, unknown>) => {
  const current = await documentOf('/v1/config/2001/leaders');
  return call(
    'PUT',
    '/v1/config/2001/leaders',
    token,
    { ...current.config, ...changes, websiteId: '2001' },
    { 'if-match': `"${current.version}"` },
  );
};

describe('roles on the data API', () => {
  it('product tokens carry the scopes of the member’s role', async () => {
    const scopesOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).scopes as string[];
    expect(scopesOf(tokens.viewer)).toEqual(['config:read']);
    expect(scopesOf(tokens.editor)).toEqual(['config:read', 'config:draft']);
    expect(scopesOf(tokens.publisher)).toEqual(['config:read', 'config:draft', 'config:write']);
    expect(scopesOf(tokens.admin)).toEqual(['config:read', 'config:draft', 'config:write', 'config:admin']);
  });

  it('lets an Editor save and discard drafts, share them and preview moves, but make nothing live', async () => {
    const draftUrl = '/v1/config/2001/standings/draft';
    const saved = await call('PUT', draftUrl, tokens.editor, { showPools: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const link = await call('POST', `${draftUrl}/review-links`, tokens.editor, {});
    expect(link.statusCode, link.body).toBe(201);
    const copyPreview = await call('POST', '/v1/copy/preview', tokens.editor, {
      sourceWebsiteId: '2001',
      targets: ['2002'],
      resources: ['general'],
    });
    expect(copyPreview.statusCode, copyPreview.body).toBe(200);
    const file = await call('GET', '/v1/config/2001/export?resources=general', tokens.editor);
    expect(file.statusCode).toBe(200);
    const dryRun = await call('POST', '/v1/config/2002/import?dryRun=true', tokens.editor, file.json());
    expect(dryRun.statusCode, dryRun.body).toBe(200);

    const live = await documentOf('/v1/config/2001/leaders');
    const refused = [
      await putLive(tokens.editor, { showSeasonSelector: !live.config.showSeasonSelector }),
      await call('POST', '/v1/config/2001/leaders/revisions/1/restore', tokens.editor, {}),
      await call('POST', `${draftUrl}/publish`, tokens.editor, undefined, { 'if-match': '"1"' }),
      await call(
        'PUT',
        `${draftUrl}/schedule`,
        tokens.editor,
        { at: '2099-01-01T00:00' },
        { 'if-match': '"1"' },
      ),
      await call('POST', '/v1/config/2002/import', tokens.editor, file.json()),
      await call('POST', '/v1/copy/apply', tokens.editor, {
        sourceWebsiteId: '2001',
        targets: ['2002'],
        resources: ['general'],
        versions: { '2002': { general: 1 } },
      }),
      await call('POST', '/v1/bulk/apply', tokens.editor, {
        targets: ['2001'],
        resource: 'general',
        values: { statisticsDecimalPlaces: 1 },
        versions: { '2001': { general: 1 } },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await documentOf('/v1/config/2001/leaders')).version).toBe(live.version);
    const discarded = await call('DELETE', draftUrl, tokens.editor, undefined, { 'if-match': '"1"' });
    expect(discarded.statusCode, discarded.body).toBe(204);
  });

  it('lets a Publisher make changes live but not administer the customer', async () => {
    const live = await documentOf('/v1/config/2001/leaders');
    const saved = await putLive(tokens.publisher, { showSeasonSelector: !live.config.showSeasonSelector });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/v1/members', { email: 'nobody@demo.test', role: 'viewer' }],
      ['PUT', `/v1/members/${demoUsers.viewer.id}`, { role: 'editor' }],
      ['DELETE', `/v1/members/${demoUsers.viewer.id}`, undefined],
      ['GET', '/v1/api-tokens', undefined],
      ['POST', '/v1/api-tokens', { name: 'ci', role: 'viewer', expiresInDays: 1 }],
    ] as const) {
      for (const token of [tokens.viewer, tokens.editor, tokens.publisher]) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Only an Admin of this customer can do this' });
      }
    }
  });
});

describe('Customer › Members', () => {
  it('lists the members with their roles to every member', async () => {
    const list = await members(tokens.viewer);
    expect(list.map(({ email, role }) => [email, role])).toEqual(
      expect.arrayContaining([
        ['admin@demo.test', 'admin'],
        ['viewer@demo.test', 'viewer'],
        ['editor@demo.test', 'editor'],
        ['publisher@demo.test', 'publisher'],
      ]),
    );
    expect(list).toHaveLength(4);
    // Another customer's members are not among its own.
    expect((await members(tokens.otherCustomer)).map((m) => m.email)).toEqual(['admin@demo.test']);
  });

  it('adds an existing user by email, changes their role and removes them, each in the activity log', async () => {
    const unknown = await call('POST', '/v1/members', tokens.admin, {
      email: 'who@nowhere.test',
      role: 'viewer',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'email', message: UNKNOWN_USER_MESSAGE }]);

    const added = await call('POST', '/v1/members', tokens.admin, {
      email: 'Nobody@Demo.test',
      role: 'viewer',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data[0]).toEqual({
      userId: demoUsers.nobody.id,
      name: demoUsers.nobody.name,
      email: demoUsers.nobody.email,
      role: 'viewer',
    });
    const again = await call('POST', '/v1/members', tokens.admin, {
      email: 'nobody@demo.test',
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);

    const changed = await call('PUT', `/v1/members/${demoUsers.nobody.id}`, tokens.admin, {
      role: 'publisher',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data[0].role).toBe('publisher');
    // Their next product token carries the new role's scopes.
    const theirs = await productToken(ctx, demoUsers.nobody.id, '1001');
    expect((await putLive(theirs, { showSeasonSelector: true })).statusCode).not.toBe(403);

    const removed = await call('DELETE', `/v1/members/${demoUsers.nobody.id}`, tokens.admin);
    expect(removed.statusCode).toBe(204);
    expect((await members()).map((m) => m.userId)).not.toContain(demoUsers.nobody.id);
    expect((await call('DELETE', `/v1/members/${demoUsers.nobody.id}`, tokens.admin)).statusCode).toBe(404);

    const entries = (await latestEntries(10)).filter((e) => e.resource === 'members');
    expect(entries.slice(0, 3).map((e) => [e.user.email, e.source])).toEqual([
      [
        'admin@demo.test',
        {
          kind: 'members',
          detail: {
            member: { sub: demoUsers.nobody.id, name: demoUsers.nobody.name },
            from: 'publisher',
            to: null,
          },
        },
      ],
      [
        'admin@demo.test',
        {
          kind: 'members',
          detail: {
            member: { sub: demoUsers.nobody.id, name: demoUsers.nobody.name },
            from: 'viewer',
            to: 'publisher',
          },
        },
      ],
      [
        'admin@demo.test',
        {
          kind: 'members',
          detail: {
            member: { sub: demoUsers.nobody.id, name: demoUsers.nobody.name },
            from: null,
            to: 'viewer',
          },
        },
      ],
    ]);
    const csv = await call('GET', '/v1/activity.csv', tokens.admin);
    expect(csv.body).toContain(`Changed ${demoUsers.nobody.name}'s role: Viewer → Publisher`);
  });

  it('never leaves a customer without an Admin: the last one can be neither demoted nor removed (409)', async () => {
    const demote = await call('PUT', `/v1/members/${demoUsers.admin.id}`, tokens.admin, {
      role: 'publisher',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: LAST_ADMIN_MESSAGE });
    const remove = await call('DELETE', `/v1/members/${demoUsers.admin.id}`, tokens.admin);
    expect(remove.statusCode).toBe(409);
    // With a second Admin, the first may step down.
    const promoted = await call('PUT', `/v1/members/${demoUsers.publisher.id}`, tokens.admin, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    const stepDown = await call('PUT', `/v1/members/${demoUsers.admin.id}`, tokens.admin, {
      role: 'publisher',
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    const publisherNowAdmin = await productToken(ctx, demoUsers.publisher.id, '1001');
    const restored = await call('PUT', `/v1/members/${demoUsers.admin.id}`, publisherNowAdmin, {
      role: 'admin',
    });
    expect(restored.statusCode).toBe(200);
    const back = await call('PUT', `/v1/members/${demoUsers.publisher.id}`, tokens.admin, {
      role: 'publisher',
    });
    expect(back.statusCode).toBe(200);
    expect((await members()).filter((m) => m.role === 'admin').map((m) => m.email)).toEqual([
      'admin@demo.test',
    ]);
  });

  it('answers 404 for a member of another customer, revealing nothing', async () => {
    const response = await call('PUT', `/v1/members/${demoUsers.viewer.id}`, tokens.otherCustomer, {
      role: 'admin',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Member not found' });
  });
});

describe('API tokens', () => {
  const create = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/v1/api-tokens', tokens.admin, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data[0] as { id: string; secret: string; name: string };
  };

  it('shows the secret once, lists the token without it, and takes it as a bearer token with its role', async () => {
    const made = await create({ name: 'Nightly sync', role: 'publisher', expiresInDays: 30 });
    expect(made.secret).toMatch(/^eua_[A-Za-z0-9_-]{43}$/);
    const listed = await call('GET', '/v1/api-tokens', tokens.admin);
    const entry = listed.json().data.find((t: { id: string }) => t.id === made.id);
    expect(entry).toEqual({
      id: made.id,
      name: 'Nightly sync',
      role: 'publisher',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
      createdBy: demoUsers.admin.name,
    });
    expect(listed.body).not.toContain(made.secret);
    const stored = await ctx.db.query<{ secret_hash: string }>('select secret_hash from api_tokens');
    expect(JSON.stringify(stored)).not.toContain(made.secret);

    expect((await call('GET', '/v1/config/websites', made.secret)).statusCode).toBe(200);
    const saved = await putLive(made.secret, { showSeasonSelector: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const [latest] = await latestEntries(1);
    expect(latest?.user).toEqual({
      sub: `api-token:${made.id}`,
      name: 'API token ‹Nightly sync›',
      email: null,
    });
    const after = await call('GET', '/v1/api-tokens', tokens.admin);
    expect(after.json().data.find((t: { id: string }) => t.id === made.id).lastUsedAt).toEqual(
      expect.any(String),
    );
    // A Publisher's token administers nothing.
    expect((await call('GET', '/v1/members', made.secret)).statusCode).toBe(200);
    expect((await call('GET', '/v1/api-tokens', made.secret)).statusCode).toBe(403);
  });

  it('keeps an Editor token from making anything live, and a Viewer token from writing', async () => {
    const editor = await create({ name: 'Drafts bot', role: 'editor', expiresInDays: 1 });
    const viewer = await create({ name: 'Reader', role: 'viewer', expiresInDays: 1 });
    expect((await putLive(editor.secret, { showSeasonSelector: true })).statusCode).toBe(403);
    const draft = await call(
      'PUT',
      '/v1/config/2001/teams/draft'.replace('teams', 'entities'),
      editor.secret,
      {
        showEntityLogo: false,
      },
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await call('PUT', '/v1/config/2001/persons/draft', viewer.secret, {})).statusCode).toBe(403);
    expect((await call('GET', '/v1/activity', viewer.secret)).statusCode).toBe(200);
  });

  it('refuses a revoked token on the next request, and an Admin role, an unknown or a wrong secret', async () => {
    const made = await create({ name: 'Short-lived', role: 'viewer', expiresInDays: 1 });
    expect((await call('GET', '/v1/config/websites', made.secret)).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/api-tokens/${made.id}`, tokens.admin)).statusCode).toBe(204);
    const refused = await call('GET', '/v1/config/websites', made.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid, expired or revoked API token' });
    expect((await call('DELETE', `/v1/api-tokens/${made.id}`, tokens.admin)).statusCode).toBe(404);
    // Another customer's admin cannot revoke it either: 404 as for none.
    const other = await create({ name: 'Other', role: 'viewer', expiresInDays: 1 });
    expect((await call('DELETE', `/v1/api-tokens/${other.id}`, tokens.otherCustomer)).statusCode).toBe(404);
    // One character changed (never to itself: a random secret may end in either letter).
    const tampered = `${other.secret.slice(0, -1)}${other.secret.endsWith('A') ? 'B' : 'A'}`;
    expect((await call('GET', '/v1/config/websites', tampered)).statusCode).toBe(401);
    expect((await call('GET', '/v1/config/websites', 'eua_short')).statusCode).toBe(401);
    const admin = await call('POST', '/v1/api-tokens', tokens.admin, {
      name: 'x',
      role: 'admin',
      expiresInDays: 1,
    });
    expect(admin.statusCode).toBe(400);
    const entries = (await latestEntries(20)).filter((e) => e.resource === 'api-tokens');
    expect(entries[0]?.source).toEqual({
      kind: 'api-token',
      detail: { name: 'Other', role: 'viewer', action: 'created' },
    });
    expect(entries[1]?.source).toEqual({
      kind: 'api-token',
      detail: { name: 'Short-lived', role: 'viewer', action: 'revoked' },
    });
  });

  it('refuses an expired token', async () => {
    const made = await create({ name: 'Expired', role: 'viewer', expiresInDays: 1 });
    await ctx.db.query(
      `update api_tokens set expires_at = now() - interval '1 second' where id = $1::bigint`,
      [made.id],
    );
    expect((await call('GET', '/v1/config/websites', made.secret)).statusCode).toBe(401);
  });
});

describe('malformed bodies of the members and API token calls', () => {
  it('answers 400 with { message } and changes nothing', async () => {
    const before = JSON.stringify(await members());
    const cases: [string, string, string][] = [
      ['POST', '/v1/members', 'null'],
      ['POST', '/v1/members', '[]'],
      ['POST', '/v1/members', '{}'],
      ['POST', '/v1/members', '{"oops'],
      ['POST', '/v1/members', '{"email":"viewer@demo.test","role":"owner"}'],
      ['POST', '/v1/members', '{"email":"viewer@demo.test","role":"viewer","extra":1}'],
      ['POST', '/v1/members', '{"email":"","role":"viewer"}'],
      ['PUT', `/v1/members/${demoUsers.viewer.id}`, 'null'],
      ['PUT', `/v1/members/${demoUsers.viewer.id}`, '{}'],
      ['PUT', `/v1/members/${demoUsers.viewer.id}`, '{"role":5}'],
      ['POST', '/v1/api-tokens', 'null'],
      ['POST', '/v1/api-tokens', '{}'],
      ['POST', '/v1/api-tokens', '{"name":"x","role":"viewer","expiresInDays":0}'],
      ['POST', '/v1/api-tokens', '{"name":"x","role":"viewer","expiresInDays":1.5}'],
      ['POST', '/v1/api-tokens', '{"name":"x","role":"viewer","expiresInDays":366}'],
      ['POST', '/v1/api-tokens', '{"name":"  ","role":"viewer","expiresInDays":1}'],
    ];
    const tokensBefore = (await call('GET', '/v1/api-tokens', tokens.admin)).body;
    for (const [method, url, payload] of cases) {
      const response = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${method} ${url} ${payload}`).toBe(400);
      expect(response.json().message, payload).toEqual(expect.any(String));
    }
    expect(JSON.stringify(await members())).toBe(before);
    expect((await call('GET', '/v1/api-tokens', tokens.admin)).body).toBe(tokensBefore);
    // An id that cannot be a token's is none of the customer's: 404, as for any other.
    const badId = await call('DELETE', '/v1/api-tokens/not-a-number', tokens.admin);
    expect(badId.statusCode).toBe(404);
  });
});
