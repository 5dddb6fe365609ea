/**
 * The OpenAPI document (docs/product.md#data-api): valid OpenAPI 3.1, listing every API route the server
 * registers, each operation named and the error answers shared, with the committed document current — and a
 * client generated from it by openapi-typescript (openapi-fetch over its `paths`) calling the real server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { etagOfVersion, featureList, features } from '@eua/shared';
import { Validator } from '@seriousme/openapi-schema-validator';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../seed/demo-data';
import { identityToken, startTestApp, type TestContext } from '../test-support/fixtures';
import { artifactPaths, COMMITTED_SERVER_URL, committedDocumentOf, writeClientTypes } from './artifacts';
import type { paths } from './generated-api';
import { OPENAPI_PATH } from './openapi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let ctx: TestContext;
type Served = {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
  servers: { url: string }[];
  components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
};
let served: Served;

beforeAll(async () => {
  ctx = await startTestApp();
  const response = await ctx.app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  served = response.json();
});
afterAll(async () => ctx?.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(served));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(served.openapi).toBe('3.1.0');
  });

  it('lists every API route the server registers', () => {
    // The configuration routes (a resource, its revisions, restore, its draft, the use of the customer's
    // defaults) are documented once per
    // resource (decision 094).
    const resources = new Set(featureList.map((feature) => feature.resource));
    const routeOf = (url: string) => {
      const route = url.replace(/\{(\w+)\}/g, ':$1');
      const [, resource, rest = ''] =
        /^\/v1\/config\/:websiteId\/([^/]+)(\/(?:revisions|draft|use-defaults|defaults-preview).*)?$/.exec(
          route,
        ) ?? [];
      return resource && resources.has(resource) ? `/v1/config/:websiteId/:resource${rest}` : route;
    };
    const documented = new Set(
      Object.entries(served.paths).flatMap(([url, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${routeOf(url)}`),
      ),
    );
    const api = ctx.app.apiRoutes.filter((route) => route.url !== OPENAPI_PATH);
    expect(api.length).toBeGreaterThanOrEqual(15);
    const missing = api.map((r) => `${r.method} ${r.url}`).filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('names every operation once (operationId)', () => {
    const operations = Object.values(served.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(served.paths['/v1/config/websites']?.get?.operationId).toBe('listWebsites');
    expect(served.paths['/v1/config/{websiteId}/leaders']?.put?.operationId).toBe('putLeadersConfig');
  });

  it('says each error answer once, and refers to it', () => {
    const inline = Object.entries(served.paths).flatMap(([url, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([, response]) => JSON.stringify(response).includes('"#/components/schemas/ErrorAnswer"'))
          .map(([status]) => `${method} ${url} ${status}`),
      ),
    );
    expect(inline).toEqual([]);
    expect(served.paths['/v1/config/websites']?.get?.responses['401']).toEqual({
      $ref: '#/components/responses/Unauthorized',
    });
    expect(served.components.responses.Unauthorized).toBeDefined();
  });

  it('is the one committed in docs/ (npm run openapi), and makes the client types', async () => {
    const file = artifactPaths.document;
    const committed = readFileSync(path.join(root, file), 'utf8');
    expect(committed, `${file} is out of date: run npm run openapi`).toBe(committedDocumentOf(served));
    expect(COMMITTED_SERVER_URL).toBe('http://localhost:3000');
    // The types are built from the committed document, not committed (decision 124).
    const types = await writeClientTypes(root);
    expect(readFileSync(path.join(root, artifactPaths.clientTypes), 'utf8')).toBe(types);
    expect(types).toContain('getLeadersConfig');
  });
});

describe('a client generated from the document (openapi-typescript + openapi-fetch)', () => {
  /** The generated client over the test app: its requests go to app.inject instead of a socket. */
  const client = () =>
    createClient<paths>({
      baseUrl: 'http://api.test',
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        const body = request.method === 'GET' ? undefined : await request.text();
        const answer = await ctx.app.inject({
          method: request.method as 'GET',
          url: `${url.pathname}${url.search}`,
          headers: Object.fromEntries(request.headers.entries()),
          ...(body ? { payload: body } : {}),
        });
        return new Response(answer.rawPayload, {
          status: answer.statusCode,
          headers: answer.headers as Record<string, string>,
        });
      },
    });

  it('gets a product token, lists websites, reads a document and meets a 412 — all typed from the document', async () => {
    const api = client();
    const userIdentityToken = await identityToken(ctx.db, ctx.config, { sub: demoUsers.admin.id });
    const issued = await api.POST('/v1/products/token', {
      body: { userIdentityToken, product: 'embedded_ui_admin', customerId: '1001' },
    });
    expect(issued.response.status).toBe(200);
    const token = issued.data?.data.token ?? '';
    expect(issued.data?.data.tokenType).toBe('Bearer');
    const headers = { authorization: `Bearer ${token}` };

    const websites = await api.GET('/v1/config/websites', { params: { query: { limit: '2' } }, headers });
    expect(websites.data?.data.map((w) => w.websiteId)).toEqual(['2001', '2002']);
    expect(websites.data?.links.next).toBe('/v1/config/websites?limit=2&offset=2');

    // Each resource has its own path and fields in the document: the leaders' count is typed as a number.
    const read = await api.GET('/v1/config/{websiteId}/leaders', {
      params: { path: { websiteId: '2001' } },
      headers,
    });
    const document = read.data?.data[0];
    expect(document?.sport).toBe('basketball');
    const count: number | undefined = document?.config.leadersCountPerStatistic;
    expect(count).toBe(features.leaders.fields.find((f) => f.name === 'leadersCountPerStatistic')?.default);
    expect(read.response.headers.get('etag')).toBe(etagOfVersion(document?.version ?? -1));

    const stale = await api.PUT('/v1/config/{websiteId}/leaders', {
      params: { path: { websiteId: '2001' } },
      headers: { ...headers, 'if-match': '"0"' },
      body: { leadersCountPerStatistic: 9 },
    });
    expect(stale.response.status).toBe(412);
    expect(stale.error).toMatchObject({ errors: [], current: { version: document?.version } });
    // The stored document a 412 answers is the resource's own, typed as its settings.
    const storedCount: number | undefined =
      stale.error && 'current' in stale.error
        ? stale.error.current?.config.leadersCountPerStatistic
        : undefined;
    expect(storedCount).toBe(count);

    // The revision list takes and answers the same for every resource: one path, `{resource}` a name.
    const revisions = await api.GET('/v1/config/{websiteId}/{resource}/revisions', {
      params: { path: { websiteId: '2001', resource: 'leaders' } },
      headers,
    });
    expect(revisions.response.status).toBe(200);
  });
});
