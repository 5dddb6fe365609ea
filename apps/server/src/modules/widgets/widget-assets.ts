/**
 * The generated SVG images the widgets' content links to: team logos at
 * `/widgets/v1/{websiteId}/logos/{teamId}.svg` and person images at
 * `/widgets/v1/{websiteId}/persons/{personId}.svg?type=…`. Public (an `<img>` on any page), cached long, and
 * sent with a CSP that lets an SVG opened on its own run no script.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { noneMatch } from './get-widget';
import { readPersonImage, readTeamLogo } from './widget-content';

export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** A day in browsers and CDNs: the images change only when the sports data is regenerated. */
export const ASSET_CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400';
export const imageNotFoundMessage = 'No such image';

const MAX_CACHED = 5000;

export function registerWidgetAssets(app: FastifyInstance, db: Db): void {
  // Images are read once per process (bounded; the oldest goes first). A regenerated data set gives new ids.
  const cache = new Map<string, { svg: Buffer; etag: string } | null>();
  const cached = async (key: string, read: () => Promise<string | null>) => {
    if (cache.has(key)) return cache.get(key) ?? null;
    const svg = await read();
    const entry = svg === null ? null : { svg: Buffer.from(svg), etag: etagOf(svg) };
    if (entry) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(key, entry);
    }
    return entry;
  };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: { svg: Buffer; etag: string } | null,
  ) => {
    if (!entry) return reply.code(404).send({ message: imageNotFoundMessage });
    reply.header('etag', entry.etag);
    reply.header('cache-control', ASSET_CACHE_CONTROL);
    reply.header('content-security-policy', SVG_CSP);
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('access-control-allow-origin', '*');
    if (noneMatch(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(entry.svg);
  };

  app.get('/widgets/v1/:websiteId/logos/:file', async (request, reply) => {
    const { websiteId, file } = request.params as { websiteId: string; file: string };
    const teamId = /^(.+)\.svg$/.exec(file)?.[1];
    if (!teamId) return reply.code(404).send({ message: imageNotFoundMessage });
    return send(
      request,
      reply,
      await cached(`logo\n${websiteId}\n${teamId}`, () => readTeamLogo(db, websiteId, teamId)),
    );
  });

  app.get('/widgets/v1/:websiteId/persons/:file', async (request, reply) => {
    const { websiteId, file } = request.params as { websiteId: string; file: string };
    const personId = /^(.+)\.svg$/.exec(file)?.[1];
    const typeValue = (request.query as { type?: unknown }).type;
    const type = typeof typeValue === 'string' ? typeValue.slice(0, 50) : '';
    if (!personId) return reply.code(404).send({ message: imageNotFoundMessage });
    return send(
      request,
      reply,
      await cached(`person\n${websiteId}\n${personId}\n${type}`, () =>
        readPersonImage(db, websiteId, personId, type),
      ),
    );
  });
}

const etagOf = (svg: string) => `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
