import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { identityErrorText } from './identity-errors';
import { clearCookies, clearSessionCookie, hasSessionCookie, setSessionCookie } from './session-cookie';
import { isFreshUntil, isSigninCallback, newNonce } from './sign-in-params';

const defaultPath = '/select/website';
type SigninState = { returnTo?: string };

/**
 * How a page load's sign-in ended: a user, or none (with the callback's error when it failed). `signedOut`
 * says a session existed and was ended locally (docs/product.md#users-and-sign-in), naming its user when
 * known, so that the console forgets what Log out forgets (decisions 060 and 072).
 */
export type SessionStart =
  | { user: User }
  | { user: null; error?: string; signedOut?: { userId: string | null } };

const isFresh = (user: User) => isFreshUntil(user.expires_at);

export const isLoginRequired = (error: unknown): boolean =>
  error instanceof ErrorResponse && error.error === 'login_required';

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

/**
 * The OIDC session of docs/product.md#users-and-sign-in and decisions 040, 063 over oidc-client-ts: the page
 * load's sign-in (callback, stored user, silent sign-in), the redirect, the local sign-out and the provider's
 * end-session. It holds the current identity user; product tokens are not its business.
 */
export function createOidcSession(userManager: UserManager) {
  let user: User | null = null;
  const signedIn = (signed: User) => {
    user = signed;
    setSessionCookie();
    return { user: signed };
  };

  const signOutLocally = async () => {
    await userManager.removeUser();
    user = null;
    clearSessionCookie();
  };

  return {
    user: () => user,

    identityToken(): string {
      if (!user?.access_token) throw new Error('Not signed in');
      return user.access_token;
    },

    /** Run once per page load. */
    async start(): Promise<SessionStart> {
      if (window.location.pathname === '/' && isSigninCallback(window.location.search)) {
        try {
          const signed = await signinCallbackOnce(userManager);
          const returnTo = (signed.state as SigninState | undefined)?.returnTo ?? defaultPath;
          // The query string (code, state) leaves the address once exchanged
          // (docs/product.md#users-and-sign-in).
          window.history.replaceState(null, '', returnTo);
          return signedIn(signed);
        } catch (error) {
          window.history.replaceState(null, '', '/');
          return { user: null, error: identityErrorText(error) };
        }
      }
      const stored = await userManager.getUser();
      if (stored && isFresh(stored)) return signedIn(stored);
      // Silently only when it can work: expired tokens, or a sign-in within the last day (decision 040).
      if (stored || hasSessionCookie()) {
        const userId = stored?.profile.sub ?? null;
        try {
          const silent = await userManager.signinSilent({ nonce: newNonce() });
          if (silent) return signedIn(silent);
        } catch (error) {
          if (!isLoginRequired(error)) console.error('Silent sign-in failed', error);
        }
        // login_required (or any failure) signs the user out locally (docs/product.md#users-and-sign-in).
        await signOutLocally();
        return { user: null, signedOut: { userId } };
      }
      return { user: null };
    },

    /** The automatic sign-in by redirect, back to where the user was (decision 040, nonce: decision 063). */
    async signIn() {
      const returnTo = `${window.location.pathname}${window.location.search}`;
      const state: SigninState = { returnTo: returnTo === '/' ? undefined : returnTo };
      await userManager.signinRedirect({ state, nonce: newNonce() });
    },

    signOutLocally,

    /** Log out (docs/product.md#users-and-sign-in): cookies and Cache Storage cleared, then the provider's end-session (decision 031). */
    async endSession() {
      clearCookies();
      if ('caches' in window) {
        for (const name of await caches.keys()) await caches.delete(name);
      }
      const stored = await userManager.getUser();
      await userManager.signoutRedirect({ id_token_hint: stored?.id_token });
    },

    /**
     * Silent renewal keeps the user fresh; its login_required signs out locally and names the user signed out.
     * Returns the unsubscribe.
     */
    watch(onSignedOut: (userId: string | null) => void): () => void {
      const loaded = (renewed: User) => {
        user = renewed;
      };
      const renewError = (error: Error) => {
        if (!isLoginRequired(error)) return;
        const userId = user?.profile.sub ?? null;
        void signOutLocally().then(() => onSignedOut(userId));
      };
      userManager.events.addUserLoaded(loaded);
      userManager.events.addSilentRenewError(renewError);
      return () => {
        userManager.events.removeUserLoaded(loaded);
        userManager.events.removeSilentRenewError(renewError);
      };
    },
  };
}

export type OidcSession = ReturnType<typeof createOidcSession>;
