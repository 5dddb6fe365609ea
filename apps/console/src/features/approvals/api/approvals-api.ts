import { type ChangeRequest, etagOfVersion, type Policy } from '@eua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/**
 * Customer › Policies and approval before publishing (docs/product.md#approvals): the calls, each with its
 * query or mutation hook; a change reads the lists afresh.
 */
const POLICY = ['policy'] as const;
export const CHANGE_REQUESTS = ['approvals'] as const;

/** The policy's one query, shared with the draft banner that reads it (form-engine/drafts). */
export { useApprovalPolicy as usePolicy } from '../../../form-engine/drafts/ask-for-approval';

export function useSetPolicy() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (policy: Policy) => api.put<Policy[]>('/v1/policies', policy),
    onSuccess: () => queries.invalidateQueries({ queryKey: POLICY }),
  });
}

export function useChangeRequests() {
  const api = useApiClient();
  return useQuery({
    queryKey: CHANGE_REQUESTS,
    queryFn: () => api.get<ChangeRequest[]>('/v1/approvals'),
    staleTime: 0,
  });
}

const draftPath = (websiteId: string, resource: string) =>
  `/v1/config/${encodeURIComponent(websiteId)}/${encodeURIComponent(resource)}/draft`;

export function useAskForApproval(websiteId: string, resource: string) {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ version, reason }: { version: number; reason: string }) =>
      api.request<ChangeRequest[]>(
        'POST',
        `${draftPath(websiteId, resource)}/approval-request`,
        reason ? { reason } : {},
        {
          ifMatch: etagOfVersion(version),
        },
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: CHANGE_REQUESTS }),
  });
}

export function useDecide() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({
      request,
      decision,
      comment,
    }: {
      request: ChangeRequest;
      decision: 'approve' | 'reject';
      comment: string;
    }) =>
      api.request<ChangeRequest[]>(
        'POST',
        `${draftPath(request.websiteId, request.resource)}/approval`,
        comment ? { decision, comment } : { decision },
        { ifMatch: etagOfVersion(request.draftVersion) },
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: CHANGE_REQUESTS }),
  });
}
