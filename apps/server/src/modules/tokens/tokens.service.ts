/**
 * The token service's decisions (docs/product.md#tokens-and-access): who the identity token names, which
 * customers and products that user has, and the product tokens it may get. Routes parse and answer; this
 * decides.
 */
import { type IssuedToken, sports } from '@eua/shared';
import type { Db } from '../../db';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import {
  type CustomerRecord,
  customerHoldsProduct,
  findMembership,
  findUserByEmail,
  findUserById,
  listCustomersWithProduct,
  listProducts,
  type ProductRecord,
  type UserRecord,
} from './accounts.repo';
import { type IdentityVerifier, InvalidIdentityTokenError } from './identity-verifier';
import { applicationIdOf, type ProductTokenKeys, parseApplicationId } from './product-token';

export type TokenDeps = { db: Db; identity: IdentityVerifier; productTokens: ProductTokenKeys };
export type { IssuedToken };

const NOT_A_MEMBER = 'You do not have access to this customer';

/** 401 for a token we cannot trust; 403 for a trusted identity we have no account for. */
export async function authenticate(deps: TokenDeps, userIdentityToken: string): Promise<UserRecord> {
  let identity: Awaited<ReturnType<IdentityVerifier['verify']>>;
  try {
    identity = await deps.identity.verify(userIdentityToken);
  } catch (error) {
    if (error instanceof InvalidIdentityTokenError) throw unauthorized('Invalid or expired identity token');
    throw error;
  }
  // Built-in provider: sub is our user id. External provider: its sub is its own, so fall back to email.
  const user =
    (await findUserById(deps.db, identity.sub)) ??
    (identity.email ? await findUserByEmail(deps.db, identity.email) : undefined);
  if (!user) throw forbidden('No account exists for this user');
  return user;
}

export async function customersFor(
  deps: TokenDeps,
  token: string,
  product: string,
): Promise<CustomerRecord[]> {
  const user = await authenticate(deps, token);
  return listCustomersWithProduct(deps.db, user.id, product);
}

export async function productsFor(
  deps: TokenDeps,
  token: string,
  customerId: string,
): Promise<ProductRecord[]> {
  const user = await authenticate(deps, token);
  if (!(await findMembership(deps.db, user.id, customerId))) throw forbidden(NOT_A_MEMBER);
  return listProducts(deps.db, customerId);
}

async function issue(
  deps: TokenDeps,
  userId: string,
  customerId: string,
  product: string,
  sport?: string,
): Promise<IssuedToken> {
  const membership = await findMembership(deps.db, userId, customerId);
  if (!membership) throw forbidden(NOT_A_MEMBER);
  if (!(await customerHoldsProduct(deps.db, customerId, product))) {
    throw forbidden('This customer does not have this product');
  }
  const { token, expiresIn } = await deps.productTokens.sign({
    sub: userId,
    customerId,
    scopes: membership.scopes,
    appId: applicationIdOf(product, customerId),
    ...(sport ? { sport } : {}),
  });
  return { token, tokenType: 'Bearer', expiresIn };
}

export async function productToken(
  deps: TokenDeps,
  token: string,
  product: string,
  customerId: string,
): Promise<IssuedToken> {
  const user = await authenticate(deps, token);
  return issue(deps, user.id, customerId, product);
}

/**
 * The Datacore flow (docs/product.md#users-and-sign-in): the application id is the `appId` claim of a
 * product token the user could get (decision 020), so it names a customer and a product the user must still
 * hold.
 */
export async function applicationToken(
  deps: TokenDeps,
  token: string,
  applicationId: string,
  sport: string,
): Promise<IssuedToken> {
  const user = await authenticate(deps, token);
  if (!(sports as readonly string[]).includes(sport)) {
    throw badRequest(`sport must be one of ${sports.join(', ')}`, [
      { field: 'sport', message: `must be one of ${sports.join(', ')}` },
    ]);
  }
  const app = parseApplicationId(applicationId);
  if (!app) throw forbidden('Unknown application');
  return issue(deps, user.id, app.customerId, app.productCode, sport);
}
