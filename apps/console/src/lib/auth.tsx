import { ADMIN_SCOPE, type Customer, WRITE_SCOPE } from '@eua/shared';
import { createContext, useContext } from 'react';
import type { ProductMap } from './product-map';

/*
 * The sign-in state as every screen sees it. The contract lives here, below the features, so a feature (the
 * customer table) and the shell can read it without importing the auth feature that implements it.
 */

/**
 * Loading, unauthenticated, or authenticated with a token and an access flag
 * (docs/product.md#users-and-sign-in).
 */
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

/** Provided by the auth feature's AuthProvider (composed in app/); read by any layer through useAuth(). */
export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}

/** Whether the chosen customer's token may write: read-only users see no write action. */
export function useCanWrite(): boolean {
  const { state } = useAuth();
  return state.status === 'authenticated' && state.scopes.includes(WRITE_SCOPE);
}

/**
 * Whether the form shows live actions (Save, Publish, Schedule): the token's write scope; a form outside any
 * sign-in (rendered alone) has no scopes to go by and shows them, the server deciding.
 */
export function useShowsLiveActions(): boolean {
  const auth = useContext(AuthContext);
  if (!auth) return true;
  return auth.state.status === 'authenticated' && auth.state.scopes.includes(WRITE_SCOPE);
}

/** Whether the chosen customer's token is an Admin's: the one that changes members and API tokens. */
export function useIsAdmin(): boolean {
  const { state } = useAuth();
  return state.status === 'authenticated' && state.scopes.includes(ADMIN_SCOPE);
}
