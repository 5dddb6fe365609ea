import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-context';
import { setChosenWebsite } from '../../lib/chosen-website';
import type { RuntimeConfig } from '../../lib/runtime-config';
import { identityErrorText } from './identity-errors';
import {
  forgetProductMap,
  type ProductMap,
  readProductMap,
  storeProductMap,
  toProductMap,
} from './product-map';
import { clearCookies, clearSessionCookie, hasSessionCookie, setSessionCookie } from './session-cookie';
import {
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
import { type Customer, createTokenService, type TokenService, TokenServiceError } from './token-service';
import { isSigninCallback, newNonce } from './user-manager';

/** SPEC.md §4.6: loading, unauthenticated, or authenticated with a token and an access flag. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'unauthenticated'; error?: string }
  | {
      status: 'authenticated';
      profile: { name: string; picture?: string; email?: string };
      /** A product token exists for the chosen customer. */
      accessGranted: boolean;
      customerId: string | null;
      products: ProductMap;
      scopes: string[];
      /**
       * The user asked to change customer ("Change customer"): the page they were on belongs to the customer
       * they left, so choosing the next one starts at the websites table, not back there.
       */
      customerChanged?: boolean;
    };

export type Auth = {
  state: AuthState;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
  listCustomers(): Promise<Customer[]>;
  selectCustomer(customerId: string): Promise<void>;
  /** Forgets the chosen customer's token so another customer can be chosen. */
  changeCustomer(): void;
};

const AuthContext = createContext<Auth | null>(null);

const defaultPath = '/select/website';
type SigninState = { returnTo?: string };

function profileOf(user: User) {
  const { name, email, picture, preferred_username } = user.profile;
  return { name: name ?? preferred_username ?? email ?? 'Signed in', picture, email };
}

/** SPEC.md §9: identity tokens are treated as expired 60 s early. */
const earlyExpirySeconds = 60;
const isFresh = (user: User) =>
  !user.expired && (user.expires_in ?? Number.POSITIVE_INFINITY) > earlyExpirySeconds;

/**
 * A callback's code can be exchanged once; React's development double-run of effects must not try twice, so
 * the exchange is shared per UserManager and address.
 */
const callbacks = new WeakMap<UserManager, { url: string; user: Promise<User> }>();
function signinCallbackOnce(userManager: UserManager): Promise<User> {
  const url = window.location.href;
  const known = callbacks.get(userManager);
  if (known?.url === url) return known.user;
  const user = userManager.signinRedirectCallback(url);
  callbacks.set(userManager, { url, user });
  return user;
}

function isLoginRequired(error: unknown): boolean {
  return error instanceof ErrorResponse && error.error === 'login_required';
}

