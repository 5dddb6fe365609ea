import {
  features,
  previewPayload,
  savedValues,
  subjectOf,
  type WidgetId,
  type WidgetSubject,
  widgetGeneralOf,
  widgetIds,
} from '@eua/shared';
import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_REGION_ID } from '../../../../components/page-wrapper';
import { PreviewFrame } from '../../../../components/preview-frame';
import { useConfig } from '../../../../form-engine/api/get-config';
import { useFormEngine } from '../../../../form-engine/engine-context';
import { usePendingChanges } from '../../../../form-engine/safe-editing/pending-changes';
import { errorMessage } from '../../../../lib/api-client';
import { useAfterFirstPaint } from '../../../../lib/first-paint';
import { type PreviewWidth, previewWidths, usePreviewWidth } from '../../../../lib/preferences';
import { useWidgetPreview } from '../../api/get-widget-preview';
import { useWidgetSubjects } from '../../api/get-widget-subjects';
import { seasonIdsOf } from './preview-payload';
import { SubjectPicker } from './subject-picker';
import { ThemeFamilies } from './theme-families';
import './widget-preview.css';

/** The team, person and fixture the previews of a website's detail widgets show (decision 111). */
export type SubjectIds = Partial<Record<WidgetSubject, string>>;

export type WidgetPreviewProps = {
  /** The screen's widget; null on General, where the administrator picks which widget to preview, and Theme. */
  widget: WidgetId | null;
  /** On the Theme screen: every family wearing the unsaved theme, in light and dark (docs/product.md#theme). */
  onTheme?: boolean;
  /** Kept by the page, so the embed snippet names the same one and a preview switched off and on keeps it. */
  subjectIds: SubjectIds;
  onSubjectId: (subject: WidgetSubject, id: string) => void;
};

/**
 * The live preview (docs/product.md#live-preview, decision 075): the real runtime in a sandboxed frame
 * (scripts only, an opaque origin: it can reach neither the console's storage nor its token) renders the
 * form's unsaved values. Rendered inside the form's context; on General with General's unsaved values. A
 * detail widget shows the team, person or fixture picked above the frame (decision 111).
 */
