import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LeaveGuardProvider } from '../../components/leave-guard';
import { useAuth } from '../../lib/auth';
import { useWebsiteInView } from '../../lib/chosen-website';
import type { MenuContext } from '../../lib/menu';
import { opensSignedOut } from '../../lib/signed-out-pages';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';

/**
 * The frame of every page (docs/product.md#screens-and-layout): header, side menus, the routed page and the
 * footer.
 */
export function Shell() {
  const { t } = useTranslation();
  const { state, signIn } = useAuth();
  const website = useWebsiteInView();
  const [navOpen, setNavOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    // A followed link closes the collapsed navigation on small screens.
    setLastPath(location.pathname);
    setNavOpen(false);
  }

  // Signed out leads to automatic sign-in by redirect (docs/product.md#users-and-sign-in), but not after a
  // failed callback (no loop), nor on a page anyone may open (a review link): decided here, by the page shown.
  const signInFree = opensSignedOut(location.pathname);
  useEffect(() => {
    if (state.status === 'unauthenticated' && !state.error && !signInFree) void signIn();
  }, [state, signIn, signInFree]);

  const authenticated = state.status === 'authenticated';
  const menuContext: MenuContext = {
    flags: {
      authenticated,
      accessGranted: authenticated && state.accessGranted,
      websiteChosen: Boolean(website?.websiteId),
    },
    products: authenticated ? state.products : {},
    scopes: authenticated ? state.scopes : [],
  };

  return (
    <LeaveGuardProvider>
      <div className="app d-flex flex-column min-vh-100">
        <a className="visually-hidden-focusable" href="#main-content">
          {t('skipToContent')}
        </a>
        <Header navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
        <div className="app-body d-flex flex-grow-1">
          <Sidebar menuContext={menuContext} open={navOpen} websiteId={website?.websiteId} />
          <main id="main-content" className="app-main flex-grow-1">
            <Outlet />
          </main>
        </div>
        <Footer />
      </div>
    </LeaveGuardProvider>
  );
}
