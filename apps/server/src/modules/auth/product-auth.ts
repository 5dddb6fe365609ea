/**
 * The data API's gate (docs/product.md#tokens-and-access): every call needs
 * `Authorization: {tokenType} {token}` with a valid product token for the console product. The verified
 * claims ride on the request as `principal`.
 */
import { READ_SCOPE, WRITE_SCOPE } from '@eua/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors';
import {
  type ProductTokenKeys,
  parseApplicationId,
  type VerifiedProductToken,
} from '../tokens/product-token';

export { READ_SCOPE, WRITE_SCOPE };

declare module 'fastify' {
  interface FastifyRequest {
    principal?: VerifiedProductToken;
  }
}

/** Adds the gate to every route registered in `scope` (an encapsulated plugin). */
export function requireProductToken(scope: FastifyInstance, keys: ProductTokenKeys, product: string): void {
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^(\S+)\s+(\S+)$/.exec(header) : null;
    if (match?.[1]?.toLowerCase() !== 'bearer' || !match[2]) {
      throw unauthorized('Missing product token: send Authorization: Bearer {token}');
    }
    let claims: VerifiedProductToken;
    try {
      claims = await keys.verify(match[2]);
    } catch {
      throw unauthorized('Invalid or expired product token');
    }
    // A token for another product (a Datacore token, say) does not open the console's data.
    if (parseApplicationId(claims.appId)?.productCode !== product) {
      throw forbidden('This token is not for this product');
    }
    if (!claims.scopes.includes(READ_SCOPE) && !claims.scopes.includes(WRITE_SCOPE)) {
      throw forbidden('This token has no configuration scope');
    }
    request.principal = claims;
  });
}

export function principalOf(request: FastifyRequest): VerifiedProductToken {
  if (!request.principal) throw unauthorized('Missing product token');
  return request.principal;
}

export function requireWriteScope(principal: VerifiedProductToken): void {
  if (!principal.scopes.includes(WRITE_SCOPE)) {
    throw forbidden('You do not have permission to change this configuration');
  }
}
