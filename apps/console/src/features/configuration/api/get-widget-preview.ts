import type { WidgetId, WidgetPreviewAnswer } from '@eua/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';

export type WidgetPreviewData = WidgetPreviewAnswer['data'];

/**
 * What the preview's content depends on: the season shown, for the fixtures fragment its seasons, and for a
 * detail widget the team, person or fixture picked (decision 111).
 */
export type WidgetPreviewRequest = {
  widget: WidgetId;
  /** A season id; undefined: the website's default season. */
  season?: string;
  /** The fixtures fragment's (unsaved) allowed seasons. */
  seasons?: readonly string[];
  /** The detail widget's subject (decision 106). */
  id?: string;
};

export const widgetPreviewPath = (websiteId: string, request: WidgetPreviewRequest) => {
  const query = new URLSearchParams();
  if (request.season) query.set('season', request.season);
  if (request.seasons?.length) query.set('seasons', request.seasons.join(','));
  if (request.id) query.set('id', request.id);
  const search = query.toString();
  return `/v1/config/${encodeURIComponent(websiteId)}/widget-preview/${request.widget}${search ? `?${search}` : ''}`;
};

/**
 * GET /v1/config/{websiteId}/widget-preview/{widget}: the content the preview renders. It
 * depends only on the season(s) and a detail widget's subject, never on the settings, so it is asked for again
 * only when those change — never per keystroke; the settings go to the frame as they are typed (decision 075).
 */
export async function getWidgetPreview(
  api: ApiClient,
  websiteId: string,
  request: WidgetPreviewRequest,
  signal?: AbortSignal,
): Promise<WidgetPreviewData> {
  return api.get<WidgetPreviewData>(widgetPreviewPath(websiteId, request), { signal });
}

export function useWidgetPreview(websiteId: string, request: WidgetPreviewRequest, enabled = true) {
  const api = useApiClient();
  const { widget, season, seasons, id } = request;
  return useQuery({
    queryKey: ['widget-preview', websiteId, widget, season ?? '', seasons?.join(',') ?? '', id ?? ''],
    queryFn: ({ signal }) => getWidgetPreview(api, websiteId, { widget, season, seasons, id }, signal),
    // The last content stays on screen while another season loads (the caller checks it is the same widget).
    placeholderData: keepPreviousData,
    enabled,
  });
}
