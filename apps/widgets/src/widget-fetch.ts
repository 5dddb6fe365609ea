/**
 * The public read path a widget's content comes from (docs/product.md#widgets):
 * `GET {base}/widgets/v1/{websiteId}/{widget}?season=…&id=…`, without cookies.
 */
import type { WidgetPayload } from '@eua/shared';

export type WidgetRequest = {
  websiteId: string;
  widget: string;
  season: string | null;
  /** A detail widget's team, person or fixture (decision 106). */
  id?: string | null;
};

/**
 * The content, or why there is none: `error` is the exact reason (the server's message, or what failed), for
 * the console; `retry` says whether asking again may help (no answer, a server error, too many requests),
 * not a refusal (a domain not admitted, an unknown website).
 */
export type WidgetAnswer = { payload: WidgetPayload | null; error: string | null; retry: boolean };

export function widgetUrl(base: string, { websiteId, widget, season, id }: WidgetRequest): string {
  const url = new URL(`/widgets/v1/${encodeURIComponent(websiteId)}/${encodeURIComponent(widget)}`, base);
  if (season) url.searchParams.set('season', season);
  if (id) url.searchParams.set('id', id);
  return url.toString();
}

/**
 * Fetches one widget's content. Resolves null when `signal` was aborted (a newer request replaced this one,
 * or the widget left the page): nothing to show.
 */
export async function fetchWidget(
  base: string,
  request: WidgetRequest,
  signal: AbortSignal,
): Promise<WidgetAnswer | null> {
  let payload: WidgetPayload | null = null;
  let error: string | null = null;
  let retry = false;
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
    else {
      // A refusal (403 origin not allowed, 404) says why in its message: the page's author needs it.
      const message = typeof json?.message === 'string' ? json.message : 'no message';
      error = `HTTP ${res.status}: ${message}`;
      retry = res.status >= 500 || res.status === 429;
    }
  } catch (failure) {
    if (signal.aborted) return null;
    error = `no answer from ${base}: ${failure instanceof Error ? failure.message : String(failure)}`;
    retry = true;
  }
  if (signal.aborted) return null;
  return { payload, error, retry };
}
