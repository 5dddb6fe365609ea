import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLeaveGuard } from '../../components/leave-guard';
import { useCustomerName } from '../../features/customers/api/customer-name';
import { isDefaultsOwnerId } from '../../form-engine/api/preview-defaults';
import { useApiClient } from '../../lib/api-context';
import { useAuth } from '../../lib/auth';
import type { ChosenWebsite } from '../../lib/chosen-website';
import { getWebsites } from '../../lib/get-websites';

/** How many websites the switcher lists before it points to the table (which searches and pages them). */
export const SWITCHER_WEBSITES = 12;

/**
 * Back to the customer table, once a customer is chosen (docs/product.md#users-and-sign-in: the user picks
 * the customer).
 */
function ChangeCustomerButton() {
  const { t } = useTranslation();
  const { changeCustomer } = useAuth();
  const { confirmLeave } = useLeaveGuard();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn-link btn-sm context-bar__switch"
      onClick={async () => {
        // Unsaved changes ask first (decision 064), before the customer's token is forgotten.
        if (!(await confirmLeave())) return;
        changeCustomer();
        navigate('/select/customer');
      }}
    >
      {t('changeCustomer')}
    </button>
  );
}

/** The configuration screen a website link of the switcher opens: the one in view, else General. */
function featureInPath(pathname: string): string {
  const match = /^\/configuration\/[^/]+\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ?? 'general';
}

/**
 * "Switch website": a disclosure (a button with aria-expanded and the list it shows), not an ARIA menu, so the
 * websites are plain links that Tab reaches and a screen reader lists. The customer's websites are read when
 * it opens (the websites table's own cached list, decision 076), so a screen that never opens it asks nothing.
 */
function WebsiteSwitcher({ website }: { website: ChosenWebsite }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const websites = useQuery({ queryKey: ['websites'], queryFn: () => getWebsites(api), enabled: open });

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const feature = featureInPath(pathname);
  const sorted = [...(websites.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const listed = sorted.slice(0, SWITCHER_WEBSITES);
  const more = sorted.length - listed.length;

  return (
    <div className="context-bar__switcher" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-link btn-sm context-bar__switch dropdown-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('context.switchWebsite')}
      </button>
      <div
        id={panelId}
        className={`dropdown-menu context-bar__menu shadow${open ? ' show' : ''}`}
        hidden={!open}
      >
        {websites.isPending ? (
          <p className="dropdown-item-text text-body-secondary small mb-0" role="status">
            {t('context.loadingWebsites')}
          </p>
        ) : null}
        {listed.length > 0 ? (
          <ul className="list-unstyled mb-0">
            {listed.map((item) => {
              const current = item.websiteId === website.websiteId;
              return (
                <li key={item.websiteId}>
                  <Link
                    className={`dropdown-item${current ? ' active' : ''}`}
                    aria-current={current ? 'true' : undefined}
                    to={`/configuration/${encodeURIComponent(item.websiteId)}/${feature}`}
                  >
                    {item.name}
                    <span className="context-bar__menu-id"> ({item.websiteId})</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
        {more > 0 ? (
          <p className="dropdown-item-text text-body-secondary small mb-0">
            {t('context.moreWebsites', { count: more })}
          </p>
        ) : null}
        <hr className="dropdown-divider" />
        <Link className="dropdown-item" to="/select/website">
          {t('context.allWebsites')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The context bar (decision 082): Customer › Website, named in full (they wrap, never truncate)
 * and each with its switcher, under the header's title. Shows what is known: on the customer and websites
 * tables the customer only (or that none is chosen yet), on a screen of a website both. The website is the one
 * in view (decision 072), so an unknown website id names none.
 */
export function ContextBar({ website }: { website: ChosenWebsite | null }) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const customerId = state.status === 'authenticated' && state.accessGranted ? state.customerId : null;
  const customerName = useCustomerName(customerId);
  const { pathname } = useLocation();
  if (state.status !== 'authenticated') return null;
  // The customer and websites tables are where a website is chosen: none is in view there.
  const websiteInView = pathname.startsWith('/select/') ? null : website;

  return (
    <nav className="context-bar" aria-label={t('context.label')}>
      <div className="container-fluid context-bar__inner">
        <div className="context-bar__item">
          <span className="context-bar__label">{t('context.customer')}</span>
          {customerId ? (
            <>
              <strong className="context-bar__name">{customerName ?? customerId}</strong>
              <ChangeCustomerButton />
            </>
          ) : (
            <span className="context-bar__name text-body-secondary">{t('context.noCustomer')}</span>
          )}
        </div>
        {customerId && websiteInView ? (
          <div className="context-bar__item">
            {/* With the website, so a wrapped bar starts its second line with it. */}
            <span className="context-bar__separator" aria-hidden="true">
              ›
            </span>
            {/* The customer's defaults are named as what they are, not as a website. */}
            <span className="context-bar__label">
              {t(isDefaultsOwnerId(websiteInView.websiteId) ? 'context.defaults' : 'context.website')}
            </span>
            <strong className="context-bar__name">{websiteInView.name ?? websiteInView.websiteId}</strong>
            <WebsiteSwitcher website={websiteInView} />
          </div>
        ) : null}
      </div>
    </nav>
  );
}
