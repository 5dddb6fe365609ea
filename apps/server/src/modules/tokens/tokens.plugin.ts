/** The token service ({tokenHost}, docs/product.md#token-service): four calls and the product-token JWKS. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IdpConfig } from '../../config/env';
import { createIdentityVerifier, type IdentityVerifier } from './identity-verifier';
import { registerIssueApplicationToken } from './issue-application-token';
import { registerIssueProductToken } from './issue-product-token';
import { registerJwks } from './jwks';
import { registerListCustomers } from './list-customers';
import { registerListProducts } from './list-products';
import { createProductTokenKeys, type ProductTokenKeys } from './product-token';
import type { TokenDeps } from './tokens.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product tokens' signing key and the cache of verified tokens (decision 080). */
    productTokens: ProductTokenKeys;
    /** Verifies identity tokens: the built-in provider's key or the external provider's JWKS. */
    identityVerifier: IdentityVerifier;
  }
}

export type TokenKeysOptions = { idp: IdpConfig; identityVerifier?: IdentityVerifier };

/** `productTokens` and `identityVerifier`: the token service, the data API's gate and the limits use them. */
export const tokenKeys = fp(
  async (app: FastifyInstance, options: TokenKeysOptions) => {
    app.decorate('productTokens', createProductTokenKeys(app.db));
    app.decorate('identityVerifier', options.identityVerifier ?? createIdentityVerifier(app.db, options.idp));
  },
  { name: 'token-keys', dependencies: ['db'] },
);

export function registerTokenService(app: FastifyInstance, deps: TokenDeps): void {
  registerListCustomers(app, deps);
  registerListProducts(app, deps);
  registerIssueProductToken(app, deps);
  registerIssueApplicationToken(app, deps);
  registerJwks(app, deps);
}

/** The token service's routes, in a context of their own. */
export const tokenRoutes = fp(
  async (app: FastifyInstance) =>
    registerTokenService(app, {
      db: app.db,
      identity: app.identityVerifier,
      productTokens: app.productTokens,
    }),
  { name: 'token-routes', dependencies: ['db', 'token-keys'], encapsulate: true },
);
