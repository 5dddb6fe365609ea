import { type ConfigDocument, etagOfVersion } from '@eua/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { draftPath } from '../../lib/api-paths';
import { only, type PublishConflict } from '../drafts/drafts-api';
import { configQueryKey } from './get-config';
import { draftQueryKey } from './get-draft';

/** POST …/draft/publish: the new live document, or a PublishConflict in ApiError.body (409). */
export async function publishDraft(
  api: ApiClient,
  websiteId: string,
  resource: string,
  version: number,
  reason?: string,
): Promise<ConfigDocument> {
  const data = await api.request<ConfigDocument[]>(
    'POST',
    `${draftPath(websiteId, resource)}/publish`,
    undefined,
    { ifMatch: etagOfVersion(version), reason },
  );
  return only(data, 'published configuration');
}

/** The draft and live settings of a refused publish (409), when the answer carries them. */
export function publishConflictOf(error: unknown): PublishConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<PublishConflict> | null;
  return body?.live && body.draft ? { message: error.message, live: body.live, draft: body.draft } : null;
}

/**
 * A published draft is the live document and no draft; a refused publish (the live settings changed after
 * the draft was made) tells both as stored now.
 */
export function usePublishDraft(websiteId: string, resource: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, reason }: { version: number; reason?: string | undefined }) =>
      publishDraft(api, websiteId, resource, version, reason),
    onSuccess: (live) => {
      queryClient.setQueryData(configQueryKey(websiteId, resource), live);
      queryClient.setQueryData(draftQueryKey(websiteId, resource), null);
    },
    onError: (error) => {
      const refused = publishConflictOf(error);
      if (!refused) return;
      queryClient.setQueryData(configQueryKey(websiteId, resource), refused.live);
      queryClient.setQueryData(draftQueryKey(websiteId, resource), refused.draft);
    },
  });
}
