import type { WidgetSubject, WidgetSubjectsAnswer } from '@eua/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

export const widgetSubjectsPath = (websiteId: string, subject: WidgetSubject, season?: string) =>
  `/v1/config/${encodeURIComponent(websiteId)}/widget-subjects/${subject}${
    season ? `?season=${encodeURIComponent(season)}` : ''
  }`;

/**
 * GET /v1/config/{websiteId}/widget-subjects/{subject} (decision 111): the season's teams, persons or fixtures
 * the preview of a detail widget offers, and the one it shows first. `subject` null: a widget without one,
 * nothing is asked.
 */
export function useWidgetSubjects(
  websiteId: string,
  subject: WidgetSubject | null,
  season: string | undefined,
  enabled: boolean,
) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['widget-subjects', websiteId, subject, season ?? ''],
    // The whole answer: its meta (the default) matters as much as its data.
    queryFn: ({ signal }): Promise<WidgetSubjectsAnswer> =>
      api.getWithMeta(widgetSubjectsPath(websiteId, subject!, season), { signal }),
    // The last list stays in the picker while another season's loads (the caller knows it is a placeholder).
    placeholderData: keepPreviousData,
    enabled: enabled && subject !== null,
  });
}
