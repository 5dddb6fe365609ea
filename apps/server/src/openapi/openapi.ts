/**
 * The OpenAPI 3.1 document of the API (docs/product.md#data-api), made from the routes' contracts: every
 * route that declares one (packages/shared/src/api) is in it, with its parameters, body and answers. Served
 * at `/v1/openapi.json`; `npm run openapi` writes it into docs/ (decision 124).
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ACTIVITY_CSV_PATH } from '../modules/activity/export-activity';
import { IMPORT_SETTINGS_PATH } from '../modules/move/import-settings';
import { USAGE_CSV_PATH } from '../modules/usage/export-usage';
import { withConfigResourcePaths } from './config-resource-paths';
import type { OpenApiDocument } from './document-types';
import { withOperationIds } from './operation-ids';
import { withSharedParts } from './shared-parts';

export const OPENAPI_PATH = '/v1/openapi.json';

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
function withImportBody<T extends OpenApiDocument>(document: T): T {
  const url = IMPORT_SETTINGS_PATH.replace(':websiteId', '{websiteId}');
  const operation = document.paths?.[url]?.post;
  if (operation) {
    operation.requestBody = {
      required: true,
      description: 'The settings file, as GET /v1/config/{websiteId}/export answers it (at most 1 MB)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SettingsFile' } } },
    };
  }
  return document;
}

/** The data API's calls, which every one needs a product token for (docs/api.md). */
const needsProductToken = (url: string) =>
  ['/v1/config/', '/v1/activity', '/v1/copy/', '/v1/bulk/', '/v1/usage'].some((prefix) =>
    url.startsWith(prefix),
  );

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
      // The activity and usage exports answer CSV, not JSON (docs/product.md#activity).
      const response = schema.response as Record<string, { description?: string }> | undefined;
      if ((input.url === ACTIVITY_CSV_PATH || input.url === USAGE_CSV_PATH) && response?.['200']) {
        const csv = response['200'];
        schema.response = {
          ...response,
          200: { description: csv.description, content: { 'text/csv': { schema: csv } } },
        };
      }
      return { ...output, schema };
    },
    // Named before the configuration paths are expanded, so each resource's operation is named after the
    // route's (`getLeadersConfig`), and checked again after.
    transformObject: (input) =>
      withSharedParts(
        withOperationIds(
          withConfigResourcePaths(
            withOperationIds(withImportBody(jsonSchemaTransformObject(input) as OpenApiDocument)),
          ),
        ),
      ) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}

/** The document as a plugin on the app itself, registered before any route (decision 163). */
export const openApi = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => registerOpenApi(app, publicUrl),
  { name: 'openapi' },
);
