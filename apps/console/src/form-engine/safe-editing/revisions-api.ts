import type { Revision, RevisionSummary } from '@eua/shared';
import type { ApiClient } from '../../lib/api-client';

/**
 * The safe-editing calls of the data API (docs/product.md#safe-editing, docs/api.md), typed by the shared
 * contracts.
 */
export const revisionsPath = (websiteId: string, resource: string) =>
  `/v1/config/${encodeURIComponent(websiteId)}/${resource}/revisions`;

/**
 * The cache key of a document's revision list. It names the version the form holds: a save or a restore
 * makes a new list, whose newest entry is that write.
 */
export const revisionsQueryKey = (websiteId: string, resource: string, version: number) =>
  ['revisions', websiteId, resource, version] as const;

/** A page of revisions, newest first; `next` is the link to the following page. */
export const listRevisions = (api: ApiClient, websiteId: string, resource: string, next?: string) =>
  api.getPage<RevisionSummary[]>(next ?? revisionsPath(websiteId, resource));

export async function getRevision(
  api: ApiClient,
  websiteId: string,
  resource: string,
  version: number,
): Promise<Revision> {
  const data = await api.get<Revision[]>(`${revisionsPath(websiteId, resource)}/${version}`);
  const revision = data?.[0];
  if (!revision) throw new Error(`Revision ${version} could not be loaded.`);
  return revision;
}

/** Who wrote a revision, in words: the author's email, or the initial data for the seeded version. */
export const authorOf = (revision: RevisionSummary, t: (text: string) => string) =>
  revision.author.email ?? revision.author.sub ?? t('Initial data');
