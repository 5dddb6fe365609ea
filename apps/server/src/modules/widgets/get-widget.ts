/**
 * GET /widgets/v1/{websiteId}/{widget} (decision 071): the public read path the embeddable runtime calls
 * from a customer's page. No user token: only pages of the website's referrer domains are served, CORS is
 * granted to that page's origin alone, and everything served is public. A hit of the in-process cache costs a
 * few map lookups and one write of bytes computed once; `If-None-Match` with the current ETag answers 304.
 */

import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import {
  errorAnswerSchema,
  isWidgetId,
  pageOrigin,
  type UsageOutcome,
  type WidgetId,
  widgetAnswerSchema,
  widgetParamsSchema,
  widgetQuerySchema,
  widgetSubject,
} from '@eua/shared';
import type { FastifyInstance, FastifyReply, FastifySchemaCompiler, onSendHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebsiteCache } from '../../core/website-cache';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { HttpError, notFound } from '../../http/errors';
import type { UsageCounters } from '../usage/usage-counters';
import { answerTags, tagHeaders } from './cdn';
import { type AllowedPage, checkPage } from './origin-check';
import {
  type Answer,
  buildAnswer,
  loadSite,
  resolveSeasons,
  type Site,
  subjectIdOf,
  unknownWidgetMessage,
  websiteNotFoundMessage,
} from './widgets.service';

export const WIDGET_DATA_URL = '/widgets/v1/:websiteId/:widget';

/**
 * Browsers revalidate every time (a 304 costs almost nothing), so a page reloaded after a save shows it; a
 * CDN may keep an answer 30 s, and serve it up to 60 s more while it fetches the next (RFC 9213's
 * CDN-Cache-Control carries that to CDNs only: a browser honouring stale-while-revalidate would show a page
 * the old settings right after a save). Both may serve the last answer for a day while the server fails
 * (RFC 5861's stale-if-error: the answer is public, and a day-old widget beats a broken one); a save purges
 * the CDN's copies through their tags (cdn.ts, docs/cdn.md, decision 098).
 */
export const WIDGET_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-if-error=86400';
export const WIDGET_CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60, stale-if-error=86400';
/**
 * An answer granted on the Referer (no Origin): `Vary` cannot name the page that decided it, so no shared
 * cache may keep it, or it would answer another page's request without asking (decision 098).
 */
export const WIDGET_PRIVATE_CACHE_CONTROL = 'private, max-age=0, stale-if-error=86400';

export type WidgetRouteDeps = {
  db: Db;
  cache: WebsiteCache<Site, Answer>;
  assetBaseUrl: string;
  /** The headers every 200 of the scope carries besides its own: security headers, CORP (decision 103). */
  everyAnswer: Readonly<Record<string, string>>;
  /** Where each request is counted (docs/product.md#usage-and-health); none: nothing is counted. */
  usage?: UsageCounters | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** A widget request's website was found: its outcome is counted (decision 131). */
    widgetSiteFound: boolean;
  }
}

/** The website's Site, from the cache or read (and cached unless a write came in meanwhile). */
export async function siteOf(deps: WidgetRouteDeps, websiteId: string): Promise<Site> {
  const cached = deps.cache.site(websiteId);
  if (cached) return cached;
  const generation = deps.cache.generation(websiteId);
  const site = await loadSite(deps.db, websiteId);
  if (!site) throw notFound(websiteNotFoundMessage(websiteId));
  deps.cache.storeSite(websiteId, generation, site);
  return site;
}

/** `If-None-Match` names `etag` (RFC 9110 section 13.1.2: weak comparison, `*` matches any). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // A revalidation names the one ETag it holds: compared as is before any parsing.
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Unknown widget: 404 naming the widgets, rather than the 400 of a value outside the enum. */
function widgetParamsCompiler(base: FastifySchemaCompiler<unknown>): FastifySchemaCompiler<unknown> {
  return (route) => {
    const validate = base(route);
    if (route.httpPart !== 'params') return validate;
    return (data) => {
      const widget = (data as { widget?: unknown } | undefined)?.widget;
      if (!isWidgetId(widget)) return { error: notFound(unknownWidgetMessage(String(widget ?? ''))) };
      return validate(data);
    };
  };
}

