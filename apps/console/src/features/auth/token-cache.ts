/**
 * Product tokens per customer and product (docs/product.md#tokens-and-access): kept in sessionStorage —
 * never localStorage — and reused until `expiry`.
 */
export type ProductToken = { token: string; tokenType: string; expiry: number; customerId: string };

const prefix = 'eua.';
const tokenKey = (product: string, customerId: string) => `${prefix}token.${product}.${customerId}`;
const customerKey = (product: string) => `${prefix}customer.${product}`;

/** expiry = now + expiresIn × 1000 ms (docs/product.md#tokens-and-access). */
export function toProductToken(
  answer: { token: string; tokenType: string; expiresIn: number },
  customerId: string,
  now = Date.now(),
): ProductToken {
  return {
    token: answer.token,
    tokenType: answer.tokenType,
    expiry: now + answer.expiresIn * 1000,
    customerId,
  };
}

export function isUnexpired(token: ProductToken | null, now = Date.now()): token is ProductToken {
  return token !== null && token.expiry > now;
}

export function storeProductToken(product: string, token: ProductToken): void {
  sessionStorage.setItem(tokenKey(product, token.customerId), JSON.stringify(token));
  sessionStorage.setItem(customerKey(product), token.customerId);
}

/** The chosen customer's token when it is still valid; an expired one is removed. */
export function readProductToken(product: string, customerId: string, now = Date.now()): ProductToken | null {
  const raw = sessionStorage.getItem(tokenKey(product, customerId));
  if (!raw) return null;
  try {
    const token = JSON.parse(raw) as ProductToken;
    if (isUnexpired(token, now)) return token;
  } catch {
    // A value that is not ours is dropped like an expired one.
  }
  sessionStorage.removeItem(tokenKey(product, customerId));
  return null;
}

export function readChosenCustomer(product: string): string | null {
  return sessionStorage.getItem(customerKey(product));
}

export function forgetCustomer(product: string, customerId: string | null): void {
  if (customerId) sessionStorage.removeItem(tokenKey(product, customerId));
  sessionStorage.removeItem(customerKey(product));
}

/**
 * The customer a user chose last, per user and product, in localStorage: an id, not a token
 * (docs/product.md#tokens-and-access keeps tokens out of localStorage). A new tab of the same user then asks
 * for its own product token for that customer instead of making them choose again, so a link opened in a new
 * tab lands where it points (decision 060).
 */
const rememberedKey = (product: string, userId: string) => `${prefix}last-customer.${product}.${userId}`;

export function rememberCustomer(product: string, userId: string, customerId: string): void {
  localStorage.setItem(rememberedKey(product, userId), customerId);
}

export function readRememberedCustomer(product: string, userId: string): string | null {
  return localStorage.getItem(rememberedKey(product, userId));
}

export function forgetRememberedCustomer(product: string, userId: string): void {
  localStorage.removeItem(rememberedKey(product, userId));
}

/** Every user's remembered customer of this product (a session ended whose user is unknown). */
export function forgetAllRememberedCustomers(product: string): void {
  const keyPrefix = rememberedKey(product, '');
  for (const key of Object.keys(localStorage)) if (key.startsWith(keyPrefix)) localStorage.removeItem(key);
}

/**
 * Claims the console reads from a product token (docs/product.md#tokens-and-access): its scopes and appId.
 */
export function readClaims(token: string): { scopes: string[]; appId?: string } {
  const payload = token.split('.')[1];
  if (!payload) return { scopes: [] };
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { scopes?: unknown; appId?: unknown };
    return {
      scopes: Array.isArray(claims.scopes)
        ? claims.scopes.filter((s): s is string => typeof s === 'string')
        : [],
      appId: typeof claims.appId === 'string' ? claims.appId : undefined,
    };
  } catch {
    return { scopes: [] };
  }
}
