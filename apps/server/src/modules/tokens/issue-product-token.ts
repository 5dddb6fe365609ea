/** POST /v1/products/token (SPEC.md §7): a product token for one customer and product. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../../http/errors';
import { type IssuedToken, productToken, type TokenDeps } from './tokens.service';

export const issueProductTokenBody = z.object({
  userIdentityToken: z.string().min(1),
  product: z.string().min(1),
  // SPEC.md §7: the customer id travels as a string.
  customerId: z.string().min(1),
});

export type IssueTokenAnswer = { data: IssuedToken };

export function registerIssueProductToken(app: FastifyInstance, deps: TokenDeps): void {
  app.post('/v1/products/token', async (request): Promise<IssueTokenAnswer> => {
    const body = parseOr400(issueProductTokenBody, request.body);
    return { data: await productToken(deps, body.userIdentityToken, body.product, body.customerId) };
  });
}