/** The route options of a widget path: its contract, with the 404 for an unknown widget. */
export function widgetRoute<S extends Parameters<typeof contract>[0]>(schema: S) {
  const options = contract(schema);
  return {
    ...options,
    validatorCompiler: widgetParamsCompiler(
      options.validatorCompiler as FastifySchemaCompiler<unknown>,
    ) as typeof options.validatorCompiler,
  };
}

const corsHeadersOf = (origin: string) => ({
  'access-control-allow-origin': origin,
  'access-control-expose-headers': 'ETag',
  vary: 'Origin, Accept-Encoding',
});

/** Caching, on a 200 and its 304 alike: the same headers, so a revalidated copy keeps its tags and limits. */
function cachingHeadersOf(page: AllowedPage, websiteId: string, widget: WidgetId): Record<string, string> {
  if (page.from === 'referer') return { 'cache-control': WIDGET_PRIVATE_CACHE_CONTROL };
  return {
    'cache-control': WIDGET_CACHE_CONTROL,
    'cdn-cache-control': WIDGET_CDN_CACHE_CONTROL,
    ...tagHeaders(answerTags(websiteId, widget)),
  };
}

/**
 * What one cached answer sends to one page, worked out the first time that page asks (decisions 101, 103),
 * as the header lines `writeHead` takes (name, value, name, value…): its 304's ETag, caching, tag and CORS
 * headers, and its 200's, with the security headers, content type, length (and encoding). A hit writes one
 * list of headers and the cached bytes.
 */
export type PageAnswer = {
  notModified: readonly string[];
  plain: readonly string[];
  gzip: readonly string[];
};

/** At most this many pages' headers are kept per answer (and pages' checks per website): a bound, not a goal. */
export const MAX_PAGES_REMEMBERED = 64;

function remembered<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    // Whoever sends many Origins only empties the memory; each answer is still worked out correctly.
    if (map.size >= MAX_PAGES_REMEMBERED) map.clear();
    map.set(key, value);
  }
  return value;
}

const pageAnswers = new WeakMap<Answer, Map<string, PageAnswer>>();

export function pageAnswerOf(
  answer: Answer,
  page: CheckedPage,
  websiteId: string,
  widget: WidgetId,
  everyAnswer: Readonly<Record<string, string>>,
): PageAnswer {
  let byPage = pageAnswers.get(answer);
  if (!byPage) {
    byPage = new Map();
    pageAnswers.set(answer, byPage);
  }
  return remembered(byPage, `${page.from}\n${page.origin}`, () => {
    const validators = { ...page.cors, etag: answer.etag, ...cachingHeadersOf(page, websiteId, widget) };
    const lines = (headers: Record<string, string>) => Object.freeze(Object.entries(headers).flat());
    const full = { ...everyAnswer, ...validators, 'content-type': 'application/json; charset=utf-8' };
    return {
      notModified: lines(validators),
      plain: lines({ ...full, 'content-length': String(answer.body.length) }),
      gzip: lines({ ...full, 'content-encoding': 'gzip', 'content-length': String(answer.gzip.length) }),
    };
  });
}

/**
 * The page check of a request that names its Origin, kept per cached website (its referrer domains cannot
 * change without a new Site): pages without an Origin name a Referer of any path, and are checked each time.
 */
type CheckedPage = AllowedPage & { cors: Readonly<Record<string, string>> };

const pageChecks = new WeakMap<Site, Map<string, CheckedPage>>();

const withCors = (page: AllowedPage | HttpError): CheckedPage | HttpError =>
  page instanceof HttpError ? page : { ...page, cors: Object.freeze(corsHeadersOf(page.origin)) };

export function checkPageOf(
  site: Site,
  websiteId: string,
  headers: IncomingHttpHeaders,
): CheckedPage | HttpError {
  const origin = headers.origin;
  if (typeof origin !== 'string') return withCors(checkPage(websiteId, site.referrerDomains, headers));
  let checks = pageChecks.get(site);
  if (!checks) {
    checks = new Map();
    pageChecks.set(site, checks);
  }
  const known = checks.get(origin);
  if (known) return known;
  const page = withCors(checkPage(websiteId, site.referrerDomains, { origin }));
  // A refusal is worked out again each time: an error object is thrown, and never shared between requests.
  if (page instanceof HttpError) return page;
  return remembered(checks, origin, () => page);
}

