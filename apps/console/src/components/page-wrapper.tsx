import {
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFlash } from './flash';
import { usePageBlock } from './page-block';
import { usePreferences } from './preferences';
import { useScrolledPast } from './scrolled-past';

const appTitle = 'Embedded UI Admin';

/**
 * The page title (docs/product.md#screens-and-layout) is composed from the page's own title parts and the
 * admin title.
 */
export function composeTitle(parts: (string | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part)), appTitle].join(' | ');
}

/** Bootstrap 5.3's `.container` max-widths by breakpoint ($container-max-widths); none below 576 px. */
function containerMaxWidth(viewport: number): number {
  if (viewport >= 1400) return 1320;
  if (viewport >= 1200) return 1140;
  if (viewport >= 992) return 960;
  if (viewport >= 768) return 720;
  if (viewport >= 576) return 540;
  return Number.POSITIVE_INFINITY;
}

/** Less than this much wider is no visible change: 32 px a side. */
const WIDTH_THAT_SHOWS = 64;

/**
 * Whether the full-width switch changes anything here (decision 082): only where the page's
 * area is clearly wider than a fixed-width container would be. On a phone, a tablet, or beside the side menu at
 * 1,280 px both are the same width, so the switch is hidden there. Measured with a ResizeObserver; without one
 * (a test's DOM) it shows.
 */
function useWidthSwitchMatters(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [matters, setMatters] = useState(true);
  useEffect(() => {
    const area = ref.current?.parentElement;
    if (!enabled || !area || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setMatters(area.clientWidth - containerMaxWidth(window.innerWidth) >= WIDTH_THAT_SHOWS);
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return matters;
}

/**
 * Where "Go Back" leads when the page is the first the console showed in this tab (decision 136): the page
 * above it in the console, never the page before the console — the sign-in page or its used callback, or
 * another site. null: nothing above (the customer table).
 */
export function pageAbove(pathname: string): string | null {
  if (pathname.startsWith('/select/customer')) return null;
  if (pathname.startsWith('/select/website')) return '/select/customer';
  return '/select/website';
}

/** Below Bootstrap's md breakpoint: a phone, where the page's own actions fold into one menu (decision 136). */
const narrowQuery = '(max-width: 767.98px)';

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is a phone's width; false where media queries cannot be asked (a test's DOM). */
function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches,
    () => false,
  );
}

/** The id of the live preview's region, which "Go to preview" scrolls to on a phone (decision 136). */
export const PREVIEW_REGION_ID = 'widget-preview';

/** On a phone, the page's actions (copy, export, import) behind one "Actions" button, open on demand. */
function ActionsMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('wrapper.actions')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open ? (
        <div id={panelId} className="page-actions-menu w-100 d-flex flex-wrap gap-2">
          {children}
        </div>
      ) : null}
    </>
  );
}

/**
 * Whether the browser's previous entry is a page of the console's. The browser router numbers its entries in
 * `history.state.idx` from 0, the page the console loaded on (a redirect that replaces it stays 0); a memory
 * router (tests) has only its location's key, "default" on its first entry.
 */
