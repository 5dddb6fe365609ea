/** GET /v1/tokens/jwks.json: the public keys product tokens are signed with (docs/api.md). */
import { jwksAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import type { TokenDeps } from './tokens.service';

export function registerJwks(app: FastifyInstance, deps: Pick<TokenDeps, 'productTokens'>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/tokens/jwks.json',
    contract({
      operationId: 'getJwks',
      summary: 'The public keys product tokens are signed with',
      tags: ['token service'],
      response: { 200: jwksAnswerSchema },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return deps.productTokens.jwks();
    },
  );
}
