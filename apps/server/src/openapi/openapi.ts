/**
 * The OpenAPI 3.1 document of the API (issue 8 item 3), made from the routes' contracts: every route that
 * declares one (packages/shared/src/api) is in it, with its parameters, body and answers. Served at
 * `/v1/openapi.json`; `npm run openapi` writes it and a readable reference into docs/.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
            description: 'A product token from POST /v1/products/token (DESIGN.md §3)',
          },
        },
      },
    },
    // Routes without a contract (the console's pages, the identity provider's) are not API calls.
    hideUntagged: true,
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      // Every data API call needs a product token (docs/api.md).
      if (input.url.startsWith('/v1/config/')) {
        return { ...output, schema: { ...output.schema, security: [{ productToken: [] }] } };
      }
      return output;
    },
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
