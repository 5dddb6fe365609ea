/**
 * The isolation matrix (docs/product.md#tokens-and-access): every data API endpoint × {no token, expired
 * token, bad signature, another customer's website, read-only scope}, and every role against the scope each
 * endpoint declares (docs/product.md#roles).
 */
import { featureList } from '@eua/shared';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { getSigningKey } from '../keys/key-store';

let ctx: TestContext;
const tokens: Record<
  | 'admin'
  | 'viewer'
  | 'editor'
  | 'publisher'
  | 'otherCustomer'
  | 'expired'
  | 'forged'
  | 'tampered'
  | 'otherProduct',
  string
> = {
  admin: '',
  viewer: '',
  editor: '',
  publisher: '',
  otherCustomer: '',
  expired: '',
  forged: '',
  tampered: '',
  otherProduct: '',
};
/** `document`: the configuration document a write endpoint changes, read back to see that nothing was written. */
type Endpoint = {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
  document?: string;
  /** If-Match, for the drafts' writes (the draft's version). */
  ifMatch?: string;
  /** The status the owner is answered when it is not 200 (201 made, 204 no content). */
  ok?: number;
  /** A refusal for another customer's object that is not a website (a review link). */
  notFound?: string;
  /** The access the endpoint needs (decision 137): default read for GET, publish otherwise. */
  scope?: 'read' | 'draft' | 'publish' | 'admin';
  /** A call of the token's own customer that names nothing of another's (it lists or makes the caller's own). */
  customerWide?: boolean;
};
const endpoints: Endpoint[] = [];

const claims = {
  customerId: '1001',
  scopes: ['config:read', 'config:write'],
  appId: 'embedded_ui_admin:1001',
};

