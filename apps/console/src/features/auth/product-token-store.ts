import { ApiError } from '../../lib/api-client';
import {
  forgetProductMap,
  type ProductMap,
  readProductMap,
  storeProductMap,
  toProductMap,
} from '../../lib/product-map';
import type { TokenService } from '../../lib/token-service';
import {
  forgetAllRememberedCustomers,
  forgetCustomer,
  forgetRememberedCustomer,
  type ProductToken,
  readChosenCustomer,
  readClaims,
  readProductToken,
  readRememberedCustomer,
  rememberCustomer,
  storeProductToken,
  toProductToken,
} from './token-cache';

/** What a product token grants: the chosen customer, its product map and the token's scopes. */
export type Access = { customerId: string; products: ProductMap; scopes: string[]; expiry: number };

/**
 * The product token of the chosen customer (docs/product.md#tokens-and-access, decisions 040, 060): asked for
 * with the user's identity token, kept in sessionStorage and in memory, reused while unexpired, and read by
 * the API client for its Authorization header. Knows nothing of React or of the identity provider.
 */
export function createProductTokenStore(options: {
  product: string;
  tokenService: TokenService;
  /** How the product list is loaded (the console's query cache); by default straight from the token service. */
  loadProducts?: (identityToken: string, customerId: string) => Promise<ProductMap>;
}) {
  const { product, tokenService } = options;
  const loadProducts =
    options.loadProducts ??
    (async (identityToken: string, customerId: string) =>
      toProductMap(await tokenService.listProducts(identityToken, customerId)));
  let current: ProductToken | null = null;

  async function grant(identityToken: string, customerId: string, forceNewToken = false): Promise<Access> {
    let token = forceNewToken ? null : readProductToken(product, customerId);
    if (!token) {
      token = toProductToken(await tokenService.productToken(identityToken, customerId), customerId);
      storeProductToken(product, token);
    }
    let products = readProductMap(customerId);
    if (!products) {
      try {
        products = await loadProducts(identityToken, customerId);
        storeProductMap(customerId, products);
      } catch (error) {
        // docs/product.md#errors: token and product call failures are logged to the console only.
        console.error('The product list could not be loaded', error);
        products = {};
      }
    }
    current = token;
    return { customerId, products, scopes: readClaims(token.token).scopes, expiry: token.expiry };
  }

  return {
    grant,

    /**
     * On sign-in: this tab's customer, else the one this user chose last (a new tab, decision 060). Null when
     * there is none or its token was refused; only a refusal (401/403: the user lost that customer) forgets
     * the remembered choice, a network failure keeps it for the next tab.
     */
    async resume(identityToken: string, userId: string): Promise<Access | null> {
      const remembered = readRememberedCustomer(product, userId);
      const customerId = readChosenCustomer(product) ?? remembered;
      if (!customerId) return null;
      try {
        return await grant(identityToken, customerId);
      } catch (error) {
        console.error('The product token could not be renewed', error);
        forgetCustomer(product, customerId);
        const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
        if (refused && remembered === customerId) forgetRememberedCustomer(product, userId);
        current = null;
        return null;
      }
    },

    /** A customer chosen in the table: granted, then remembered for this user's new tabs. */
    async choose(identityToken: string, userId: string, customerId: string): Promise<Access> {
      const access = await grant(identityToken, customerId);
      rememberCustomer(product, userId, customerId);
      return access;
    },

    chosenCustomer: () => readChosenCustomer(product),

    /**
     * The customers this user may choose from (docs/product.md#token-service), asked with the identity token.
     */
    listCustomers: (identityToken: string) => tokenService.listCustomers(identityToken),

    /** `'{tokenType} {token}'` (docs/product.md#data-api), or null before a customer is chosen. */
    authorization: () => (current ? `${current.tokenType} ${current.token}` : null),

    /** Forgets the chosen customer everywhere it is kept: its token, the remembered id, its product map. */
    forget(userId: string | null) {
      const customerId = readChosenCustomer(product);
      forgetCustomer(product, customerId);
      if (userId) forgetRememberedCustomer(product, userId);
      if (customerId) forgetProductMap(customerId);
      current = null;
    },

    /**
     * Signed out locally: the in-memory token goes; what is stored goes with the sign-out
     * (docs/product.md#users-and-sign-in).
     */
    drop() {
      current = null;
    },

    /**
     * A session ended by the identity provider (login_required, docs/product.md#users-and-sign-in) forgets
     * what Log out forgets (decision 072): the chosen customer's token and product list, and the remembered
     * customer — this user's, or every user's of this product when the ended session's user is unknown.
     */
    forgetSignedOut(userId: string | null) {
      this.forget(userId);
      if (!userId) forgetAllRememberedCustomers(product);
    },
  };
}

export type ProductTokenStore = ReturnType<typeof createProductTokenStore>;
