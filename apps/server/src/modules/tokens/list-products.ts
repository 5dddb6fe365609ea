/** POST /v1/list/products (docs/product.md#token-service): the products of a customer the user belongs to. */
import { listProductsAnswerSchema, listProductsRequestSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import { tokenErrors } from './issue-product-token';
import { productsFor, type TokenDeps } from './tokens.service';

export function registerListProducts(app: FastifyInstance, deps: TokenDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/list/products',
    {
      ...contract({
        summary: 'The products of a customer the user belongs to',
        tags: ['token service'],
        body: listProductsRequestSchema,
        response: { 200: listProductsAnswerSchema, ...tokenErrors },
      }),
      config: { limit: 'tokens' },
    },
    async (request) => {
      const { userIdentityToken, customerId } = request.body;
      return { data: { products: await productsFor(deps, userIdentityToken, customerId) } };
    },
  );
}
