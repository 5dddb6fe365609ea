import type { CreatedWebhook, Webhook, WebhookBody, WebhookChange, WebhookDelivery } from '@eua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** The customer's webhooks (docs/product.md#webhooks): read afresh whenever the page shows them. */
export function useWebhooks() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['webhooks'],
    queryFn: () => api.get<Webhook[]>('/v1/webhooks'),
    staleTime: 0,
  });
}

/** An endpoint's delivery log, newest first. */
export function useWebhookDeliveries(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['webhooks', id, 'deliveries'],
    queryFn: () => api.get<WebhookDelivery[]>(`/v1/webhooks/${encodeURIComponent(id)}/deliveries`),
    staleTime: 0,
  });
}

/** Adds an endpoint: the answer holds its secret, shown once. */
export function useCreateWebhook() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookBody) =>
      (await api.request<CreatedWebhook[]>('POST', '/v1/webhooks', body))[0] as CreatedWebhook,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

/** Pauses, enables or otherwise changes an endpoint. */
export function useChangeWebhook() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: WebhookChange }) =>
      api.request<Webhook[]>('PATCH', `/v1/webhooks/${encodeURIComponent(id)}`, change),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

export function useDeleteWebhook() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<null>('DELETE', `/v1/webhooks/${encodeURIComponent(id)}`),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

/** "Redeliver": the same delivery, sent again. */
export function useRedeliver(id: string) {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.request<WebhookDelivery[]>(
        'POST',
        `/v1/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhooks', id, 'deliveries'] }),
  });
}