const acceptsGzip = (headers: IncomingHttpHeaders) =>
  /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));

const answerKey = (widget: WidgetId, season?: string, competition?: string, subjectId?: string | null) =>
  `${widget}\n${season ?? ''}\n${competition ?? ''}\n${subjectId ?? ''}`;

/** A cached answer written as is: its 304, or its bytes (gzip when the client takes it). */
function writeHit(
  response: ServerResponse,
  headers: IncomingHttpHeaders,
  answer: Answer,
  lines: PageAnswer,
): 200 | 304 {
  if (noneMatch(headers['if-none-match'], answer.etag)) {
    response.writeHead(304, lines.notModified as string[]).end();
    return 304;
  }
  if (acceptsGzip(headers)) response.writeHead(200, lines.gzip as string[]).end(answer.gzip);
  else response.writeHead(200, lines.plain as string[]).end(answer.body);
  return 200;
}

const QUERY_NAMES: ReadonlySet<string> = new Set(Object.keys(widgetQuerySchema.shape));

/**
 * A query `widgetQuerySchema` takes exactly as it is: only its names, each once with 1 to 200 characters (it
 * would drop any other name, so such a query goes its way).
 */
function isPlainQuery(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  const values = query as Record<string, unknown>;
  for (const name in values) {
    const value = values[name];
    if (!QUERY_NAMES.has(name) || typeof value !== 'string' || value.length < 1 || value.length > 200) {
      return false;
    }
  }
  return true;
}

/** Path parameters `widgetParamsSchema` takes as they are: a website id and a known widget. */
function isPlainParams(params: unknown): boolean {
  const { websiteId, widget } = params as { websiteId?: unknown; widget?: unknown };
  return typeof websiteId === 'string' && websiteId.length >= 1 && isWidgetId(widget);
}

/**
 * The public read's validation (decision 120): what its schemas would take as it is passes after a few
 * comparisons; anything else goes through them, so every refusal and its 400 message is the schemas' own.
 */
function plainRequestsFirst<O extends { validatorCompiler: unknown }>(options: O): O {
  const compile = options.validatorCompiler as FastifySchemaCompiler<unknown>;
  const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
    const validate = compile(route);
    const plain =
      route.httpPart === 'params'
        ? isPlainParams
        : route.httpPart === 'querystring'
          ? isPlainQuery
          : undefined;
    if (!plain) return validate;
    return (data) => (plain(data) ? { value: data } : validate(data));
  };
  return { ...options, validatorCompiler: validatorCompiler as O['validatorCompiler'] };
}

const outcomeOf = (status: number): UsageOutcome =>
  status === 200
    ? 'served'
    : status === 304
      ? 'revalidated'
      : status === 403
        ? 'refused'
        : status === 404
          ? 'notFound'
          : status === 429
            ? 'limited'
            : 'error';

/** The origin of a refused page (its Origin, else its Referer's), or null when it named none. */
function refusedOrigin(headers: IncomingHttpHeaders): string | null {
  const named = headers.origin ?? headers.referer;
  const value = Array.isArray(named) ? named[0] : named;
  return value ? (pageOrigin(value)?.origin ?? null) : null;
}

/**
 * Counts an answer the route did not write itself — a refusal, a 404, a 429, an error — in memory
 * (docs/product.md#usage-and-health, decisions 131 and 152): a map increment as it is sent, no database round
 * trip. A 200 or 304 is counted by the handler as it writes it, so a hit runs no hook. Only websites that exist
 * and known widgets are counted, so made-up paths cannot grow the counts.
 */
function countingRefusals(usage: UsageCounters): onSendHookHandler {
  return (request, reply, payload, done) => {
    const { websiteId, widget } = request.params as { websiteId?: unknown; widget?: unknown };
    if (
      typeof websiteId === 'string' &&
      isWidgetId(widget) &&
      (request.widgetSiteFound || usage.isKnown(websiteId))
    ) {
      const status = reply.statusCode;
      const refused = status === 403 ? refusedOrigin(request.headers) : null;
      usage.count(
        websiteId,
        widget,
        outcomeOf(status),
        refused ? { origin: refused, allowed: false } : undefined,
      );
    }
    done(null, payload);
  };
}