export function AuthProvider({
  config,
  userManager,
  children,
}: {
  config: RuntimeConfig;
  userManager: UserManager;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const userRef = useRef<User | null>(null);
  const tokenRef = useRef<ProductToken | null>(null);
  const tokenService: TokenService = useMemo(
    () => createTokenService(config.tokenHost, config.product),
    [config.tokenHost, config.product],
  );

  const accessToken = useCallback(() => {
    const token = userRef.current?.access_token;
    if (!token) throw new Error('Not signed in');
    return token;
  }, []);

  /** SPEC.md §4.2 / §4.8: product token and product list of a customer; reused while unexpired. */
  const grantAccess = useCallback(
    async (user: User, customerId: string, forceNewToken: boolean) => {
      let token = forceNewToken ? null : readProductToken(config.product, customerId);
      if (!token) {
        token = toProductToken(await tokenService.productToken(user.access_token, customerId), customerId);
        storeProductToken(config.product, token);
      }
      let products = readProductMap(customerId);
      if (!products) {
        try {
          products = toProductMap(await tokenService.listProducts(user.access_token, customerId));
          storeProductMap(customerId, products);
        } catch (error) {
          // SPEC.md §8: token and product call failures are logged to the console only.
          console.error('The product list could not be loaded', error);
          products = {};
        }
      }
      tokenRef.current = token;
      setState({
        status: 'authenticated',
        profile: profileOf(user),
        accessGranted: true,
        customerId,
        products,
        scopes: readClaims(token.token).scopes,
      });
    },
    [config.product, tokenService],
  );

  const signedIn = useCallback(
    async (user: User) => {
      userRef.current = user;
      setSessionCookie();
      // This tab's customer, else the one this user chose last (a new tab, decision 060).
      const remembered = readRememberedCustomer(config.product, user.profile.sub);
      const customerId = readChosenCustomer(config.product) ?? remembered;
      if (customerId) {
        try {
          await grantAccess(user, customerId, false);
          return;
        } catch (error) {
          console.error('The product token could not be renewed', error);
          forgetCustomer(config.product, customerId);
          // Only a refusal (the user lost that customer) forgets the remembered choice; a network failure
          // keeps it for the next tab.
          const refused =
            error instanceof TokenServiceError && (error.status === 401 || error.status === 403);
          if (refused && remembered === customerId)
            forgetRememberedCustomer(config.product, user.profile.sub);
        }
      }
      tokenRef.current = null;
      setState({
        status: 'authenticated',
        profile: profileOf(user),
        accessGranted: false,
        customerId: null,
        products: {},
        scopes: [],
      });
    },
    [config.product, grantAccess],
  );

  const signIn = useCallback(async () => {
    const returnTo = `${window.location.pathname}${window.location.search}`;
    const state: SigninState = { returnTo: returnTo === '/' ? undefined : returnTo };
    await userManager.signinRedirect({ state, nonce: newNonce() });
  }, [userManager]);

  /** SPEC.md §4.5: a silent sign-in answered with login_required signs the user out locally. */
  const signOutLocally = useCallback(
    async (error?: string) => {
      await userManager.removeUser();
      userRef.current = null;
      tokenRef.current = null;
      clearSessionCookie();
      setState({ status: 'unauthenticated', error });
    },
    [userManager],
  );

  // SPEC.md §4.1–4.5, run once per page load.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (window.location.pathname === '/' && isSigninCallback(window.location.search)) {
        try {
          const user = await signinCallbackOnce(userManager);
          const returnTo = (user.state as SigninState | undefined)?.returnTo ?? defaultPath;
          // SPEC.md §4.4: the query string (code, state) leaves the address once exchanged.
          window.history.replaceState(null, '', returnTo);
          if (!cancelled) await signedIn(user);
        } catch (error) {
          window.history.replaceState(null, '', '/');
          if (!cancelled) setState({ status: 'unauthenticated', error: identityErrorText(error) });
        }
        return;
      }
      const stored = await userManager.getUser();
      if (stored && isFresh(stored)) {
        if (!cancelled) await signedIn(stored);
        return;
      }
      if (stored || hasSessionCookie()) {
        try {
          const user = await userManager.signinSilent({ nonce: newNonce() });
          if (user && !cancelled) {
            await signedIn(user);
            return;
          }
        } catch (error) {
          if (!isLoginRequired(error)) console.error('Silent sign-in failed', error);
        }
        if (!cancelled) await signOutLocally();
        return;
      }
      if (!cancelled) setState({ status: 'unauthenticated' });
    })();
    return () => {
      cancelled = true;
    };
  }, [userManager, signedIn, signOutLocally]);

  // SPEC.md §4.4: signed out leads to automatic sign-in by redirect (not after a failed callback: no loop).
  useEffect(() => {
    if (state.status === 'unauthenticated' && !state.error) void signIn();
  }, [state, signIn]);

  // Silent renewal keeps the identity token fresh; login_required there also signs out locally.
  useEffect(() => {
    const loaded = (user: User) => {
      userRef.current = user;
    };
    const renewError = (error: Error) => {
      if (isLoginRequired(error)) void signOutLocally();
    };
    userManager.events.addUserLoaded(loaded);
    userManager.events.addSilentRenewError(renewError);
    return () => {
      userManager.events.removeUserLoaded(loaded);
      userManager.events.removeSilentRenewError(renewError);
    };
  }, [userManager, signOutLocally]);

  // A product token is replaced a minute before it expires, so a long session keeps working (SPEC.md §9).
  useEffect(() => {
    if (state.status !== 'authenticated' || !state.accessGranted || !state.customerId) return;
    const token = tokenRef.current;
    if (!token) return;
    const customerId = state.customerId;
    const delay = Math.min(Math.max(token.expiry - Date.now() - 60_000, 5_000), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      const user = userRef.current;
      if (!user) return;
      grantAccess(user, customerId, true).catch((error: unknown) =>
        console.error('The product token could not be renewed', error),
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [state, grantAccess]);

  const selectCustomer = useCallback(
    async (customerId: string) => {
      const user = userRef.current;
      if (!user) throw new Error('Not signed in');
      const previous = readChosenCustomer(config.product);
      if (previous !== customerId) setChosenWebsite(null);
      await grantAccess(user, customerId, false);
      rememberCustomer(config.product, user.profile.sub, customerId);
    },
    [config.product, grantAccess],
  );

  /**
   * Forgets the chosen customer everywhere it is kept: its token, the choice remembered for new tabs, its
   * product list and the chosen website.
   */
  const forgetCustomerChoice = useCallback(() => {
    const customerId = readChosenCustomer(config.product);
    forgetCustomer(config.product, customerId);
    if (userRef.current) forgetRememberedCustomer(config.product, userRef.current.profile.sub);
    if (customerId) forgetProductMap(customerId);
    setChosenWebsite(null);
  }, [config.product]);

  const changeCustomer = useCallback(() => {
    forgetCustomerChoice();
    tokenRef.current = null;
    setState((current) =>
      current.status === 'authenticated'
        ? {
            ...current,
            accessGranted: false,
            customerId: null,
            products: {},
            scopes: [],
            customerChanged: true,
          }
        : current,
    );
  }, [forgetCustomerChoice]);

  /** SPEC.md §4.7: clear product list, token details, cookies and cache, then the IdP's end-session. */
  const signOut = useCallback(async () => {
    forgetCustomerChoice();
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('eua.')) sessionStorage.removeItem(key);
    clearCookies();
    if ('caches' in window) {
      for (const name of await caches.keys()) await caches.delete(name);
    }
    const user = await userManager.getUser();
    await userManager.signoutRedirect({ id_token_hint: user?.id_token });
  }, [forgetCustomerChoice, userManager]);

  const listCustomers = useCallback(
    () => tokenService.listCustomers(accessToken()),
    [tokenService, accessToken],
  );

  const auth = useMemo<Auth>(
    () => ({ state, signIn, signOut, listCustomers, selectCustomer, changeCustomer }),
    [state, signIn, signOut, listCustomers, selectCustomer, changeCustomer],
  );

  const apiClient = useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiHost,
        authorization: () =>
          tokenRef.current ? `${tokenRef.current.tokenType} ${tokenRef.current.token}` : null,
      }),
    [config.apiHost],
  );

  return (
    <AuthContext.Provider value={auth}>
      <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
    </AuthContext.Provider>
  );
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