beforeAll(async () => {
  ctx = await startTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  tokens.admin = await productToken(ctx, demoUsers.admin.id, '1001');
  tokens.viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  tokens.editor = await productToken(ctx, demoUsers.editor.id, '1001');
  tokens.publisher = await productToken(ctx, demoUsers.publisher.id, '1001');
  tokens.otherCustomer = await productToken(ctx, demoUsers.admin.id, '1002');
  tokens.otherProduct = await productToken(ctx, demoUsers.admin.id, '1001', 'Datacore');
  const key = await getSigningKey(ctx.db, 'product-token');
  const now = Math.floor(Date.now() / 1000);
  tokens.expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(demoUsers.admin.id)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(key.privateKey);
  const { privateKey } = await generateKeyPair('RS256');
  tokens.forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(demoUsers.admin.id)
    .setExpirationTime('1h')
    .sign(privateKey);
  // A real token whose payload was edited to claim another customer: its signature no longer matches.
  const [header, payload, signature] = tokens.otherCustomer.split('.');
  const edited = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), customerId: '1001' };
  tokens.tampered = [header, Buffer.from(JSON.stringify(edited)).toString('base64url'), signature].join('.');

  const complist = await ctx.app.inject({
    method: 'GET',
    url: '/v1/config/2001/complist',
    headers: bearer(tokens.admin),
  });
  const { organizations, competitions } = complist.json().data;

  // Webhooks (docs/product.md#webhooks): one endpoint, told of one saved change (before the screens' bodies
  // below are read), so that it has a delivery to redeliver.
  const hook = await ctx.app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: bearer(tokens.admin),
    payload: { url: 'http://127.0.0.1:9/hooks', events: ['change.published'] },
  });
  const webhook = `/v1/webhooks/${hook.json().data[0].id}`;
  const leaders = (
    await ctx.app.inject({ url: '/v1/config/2001/leaders', headers: bearer(tokens.admin) })
  ).json().data[0].config;
  const savedForHook = await ctx.app.inject({
    method: 'PUT',
    url: '/v1/config/2001/leaders',
    headers: bearer(tokens.admin),
    payload: { ...leaders, leadersCountPerStatistic: leaders.leadersCountPerStatistic === 7 ? 8 : 7 },
  });
  expect(savedForHook.statusCode, savedForHook.body).toBe(200);
  const delivery = (
    await ctx.app.inject({ url: `${webhook}/deliveries`, headers: bearer(tokens.admin) })
  ).json().data[0].id as string;
  const org = organizations[0].organizationId as string;
  const comp = competitions[org][0].competitionId as string;

  endpoints.push(
    { name: 'list websites', method: 'GET', url: '/v1/config/websites' },
    { name: 'one website', method: 'GET', url: '/v1/config/websites/2001' },
    { name: 'complist', method: 'GET', url: '/v1/config/2001/complist' },
    {
      name: 'competition seasons',
      method: 'GET',
      url: `/v1/config/2001/organizations/${org}/competitions/${comp}/seasons`,
    },
    { name: 'batched seasons', method: 'GET', url: `/v1/config/2001/seasons?competitionIds=${comp}` },
  );
  for (const feature of featureList) {
    const url = `/v1/config/2001/${feature.resource}`;
    const doc = await ctx.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
    endpoints.push({ name: `GET ${feature.resource}`, method: 'GET', url });
    // The values the website sets itself: sending those it takes from its customer's defaults would set them.
    const { config, sources } = doc.json().data[0];
    const own = Object.fromEntries(Object.entries(config).filter(([name]) => sources[name] === 'website'));
    endpoints.push({
      name: `PUT ${feature.resource}`,
      method: 'PUT',
      url,
      body: { ...own, websiteId: '2001' },
      document: url,
    });
  }
  // The safe-editing calls (docs/product.md#safe-editing): the revision list, one revision, and restore (a
  // write).
  endpoints.push(
    { name: 'revisions', method: 'GET', url: '/v1/config/2001/general/revisions' },
    { name: 'one revision', method: 'GET', url: '/v1/config/2001/general/revisions/1' },
    {
      name: 'restore a revision',
      method: 'POST',
      url: '/v1/config/2001/general/revisions/1/restore',
      document: '/v1/config/2001/general',
    },
    // "Use the customer's default" (docs/product.md#customer-defaults): a write of the website's document.
    {
      name: "use the customer's default",
      method: 'POST',
      url: '/v1/config/2001/statistics_entities/use-defaults',
      body: {},
      document: '/v1/config/2001/statistics_entities',
    },
    // What saving a default would change, before anything is written (a POST that writes nothing).
    {
      name: 'preview a change of the defaults',
      method: 'POST',
      url: '/v1/config/defaults-1001-basketball/leaders/defaults-preview',
      body: { leadersCountPerStatistic: 6 },
      document: '/v1/config/defaults-1001-basketball/leaders',
    },
    // The customer's defaults are an owner of settings like a website: another customer's are not found.
    { name: "the customer's defaults", method: 'GET', url: '/v1/config/defaults-1001-basketball/leaders' },
    // The console's live preview data (docs/product.md#widgets).
    { name: 'widget preview', method: 'GET', url: '/v1/config/2001/widget-preview/standings' },
    // The customer's activity log (docs/product.md#activity), filtered by a website: another customer's
    // website there is "Website not found" too.
    { name: 'activity', method: 'GET', url: '/v1/activity?websiteId=2001' },
    { name: 'activity CSV', method: 'GET', url: '/v1/activity.csv?websiteId=2001' },
    // The widgets' usage (docs/product.md#usage-and-health), of one website.
    { name: 'usage', method: 'GET', url: '/v1/usage?websiteId=2001' },
    { name: 'usage CSV', method: 'GET', url: '/v1/usage.csv?websiteId=2001' },
    { name: 'usage origins', method: 'GET', url: '/v1/usage/origins?websiteId=2001' },
    // The people who appear in the customer's log: the token customer's own, never another's.
    { name: 'activity people', method: 'GET', url: '/v1/activity/people' },
    // What a detail widget's preview can show (decision 111).
    { name: 'widget subjects', method: 'GET', url: '/v1/config/2001/widget-subjects/team' },
    // Every family's preview content for the Theme screen, in one answer (docs/product.md#theme).
    { name: 'theme preview', method: 'GET', url: '/v1/config/2001/theme-preview' },
  );

  // Drafts (docs/product.md#drafts-and-scheduled-publishing): General's draft is read, saved, scheduled
  // and shared; Leaders' is published and Standings' discarded, each once, by the owner's last call.
  const draftOf = async (resource: string, body: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/config/2001/${resource}/draft`,
      headers: bearer(tokens.admin),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0] as { config: Record<string, unknown> };
  };
  const generalDraft = await draftOf('general', { showMainNavigation: false });
  await draftOf('leaders', { showSeasonSelector: false });
  await draftOf('standings', { showPools: false });
  const link = await ctx.app.inject({
    method: 'POST',
    url: '/v1/config/2001/general/draft/review-links',
    headers: bearer(tokens.admin),
    payload: {},
  });
  const draft = '/v1/config/2001/general/draft';
  endpoints.push(
    { name: 'a draft', method: 'GET', url: draft },
    {
      name: 'save a draft',
      method: 'PUT',
      url: draft,
      body: { ...generalDraft.config, websiteId: '2001' },
      ifMatch: '"1"',
      document: draft,
      scope: 'draft',
    },
    {
      name: 'schedule a draft',
      method: 'PUT',
      url: `${draft}/schedule`,
      body: { at: '2099-01-01T00:00' },
      ifMatch: '"1"',
      document: draft,
    },
    {
      name: 'cancel a schedule',
      method: 'DELETE',
      url: `${draft}/schedule`,
      ifMatch: '"1"',
      document: draft,
    },
    { name: 'scheduled changes', method: 'GET', url: '/v1/scheduled' },
    {
      name: 'make a review link',
      method: 'POST',
      url: `${draft}/review-links`,
      body: { expiresInHours: 1 },
      ok: 201,
      scope: 'draft',
    },
    { name: 'review links', method: 'GET', url: `${draft}/review-links` },
    {
      name: 'revoke a review link',
      method: 'DELETE',
      url: `/v1/review-links/${link.json().data[0].id}`,
      ok: 204,
      notFound: 'Review link not found',
      scope: 'draft',
    },
    {
      name: 'publish a draft',
      method: 'POST',
      url: '/v1/config/2001/leaders/draft/publish',
      ifMatch: '"1"',
      document: '/v1/config/2001/leaders',
    },
    {
      name: 'discard a draft',
      method: 'DELETE',
      url: '/v1/config/2001/standings/draft',
      ifMatch: '"1"',
      document: '/v1/config/2001/standings/draft',
      ok: 204,
      scope: 'draft',
    },
  );
  // Settings that move (docs/product.md#settings-that-move): copy and bulk edit name the websites in their
  // body; export and import in their path.
  const general = await ctx.app.inject({ url: '/v1/config/2002/general', headers: bearer(tokens.admin) });
  const copy = { sourceWebsiteId: '2001', targets: ['2002'], resources: ['general'] };
  const versions = { '2002': { general: general.json().data[0].version as number } };
  const bulk = { targets: ['2001'], resource: 'general', values: { statisticsDecimalPlaces: 1 } };
  const file = await ctx.app.inject({
    url: '/v1/config/2001/export?resources=general',
    headers: bearer(tokens.admin),
  });
  endpoints.push(
    { name: 'copy preview', method: 'POST', url: '/v1/copy/preview', body: copy, scope: 'draft' },
    {
      name: 'copy apply',
      method: 'POST',
      url: '/v1/copy/apply',
      body: { ...copy, versions },
      document: '/v1/config/2002/general',
    },
    { name: 'bulk preview', method: 'POST', url: '/v1/bulk/preview', body: bulk, scope: 'draft' },
    {
      name: 'bulk apply',
      method: 'POST',
      url: '/v1/bulk/apply',
      body: { ...bulk, versions: { '2001': { general: 0 } } },
      document: '/v1/config/2001/general',
    },
    { name: 'export settings', method: 'GET', url: '/v1/config/2001/export' },
    {
      name: 'import settings',
      method: 'POST',
      url: '/v1/config/2001/import',
      body: file.json(),
      document: '/v1/config/2001/general',
    },
  );
  const notFound = 'Webhook not found';
  endpoints.push(
    { name: 'webhooks', method: 'GET', url: '/v1/webhooks', scope: 'admin', customerWide: true },
    {
      name: 'add a webhook',
      method: 'POST',
      url: '/v1/webhooks',
      body: { url: 'https://hooks.example.com/eua', events: ['import.applied'] },
      ok: 201,
      scope: 'admin',
      customerWide: true,
    },
    {
      name: 'change a webhook',
      method: 'PATCH',
      url: webhook,
      body: { enabled: false },
      notFound,
      scope: 'admin',
    },
    { name: 'delivery log', method: 'GET', url: `${webhook}/deliveries`, notFound, scope: 'admin' },
    {
      name: 'redeliver',
      method: 'POST',
      url: `${webhook}/deliveries/${delivery}/redeliver`,
      ok: 202,
      notFound,
      scope: 'admin',
    },
    { name: 'delete a webhook', method: 'DELETE', url: webhook, ok: 204, notFound, scope: 'admin' },
  );
  // Customer › Members and API tokens (docs/product.md#roles, docs/product.md#api-tokens): the owner's last
  // calls add Noa Nobody and remove her again, and make and revoke a token.
  const apiToken = await ctx.app.inject({
    method: 'POST',
    url: '/v1/api-tokens',
    headers: bearer(tokens.admin),
    payload: { name: 'matrix', role: 'viewer', expiresInDays: 1 },
  });
  endpoints.push(
    { name: 'members', method: 'GET', url: '/v1/members', customerWide: true },
    {
      name: 'add a member',
      method: 'POST',
      url: '/v1/members',
      body: { email: demoUsers.nobody.email, role: 'viewer' },
      ok: 201,
      scope: 'admin',
      customerWide: true,
    },
    {
      name: "change a member's role",
      method: 'PUT',
      url: `/v1/members/${demoUsers.viewer.id}`,
      body: { role: 'viewer' },
      scope: 'admin',
      notFound: 'Member not found',
    },
    {
      name: 'remove a member',
      method: 'DELETE',
      url: `/v1/members/${demoUsers.nobody.id}`,
      ok: 204,
      scope: 'admin',
      notFound: 'Member not found',
    },
    { name: 'API tokens', method: 'GET', url: '/v1/api-tokens', scope: 'admin', customerWide: true },
    {
      name: 'make an API token',
      method: 'POST',
      url: '/v1/api-tokens',
      body: { name: 'ci', role: 'editor', expiresInDays: 30 },
      ok: 201,
      scope: 'admin',
      customerWide: true,
    },
    {
      name: 'revoke an API token',
      method: 'DELETE',
      url: `/v1/api-tokens/${apiToken.json().data[0].id}`,
      ok: 204,
      scope: 'admin',
      notFound: 'API token not found',
    },
  );
  // Approval before publishing (docs/product.md#approvals): the policy, the change requests, and General's
  // draft asked for and decided on. Under the owner's policy (no approvals) asking and deciding are 409.
  endpoints.push(
    { name: 'policy', method: 'GET', url: '/v1/policies', customerWide: true },
    {
      name: 'set the policy',
      method: 'PUT',
      url: '/v1/policies',
      body: { approvalsRequired: 0, reasonsRequired: false },
      scope: 'admin',
      customerWide: true,
    },
    { name: 'change requests', method: 'GET', url: '/v1/approvals', customerWide: true },
    { name: 'a change request', method: 'GET', url: `${draft}/approval` },
    {
      name: 'ask for approval',
      method: 'POST',
      url: `${draft}/approval-request`,
      body: { reason: 'matrix' },
      ifMatch: '"1"',
      ok: 409,
      scope: 'draft',
    },
    {
      name: 'approve or reject',
      method: 'POST',
      url: `${draft}/approval`,
      body: { decision: 'approve' },
      ifMatch: '"1"',
      ok: 409,
    },
  );
});

/** The access an endpoint needs: what it declares, else read for GET and publish for any other method. */
const scopeOf = (endpoint: Endpoint) => endpoint.scope ?? (endpoint.method === 'GET' ? 'read' : 'publish');
afterAll(async () => ctx?.close());

const call = (endpoint: Endpoint, headers: Record<string, string>) =>
  ctx.app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: { ...(endpoint.ifMatch ? { 'if-match': endpoint.ifMatch } : {}), ...headers },
    ...(endpoint.body ? { payload: endpoint.body } : {}),
  });

/** The version of the document a write endpoint changes, read with the admin token. */
const versionOf = async (document: string): Promise<number> => {
  const response = await ctx.app.inject({ method: 'GET', url: document, headers: bearer(tokens.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0].version as number;
};

/**
 * A refused call answers `status` with `{ message }` only (docs/api.md) and, for a write, writes nothing: the
 * document's version is what it was.
 */
async function expectRefused(
  endpoint: Endpoint,
  headers: Record<string, string>,
  status: number,
  label = endpoint.name,
) {
  const before = endpoint.document ? await versionOf(endpoint.document) : undefined;
  const response = await call(endpoint, headers);
  expect(response.statusCode, label).toBe(status);
  expect(response.json(), label).toEqual({ message: expect.any(String) });
  if (before !== undefined && endpoint.document) {
    expect(await versionOf(endpoint.document), label).toBe(before);
  }
  return response;
}

describe('data API isolation matrix', () => {
  it('covers every endpoint: 5 website calls, GET + PUT of the 14 resources, 3 revision calls, the customer defaults, their preview and their use on a website, the widget preview, its subjects and the theme preview, 3 activity calls, 3 usage calls, 10 draft calls, 6 settings that move, 6 webhook calls, 4 member calls, 3 API token calls, 6 approval calls', () => {
    expect(endpoints).toHaveLength(5 + 2 * 14 + 3 + 3 + 3 + 3 + 3 + 10 + 6 + 6 + 4 + 3 + 6);
  });

  it('answers 401 with no token, a non-bearer scheme, an expired, forged or tampered token', async () => {
    for (const endpoint of endpoints) {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer' },
        { authorization: `Basic ${tokens.admin}` },
        bearer(tokens.expired),
        bearer(tokens.forged),
        bearer(tokens.tampered),
        bearer('not.a.token'),
      ];
      for (const headers of attempts) {
        await expectRefused(
          endpoint,
          headers,
          401,
          `${endpoint.name} ${JSON.stringify(headers).slice(0, 40)}`,
        );
      }
    }
  });

  it("answers 404 Website not found for another customer's website, revealing nothing", async () => {
    for (const endpoint of endpoints) {
      if (endpoint.name === 'list websites') {
        // The list is the token customer's own: none of Northern Basketball League's websites appear.
        const response = await call(endpoint, bearer(tokens.otherCustomer));
        const ids = (response.json().data as { websiteId: string }[]).map((w) => w.websiteId);
        expect(ids).toEqual(['2101', '2102']);
        continue;
      }
      if (endpoint.name === 'webhooks') {
        // The customer's own: Northern Basketball League's endpoint is not among them.
        expect((await call(endpoint, bearer(tokens.otherCustomer))).json()).toEqual({ data: [] });
        continue;
      }
      if (endpoint.name === 'add a webhook') continue; // Another customer adds its own.
      if (endpoint.name === 'activity people') {
        // The customer's own log's people: the viewer, who wrote only to Northern Basketball League, is not.
        const response = await call(endpoint, bearer(tokens.otherCustomer));
        expect(response.statusCode).toBe(200);
        const subs = (response.json().data as { sub: string }[]).map((p) => p.sub);
        expect(subs).not.toContain(demoUsers.viewer.id);
        continue;
      }
      if (endpoint.name === 'scheduled changes') {
        // The customer's own, too: Northern Basketball League's schedules are not among them.
        expect((await call(endpoint, bearer(tokens.otherCustomer))).json()).toEqual({ data: [] });
        continue;
      }
      if (endpoint.name === 'members') {
        // Its own members only: Ice & Court Media has the demo admin alone.
        const response = await call(endpoint, bearer(tokens.otherCustomer));
        expect(response.json().data.map((m: { email: string }) => m.email)).toEqual(['admin@demo.test']);
        continue;
      }
      if (endpoint.name === 'API tokens' || endpoint.name === 'change requests') {
        expect((await call(endpoint, bearer(tokens.otherCustomer))).json()).toEqual({ data: [] });
        continue;
      }
      // Adding a member or making a token acts on the caller's own customer, naming nothing of another's.
      if (endpoint.customerWide) continue;
      const response = await expectRefused(endpoint, bearer(tokens.otherCustomer), 404);
      expect(response.json(), endpoint.name).toEqual({ message: endpoint.notFound ?? 'Website not found' });
    }
  });

  it('lets a read-only token read everything but the webhooks and API tokens, and write nothing (403)', async () => {
    for (const endpoint of endpoints) {
      if (endpoint.method !== 'GET' || scopeOf(endpoint) !== 'read') {
        await expectRefused(endpoint, bearer(tokens.viewer), 403);
        continue;
      }
      const response = await call(endpoint, bearer(tokens.viewer));
      expect(response.statusCode, endpoint.name).toBe(200);
    }
  });

  it("refuses a token of another product (a Datacore token) for the console's data", async () => {
    for (const endpoint of endpoints) {
      await expectRefused(endpoint, bearer(tokens.otherProduct), 403);
    }
  });

  it("decides every write's right before its body: no token, another product, the viewer or another customer with an empty or invalid body is refused, never 400", async () => {
    const bodies: { name: string; headers: Record<string, string>; payload?: string }[] = [
      { name: 'no body', headers: {} },
      { name: 'empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
      { name: 'not JSON', headers: { 'content-type': 'application/json' }, payload: '{"oops' },
      { name: 'a list', headers: { 'content-type': 'application/json' }, payload: '[]' },
      { name: 'an empty object', headers: { 'content-type': 'application/json' }, payload: '{}' },
    ];
    const writes = endpoints.filter((e) => e.method !== 'GET');
    // The 14 PUTs, restore, use the customer's default, the defaults' preview, 7 draft writes, 5 settings that
    // move, 4 webhook writes, 3 member and 2 API token writes, and 3 approval writes.
    expect(writes).toHaveLength(14 + 1 + 1 + 1 + 7 + 5 + 4 + 3 + 2 + 3);
    for (const endpoint of writes) {
      // Copy and bulk edit name their websites in the body: another customer may call them for its own, so
      // only the token and the scope are decided before their body.
      const namesWebsite =
        /\/v1\/config\/(\d+|defaults-[^/]+)\//.test(endpoint.url) || endpoint.notFound !== undefined;
      const callers: { name: string; headers: Record<string, string>; status: number }[] = [
        { name: 'no token', headers: {}, status: 401 },
        { name: 'another product', headers: bearer(tokens.otherProduct), status: 403 },
        { name: 'read-only', headers: bearer(tokens.viewer), status: 403 },
        ...(scopeOf(endpoint) === 'publish' || scopeOf(endpoint) === 'admin'
          ? [{ name: 'editor', headers: bearer(tokens.editor), status: 403 }]
          : []),
        ...(scopeOf(endpoint) === 'admin'
          ? [{ name: 'publisher', headers: bearer(tokens.publisher), status: 403 }]
          : []),
        ...(namesWebsite
          ? [{ name: 'another customer', headers: bearer(tokens.otherCustomer), status: 404 }]
          : []),
      ];
      for (const caller of callers) {
        for (const body of bodies) {
          const label = `${endpoint.name}, ${caller.name}, ${body.name}`;
          const before = endpoint.document ? await versionOf(endpoint.document) : undefined;
          const response = await ctx.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: {
              ...(endpoint.ifMatch ? { 'if-match': endpoint.ifMatch } : {}),
              ...body.headers,
              ...caller.headers,
            },
            ...(body.payload !== undefined ? { payload: body.payload } : {}),
          });
          expect(response.statusCode, `${label}: ${response.body}`).toBe(caller.status);
          expect(response.json(), label).toEqual({ message: expect.any(String) });
          if (before !== undefined && endpoint.document) {
            expect(await versionOf(endpoint.document), label).toBe(before);
          }
        }
      }
    }
  });

  it('answers 400 to a write whose body is JSON null or a list, and writes nothing', async () => {
    for (const endpoint of endpoints.filter((e) => e.method === 'PUT' && e.document)) {
      for (const payload of ['null', '[]']) {
        const label = `${endpoint.name} ${payload}`;
        const before = await versionOf(endpoint.document!);
        const response = await ctx.app.inject({
          method: 'PUT',
          url: endpoint.url,
          headers: {
            ...bearer(tokens.admin),
            'content-type': 'application/json',
            ...(endpoint.ifMatch ? { 'if-match': endpoint.ifMatch } : {}),
          },
          payload,
        });
        expect(response.statusCode, label).toBe(400);
        expect(await versionOf(endpoint.document!), label).toBe(before);
      }
    }
  });

  it('answers a write that changes nothing with the document as it is: no new version', async () => {
    for (const endpoint of endpoints.filter((e) => e.method === 'PUT' && e.document)) {
      const before = await versionOf(endpoint.document!);
      const response = await call(endpoint, bearer(tokens.admin));
      expect(response.statusCode, endpoint.name).toBe(200);
      expect(response.headers.etag, endpoint.name).toBe(`"${before}"`);
      expect(await versionOf(endpoint.document!), endpoint.name).toBe(before);
    }
  });

  it('refuses (403) every endpoint above a role: an Editor makes nothing live, a Publisher administers nothing, and writes nothing', async () => {
    const ranks = { read: 0, draft: 1, publish: 2, admin: 3 } as const;
    const roles = [
      { name: 'viewer', token: tokens.viewer, rank: 0 },
      { name: 'editor', token: tokens.editor, rank: 1 },
      { name: 'publisher', token: tokens.publisher, rank: 2 },
    ];
    for (const role of roles) {
      for (const endpoint of endpoints.filter((e) => ranks[scopeOf(e)] > role.rank)) {
        const response = await expectRefused(
          endpoint,
          bearer(role.token),
          403,
          `${role.name}: ${endpoint.name}`,
        );
        expect(response.json().message, `${role.name}: ${endpoint.name}`).toMatch(/permission|Admin/);
      }
    }
  });

  it('serves every endpoint to the customer that owns the website with the write scope', async () => {
    for (const endpoint of endpoints) {
      const response = await call(endpoint, bearer(tokens.admin));
      expect(response.statusCode, `${endpoint.name} ${response.body.slice(0, 200)}`).toBe(endpoint.ok ?? 200);
    }
  });
});
