import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageWrapper } from '../../components/page-wrapper';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth';

/**
 * Shown while the automatic sign-in redirect starts (docs/product.md#users-and-sign-in), or after a failed
 * callback.
 */
function SignInPage({ error }: { error?: string }) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  return (
    <PageWrapper title={t('login')}>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {t('signInFailed', { error })}
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{t('signingIn')}</p>
          <Spinner />
        </>
      )}
      {/* The header carries the one 'Login' button; after a failure this one says what it does. */}
      {error ? (
        <button type="button" className="btn btn-primary" onClick={() => void signIn()}>
          {t('signInAgain')}
        </button>
      ) : null}
    </PageWrapper>
  );
}

/** Only signed-in users see the console's pages (docs/product.md#tokens-and-access). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'unauthenticated') return <SignInPage error={state.error} />;
  return children;
}

/**
 * Configuration routes also need a product token, i.e. a chosen customer (docs/product.md#tokens-and-access).
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status !== 'authenticated') return <RequireSignIn>{children}</RequireSignIn>;
  if (!state.accessGranted) {
    // After "Change customer" the page belongs to the customer left behind: the next one starts afresh.
    const from = state.customerChanged ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to="/select/customer" replace state={from ? { from } : null} />;
  }
  return children;
}
