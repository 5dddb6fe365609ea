import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLeaveGuard } from '../../components/leave-guard';
import { useMeasuredHeight } from '../../components/measured-height';
import { useScrolledPast } from '../../components/scrolled-past';
import { type Locale, locales, storeLocale } from '../../i18n/locale';
import { useAuth } from '../../lib/auth';
import { useWebsiteInView } from '../../lib/chosen-website';
import { ContextBar } from './context-bar';

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
 * The signed-in user's picture and name (docs/product.md#screens-and-layout), as plain content so that the
 * picture is an image a person (and a screen reader) finds; initials stand in when the provider gives no
 * picture.
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

/**
 * The header (docs/product.md#screens-and-layout): logo, title with ' | websiteName', collapsible navigation
 * (keyboard-operable toggler with aria-expanded: below lg it opens the side menu and the header's tools),
 * Login when signed out, the user's picture and name, language selector, sign-out; under it the context bar,
 * Customer › Website.
 */
export function Header({ navOpen, onToggleNav }: { navOpen: boolean; onToggleNav(): void }) {
  const { t } = useTranslation();
  const { state, signIn, signOut } = useAuth();
  const { confirmLeave } = useLeaveGuard();
  const website = useWebsiteInView();
  const scrolled = useScrolledPast(10);
  // Its height is the scroll padding that keeps a focused field clear of it (WCAG 2.2 2.4.11, decision 082).
  const ref = useMeasuredHeight<HTMLElement>('--app-header-height');

  return (
    <header ref={ref} className={`app-header bg-body sticky-top border-bottom${scrolled ? ' scrolled' : ''}`}>
      <div className="navbar navbar-expand-lg py-1">
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
            aria-controls="main-navigation app-sidebar"
            aria-expanded={navOpen}
            aria-label={t('toggleNavigation')}
            onClick={onToggleNav}
          >
            <span className="navbar-toggler-icon" />
          </button>
          {/* The side menu is the navigation (decision 082): the header holds the language and the user. */}
          <div
            className={`collapse navbar-collapse justify-content-end${navOpen ? ' show' : ''}`}
            id="main-navigation"
          >
            <div className="d-flex flex-wrap align-items-center gap-2 py-2 py-lg-0 app-header-tools">
              <LanguageSelector />
              {state.status === 'authenticated' ? (
                <>
                  <UserIdentity name={state.profile.name} picture={state.profile.picture} />
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
      </div>
      <ContextBar website={website} />
    </header>
  );
}