export function registerGetWidget(app: FastifyInstance, deps: WidgetRouteDeps): void {
  const { cache, usage } = deps;
  app.decorateRequest('widgetSiteFound', false);
  app.withTypeProvider<ZodTypeProvider>().get(
    WIDGET_DATA_URL,
    {
      // Per website and client address (plugins/rate-limits.ts).
      config: { limit: 'widgets' },
      ...(usage ? { onSend: countingRefusals(usage) } : {}),
      ...plainRequestsFirst(
        widgetRoute({
          summary:
            "A widget's saved settings, General's public settings and its content, for pages of the website's referrer domains",
          description:
            "No token. Served when the Origin (or, without one, the Referer) is one of the website's referrer domains, with CORS for that origin alone; any other page answers 403 naming it. A strong ETag covers the configuration, General and data versions and the seasons; If-None-Match answers 304. A CDN may keep an answer granted on the Origin 30 s (CDN-Cache-Control, with stale-while-revalidate; browsers revalidate every time), keyed on the Origin (Vary), and purge it by the tags in Surrogate-Key and Cache-Tag (the website's, and the widget's on that website): docs/cdn.md. Errors are never stored.",
          tags: ['widgets'],
          params: widgetParamsSchema,
          querystring: widgetQuerySchema,
          response: {
            200: widgetAnswerSchema,
            400: errorAnswerSchema,
            403: errorAnswerSchema,
            404: errorAnswerSchema,
            429: errorAnswerSchema,
          },
        }),
      ),
    },
    async (request, typedReply) => {
      // The answer goes out as the bytes cached for it (or a 304), not as an object to serialise.
      const reply = typedReply as FastifyReply;
      const { websiteId, widget } = request.params as { websiteId: string; widget: WidgetId };
      const site = await siteOf(deps, websiteId);
      request.widgetSiteFound = true;
      usage?.markKnown(websiteId);
      const page = checkPageOf(site, websiteId, request.headers);
      if (page instanceof HttpError) throw page;

      const { season, competition, id } = request.query;
      // A widget of one subject (a team, a person, a fixture) is keyed by it; any other ignores `id`.
      const key = answerKey(widget, season, competition, widgetSubject[widget] ? id : null);
      let answer = cache.answer(websiteId, key);
      if (!answer) {
        // Before the answer is worked out: a page allowed to ask may read why its request failed. (A hit's
        // CORS headers are among those written with it.)
        reply.headers(page.cors);
        const subjectId = subjectIdOf(widget, { id });
        const generation = cache.generation(websiteId);
        const query = { season, competition, id: subjectId ?? undefined };
        const resolved = resolveSeasons(site, widget, query);
        answer = await buildAnswer(deps.db, site, widget, query, resolved, deps.assetBaseUrl);
        cache.storeAnswer(websiteId, key, generation, answer);
      }
      // A hit is written as is, past Fastify's reply and its hooks: its headers were worked out once. A 304
      // carries the cache's headers and CORS, nothing its stored 200 already holds (decision 103).
      reply.hijack();
      const status = writeHit(
        reply.raw,
        request.headers,
        answer,
        pageAnswerOf(answer, page, websiteId, widget, deps.everyAnswer),
      );
      usage?.count(
        websiteId,
        widget,
        status === 304 ? 'revalidated' : 'served',
        page.origin ? { origin: page.origin, allowed: true } : undefined,
      );
      return reply;
    },
  );

  // A preflight, should the runtime ever send a header a simple request may not (If-None-Match is added by
  // the browser's own cache without one). Same check as the GET; a refused page gets the same 403.
  app.options(WIDGET_DATA_URL, widgetRoute({ params: widgetParamsSchema }), async (request, reply) => {
    const { websiteId } = request.params as { websiteId: string };
    const site = await siteOf(deps, websiteId);
    const page = checkPageOf(site, websiteId, request.headers);
    if (page instanceof HttpError) throw page;
    reply.headers(page.cors);
    reply.header('access-control-allow-methods', 'GET, OPTIONS');
    reply.header('access-control-allow-headers', 'If-None-Match');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
