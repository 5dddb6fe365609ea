/** POST /v1/list/customers (docs/product.md#token-service): the user's customers that hold `product`. */
import { listCustomersAnswerSchema, listCustomersRequestSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import { tokenErrors } from './issue-product-token';
import { customersFor, type TokenDeps } from './tokens.service';

export function registerListCustomers(app: FastifyInstance, deps: TokenDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/list/customers',
    {
      ...contract({
        summary: "The signed-in user's customers that hold a product",
        tags: ['token service'],
        body: listCustomersRequestSchema,
        response: { 200: listCustomersAnswerSchema, ...tokenErrors },
      }),
      config: { limit: 'tokens' },
    },
    async (request) => {
      const { userIdentityToken, product } = request.body;
      return { data: { customers: await customersFor(deps, userIdentityToken, product) } };
    },
  );
}
