import type { i18n } from 'i18next';
import type { UserManager } from 'oidc-client-ts';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { createUserManager } from '../features/auth/user-manager';
import { type RuntimeConfig, RuntimeConfigContext } from '../lib/runtime-config';
import { FlashProvider } from './flash';
import { PageBlockProvider } from './page-block';
import { PreferencesProvider } from './preferences';
import { AppRoutes } from './routes';
import { Spinner } from './spinner';

/** Until the page load's sign-in step settles (SPEC.md §4.1–4.4) the router does not start. */
function AfterSignInCheck() {
  const { state } = useAuth();
  if (state.status === 'loading') return <Spinner className="min-vh-100 align-items-center" />;
  return <AppRoutes />;
}

/** Providers of the whole console; `userManager` is injectable for tests. */
export function App({
  config,
  i18n,
  userManager,
}: {
  config: RuntimeConfig;
  i18n: i18n;
  userManager?: UserManager;
}) {
  const manager = useMemo(() => userManager ?? createUserManager(config), [userManager, config]);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <I18nextProvider i18n={i18n}>
        <PreferencesProvider>
          <FlashProvider>
            <PageBlockProvider>
              <AuthProvider config={config} userManager={manager}>
                <AfterSignInCheck />
              </AuthProvider>
            </PageBlockProvider>
          </FlashProvider>
        </PreferencesProvider>
      </I18nextProvider>
    </RuntimeConfigContext.Provider>
  );
}
