import type { DefaultsPreview } from '@eua/shared';
import type { ApiClient } from '../../lib/api-client';
import { configPath } from '../../lib/api-paths';

/** A customer's defaults owner (docs/product.md#customer-defaults): its id is `defaults-{customerId}-{sport}`. */
export const isDefaultsOwnerId = (websiteId: string) => websiteId.startsWith('defaults-');

/**
 * POST …/defaults-preview (decision 146): what saving `body` on the customer's defaults would change, writing
 * nothing — each following website it changes, those that keep their own value, and the version to save
 * against.
 */
export const previewDefaults = (
  api: ApiClient,
  websiteId: string,
  resource: string,
  body: Record<string, unknown>,
) => api.request<DefaultsPreview>('POST', `${configPath(websiteId, resource)}/defaults-preview`, body);
