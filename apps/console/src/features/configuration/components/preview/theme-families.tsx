import {
  features,
  previewPayload,
  type SettingsContext,
  savedValues,
  themePreviewWidgets,
  type WidgetGeneral,
  type WidgetId,
} from '@eua/shared';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewFrame } from '../../../../components/preview-frame';
import { useConfig } from '../../../../form-engine/api/get-config';
import { errorMessage } from '../../../../lib/api-client';
import { type ThemePreviewData, useThemePreview } from '../../api/get-theme-preview';
import './theme-families.css';

const modes = ['light', 'dark'] as const;

/**
 * Whether the element is near the view (within 200 px of it) now, and whether it ever was: once it was, its
 * frames stay in the page. Where the browser has no IntersectionObserver everything is in view.
 */
function useNearView(ref: React.RefObject<HTMLElement | null>): { near: boolean; seen: boolean } {
  const [state, setState] = useState(() => {
    const always = typeof IntersectionObserver === 'undefined';
    return { near: always, seen: always };
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        setState((was) => (was.near === near ? was : { near, seen: was.seen || near }));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return state;
}

/**
 * The payload a family's frames show: the latest while the family is near the view, else the last one it
 * showed, so an edit re-renders only the widgets one can see (fourteen widgets re-rendering on every
 * keystroke would slow the form down).
 */
function useShownWhileNear<T>(value: T, near: boolean): T {
  const shown = useRef(value);
  if (near) shown.current = value;
  return shown.current;
}

type Shared = {
  websiteId: string;
  theme: Record<string, unknown>;
  themeVersion: number;
  general: WidgetGeneral;
  generalVersion: number;
  context: SettingsContext;
  width: number;
};

/**
 * One family's widget in light and in dark, each a labelled region ("Standings, light"). Its frames and its
 * saved settings are asked for only once it comes near the view, so the screen stays fast.
 */
function FamilyPreview(
  props: Shared & { widget: WidgetId; data: ThemePreviewData[number] | undefined; loaded: boolean },
) {
  const { widget, data, loaded, websiteId, theme, themeVersion, general, generalVersion, context, width } =
    props;
  const { t } = useTranslation();
  const feature = features[widget];
  const ref = useRef<HTMLDivElement>(null);
  const { near, seen } = useNearView(ref);
  const saved = useConfig(websiteId, feature.resource, seen && data !== undefined);
  const config = useMemo(() => (saved.data ? savedValues(feature, saved.data) : null), [saved.data, feature]);
  const payload = useMemo(
    () =>
      data && config
        ? previewPayload({
            widget,
            websiteId,
            data,
            config,
            general,
            theme,
            configVersion: saved.data?.version ?? 0,
            generalVersion,
            themeVersion,
            context,
          })
        : null,
    [data, config, widget, websiteId, general, theme, saved.data, generalVersion, themeVersion, context],
  );
  const shown = useShownWhileNear(payload, near);
  return (
    <div ref={ref} className="theme-family mb-3">
      <h3 className="h6 small mb-1">{feature.title}</h3>
      {loaded && !data ? (
        <p className="text-body-secondary small mb-0">{t('preview.nothingToShow')}</p>
      ) : (
        <div className="theme-family__modes">
          {modes.map((mode) => (
            <section
              key={mode}
              className="theme-family__mode"
              aria-label={t(`preview.familyModes.${mode}`, { family: feature.title })}
            >
              <p className="small text-body-secondary mb-1">{t(`preview.modes.${mode}`)}</p>
              {/* A tile of one height that scrolls: a long widget (a schedule) neither pushes the families
                  below it away nor moves them when it arrives. It takes the focus, so a keyboard scrolls it
                  too. */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it (WCAG 2.1.1) */}
              <div className="theme-family__tile" tabIndex={0}>
                {seen ? <PreviewFrame payload={shown} width={width} mode={mode} /> : null}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The Theme screen's preview (docs/product.md#theme): every widget family — standings, schedule, a fixture's
 * detail, teams, players, statistics, leaders — in light and dark side by side, wearing the theme as the form
 * stands. Their content comes in one answer; each family's frames start when it comes near the view.
 */
export function ThemeFamilies(props: Omit<Shared, 'general'> & { general: WidgetGeneral | null }) {
  const { general, websiteId } = props;
  // Typing in the form comes first; the frames follow when the browser has a moment.
  const theme = useDeferredValue(props.theme);
  const { t } = useTranslation();
  const preview = useThemePreview(websiteId, general !== null);
  if (preview.error) {
    return (
      <div role="alert" className="alert alert-danger py-2 small">
        {t('preview.failed', { message: errorMessage(preview.error) })}
      </div>
    );
  }
  if (!general) return null;
  return (
    <div className="theme-families">
      {themePreviewWidgets.map((widget) => (
        <FamilyPreview
          key={widget}
          {...props}
          theme={theme}
          general={general}
          widget={widget}
          loaded={preview.isSuccess}
          data={preview.data?.find((entry) => entry.widget === widget)}
        />
      ))}
    </div>
  );
}
