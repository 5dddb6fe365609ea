import {
  features,
  previewPayload,
  savedValues,
  type WidgetId,
  widgetGeneralOf,
  widgetIds,
} from '@eua/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewFrame } from '../../../../components/preview-frame';
import { useConfig } from '../../../../form-engine/api/get-config';
import { useFormEngine } from '../../../../form-engine/engine-context';
import { usePendingChanges } from '../../../../form-engine/safe-editing/pending-changes';
import { errorMessage } from '../../../../lib/api-client';
import { useAfterFirstPaint } from '../../../../lib/first-paint';
import { useWidgetPreview } from '../../api/get-widget-preview';
import { seasonIdsOf } from './preview-payload';
import './widget-preview.css';

/**
 * The live preview (docs/product.md#widgets, decision 075): the real runtime in a sandboxed frame (scripts
 * only, an opaque origin: it can reach neither the console's storage nor its token) renders the form's
 * unsaved values. Rendered inside the form's context: `widget` is the screen's widget, or null on General,
 * where the administrator picks which widget to preview with General's unsaved values.
 */
export function WidgetPreview({ widget: screenWidget }: { widget: WidgetId | null }) {
  const { t } = useTranslation();
  const { websiteId, document } = useFormEngine();
  // The values the form would send now (the save's own transform), and whether they differ from the saved.
  const { now, fields } = usePendingChanges();
  const onGeneral = screenWidget === null;
  const [chosen, setChosen] = useState<WidgetId>('standings');
  const widget = screenWidget ?? chosen;
  const widgetFeature = features[widget];
  // The preview's data and frame start once the form has been painted and shown (decisions 085, 092): the form
  // is what the screen is for, and the frame's runtime, with the data it draws, would compete with it for the
  // network, the main thread and the raster.
  const started = useAfterFirstPaint();

  // General's saved document on a widget's screen; the chosen widget's saved document on General. Both come
  // from the query cache when the screens were opened before.
  const savedGeneral = useConfig(websiteId, features.general.resource, !onGeneral && started);
  const savedWidget = useConfig(websiteId, widgetFeature.resource, onGeneral && started);
  const savedGeneralValues = useMemo(
    () => (savedGeneral.data ? savedValues(features.general, savedGeneral.data) : null),
    [savedGeneral.data],
  );
  const savedWidgetValues = useMemo(
    () => (savedWidget.data ? savedValues(widgetFeature, savedWidget.data) : null),
    [savedWidget.data, widgetFeature],
  );
  const generalValues = onGeneral ? now : savedGeneralValues;
  const config = onGeneral ? savedWidgetValues : now;
  // What the settings depend on besides their values: one website, so the screen's document says it.
  const { sport, trackingData } = document;
  const context = useMemo(() => ({ sport, trackingData }), [sport, trackingData]);
  const general = useMemo(
    () => (generalValues ? widgetGeneralOf(generalValues, context) : null),
    [generalValues, context],
  );

  // The content depends only on the season(s): asked for again when those change, never per keystroke.
  const [picked, setPicked] = useState<string | undefined>();
  const season = picked ?? general?.defaultSeasonId ?? undefined;
  const fragmentSeasons = widget === 'fixturesFragment' ? seasonIdsOf(config?.allowedSeasons) : undefined;
  const seasonsKey = fragmentSeasons?.join(',');
  const request = useMemo(
    () => ({ widget, season, seasons: seasonsKey ? seasonsKey.split(',') : undefined }),
    [widget, season, seasonsKey],
  );
  const preview = useWidgetPreview(websiteId, request, general !== null && started);
  const data = preview.data?.widget === widget ? preview.data : undefined;

  const payload = useMemo(() => {
    if (!data || !config || !general) return null;
    return previewPayload({
      widget,
      websiteId,
      data,
      config,
      general,
      configVersion: (onGeneral ? savedWidget.data?.version : document.version) ?? 0,
      generalVersion: (onGeneral ? document.version : savedGeneral.data?.version) ?? 0,
      context,
    });
  }, [
    data,
    config,
    general,
    widget,
    websiteId,
    onGeneral,
    savedWidget.data,
    savedGeneral.data,
    document,
    context,
  ]);

  const headingId = useId();
  const chooserId = useId();
  const unsaved = fields.length > 0;

  return (
    // Beside the form the preview scrolls on its own (widget-preview.css): a keyboard user must be able to
    // reach and scroll it (WCAG 2.1.1, axe scrollable-region-focusable), so the labelled region takes focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable by design
    <section className="widget-preview card" aria-labelledby={headingId} tabIndex={0}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h6 mb-0 me-auto">
          {t('preview.title')}
        </h2>
        <span role="status" className="d-inline-flex">
          {unsaved ? <span className="badge text-bg-warning">{t('preview.unsaved')}</span> : null}
        </span>
      </div>
      <div className="card-body p-2">
        {onGeneral ? (
          <div className="d-flex align-items-center gap-2 mb-2">
            <label htmlFor={chooserId} className="form-label small mb-0 text-nowrap">
              {t('preview.widget')}
            </label>
            <select
              id={chooserId}
              className="form-select form-select-sm"
              value={chosen}
              onChange={(event) => setChosen(event.target.value as WidgetId)}
            >
              {widgetIds.map((id) => (
                <option key={id} value={id}>
                  {t(`preview.widgets.${id}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {preview.error ? (
          <div role="alert" className="alert alert-danger py-2 small">
            {t('preview.failed', { message: errorMessage(preview.error) })}
          </div>
        ) : !payload ? (
          <p role="status" className="text-body-secondary small mb-2">
            {t('preview.loading')}
          </p>
        ) : null}
        {started ? (
          <PreviewFrame payload={payload} onSeason={setPicked} />
        ) : (
          <div className="widget-preview__frame widget-preview__frame--pending w-100" />
        )}
        <p className="form-text mb-0">{t(onGeneral ? 'preview.noteGeneral' : 'preview.noteWidget')}</p>
      </div>
    </section>
  );
}
