/** GET /v1/tokens/jwks.json: the public keys product tokens are signed with (docs/api.md). */
import type { FastifyInstance } from 'fastify';
import type { TokenDeps } from './tokens.service';

export function registerJwks(app: FastifyInstance, deps: Pick<TokenDeps, 'productTokens'>): void {
  app.get('/v1/tokens/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return deps.productTokens.jwks();
  });
}
