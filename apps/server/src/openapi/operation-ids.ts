/**
 * Every operation of the OpenAPI document is named (`operationId`), from its method and path, so that a route
 * added anywhere is named without a list to keep (decision 124): `GET /v1/config/websites` is `listWebsites`,
 * `GET /v1/config/websites/{websiteId}` `getWebsite`, `POST …/revisions/{version}/restore` `restoreRevision`.
 * A route whose derived name reads badly says its own in its contract (`contract({ operationId, … })`).
 */
import type { OpenApiDocument } from './document-types';

/** Words that say what a call does when they end its path (`/v1/copy/preview`, `…/draft/publish`). */
const actions = new Set(['list', 'preview', 'apply', 'publish', 'restore', 'import', 'export']);

/** Words that name an API rather than a thing: `/v1/config/websites` lists websites. */
const namespaces = new Set(['config']);

const verbOfMethod: Record<string, string> = { get: 'get', put: 'put', post: 'create', delete: 'delete' };

const isParameter = (segment: string) => segment.startsWith('{');
const isPlural = (word: string) => word.endsWith('s') && !word.endsWith('ss');
const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : isPlural(word) ? word.slice(0, -1) : word;
/** `review-links` → `ReviewLinks`; a JSON file's extension is dropped, any other is a word (`ActivityCsv`). */
const pascal = (word: string) =>
  word
    .replace(/\.json$/, '')
    .split(/[-_.]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export function deriveOperationId(method: string, url: string): string {
  // Version segments (`v1`) name no thing.
  const segments = url.split('/').filter((segment) => segment && !/^v\d+$/.test(segment));
  let end = segments.length;
  while (end > 0 && !isParameter(segments[end - 1] ?? '{')) end -= 1;
  const head = segments.slice(0, end);
  let tail = segments.slice(end);
  let verb = verbOfMethod[method] ?? method;
  const action = tail.find((word) => actions.has(word));
  if (action) {
    verb = action;
    tail = tail.filter((word) => word !== action);
  }
  if (tail.length > 1) tail = tail.filter((word) => !namespaces.has(word));
  if (tail.length === 0) {
    // The path names one thing: the collection its last parameter picks from, in the singular.
    const collection = head.filter((segment) => !isParameter(segment)).at(-1) ?? 'root';
    return `${verb}${pascal(singular(collection))}`;
  }
  // A collection inside a thing of another collection is named with it (`competitions/{id}/seasons`).
  const owner = end >= 2 ? (segments[end - 2] ?? '') : '';
  const prefix = owner && !isParameter(owner) && isPlural(owner) ? pascal(singular(owner)) : '';
  const last = tail.at(-1) ?? '';
  if (!action && method === 'get' && isPlural(last)) verb = 'list';
  if (!action && method === 'post') tail = [...tail.slice(0, -1), singular(last)];
  return `${verb}${prefix}${tail.map(pascal).join('')}`;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Names each operation that does not name itself, and fails when two share a name. */
export function withOperationIds<T extends OpenApiDocument>(document: T): T {
  const seen = new Map<string, string>();
  for (const [url, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= deriveOperationId(method, url);
      const where = `${method.toUpperCase()} ${url}`;
      const other = seen.get(operation.operationId);
      if (other) {
        throw new Error(
          `${other} and ${where} are both named ${operation.operationId}: give one an operationId in its contract`,
        );
      }
      seen.set(operation.operationId, where);
    }
  }
  return document;
}
