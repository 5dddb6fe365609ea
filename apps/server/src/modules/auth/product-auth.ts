/**
 * The data API's gate (docs/product.md#tokens-and-access): every call needs
 * `Authorization: {tokenType} {token}` with a valid product token for the console product. The verified
 * claims ride on the request as `principal`.
 */
import { Readable } from 'node:stream';
import { READ_SCOPE, WRITE_SCOPE } from '@eua/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, type HttpError, unauthorized } from '../../http/errors';
import { findUnstorableText } from '../../http/reject-unstorable-text';
import {
  type ProductTokenKeys,
  parseApplicationId,
  type VerifiedProductToken,
} from '../tokens/product-token';

export { READ_SCOPE, WRITE_SCOPE };

declare module 'fastify' {
  interface FastifyRequest {
    principal?: VerifiedProductToken;
    /** A write refused for want of the write scope, answered once its handler has recorded it. */
    writeRefusal?: HttpError;
  }
  interface FastifyContextConfig {
    /** The handler records a refused write itself (it needs the body to name what was refused). */
    recordsRefusal?: boolean;
  }
}

/** The gate's answer for verified claims: a refusal, or nothing when they open the data. */
function refusal(claims: VerifiedProductToken, product: string): HttpError | undefined {
  // A token for another product (a Datacore token, say) does not open the console's data.
  if (parseApplicationId(claims.appId)?.productCode !== product) {
    return forbidden('This token is not for this product');
  }
  if (!claims.scopes.includes(READ_SCOPE) && !claims.scopes.includes(WRITE_SCOPE)) {
    return forbidden('This token has no configuration scope');
  }
  return undefined;
}

/** The token of an `Authorization: Bearer {token}` header (the scheme in any case), else undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^(\S+)\s+(\S+)$/.exec(header) : null;
  return match?.[1]?.toLowerCase() === 'bearer' ? match[2] : undefined;
}

/**
 * Adds the gate to every route registered in `scope` (an encapsulated plugin). A callback hook: a token seen
 * before passes without a promise (decision 101); a new one is verified once.
 */
export function requireProductToken(scope: FastifyInstance, keys: ProductTokenKeys, product: string): void {
  scope.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      return done(unauthorized('Missing product token: send Authorization: Bearer {token}'));
    }
    const pass = (claims: VerifiedProductToken) => {
      const refused = refusal(claims, product);
      if (!refused) request.principal = claims;
      done(refused);
    };
    const known = keys.verifiedBefore(token);
    if (known) return pass(known);
    keys.verify(token).then(pass, () => done(unauthorized('Invalid or expired product token')));
  });
}

/**
 * A write's right, decided before its body is read (decision 120): what its path names must be the token
 * customer's and exist (`ownTarget`: 404, as for a missing one), and the token must carry the write scope
 * (403). A caller without the right learns nothing from the body it sent, never a 400 about it. Added after
 * the gate, to `scope`'s every route; reads pass (their services check the website as they read it, from
 * the cache when they can).
 */
export function requireWriteAccess(
  scope: FastifyInstance,
  ownTarget: (principal: VerifiedProductToken, params: Readonly<Record<string, string>>) => Promise<void>,
): void {
  scope.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const principal = principalOf(request);
    const params = (request.params ?? {}) as Record<string, string>;
    // A path PostgreSQL cannot store text of is refused 400 before any query, as every request's is.
    if (!findUnstorableText(params)) await ownTarget(principal, params);
    try {
      requireWriteScope(principal);
    } catch (error) {
      if (!request.routeOptions.config.recordsRefusal) throw error;
      request.writeRefusal = error as HttpError;
    }
  });
  // A write whose handler records its refusal in the activity log (docs/product.md#activity) is refused by
  // the handler, from a body it can read: any other body is refused here, 403, never a 400 about it.
  scope.addHook('preParsing', async (request, _reply, payload) => {
    const refused = request.writeRefusal;
    if (!refused) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > scope.initialConfig.bodyLimit!) throw refused;
      chunks.push(chunk);
    }
    const raw = Buffer.concat(chunks);
    try {
      JSON.parse(raw.toString('utf8'));
    } catch {
      throw refused;
    }
    return Readable.from([raw]);
  });
  scope.addHook('preValidation', async (request) => {
    const refused = request.writeRefusal;
    if (!refused) return;
    const body = request.routeOptions.schema?.body as {
      safeParse?: (value: unknown) => { success: boolean };
    };
    if (!body?.safeParse?.(request.body).success) throw refused;
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
