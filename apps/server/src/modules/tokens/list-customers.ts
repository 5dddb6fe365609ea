/** POST /v1/list/customers (SPEC.md §7): the user's customers that hold `product`. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../../http/errors';
import { customersFor, type TokenDeps } from './tokens.service';

export const listCustomersBody = z.object({
  userIdentityToken: z.string().min(1),
  product: z.string().min(1),
});

export type ListCustomersAnswer = { data: { customers: { customerId: string; name: string }[] } };

export function registerListCustomers(app: FastifyInstance, deps: TokenDeps): void {
  app.post('/v1/list/customers', async (request): Promise<ListCustomersAnswer> => {
    const body = parseOr400(listCustomersBody, request.body);
    const customers = await customersFor(deps, body.userIdentityToken, body.product);
    return { data: { customers } };
  });
}
