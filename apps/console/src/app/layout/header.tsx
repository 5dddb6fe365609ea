import { featureList } from '@eua/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { type Locale, locales, storeLocale } from '../../i18n/locale';
import { useChosenWebsite } from '../../lib/chosen-website';
import { isMenuItemVisible, type MenuContext, manageMenuConditions } from '../menu';

/** SPEC.md §9: the header is 'scrolled' after 10 px. */
function useHeaderScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor="language-selector" className="visually-hidden">
        {t('language')}
      </label>
      <select
        id="language-selector"
        className="form-select form-select-sm w-auto"
        value={i18n.language}
        onChange={(event) => {
          const locale = event.target.value as Locale;
          storeLocale(locale);
          document.documentElement.lang = locale;
          void i18n.changeLanguage(locale);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale}>
            {t(`languageNames.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function UserMenu({
  name,
  picture,
  canChangeCustomer,
}: {
  name: string;
  picture?: string;
  canChangeCustomer: boolean;
}) {
  const { t } = useTranslation();
  const { signOut, changeCustomer } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className="dropdown" ref={ref}>
      <button
        type="button"
        className="btn btn-link nav-link d-flex align-items-center gap-2 dropdown-toggle"
        aria-expanded={open}
        aria-haspopup="menu"
        aria-label={`${t('userMenu')}: ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        {picture ? (
          <img src={picture} alt="" className="avatar rounded-circle" />
        ) : (
          <span className="avatar avatar-initials rounded-circle" aria-hidden="true">
            {initials}
          </span>
        )}
        <span className="user-name">{name}</span>
      </button>
      <ul className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`} data-bs-popper="static">
        {canChangeCustomer ? (
          <li>
            <button
              type="button"
              className="dropdown-item"
              onClick={() => {
                setOpen(false);
                changeCustomer();
                navigate('/select/customer');
              }}
            >
              {t('changeCustomer')}
            </button>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            {t('signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * SPEC.md §2 header: logo, title with ' | websiteName', collapsible navigation (keyboard-operable toggler
 * with aria-expanded), Login when signed out, the user's picture and name, language selector, sign-out.
 */
export function Header({
  menuContext,
  navOpen,
  onToggleNav,
}: {
  menuContext: MenuContext;
  navOpen: boolean;
  onToggleNav(): void;
}) {
  const { t } = useTranslation();
  const { state, signIn } = useAuth();
  const website = useChosenWebsite();
  const scrolled = useHeaderScrolled();
  const showManage = isMenuItemVisible(manageMenuConditions, menuContext) && featureList.length > 0;
  const accessGranted = menuContext.flags.accessGranted;

  return (
    <header
      className={`app-header navbar navbar-expand-lg bg-body sticky-top border-bottom${scrolled ? ' scrolled' : ''}`}
    >
      <div className="container-fluid">
        <Link className="navbar-brand d-flex align-items-center gap-2" to="/select/website">
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span className="fw-semibold">
            {t('appTitle')}
            {website?.name ? (
              <span className="text-body-secondary fw-normal d-none d-md-inline"> | {website.name}</span>
            ) : null}
          </span>
        </Link>
        <button
          className="navbar-toggler"
          type="button"
          aria-controls="main-navigation"
          aria-expanded={navOpen}
          aria-label={t('toggleNavigation')}
          onClick={onToggleNav}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div className={`collapse navbar-collapse${navOpen ? ' show' : ''}`} id="main-navigation">
          <ul className="navbar-nav me-auto mb-2 mb-lg-0">
            {accessGranted ? (
              <li className="nav-item">
                <NavLink className="nav-link" to="/select/website">
                  {t('nav.websites')}
                </NavLink>
              </li>
            ) : null}
            {showManage ? (
              <li className="nav-item">
                <NavLink className="nav-link" to="/admin">
                  {t('nav.manage')}
                </NavLink>
              </li>
            ) : null}
            {showManage ? (
              <li className="nav-item">
                <NavLink className="nav-link" to="/organizations">
                  {t('nav.organisations')}
                </NavLink>
              </li>
            ) : null}
          </ul>
          <div className="d-flex flex-column flex-lg-row align-items-lg-center gap-2">
            <LanguageSelector />
            {state.status === 'authenticated' ? (
              <UserMenu
                name={state.profile.name}
                picture={state.profile.picture}
                canChangeCustomer={accessGranted}
              />
            ) : (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => void signIn()}>
                {t('login')}
              </button>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
