import type { ThemePreviewAnswer } from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

export type ThemePreviewData = ThemePreviewAnswer['data'];

/**
 * GET /v1/config/{websiteId}/theme-preview: every family's preview content for the Theme screen, in one
 * answer (docs/product.md#theme). It does not depend on the theme's values: asked for once per website, the
 * theme goes to the frames as it is typed.
 */
export function useThemePreview(websiteId: string, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['theme-preview', websiteId],
    queryFn: ({ signal }) =>
      api.get<ThemePreviewData>(`/v1/config/${encodeURIComponent(websiteId)}/theme-preview`, { signal }),
    enabled,
  });
}
