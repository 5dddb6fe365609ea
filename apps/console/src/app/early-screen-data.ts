import type { QueryClient } from '@tanstack/react-query';
import { websiteQueryKey } from '../features/configuration/api/get-website';
import { configQueryKey } from '../form-engine/api/get-config';
import { draftQueryKey } from '../form-engine/api/get-draft';
import { firstItem } from '../lib/api-client';
import { apiUrl, configPath, draftPath, websitePath } from '../lib/api-paths';
import { takeEarlyAnswer, takeEarlyNotFound } from '../lib/early-reads';
import { screenAt } from './screen-reads';

/**
 * The `data` list of an answer's body (the envelope of docs/product.md#data-api), as the API client reads it.
 */
const dataOf = (body: unknown) => (body as { data?: unknown[] } | null)?.data;

/**
 * A configuration screen's document and website name that the boot script read (app/screen-reads.ts) and that
 * have already arrived go into the query cache under the keys the screen reads, before the page renders
 * (decision 089): the screen then renders its form at once, in the same pass as the shell, instead of showing
 * "Loading configuration…" and building the form afterwards. Only a successful answer with the product token
 * now in use; anything else is left to the screen's own request, which the early read answers.
 */
export function seedEarlyScreenData(
  queryClient: QueryClient,
  apiHost: string,
  authorization: string | null,
  pathname: string,
): void {
  const screen = screenAt(pathname);
  if (!screen || !authorization) return;
  const { websiteId, resource } = screen;
  const document = takeEarlyAnswer(apiUrl(apiHost, configPath(websiteId, resource)), authorization);
  if (document !== undefined)
    queryClient.setQueryData(configQueryKey(websiteId, resource), firstItem(dataOf(document)));
  // The screen's draft, or that it has none (an empty list; 404 from an older server): the form opens on it
  // (decisions 117, 135).
  const draftUrl = apiUrl(apiHost, draftPath(websiteId, resource));
  const draft = takeEarlyAnswer(draftUrl, authorization);
  if (draft !== undefined)
    queryClient.setQueryData(draftQueryKey(websiteId, resource), firstItem(dataOf(draft)));
  else if (takeEarlyNotFound(draftUrl, authorization))
    queryClient.setQueryData(draftQueryKey(websiteId, resource), null);
  const website = takeEarlyAnswer(apiUrl(apiHost, websitePath(websiteId)), authorization);
  if (website !== undefined) queryClient.setQueryData(websiteQueryKey(websiteId), firstItem(dataOf(website)));
}
