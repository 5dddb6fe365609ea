/**
 * The data API's gate (docs/product.md#tokens-and-access): every call needs
 * `Authorization: {tokenType} {token}` with a valid product token for the console product. The verified
 * claims ride on the request as `principal`.
 */
import { Readable } from 'node:stream';
import { ADMIN_SCOPE, API_TOKEN_PREFIX, DRAFT_SCOPE, READ_SCOPE, WRITE_SCOPE } from '@eua/shared';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preParsingHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { forbidden, type HttpError, unauthorized } from '../../http/errors';
import { findUnstorableText } from '../../http/reject-unstorable-text';
import {
  type ProductTokenKeys,
  parseApplicationId,
  type VerifiedProductToken,
} from '../tokens/product-token';

export { ADMIN_SCOPE, DRAFT_SCOPE, READ_SCOPE, WRITE_SCOPE };

/**
 * What a route needs (docs/product.md#roles, decision 137): to read; to save drafts (Editor); to make a change
 * live (Publisher, the `config:write` scope); to administer the customer (Admin: members, API tokens).
 */
export type AccessScope = 'read' | 'draft' | 'publish' | 'admin';

/** The token scopes that grant each access: a higher one grants the lower (a token made before drafts had a scope of their own still saves them). */
const grantedBy: Record<AccessScope, readonly string[]> = {
  read: [READ_SCOPE, DRAFT_SCOPE, WRITE_SCOPE, ADMIN_SCOPE],
  draft: [DRAFT_SCOPE, WRITE_SCOPE],
  publish: [WRITE_SCOPE],
  admin: [ADMIN_SCOPE],
};

/** The refusal of a live write to a role that cannot make a change live. */
export const PUBLISH_REFUSAL_MESSAGE = 'You do not have permission to change this configuration';

const refusals: Record<AccessScope, string> = {
  read: 'This token has no configuration scope',
  draft: 'You do not have permission to change this configuration: your role can only read it',
  publish: PUBLISH_REFUSAL_MESSAGE,
  admin: 'Only an Admin of this customer can do this',
};

/** Whether the claims carry `scope` (or one that includes it). */
export const grants = (principal: Pick<VerifiedProductToken, 'scopes'>, scope: AccessScope): boolean =>
  grantedBy[scope].some((granted) => principal.scopes.includes(granted));

/**
 * Refuses (403) a principal without `scope`. For a route, declare `config: { scope }` instead: that is decided
 * before the body (decision 137).
 */
export function requireScope(principal: VerifiedProductToken, scope: AccessScope): void {
  if (!grants(principal, scope)) throw forbidden(refusals[scope]);
}

/** Resolves an API token's secret (`eua_…`) to the claims it carries, or undefined when unknown or expired. */
export type ApiTokenResolver = (secret: string) => Promise<VerifiedProductToken | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    principal?: VerifiedProductToken;
    /** A write refused for want of the write scope, answered once its handler has recorded it. */
    writeRefusal?: HttpError;
  }
  interface FastifyContextConfig {
    /** The handler records a refused write itself (it needs the body to name what was refused). */
    recordsRefusal?: boolean;
    /**
     * The access the route needs, decided before its body (decision 137); a function when the request's
     * path or query decides it (an import's dry run). Default: `read` for GET and HEAD, else `publish`.
     */
    scope?: AccessScope | ((request: FastifyRequest) => AccessScope);
  }
}

/** The gate's answer for verified claims: a refusal, or nothing when they open the data. */
function refusal(claims: VerifiedProductToken, product: string): HttpError | undefined {
  // A token for another product (a Datacore token, say) does not open the console's data.
  if (parseApplicationId(claims.appId)?.productCode !== product) {
    return forbidden('This token is not for this product');
  }
  if (!grants(claims, 'read')) return forbidden(refusals.read);
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
export function requireProductToken(
  scope: FastifyInstance,
  keys: ProductTokenKeys,
  product: string,
  apiTokens?: ApiTokenResolver,
): void {
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
    // An API token (decision 138) is looked up on every request: revoked, it stops at once on every instance.
    if (apiTokens && token.startsWith(API_TOKEN_PREFIX)) {
      apiTokens(token).then(
        (claims) => (claims ? pass(claims) : done(unauthorized('Invalid, expired or revoked API token'))),
        (error) => done(error as Error),
      );
      return;
    }
    const known = keys.verifiedBefore(token);
    if (known) return pass(known);
    keys.verify(token).then(pass, () => done(unauthorized('Invalid or expired product token')));
  });
}

/** The access a request's route needs: its `config.scope`, else read for GET and HEAD and publish otherwise. */
export function scopeOfRoute(request: FastifyRequest): AccessScope {
  const declared = request.routeOptions.config.scope;
  if (typeof declared === 'function') return declared(request);
  if (declared) return declared;
  return request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'publish';
}

/**
 * A request's right, decided before its body is read (decisions 120 and 137): what a write's path names must
 * be the token customer's and exist (`ownTarget`: 404, as for a missing one), and the token must carry the
 * scope the route declares (403). A caller without the right learns nothing from the body it sent, never a
 * 400 about it. Added after the gate, to the routes of `scope` registered afterwards that need more than
 * the read scope; reads that need only it run nothing here (their services check the website as they read
 * it, from the cache when they can).
 */
export function requireWriteAccess(
  scope: FastifyInstance,
  ownTarget: (principal: VerifiedProductToken, params: Readonly<Record<string, string>>) => Promise<void>,
): void {
  const decide: onRequestHookHandler = async (request) => {
    const needed = scopeOfRoute(request);
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && needed === 'read') return;
    const principal = principalOf(request);
    const params = (request.params ?? {}) as Record<string, string>;
    // A path PostgreSQL cannot store text of is refused 400 before any query, as every request's is.
    if (!read && !findUnstorableText(params)) await ownTarget(principal, params);
    try {
      requireScope(principal, needed);
    } catch (error) {
      if (!request.routeOptions.config.recordsRefusal) throw error;
      request.writeRefusal = error as HttpError;
    }
  };
  // A write whose handler records its refusal in the activity log (docs/product.md#activity) is refused by
  // the handler, from a body it can read: any other body is refused here, 403, never a 400 about it.
  const readRefusedBody: preParsingHookHandler = async (request, _reply, payload) => {
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
  };
  const checkRefusedBody: preValidationHookHandler = async (request) => {
    const refused = request.writeRefusal;
    if (!refused) return;
    const body = request.routeOptions.schema?.body as {
      safeParse?: (value: unknown) => { success: boolean };
    };
    if (!body?.safeParse?.(request.body).success) throw refused;
  };
  // On the routes that need them only, each first among its route's own (before its rate limit, as a hook of
  // the scope ran): a read that needs only the read scope runs none of them.
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const declared = route.config?.scope;
    const reads = methods.every((method) => method === 'GET' || method === 'HEAD');
    if (reads && (declared === undefined || declared === 'read')) return;
    route.onRequest = [decide, ...[route.onRequest ?? []].flat()];
    if (!route.config?.recordsRefusal) return;
    route.preParsing = [readRefusedBody, ...[route.preParsing ?? []].flat()];
    route.preValidation = [checkRefusedBody, ...[route.preValidation ?? []].flat()];
  });
}

export function principalOf(request: FastifyRequest): VerifiedProductToken {
  if (!request.principal) throw unauthorized('Missing product token');
  return request.principal;
}

/** Refuses (403) a principal that cannot make a change live: `requireScope(principal, 'publish')`. */
export function requireWriteScope(principal: VerifiedProductToken): void {
  requireScope(principal, 'publish');
}
