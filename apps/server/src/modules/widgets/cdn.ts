/**
 * The public widget path behind a CDN (docs/cdn.md, decision 098): the tags each answer carries, the tags a
 * committed configuration write makes stale, and the purge hook a CDN integration plugs in.
 *
 * Tags name what an answer was built from, never the Origin or the season asked for: one purge drops every
 * variant a CDN keeps of it (one per allowed page origin, per season and competition, per encoding).
 */
import { type WidgetId, widgetIds, widgetResource } from '@eua/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfigSubscriber } from '../../core/config-events';

/** On every public widget answer of every website: one purge drops them all (the data set loaded again). */
export const ALL_WIDGETS_TAG = 'eua-widgets';

const PLAIN_ID = /^[A-Za-z0-9_-]+$/;

/**
 * A website id as a part of a tag: letters, digits, `_` and `-` as they are, any other byte as `%XX`. What
 * comes out is a token every tag-purging CDN takes (no space, no comma, nothing outside visible ASCII), and
 * two ids never make one tag (`%` itself is escaped).
 */
function tagPart(websiteId: string): string {
  if (PLAIN_ID.test(websiteId)) return websiteId;
  let part = '';
  for (const byte of Buffer.from(websiteId, 'utf8')) {
    const char = String.fromCharCode(byte);
    part +=
      byte < 0x80 && PLAIN_ID.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return part;
}

/** Every public answer of the website: all its widgets, for any page, season and competition. */
export const websiteTag = (websiteId: string) => `eua-website-${tagPart(websiteId)}`;

/**
 * Every public answer of one widget of the website. Its own prefix, and widget ids have no `-`: no website id
 * can make a tag that names another website's answers.
 */
export const widgetTag = (websiteId: string, widget: WidgetId) =>
  `eua-widget-${tagPart(websiteId)}-${widget}`;

/** The tags of a public answer of `widget` on `websiteId`, widest first. */
export const answerTags = (websiteId: string, widget: WidgetId): string[] => [
  ALL_WIDGETS_TAG,
  websiteTag(websiteId),
  widgetTag(websiteId, widget),
];

/**
 * The headers that hand `tags` to a CDN: `Surrogate-Key` separated by spaces (Fastly, Varnish's xkey) and
 * `Cache-Tag` separated by commas (Cloudflare; CloudFront and Akamai read a header of that form under the
 * name they are configured with).
 */
export const tagHeaders = (tags: readonly string[]) => ({
  'surrogate-key': tags.join(' '),
  'cache-tag': tags.join(','),
});

const widgetOfResource = new Map<string, WidgetId>(widgetIds.map((id) => [widgetResource[id], id]));

/**
 * The tags a committed write of `resource` on `websiteId` makes stale: General's public settings (and its
 * referrer domains, which decide who gets an answer) are part of every answer of the website; a widget's
 * screen only of that widget's answers; any other screen of no public answer, so nothing.
 */
export function staleTags(websiteId: string, resource: string): string[] {
  if (resource === 'general') return [websiteTag(websiteId)];
  const widget = widgetOfResource.get(resource);
  return widget ? [widgetTag(websiteId, widget)] : [];
}

/** One purge: the tags to drop, and the write that made them stale. */
export type CdnPurge = {
  keys: string[];
  websiteId: string;
  resource: string;
  /** The version the write stored. */
  version: number;
};

/**
 * The purge hook (docs/cdn.md): called once per committed write that changes what the public path serves,
 * after the commit and after every instance's in-process cache dropped the website, and awaited before the
 * write is answered. A CDN integration replaces the default through `buildApp({ cdnPurger })`.
 */
export type CdnPurger = (purge: CdnPurge) => void | Promise<void>;

/** The default: no CDN to call, one info line per purge naming its keys. */
export const loggingCdnPurger =
  (log: Pick<FastifyBaseLogger, 'info'>): CdnPurger =>
  (purge) => {
    log.info({ cdnPurge: purge }, `CDN purge: ${purge.keys.join(' ')}`);
  };

/**
 * `purger` as the write path calls it: a failure is logged, never thrown, as the write it follows is stored
 * (the CDN's copies then expire by their own max-age).
 */
export const guardedCdnPurger =
  (purger: CdnPurger, log: Pick<FastifyBaseLogger, 'error'>): CdnPurger =>
  async (purge) => {
    try {
      await purger(purge);
    } catch (error) {
      log.error({ err: error, cdnPurge: purge }, 'CDN purge failed');
    }
  };

/** After a committed write of `resource`: the purge of the tags it made stale, when there are any. */
export async function purgeStale(
  purger: CdnPurger | undefined,
  write: { websiteId: string; resource: string; version: number },
): Promise<void> {
  if (!purger) return;
  const keys = staleTags(write.websiteId, write.resource);
  if (keys.length > 0) await purger({ keys, ...write });
}

/**
 * The CDN purge as a subscriber of the "configuration committed" event (decision 121): told after the commit,
 * and after the caches of every instance dropped the website (the app subscribes it after them).
 */
export const cdnPurging = (purger: CdnPurger): ConfigSubscriber => ({
  committed: ({ websiteId, resource, version }) => purgeStale(purger, { websiteId, resource, version }),
});