function hasConsoleEntryBefore(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

function FlashStack() {
  const { messages, dismiss } = useFlash();
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div className="flash-stack">
      {messages.map((flash) => (
        <div
          key={flash.id}
          role={flash.type === 'danger' || flash.type === 'warning' ? 'alert' : 'status'}
          className={`alert alert-${flash.type} alert-dismissible shadow-sm mb-2`}
        >
          {/* Its own element: the message reads (and is found) as itself, beside its link and Dismiss. */}
          <span className="flash-message">{flash.message}</span>
          {flash.link ? (
            <>
              {' '}
              <a className="alert-link" href={flash.link.href}>
                {flash.link.text}
              </a>
            </>
          ) : null}
          <button
            type="button"
            className="btn-close"
            aria-label={t('wrapper.dismiss')}
            onClick={() => dismiss(flash.id)}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The page wrapper (docs/product.md#screens-and-layout): title, dark-mode toggle (persisted), layout toggle,
 * Go Back, scroll-to-top after 50 px, stacked flash messages and a blocking spinner overlay. The layout
 * toggle sets the page's width, or, on a screen with a live preview, form-only / form + preview
 * (decision 075).
 */
export function PageWrapper({
  title,
  titleParts,
  subtitle,
  actions,
  layout = 'width',
  children,
}: {
  title: string;
  /** A muted line under the heading: on a configuration screen, the website it edits. */
  subtitle?: string;
  /** Parts of the document title before the admin title; defaults to the page title. */
  titleParts?: (string | undefined)[];
  actions?: ReactNode;
  /** What the layout toggle switches: the page width, or whether the live preview shows beside the form. */
  layout?: 'width' | 'preview';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The router's first entry has no page of the console's before it: the browser's previous entry is the
  // sign-in request, or not the console at all. Then Go Back leads to the page above.
  const backInConsole = hasConsoleEntryBefore(location.key);
  const above = pageAbove(location.pathname);
  const { dark, setDark, fluid, setFluid, preview, setPreview } = usePreferences();
  const previewLayout = layout === 'preview';
  const layoutOn = previewLayout ? preview : fluid;
  // Form and preview side by side need the whole width; form only keeps the width preference.
  const wide = fluid || (previewLayout && preview);
  const { blocked } = usePageBlock();
  const scrolled = useScrolledPast(50);
  const documentTitle = composeTitle(titleParts ?? [title]);
  const wrapper = useRef<HTMLDivElement>(null);
  // The preview switch always does something (it shows or hides the preview, beside or under the form).
  const showLayoutSwitch = useWidthSwitchMatters(wrapper, !previewLayout) || previewLayout;
  const narrow = useNarrow();
  // Stacked under the form (below xl), the preview is one tap away from the top of the page.
  const goToPreview = () => {
    const region = document.getElementById(PREVIEW_REGION_ID);
    region?.scrollIntoView({ block: 'start' });
    region?.focus({ preventScroll: true });
  };

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <div
      ref={wrapper}
      className={`${wide ? 'container-fluid' : 'container'} page-wrapper py-3 py-md-4`}
      aria-busy={blocked}
    >
      <div className="page-header d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-4 pb-3 border-bottom">
        <div className="me-auto page-heading">
          <h1 className="h3 mb-0">{title}</h1>
          {subtitle ? <p className="text-body-secondary small mb-0">{subtitle}</p> : null}
        </div>
        {narrow ? null : actions}
        {backInConsole || above ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => (backInConsole ? navigate(-1) : navigate(above ?? '/'))}
          >
            <span aria-hidden="true">← </span>
            {t('wrapper.goBack')}
          </button>
        ) : null}
        {/* The page wrapper's two toggles, compact: one small group of switches (decision 082). */}
        <fieldset className="page-display" aria-label={t('wrapper.display')}>
          <div className="form-check form-switch mb-0">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id="dark-mode-toggle"
              checked={dark}
              aria-checked={dark}
              onChange={(event) => setDark(event.target.checked)}
            />
            <label className="form-check-label small" htmlFor="dark-mode-toggle">
              {t('wrapper.darkMode')}
            </label>
          </div>
          <div className={`form-check form-switch mb-0${showLayoutSwitch ? '' : ' d-none'}`}>
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id="layout-toggle"
              checked={layoutOn}
              aria-checked={layoutOn}
              onChange={(event) => (previewLayout ? setPreview : setFluid)(event.target.checked)}
            />
            <label className="form-check-label small" htmlFor="layout-toggle">
              {t(previewLayout ? 'wrapper.previewLayout' : 'wrapper.fluidLayout')}
            </label>
          </div>
        </fieldset>
        {previewLayout && preview ? (
          <button type="button" className="btn btn-sm btn-outline-primary d-xl-none" onClick={goToPreview}>
            {t('wrapper.goToPreview')} <span aria-hidden="true">↓</span>
          </button>
        ) : null}
        {narrow && actions ? <ActionsMenu>{actions}</ActionsMenu> : null}
      </div>
      <FlashStack />
      {children}
      {scrolled ? (
        <button
          type="button"
          className="btn btn-primary rounded-circle shadow scroll-top"
          aria-label={t('wrapper.scrollTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <span aria-hidden="true">↑</span>
        </button>
      ) : null}
      {blocked ? (
        <div className="blocking-overlay">
          <div className="spinner-border text-light" role="status" aria-label={t('loading')} />
        </div>
      ) : null}
    </div>
  );
}
