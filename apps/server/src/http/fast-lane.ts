/**
 * Cached GET answers served before Fastify routes the request (decision 119). A lane is a path prefix and a
 * function that either writes a complete answer from what the app already holds in memory (a widget answer,
 * a configuration document for a token verified before) and returns true, or returns false and touches
 * nothing, so that Fastify serves the request as it always would. A lane never answers an error and never
 * waits: anything it cannot answer at once — a miss, a refusal, a limit reached, a query it does not read
 * plainly — goes to the routes, which work it out and fill the cache the next request takes.
 *
 * Fastify's `app.inject` calls the router directly, so the lanes are tried only over a socket
 * (fast-lane.test.ts compares both ways byte for byte).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** The request's path (no query, at least `prefix`) and its query without `?` ('' when none). */
export type LaneHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  query: string,
) => boolean;

export class FastLanes {
  private readonly lanes: { prefix: string; handler: LaneHandler }[] = [];
  private open = true;

  /** Whether lanes answer at all: off while Fastify logs every request (level info and below). */
  constructor(readonly enabled: boolean) {}

  add(prefix: string, handler: LaneHandler): void {
    if (this.enabled) this.lanes.push({ prefix, handler });
  }

  /** From now on every request goes to Fastify (closing: it answers what a closing server answers). */
  close(): void {
    this.open = false;
  }

  /** True when a lane answered the request. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !this.open || this.lanes.length === 0) return false;
    const url = request.url ?? '';
    for (const lane of this.lanes) {
      if (!url.startsWith(lane.prefix)) continue;
      const at = url.indexOf('?');
      const path = at === -1 ? url : url.slice(0, at);
      // Encoded or unusual paths are the router's to decode and refuse.
      if (path.includes('%')) return false;
      return lane.handler(request, response, path, at === -1 ? '' : url.slice(at + 1));
    }
    return false;
  }

  /**
   * Fastify's `serverFactory`: the HTTP/1.1 server Fastify would make (its timeouts as Fastify sets them),
   * trying the lanes before Fastify's own handler.
   */
  serverFactory(): FastifyServerFactory {
    return (handler, fastifyOptions) => {
      const options = fastifyOptions as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
        maxRequestsPerSocket?: number | null;
      };
      const server = http.createServer((request, response) => {
        if (!this.serve(request, response)) handler(request, response);
      });
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
      if ((options.maxRequestsPerSocket ?? 0) > 0) {
        server.maxRequestsPerSocket = options.maxRequestsPerSocket ?? null;
      }
      return server;
    };
  }
}

/**
 * A plain query's parameters: `name=value` pairs of the names given, each once, none empty or encoded (`%`,
 * `+`); undefined for anything else, which the route's own parser reads.
 */
export function plainQuery<K extends string>(
  query: string,
  names: readonly K[],
): Partial<Record<K, string>> | undefined {
  const values: Partial<Record<K, string>> = {};
  if (query === '') return values;
  if (query.includes('%') || query.includes('+')) return undefined;
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0 || at === pair.length - 1) return undefined;
    const name = pair.slice(0, at) as K;
    if (!names.includes(name) || values[name] !== undefined) return undefined;
    values[name] = pair.slice(at + 1);
  }
  return values;
}
