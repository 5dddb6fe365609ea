/**
 * The OpenAPI 3.1 document of the API (docs/product.md#data-api), made from the routes' contracts: every
 * route that declares one (packages/shared/src/api) is in it, with its parameters, body and answers. Served
 * at
 * `/v1/openapi.json`; `npm run openapi` writes it and a readable reference into docs/.
 */
import { configResourceSchemas, featureList } from '@eua/shared';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ACTIVITY_CSV_PATH } from '../modules/activity/export-activity';
import { IMPORT_SETTINGS_PATH } from '../modules/move/import-settings';

export const OPENAPI_PATH = '/v1/openapi.json';

/** The one route that reads and writes every configuration resource, as the document names its path. */
export const CONFIG_RESOURCE_PATH = '/v1/config/{websiteId}/{resource}';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type OpenApiObject = { paths?: Record<string, Record<string, Operation>> };

/**
 * Each resource's component names. Made as this module loads, so the schemas are registered before the
 * document lists the components: as `…Input` what a client sends, as they are what it receives.
 */
const resourceComponents = featureList.map((feature) => {
  const { body, answer } = configResourceSchemas(feature.id);
  const answerId = `${answer.meta()?.id}`;
  return {
    resource: feature.resource,
    ids: {
      body: `${body.meta()?.id}Input`,
      answer: answerId,
      document: answerId.replace(/ConfigAnswer$/, 'ConfigDocument'),
      settings: answerId.replace(/ConfigAnswer$/, 'Settings'),
    },
  };
});
type ResourceIds = (typeof resourceComponents)[number]['ids'];

const componentRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const jsonOf = (operation: Operation, status: string) =>
  operation.responses[status]?.content?.['application/json'];

/** A one-item `data` list of `item`, as every configuration answer is. */
const dataOf = (item: unknown) => ({
  type: 'object',
  properties: { data: { type: 'array', minItems: 1, maxItems: 1, items: item } },
  required: ['data'],
});

/** One operation of a configuration path, for one resource: its own body, document and settings. */
function forResource(operation: Operation, url: string, ids: ResourceIds): Operation {
  const copy: Operation = structuredClone(operation);
  copy.parameters = copy.parameters?.filter((p) => !(p.in === 'path' && p.name === 'resource'));
  const body = copy.requestBody?.content['application/json'];
  if (body) body.schema = componentRef(ids.body);
  const ok = jsonOf(copy, '200');
  if (ok && (url === CONFIG_RESOURCE_PATH || url.endsWith('/restore'))) ok.schema = componentRef(ids.answer);
  // A revision holds the whole document as it was saved: the resource's settings.
  if (ok && url.endsWith('/revisions/{version}')) {
    ok.schema = dataOf({
      allOf: [
        componentRef('Revision'),
        { type: 'object', properties: { document: componentRef(ids.settings) } },
      ],
    });
  }
  // A stale write answers the stored document of this resource.
  const stale = jsonOf(copy, '412');
  if (stale) {
    stale.schema = {
      allOf: [
        componentRef('StaleVersionAnswer'),
        { type: 'object', properties: { current: componentRef(ids.document) } },
      ],
    };
  }
  return copy;
}

/**
 * One route serves the thirteen configuration resources (and one each their revisions and restore), but each
 * takes and answers its own fields: the document names each resource's paths, with its body
 * (`{Feature}SettingsBody`), its answer (`{Feature}ConfigAnswer`), its stored document in a 412 and its
 * settings in a revision, from the feature's definition (decision 094), in place of the route's "any object".
 */
export function withConfigResourcePaths<T extends OpenApiObject>(document: T): T {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [url, item] of Object.entries(document.paths ?? {})) {
    if (!url.startsWith(CONFIG_RESOURCE_PATH)) {
      paths[url] = item;
      continue;
    }
    for (const { resource, ids } of resourceComponents) {
      const resourceUrl = url.replace('{resource}', resource);
      paths[resourceUrl] = Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [method, forResource(operation, url, ids)]),
      );
    }
  }
  return { ...document, paths };
}

/**
 * The calls an outside client makes: the token service and the data API (and the document itself), the
 * console's runtime configuration, the health check and the widgets' public read (not the files the widgets
 * load: their script, preview frame and images).
 */
const isApiRoute = (url: string) =>
  url.startsWith('/v1/') ||
  url === '/runtime-config.json' ||
  url === '/healthz' ||
  url === '/widgets/v1/:websiteId/:widget';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered after the document, as Fastify routes it (the openapi test's checklist). */
    apiRoutes: { method: string; url: string }[];
  }
}

/**
 * An import reads its body as text, so that a file that is not JSON is answered in the file's words
 * (decision 114): the route declares no body, and the document says it is a settings file.
 */
function withImportBody<T extends OpenApiObject>(document: T): T {
  const url = IMPORT_SETTINGS_PATH.replace(':websiteId', '{websiteId}');
  const operation = document.paths?.[url]?.post;
  if (operation) {
    operation.requestBody = {
      required: true,
      description: 'The settings file, as GET /v1/config/{websiteId}/export answers it (at most 1 MB)',
      content: { 'application/json': { schema: componentRef('SettingsFile') } },
    } as Operation['requestBody'];
  }
  return document;
}

/** The data API's calls, which every one needs a product token for (docs/api.md). */
const needsProductToken = (url: string) =>
  ['/v1/config/', '/v1/activity', '/v1/copy/', '/v1/bulk/'].some((prefix) => url.startsWith(prefix));

/** Registers the document; call it before the routes, which it collects as they are added. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    // HEAD answers as GET; an OPTIONS preflight is part of CORS, not a call of its own.
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && method !== 'OPTIONS') apiRoutes.push({ method, url: route.url });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Embedded UI Admin API',
        version: '1',
        description:
          'The data API and the token service of Embedded UI Admin (docs/api.md). Errors answer `{ message }`, plus `errors` for validation.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          productToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A product token from POST /v1/products/token (docs/product.md#tokens-and-access)',
          },
        },
      },
    },
    // Routes without a contract (the console's pages, the identity provider's) are not API calls.
    hideUntagged: true,
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      // Every data API call needs a product token (docs/api.md).
      if (!needsProductToken(input.url)) return output;
      const schema: Record<string, unknown> = { ...output.schema, security: [{ productToken: [] }] };
      // The activity export answers CSV, not JSON (docs/product.md#activity).
      const response = schema.response as Record<string, { description?: string }> | undefined;
      if (input.url === ACTIVITY_CSV_PATH && response?.['200']) {
        const csv = response['200'];
        schema.response = {
          ...response,
          200: { description: csv.description, content: { 'text/csv': { schema: csv } } },
        };
      }
      return { ...output, schema };
    },
    transformObject: (input) =>
      withImportBody(
        withConfigResourcePaths(jsonSchemaTransformObject(input) as OpenApiObject),
      ) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
