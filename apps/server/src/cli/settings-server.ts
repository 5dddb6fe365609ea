/**
 * `npm run settings -- --server URL …`: export, import and copy through a running server's HTTP API, with the
 * API token in `EUA_TOKEN` (docs/product.md#api-tokens, decision 138). Every rule of the API holds: the
 * token's role, its customer, the write limit, the activity log that names the token, the caches and the CDN
 * purge. Works while the server runs, on either database.
 */
import type { CopyPreviewBody, ImportAnswer, MoveApplyRow, MovePreviewRow, SettingsFile } from '@eua/shared';
import { HttpError } from '../http/errors';

/** The server to talk to and the credential to show it. */
export type ServerTarget = { server: string; token: string; fetch?: typeof fetch };

/** The message of a token that is missing from the environment. */
export const MISSING_TOKEN_MESSAGE =
  'Set EUA_TOKEN to an API token (Customer › API tokens in the console) to use --server';

/** Calls the API; a refusal becomes an HttpError with the server's own message and field errors. */
async function request<T>(
  target: ServerTarget,
  method: 'GET' | 'POST',
  path: string,
  body?: { json: unknown } | { text: string },
): Promise<T> {
  const base = target.server.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await (target.fetch ?? fetch)(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${target.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: 'json' in body ? JSON.stringify(body.json) : body.text } : {}),
    });
  } catch (error) {
    throw new HttpError(503, `Cannot reach ${base}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    answer = undefined;
  }
  if (!response.ok) {
    const refusal = (answer ?? {}) as { message?: string; errors?: { field: string; message: string }[] };
    throw new HttpError(
      response.status,
      refusal.message ?? `The server answered ${response.status}`,
      refusal.errors,
    );
  }
  return answer as T;
}

const query = (values: Record<string, string | undefined>) => {
  const entries = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

/** A website's settings file, as GET /v1/config/{websiteId}/export answers it. */
export const exportOverHttp = (
  target: ServerTarget,
  websiteId: string,
  resources?: readonly string[],
): Promise<SettingsFile> =>
  request<SettingsFile>(
    target,
    'GET',
    `/v1/config/${encodeURIComponent(websiteId)}/export${query({ resources: resources?.join(',') })}`,
  );

/** Checks (dry run) or imports a settings file's text into a website: POST /v1/config/{websiteId}/import. */
export async function importOverHttp(
  target: ServerTarget,
  websiteId: string,
  text: string,
  options: { dryRun: boolean; fileName: string },
): Promise<ImportAnswer['data']> {
  const path = `/v1/config/${encodeURIComponent(websiteId)}/import${query({
    dryRun: String(options.dryRun),
    fileName: options.fileName,
  })}`;
  return (await request<ImportAnswer>(target, 'POST', path, { text })).data;
}

/**
 * Copies screens of one website to others: the preview first, then the apply with each target's previewed
 * version as its If-Match, so a target changed in between is left as it is ("stale").
 */
export async function copyOverHttp(
  target: ServerTarget,
  copy: CopyPreviewBody,
): Promise<{ preview: MovePreviewRow[]; applied: MoveApplyRow[] }> {
  const preview = (
    await request<{ data: MovePreviewRow[] }>(target, 'POST', '/v1/copy/preview', { json: copy })
  ).data;
  const versions: Record<string, Record<string, number>> = {};
  for (const row of preview) {
    if (row.status !== 'ok' || row.version === null) continue;
    versions[row.websiteId] = { ...versions[row.websiteId], [row.resource]: row.version };
  }
  if (Object.keys(versions).length === 0) return { preview, applied: [] };
  const applied = (
    await request<{ data: MoveApplyRow[] }>(target, 'POST', '/v1/copy/apply', { json: { ...copy, versions } })
  ).data;
  return { preview, applied };
}

/** A copy's outcome in words: a line per target and screen. */
export function describeCopy(outcome: { preview: MovePreviewRow[]; applied: MoveApplyRow[] }): string {
  if (outcome.applied.length === 0) {
    return [
      'Nothing to copy:',
      ...outcome.preview.map(
        (row) => `  ${row.websiteId} ${row.resource}: ${row.status}${row.message ? ` (${row.message})` : ''}`,
      ),
    ].join('\n');
  }
  return [
    'Copied:',
    ...outcome.applied.map(
      (row) =>
        `  ${row.websiteName ?? row.websiteId} (${row.websiteId}) ${row.resource}: ${row.status}${
          row.version !== null ? `, version ${row.version}` : ''
        }${row.message ? ` (${row.message})` : ''}`,
    ),
  ].join('\n');
}
