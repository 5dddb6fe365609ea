import { subjectOf, subjectSegment, type WidgetId } from '@eua/shared';
import { useContext, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { RuntimeConfigContext } from '../../../lib/runtime-config';
import './embed-snippet.css';

/** The runtime's script, under the host that serves the widgets (docs/product.md#widgets). */
export const EMBED_SCRIPT_PATH = '/widgets/v1/embed.js';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The origin that serves the widgets: the data API's host (runtime configuration), else the console's own. */
export function widgetsOrigin(apiHost: string | undefined, here: string = window.location.origin): string {
  try {
    return new URL(apiHost || here, here).origin;
  } catch {
    return here;
  }
}

/**
 * The exact HTML a customer pastes into a page (decision 075); a detail widget's carries the id of the team,
 * person or fixture picked in the preview as `data-id` (decisions 106, 111), once one is known.
 */
export function embedSnippet(
  origin: string,
  widget: WidgetId,
  websiteId: string,
  subjectId?: string,
): string {
  const id = subjectOf(widget) && subjectId ? ` data-id="${attribute(subjectId)}"` : '';
  return [
    `<script src="${attribute(origin)}${EMBED_SCRIPT_PATH}" async></script>`,
    `<div data-eua-widget="${attribute(widget)}" data-website-id="${attribute(websiteId)}"${id}></div>`,
  ].join('\n');
}

/**
 * The embed snippet of a widget's screen, read-only, with Copy (the clipboard, else the text is selected for
 * the reader to copy) and a polite "Copied". A detail widget's says where `data-id` may be left out.
 */
export function EmbedSnippet({
  widget,
  websiteId,
  subjectId,
}: {
  widget: WidgetId;
  websiteId: string;
  /** A detail widget's team, person or fixture, as picked in the preview. */
  subjectId?: string | undefined;
}) {
  const { t } = useTranslation();
  // Read without requiring a provider: a screen rendered alone (tests) falls back to the console's origin.
  const runtime = useContext(RuntimeConfigContext);
  const snippet = embedSnippet(widgetsOrigin(runtime?.apiHost), widget, websiteId, subjectId);
  const subject = subjectOf(widget);
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const codeId = useId();

  return (
    <section className="embed-snippet card mt-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h6">
          {t('embed.title')}
        </h2>
        <p className="small text-body-secondary">
          {t('embed.intro')}{' '}
          <Link to={`/configuration/${encodeURIComponent(websiteId)}/general`}>
            {t('embed.referrerLink')}
          </Link>
        </p>
        <label htmlFor={codeId} className="form-label small">
          {t('embed.code')}
        </label>
        <textarea
          id={codeId}
          ref={codeRef}
          className="form-control font-monospace small embed-snippet__code"
          readOnly
          rows={2}
          wrap="off"
          spellCheck={false}
          value={snippet}
        />
        {subject ? (
          <p className="form-text mb-0">
            {t(`embed.${subjectId ? 'subjectPicked' : 'subjectNone'}.${subject}`)}{' '}
            {t('embed.subjectFromAddress', { path: `/${subjectSegment[subject]}/{id}` })}
          </p>
        ) : null}
        <CopyButton text={snippet} field={codeRef} />
      </div>
    </section>
  );
}
