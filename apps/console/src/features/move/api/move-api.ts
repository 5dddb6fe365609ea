/**
 * The console's calls for settings that move (docs/product.md#settings-that-move): copy and bulk edit, each
 * a preview then an apply against the versions the preview showed, and a website's settings exported to a
 * file and imported from one.
 */
import type {
  BulkPreviewBody,
  CopyPreviewBody,
  ImportAnswer,
  MoveApplyRow,
  MoveMode,
  MovePreviewRow,
} from '@eua/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';

/** The versions a preview showed, per website and screen: the If-Match each write of the apply uses. */
export function versionsOf(rows: readonly MovePreviewRow[]): Record<string, Record<string, number>> {
  const versions: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    if (row.version === null) continue;
    versions[row.websiteId] = { ...versions[row.websiteId], [row.resource]: row.version };
  }
  return versions;
}

export const previewCopy = (api: ApiClient, body: CopyPreviewBody) =>
  api.request<MovePreviewRow[]>('POST', '/v1/copy/preview', body);

/** The reason the customer's policy may ask for travels as X-Change-Reason (decision 143). */
const withReason = (reason?: string) => (reason?.trim() ? { reason: reason.trim() } : undefined);

export const applyCopy = (
  api: ApiClient,
  body: CopyPreviewBody,
  preview: MovePreviewRow[],
  mode: MoveMode,
  reason?: string,
) =>
  api.request<MoveApplyRow[]>(
    'POST',
    '/v1/copy/apply',
    { ...body, versions: versionsOf(preview), mode },
    withReason(reason),
  );

export const previewBulk = (api: ApiClient, body: BulkPreviewBody) =>
  api.request<MovePreviewRow[]>('POST', '/v1/bulk/preview', body);

export const applyBulk = (
  api: ApiClient,
  body: BulkPreviewBody,
  preview: MovePreviewRow[],
  mode: MoveMode,
  reason?: string,
) =>
  api.request<MoveApplyRow[]>(
    'POST',
    '/v1/bulk/apply',
    { ...body, versions: versionsOf(preview), mode },
    withReason(reason),
  );

/** Downloads the website's settings as the file the server names (`nbl-official-website-2001-settings.json`). */
export async function downloadSettings(api: ApiClient, website: { websiteId: string; name?: string }) {
  const blob = await api.getFile(`/v1/config/${encodeURIComponent(website.websiteId)}/export`);
  const slug = (website.name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug ? `${slug}-` : ''}${website.websiteId}-settings.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A dry run (`dryRun`) or the import itself, against the versions the dry run showed. */
export function importSettings(
  api: ApiClient,
  websiteId: string,
  file: { name: string; text: string },
  options: { dryRun: boolean; versions?: ImportAnswer['data']['screens'] },
) {
  const query = new URLSearchParams({ dryRun: String(options.dryRun), fileName: file.name });
  if (options.versions) {
    query.set('expectedVersions', options.versions.map((s) => `${s.resource}:${s.version}`).join(','));
  }
  return api.postText<ImportAnswer['data']>(
    `/v1/config/${encodeURIComponent(websiteId)}/import?${query}`,
    file.text,
  );
}

/** After a write to other websites: their documents, History and the activity log are read afresh. */
export async function forgetWrittenSettings(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    ['config', 'revisions', 'activity'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}
