/** GET /v1/api-tokens (Admin): the customer's API tokens, newest first, with their last use; never a secret. */
import { apiTokenListAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readApiTokens } from './api-tokens.service';

export function registerListApiTokens(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/api-tokens',
    {
      ...contract({
        operationId: 'listApiTokens',
        summary: "The customer's API tokens (name, role, expiry, last use), newest first",
        tags: ['api tokens'],
        response: { 200: apiTokenListAnswerSchema, ...apiErrors },
      }),
      config: { scope: 'admin' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: await readApiTokens(db, principalOf(request)) };
    },
  );
}
