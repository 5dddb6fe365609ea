/** The token service ({tokenHost}, docs/product.md#token-service): four calls and the product-token JWKS. */
import type { FastifyInstance } from 'fastify';
import { registerIssueApplicationToken } from './issue-application-token';
import { registerIssueProductToken } from './issue-product-token';
import { registerJwks } from './jwks';
import { registerListCustomers } from './list-customers';
import { registerListProducts } from './list-products';
import type { TokenDeps } from './tokens.service';

export function registerTokenService(app: FastifyInstance, deps: TokenDeps): void {
  registerListCustomers(app, deps);
  registerListProducts(app, deps);
  registerIssueProductToken(app, deps);
  registerIssueApplicationToken(app, deps);
  registerJwks(app, deps);
}
