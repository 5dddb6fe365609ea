/** POST /v1/products/token (docs/product.md#token-service): a product token for one customer and product. */
import { errorAnswerSchema, issuedTokenAnswerSchema, productTokenRequestSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import { productToken, type TokenDeps } from './tokens.service';

/** The refusals of the token service (docs/api.md). */
export const tokenErrors = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  415: errorAnswerSchema,
  // Over the per-user token-service limit (decision 066), with Retry-After.
  429: errorAnswerSchema,
};

export function registerIssueProductToken(app: FastifyInstance, deps: TokenDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/products/token',
    {
      ...contract({
        operationId: 'issueProductToken',
        summary: 'A product token for one customer and product',
        tags: ['token service'],
        body: productTokenRequestSchema,
        response: { 200: issuedTokenAnswerSchema, ...tokenErrors },
      }),
      config: { limit: 'tokens' },
    },
    async (request) => {
      const { userIdentityToken, product, customerId } = request.body;
      return { data: await productToken(deps, userIdentityToken, product, customerId) };
    },
  );
}