export function WidgetPreview({
  widget: screenWidget,
  onTheme = false,
  subjectIds,
  onSubjectId,
}: WidgetPreviewProps) {
  const { t } = useTranslation();
  const { websiteId, document } = useFormEngine();
  // The values the form would send now (the save's own transform), and whether they differ from the saved.
  const { now, fields } = usePendingChanges();
  const onGeneral = screenWidget === null && !onTheme;
  // On General the administrator picks a widget; the Theme screen shows one of every family (ThemeFamilies).
  const chooses = screenWidget === null && !onTheme;
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
  const savedWidget = useConfig(websiteId, widgetFeature.resource, chooses && started);
  const single = !onTheme;
  // The saved theme the widget wears (the Theme screen's own values there): the preview shows its look.
  const savedTheme = useConfig(websiteId, features.theme.resource, !onTheme && started);
  const savedThemeValues = useMemo(
    () => (savedTheme.data ? savedValues(features.theme, savedTheme.data) : undefined),
    [savedTheme.data],
  );
  const themeValues = onTheme ? now : savedThemeValues;
  const savedGeneralValues = useMemo(
    () => (savedGeneral.data ? savedValues(features.general, savedGeneral.data) : null),
    [savedGeneral.data],
  );
  const savedWidgetValues = useMemo(
    () => (savedWidget.data ? savedValues(widgetFeature, savedWidget.data) : null),
    [savedWidget.data, widgetFeature],
  );
  const generalValues = onGeneral ? now : savedGeneralValues;
  const config = chooses ? savedWidgetValues : now;
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

  // A detail widget's subject: the one picked if the season's list has it, else the server's default. Only
  // this (and the season) asks for content again; the settings stay as they are.
  const subject = subjectOf(widget);
  const subjects = useWidgetSubjects(websiteId, subject, season, general !== null && started && single);
  const list = subjects.data && !subjects.isPlaceholderData ? subjects.data : undefined;
  const pickedSubject = subject ? subjectIds[subject] : undefined;
  const subjectId = list
    ? list.data.some((option) => option.id === pickedSubject)
      ? pickedSubject
      : (list.meta.defaultId ?? undefined)
    : undefined;
  // The default (or the one the new season's list falls back to) becomes the page's pick: the snippet names it.
  useEffect(() => {
    if (subject && subjectId !== undefined && subjectId !== pickedSubject) onSubjectId(subject, subjectId);
  }, [subject, subjectId, pickedSubject, onSubjectId]);
  const noSubject = subject !== null && list !== undefined && subjectId === undefined;

  const request = useMemo(
    () => ({ widget, season, seasons: seasonsKey ? seasonsKey.split(',') : undefined, id: subjectId }),
    [widget, season, seasonsKey, subjectId],
  );
  const preview = useWidgetPreview(
    websiteId,
    request,
    general !== null && started && single && (subject === null || subjectId !== undefined),
  );
  const data = preview.data?.widget === widget ? preview.data : undefined;

  const payload = useMemo(() => {
    if (!data || !config || !general) return null;
    return previewPayload({
      widget,
      websiteId,
      data,
      config,
      general,
      theme: themeValues,
      configVersion: (chooses ? savedWidget.data?.version : document.version) ?? 0,
      generalVersion: (onGeneral ? document.version : savedGeneral.data?.version) ?? 0,
      themeVersion: (onTheme ? document.version : savedTheme.data?.version) ?? 0,
      context,
    });
  }, [
    data,
    config,
    general,
    themeValues,
    onTheme,
    savedTheme.data,
    widget,
    websiteId,
    onGeneral,
    chooses,
    savedWidget.data,
    savedGeneral.data,
    document,
    context,
  ]);

  const headingId = useId();
  const chooserId = useId();
  const widthsId = useId();
  const [readerWidth, setReaderWidth] = usePreviewWidth();
  const unsaved = fields.length > 0;

  return (
    // Beside the form the preview scrolls on its own (widget-preview.css): a keyboard user must be able to
    // reach and scroll it (WCAG 2.1.1, axe scrollable-region-focusable), so the labelled region takes focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable by design
    <section id={PREVIEW_REGION_ID} className="widget-preview card" aria-labelledby={headingId} tabIndex={0}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h6 mb-0 me-auto">
          {t('preview.title')}
        </h2>
        <span role="status" className="d-inline-flex">
          {unsaved ? <span className="badge text-bg-warning">{t('preview.unsaved')}</span> : null}
        </span>
      </div>
      <div className="card-body p-2">
        {chooses ? (
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
                  {features[id].title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {single && subject && subjects.data ? (
          <SubjectPicker
            subject={subject}
            options={subjects.data.data}
            value={subjectId}
            onChange={(id) => onSubjectId(subject, id)}
            busy={subjects.isPlaceholderData}
          />
        ) : null}
        {subjects.error || preview.error ? (
          <div role="alert" className="alert alert-danger py-2 small">
            {t('preview.failed', { message: errorMessage(subjects.error ?? preview.error) })}
          </div>
        ) : noSubject && subject ? (
          <p role="status" className="text-body-secondary small mb-2">
            {t(`preview.noSubjects.${subject}`)}
          </p>
        ) : !payload && single ? (
          <p role="status" className="text-body-secondary small mb-2">
            {t('preview.loading')}
          </p>
        ) : null}
        <fieldset className="preview-widths d-flex flex-wrap align-items-center gap-2 mb-2">
          <legend className="form-label small mb-0 float-none w-auto">{t('preview.readerWidth')}</legend>
          <div className="btn-group btn-group-sm">
            {(Object.keys(previewWidths) as PreviewWidth[]).map((key) => (
              <Fragment key={key}>
                <input
                  type="radio"
                  className="btn-check"
                  name={widthsId}
                  id={`${widthsId}-${key}`}
                  checked={readerWidth === key}
                  onChange={() => setReaderWidth(key)}
                />
                <label className="btn btn-outline-secondary" htmlFor={`${widthsId}-${key}`}>
                  {t(`preview.widths.${key}`)}
                </label>
              </Fragment>
            ))}
          </div>
          <span className="small text-body-secondary">
            {t('preview.widthNote', { width: previewWidths[readerWidth] })}
          </span>
        </fieldset>
        {started && onTheme ? (
          <ThemeFamilies
            websiteId={websiteId}
            theme={now}
            themeVersion={document.version}
            general={general}
            generalVersion={savedGeneral.data?.version ?? 0}
            context={context}
            width={previewWidths[readerWidth]}
          />
        ) : started ? (
          <PreviewFrame payload={payload} onSeason={setPicked} width={previewWidths[readerWidth]} />
        ) : (
          <div className="widget-preview__frame widget-preview__frame--pending w-100" />
        )}
        <p className="form-text mb-0">
          {t(onTheme ? 'preview.noteTheme' : onGeneral ? 'preview.noteGeneral' : 'preview.noteWidget')}
        </p>
      </div>
    </section>
  );
}
