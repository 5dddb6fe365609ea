import { useQueryClient } from '@tanstack/react-query';
import type { User, UserManager } from 'oidc-client-ts';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { createApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-context';
import { type Auth, AuthContext, type AuthState } from '../../lib/auth';
import { setChosenWebsite } from '../../lib/chosen-website';
import { fetchWithEarlyReads } from '../../lib/early-reads';
import type { RuntimeConfig } from '../../lib/runtime-config';
import { forgetSession, startSession } from '../../lib/session-memory';
import { createTokenService } from '../../lib/token-service';
import { fetchProducts } from './api/get-products';
import { createOidcSession } from './oidc-session';
import { type Access, createProductTokenStore } from './product-token-store';

function profileOf(user: User) {
  const { name, email, picture, preferred_username } = user.profile;
  return { name: name ?? preferred_username ?? email ?? 'Signed in', picture, email };
}

const withAccess = (user: User, access: Access | null): AuthState => ({
  status: 'authenticated',
  profile: profileOf(user),
  accessGranted: access !== null,
  customerId: access?.customerId ?? null,
  products: access?.products ?? {},
  scopes: access?.scopes ?? [],
});

/**
 * `useAuth()` for the whole console, composed of three units (decision 069): the OIDC session (who is
 * signed in), the product-token store (which customer, with what token) and the API client that sends that
 * token. This component only turns their results into the sign-in state of docs/product.md#users-and-sign-in
 * and runs the timers.
 */
export function AuthProvider({
  config,
  userManager,
  onResumed,
  children,
}: {
  config: RuntimeConfig;
  userManager: UserManager;
  /**
   * Called once when the page load's sign-in has resumed a customer, with the Authorization its requests will
   * carry, before any page renders (decision 089: the boot script's early reads go into the cache then).
   */
  onResumed?: (authorization: string | null) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [expiry, setExpiry] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const session = useMemo(() => createOidcSession(userManager), [userManager]);
  const store = useMemo(() => {
    const tokenService = createTokenService(config.tokenHost, config.product);
    return createProductTokenStore({
      product: config.product,
      tokenService,
      loadProducts: (identityToken, customerId) =>
        fetchProducts(queryClient, tokenService, identityToken, customerId),
    });
  }, [config.product, config.tokenHost, queryClient]);
  const apiClient = useMemo(
    // A screen's first reads may have been asked for by the boot script already (decision 089).
    () =>
      createApiClient({
        baseUrl: config.apiHost,
        authorization: store.authorization,
        fetch: fetchWithEarlyReads,
      }),
    [config.apiHost, store],
  );

  /**
   * A session the identity provider ended (login_required, docs/product.md#users-and-sign-in) forgets what Log
   * out forgets.
   */
  const forgetSignedOut = useCallback(
    (userId: string | null) => {
      store.forgetSignedOut(userId);
      setChosenWebsite(null);
      queryClient.clear();
      forgetSession();
    },
    [store, queryClient],
  );

  const show = useCallback((user: User, access: Access | null) => {
    setExpiry(access?.expiry ?? null);
    setState(withAccess(user, access));
  }, []);

  // The sign-in of docs/product.md#users-and-sign-in, run once per page load.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const started = await session.start();
      if (cancelled) return;
      if (!started.user) {
        if (started.signedOut) forgetSignedOut(started.signedOut.userId);
        else store.drop();
        setState({ status: 'unauthenticated', error: started.error });
        return;
      }
      startSession();
      const access = await store.resume(started.user.access_token, started.user.profile.sub);
      if (cancelled) return;
      if (access) onResumed?.(store.authorization());
      show(started.user, access);
    })();
    return () => {
      cancelled = true;
    };
  }, [session, store, show, forgetSignedOut, onResumed]);

  useEffect(
    () =>
      session.watch((userId) => {
        forgetSignedOut(userId);
        setState({ status: 'unauthenticated' });
      }),
    [session, forgetSignedOut],
  );

  // A product token is replaced a minute before it expires, so a long session keeps working
  // (docs/product.md#tokens-and-access).
  const customerId = state.status === 'authenticated' ? state.customerId : null;
  useEffect(() => {
    if (!customerId || expiry === null) return;
    const delay = Math.min(Math.max(expiry - Date.now() - 60_000, 5_000), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      const user = session.user();
      if (!user) return;
      store.grant(user.access_token, customerId, true).then(
        (access) => show(user, access),
        (error: unknown) => console.error('The product token could not be renewed', error),
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [customerId, expiry, session, store, show]);

  const selectCustomer = useCallback(
    async (chosen: string) => {
      const user = session.user();
      if (!user) throw new Error('Not signed in');
      if (store.chosenCustomer() !== chosen) {
        setChosenWebsite(null);
        // Another customer's token sees other websites: nothing cached for the one before may show.
        queryClient.clear();
      }
      show(user, await store.choose(user.access_token, user.profile.sub, chosen));
    },
    [session, store, queryClient, show],
  );

  /** Forgets the chosen customer everywhere: the store's keys, the chosen website and the query cache. */
  const forgetCustomerChoice = useCallback(() => {
    store.forget(session.user()?.profile.sub ?? null);
    setChosenWebsite(null);
    queryClient.clear();
  }, [session, store, queryClient]);

  const changeCustomer = useCallback(() => {
    forgetCustomerChoice();
    setExpiry(null);
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

  /**
   * Log out (docs/product.md#users-and-sign-in): forget the product list, the token details and everything else
   * the session remembered, the cookies and the cache, then the provider's end-session.
   */
  const signOut = useCallback(async () => {
    forgetCustomerChoice();
    forgetSession();
    await session.endSession();
  }, [forgetCustomerChoice, session]);

  const signIn = useCallback(() => session.signIn(), [session]);
  const listCustomers = useCallback(() => store.listCustomers(session.identityToken()), [session, store]);

  const auth = useMemo<Auth>(
    () => ({ state, signIn, signOut, listCustomers, selectCustomer, changeCustomer }),
    [state, signIn, signOut, listCustomers, selectCustomer, changeCustomer],
  );

  return (
    <AuthContext.Provider value={auth}>
      <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
    </AuthContext.Provider>
  );
}
