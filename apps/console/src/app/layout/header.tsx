import { featureList } from '@eua/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useLeaveGuard } from '../../components/leave-guard';
import { type Locale, locales, storeLocale } from '../../i18n/locale';
import { useAuth } from '../../lib/auth';
import { useWebsiteInView } from '../../lib/chosen-website';
import { isMenuItemVisible, type MenuContext, manageMenuConditions } from '../../lib/menu';

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

/**
 * The signed-in user's picture and name (SPEC.md §2 header), as plain content so that the picture is an image a
 * person (and a screen reader) finds; initials stand in when the provider gives no picture.
 */
function UserIdentity({ name, picture }: { name: string; picture?: string }) {
  const { t } = useTranslation();
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="navbar-text d-flex align-items-center gap-2 text-nowrap user-identity">
      {picture ? (
        <img src={picture} alt={t('profilePicture')} className="avatar rounded-circle" />
      ) : (
        <span className="avatar avatar-initials rounded-circle" aria-hidden="true">
          {initials}
        </span>
      )}
      <span className="user-name">{name}</span>
    </span>
  );
}

/** Back to the customer table, once a customer is chosen (SPEC.md §4.2: the user picks the customer). */
function ChangeCustomerButton() {
  const { t } = useTranslation();
  const { changeCustomer } = useAuth();
  const { confirmLeave } = useLeaveGuard();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn-link btn-sm text-nowrap"
      onClick={async () => {
        // Unsaved changes ask first (issue 7), before the customer's token is forgotten.
        if (!(await confirmLeave())) return;
        changeCustomer();
        navigate('/select/customer');
      }}
    >
      {t('changeCustomer')}
    </button>
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
  const { state, signIn, signOut } = useAuth();
  const { confirmLeave } = useLeaveGuard();
  const website = useWebsiteInView();
  const scrolled = useHeaderScrolled();
  const showManage = isMenuItemVisible(manageMenuConditions, menuContext) && featureList.length > 0;
  const accessGranted = menuContext.flags.accessGranted;

  return (
    <header
      className={`app-header navbar navbar-expand-lg bg-body sticky-top border-bottom${scrolled ? ' scrolled' : ''}`}
    >
      <div className="container-fluid">
        <Link className="navbar-brand d-flex align-items-center gap-2 app-brand" to="/select/website">
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span className="fw-semibold text-truncate" title={website?.name}>
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
          <div className="d-flex flex-column flex-lg-row align-items-lg-center gap-2 flex-shrink-0">
            <LanguageSelector />
            {state.status === 'authenticated' ? (
              <>
                <UserIdentity name={state.profile.name} picture={state.profile.picture} />
                {accessGranted ? <ChangeCustomerButton /> : null}
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm text-nowrap"
                  onClick={async () => {
                    if (await confirmLeave()) await signOut();
                  }}
                >
                  {t('signOut')}
                </button>
              </>
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
