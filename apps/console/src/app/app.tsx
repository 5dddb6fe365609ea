import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { UserManager } from 'oidc-client-ts';
import { useCallback, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FlashProvider } from '../components/flash';
import { PageBlockProvider } from '../components/page-block';
import { PreferencesProvider } from '../components/preferences';
import { Spinner } from '../components/spinner';
import { AuthProvider } from '../features/auth/auth-provider';
import { createUserManager } from '../features/auth/user-manager';
import { useAuth } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { type RuntimeConfig, RuntimeConfigContext } from '../lib/runtime-config';
import { seedEarlyScreenData } from './early-screen-data';
import { AppRoutes } from './routes';

/**
 * Until the page load's sign-in step settles (docs/product.md#users-and-sign-in) the router does not start.
 */
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
  // One cache per App render: tests render many Apps, none may see another's data (decision 069).
  const [queryClient] = useState(createQueryClient);
  // A configuration screen's document the boot script has read goes into this cache before the page renders.
  const seedScreen = useCallback(
    (authorization: string | null) =>
      seedEarlyScreenData(queryClient, config.apiHost, authorization, window.location.pathname),
    [queryClient, config.apiHost],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeConfigContext.Provider value={config}>
        <I18nextProvider i18n={i18n}>
          <PreferencesProvider>
            <FlashProvider>
              <PageBlockProvider>
                <AuthProvider config={config} userManager={manager} onResumed={seedScreen}>
                  <AfterSignInCheck />
                </AuthProvider>
              </PageBlockProvider>
            </FlashProvider>
          </PreferencesProvider>
        </I18nextProvider>
      </RuntimeConfigContext.Provider>
    </QueryClientProvider>
  );
}
