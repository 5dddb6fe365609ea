/**
 * Routes declare their contract (packages/shared/src/api, docs/product.md#data-api) as their Fastify schema:
 * zod schemas that validate the request parts here, type the handler (fastify-type-provider-zod) and make the
 * OpenAPI document (@fastify/swagger). Compilers are set per route, so a route with a contract needs nothing
 * from the app around it.
 */
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { badRequestOf } from './errors';

/** The 400 messages of each request part, as the handlers' parseOr400 has always worded them (docs/api.md). */
const partNames: Record<string, string> = {
  body: 'Invalid request body',
  params: 'Invalid path',
  querystring: 'Invalid query',
  headers: 'Invalid headers',
};

const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A part that is absent (a call without a body or query) is empty; a body of JSON null is a value, and
    // answers 400 like any other body that is not what the route takes.
    const result = schema.safeParse(data === undefined ? {} : data);
    if (result.success) return { value: result.data };
    return { error: badRequestOf(result.error, partNames[httpPart ?? 'body'] ?? 'Invalid request') };
  };

let checking = false;

/**
 * Checks every answer against its declared schema, and fails the request (500) when one does not fit. On in
 * the test suites (test-support/fixtures.ts), so a contract that drifts from what a route answers fails a
 * test; off in production, where answers are serialised as they are.
 */
export function checkAnswersAgainstContracts(on: boolean): void {
  checking = on;
}

const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    if (checking) {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new Error(`${method} ${url} answered outside its contract: ${result.error.message}`);
      }
    }
    return JSON.stringify(data);
  };

/**
 * An answer serialised ahead of time (a cached body, sent as a string, which Fastify does not serialise
 * again): checked against `schema` exactly as the route's serializer would check it.
 */
export function serializeAnswer(schema: z.ZodType, data: unknown, where: string): string {
  if (checking) {
    const result = schema.safeParse(data);
    if (!result.success) throw new Error(`${where} answered outside its contract: ${result.error.message}`);
  }
  return JSON.stringify(data);
}

/** Route options for a contract: `app.get(url, contract({ params, response: { 200: … } }), handler)`. */
export function contract<S extends FastifySchema>(schema: S) {
  // Fastify types a route's compilers by the route's schema object; ours take any zod schema of it.
  return {
    schema,
    validatorCompiler: validatorCompiler as unknown as FastifySchemaCompiler<S>,
    serializerCompiler: serializerCompiler as unknown as FastifySerializerCompiler<S>,
  };
}
