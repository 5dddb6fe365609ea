/** POST /v1/list/products (SPEC.md §7): the products of a customer the user belongs to. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../../http/errors';
import type { ProductRecord } from './accounts.repo';
import { productsFor, type TokenDeps } from './tokens.service';

export const listProductsBody = z.object({
  userIdentityToken: z.string().min(1),
  customerId: z.string().min(1),
});

export type ListProductsAnswer = { data: { products: ProductRecord[] } };

export function registerListProducts(app: FastifyInstance, deps: TokenDeps): void {
  app.post('/v1/list/products', async (request): Promise<ListProductsAnswer> => {
    const body = parseOr400(listProductsBody, request.body);
    return { data: { products: await productsFor(deps, body.userIdentityToken, body.customerId) } };
  });
}
