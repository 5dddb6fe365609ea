/**
 * The public read path a widget's content comes from (docs/product.md#widgets):
 * `GET {base}/widgets/v1/{websiteId}/{widget}?season=…`, without cookies.
 */
import type { WidgetPayload } from '@eua/shared';

export type WidgetRequest = { websiteId: string; widget: string; season: string | null };

/** The content, or the words to show instead of it. */
export type WidgetAnswer = { payload: WidgetPayload | null; error: string | null };

export function widgetUrl(base: string, { websiteId, widget, season }: WidgetRequest): string {
  const url = new URL(`/widgets/v1/${encodeURIComponent(websiteId)}/${encodeURIComponent(widget)}`, base);
  if (season) url.searchParams.set('season', season);
  return url.toString();
}

/**
 * Fetches one widget's content. `loadError` is the widget's words for a failure. Resolves null when `signal`
 * was aborted (a newer request replaced this one, or the widget left the page): nothing to show.
 */
export async function fetchWidget(
  base: string,
  request: WidgetRequest,
  signal: AbortSignal,
  loadError: string,
): Promise<WidgetAnswer | null> {
  let payload: WidgetPayload | null = null;
  let error: string | null = null;
  try {
    const res = await fetch(widgetUrl(base, request), {
      signal,
      credentials: 'omit',
      // The server admits a page by its Origin or, without one, its Referer. A same-origin GET carries no
      // Origin, and a page whose policy is no-referrer would send neither: ask for the page's origin only.
      referrerPolicy: 'strict-origin-when-cross-origin',
      headers: { accept: 'application/json' },
    });
    const json = (await res.json().catch(() => null)) as { data?: WidgetPayload; message?: unknown } | null;
    if (res.ok && json?.data) payload = json.data;
    // A refusal (403 origin not allowed, 404, 429) says why in its message: the page's author needs it.
    else error = typeof json?.message === 'string' ? json.message : `${loadError} (${res.status})`;
  } catch {
    if (signal.aborted) return null;
    error = loadError;
  }
  if (signal.aborted) return null;
  return { payload, error };
}
