/**
 * Paths of the data API the console reads (docs/product.md#data-api), in a module without React or the query
 * cache, so that the boot script's early reads (decision 089) ask for exactly what the screens ask for.
 */

/** GET/PUT /v1/config/{websiteId}/{resource}: a feature's configuration document. */
export const configPath = (websiteId: string, resource: string) =>
  `/v1/config/${encodeURIComponent(websiteId)}/${resource}`;

/** GET/PUT/DELETE …/draft: the screen's draft (docs/product.md#drafts-and-scheduled-publishing). */
export const draftPath = (websiteId: string, resource: string) => `${configPath(websiteId, resource)}/draft`;

/** GET /v1/config/websites/{websiteId}: the website's name (the header and the title). */
export const websitePath = (websiteId: string) => `/v1/config/websites/${encodeURIComponent(websiteId)}`;

/** `{baseUrl}{path}` as the API client joins them (one slash between); absolute addresses stay as they are. */
export const apiUrl = (baseUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
