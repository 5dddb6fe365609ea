import type {
  AddMemberBody,
  ApiToken,
  CreateApiTokenBody,
  CreatedApiToken,
  Member,
  MemberRole,
} from '@eua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/**
 * Customer › Members and Customer › API tokens (docs/product.md#roles, docs/product.md#api-tokens): the
 * calls, each with its query or mutation hook; a change reads the list afresh.
 */
const MEMBERS = ['members'] as const;
const API_TOKENS = ['api-tokens'] as const;

export function useMembers() {
  const api = useApiClient();
  return useQuery({ queryKey: MEMBERS, queryFn: () => api.get<Member[]>('/v1/members'), staleTime: 0 });
}

export function useAddMember() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMemberBody) => api.request<Member[]>('POST', '/v1/members', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: MEMBERS }),
  });
}

export function useChangeRole() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) =>
      api.put<Member[]>(`/v1/members/${encodeURIComponent(userId)}`, { role }),
    onSettled: () => queries.invalidateQueries({ queryKey: MEMBERS }),
  });
}

export function useRemoveMember() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.request<null>('DELETE', `/v1/members/${encodeURIComponent(userId)}`),
    onSettled: () => queries.invalidateQueries({ queryKey: MEMBERS }),
  });
}

export function useApiTokens() {
  const api = useApiClient();
  return useQuery({
    queryKey: API_TOKENS,
    queryFn: () => api.get<ApiToken[]>('/v1/api-tokens'),
    staleTime: 0,
  });
}

export function useCreateApiToken() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => api.request<CreatedApiToken[]>('POST', '/v1/api-tokens', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: API_TOKENS }),
  });
}

export function useRevokeApiToken() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<null>('DELETE', `/v1/api-tokens/${encodeURIComponent(id)}`),
    onSettled: () => queries.invalidateQueries({ queryKey: API_TOKENS }),
  });
}
