/**
 * POST /v1/api-tokens `{ name, role, expiresInDays }` (Admin): a new API token, the only answer that holds its
 * secret (201).
 */
import { createApiTokenBodySchema, createdApiTokenAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { createApiToken } from './api-tokens.service';
import { adminWriteErrors } from './member-routes';

export function registerCreateApiToken(app: FastifyInstance, db: Db, now: () => number): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/api-tokens',
    {
      ...contract({
        operationId: 'createApiToken',
        summary: 'Makes an API token with a role below Admin; its secret is in this answer only',
        tags: ['api tokens'],
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenAnswerSchema, ...adminWriteErrors },
      }),
      config: { limit: 'writes', scope: 'admin' },
    },
    async (request, reply) => {
      const token = await createApiToken(db, principalOf(request), request.body, now());
      reply.code(201).header('cache-control', 'no-store');
      return { data: [token] };
    },
  );
}
