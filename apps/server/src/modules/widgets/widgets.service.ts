/**
 * The widgets' answers (docs/product.md#widgets): for the public path, everything an answer needs about a
 * website is read once into a `Site` (cached per website), and each answer is built once per widget and
 * season into the bytes to send (cached too); the admin preview reads the same content for any season of the
 * website.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  defaultConfig,
  type FeatureDefinition,
  type FeatureSettings,
  featureByResource,
  type Option,
  publicGeneral,
  resolveSettings,
  subjectSegment,
  type WidgetGeneral,
  type WidgetId,
  type WidgetLabels,
  type WidgetPayload,
  type WidgetSeason,
  widgetIds,
  widgetResource,
  widgetSubject,
  withDefaults,
} from '@eua/shared';
import type { Db, Queryable } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import { findDefaultsConfigs, findLookups } from '../config/config.service';
import { trimContent } from './families';
import { listWidgetSeasons, loadWidgetContent, readDataVersion, widgetLabels } from './widget-content';
import { findConfigs, findPublicWebsite, type PublicWebsite } from './widgets.repo';

/** Bumped when the answer's shape changes, so a cached copy of the old shape never revalidates. */
const ANSWER_FORMAT = 2;

export const websiteNotFoundMessage = (websiteId: string) => `Website ${websiteId} not found`;

export const unknownWidgetMessage = (widget: string) =>
  `Unknown widget '${widget.slice(0, 60)}': the widgets are ${widgetIds.join(', ')}`;

type Document = { config: Record<string, unknown>; version: number };

/** Everything about a website the public answers need, but the content. */
export type Site = {
  website: PublicWebsite;
  referrerDomains: string[];
  general: WidgetGeneral;
  generalVersion: number;
  /** The website's theme, its defaults applied, and its version (docs/product.md#theme). */
  theme: FeatureSettings['theme'];
  themeVersion: number;
  /** Each widget's saved settings (its screen's fields, defaults applied) and version. */
  widgets: { [W in WidgetId]: { config: FeatureSettings[W]; version: number } };
  /** Every season of the website, in tree order. */
  seasons: WidgetSeason[];
  labels: WidgetLabels;
  dataVersion: number;
  /** A hash of what the versions do not cover (labels, answer format), part of every ETag. */
  fingerprint: string;
};

const featureOf = (resource: string): FeatureDefinition => {
  const feature = featureByResource(resource);
  if (!feature) throw new Error(`no feature for resource ${resource}`);
  return feature;
};

const documentOf = (
  stored: Document | undefined,
  defaults: Document | undefined,
  feature: FeatureDefinition,
  website: PublicWebsite,
  lookups: Record<string, Option[]>,
): Document => {
  // A resource never written reads as its defaults, version 0, as the data API reads it; what the customer's
  // defaults set is inherited where the website sets nothing (decision 144).
  const base = stored
    ? undefined
    : defaultConfig(feature, { lookups, sport: website.sport, trackingData: website.trackingData });
  const effective = withDefaults(stored?.config, defaults?.config);
  return { config: { ...base, ...effective }, version: stored?.version ?? 0 };
};

const defaultsVersions = (defaults: ReadonlyMap<string, Document>) =>
  [...defaults]
    .map(([resource, doc]) => `${resource}:${doc.version}`)
    .sort()
    .join(',');

/** Reads a website's Site, or undefined when there is no such website. */
export async function loadSite(db: Db, websiteId: string): Promise<Site | undefined> {
  const website = await findPublicWebsite(db, websiteId);
  if (!website) return undefined;
  const resources = ['general', 'theme', ...widgetIds.map((id) => widgetResource[id])];
  const [stored, defaults, lookups, seasons, dataVersion] = [
    await findConfigs(db, websiteId, resources),
    await findDefaultsConfigs(db, websiteId, resources),
    await findLookups(db, website.sport),
    await listWidgetSeasons(db, websiteId),
    await readDataVersion(db, websiteId),
  ];
  const facts = { sport: website.sport, trackingData: website.trackingData };
  const documentOfResource = (resource: string) =>
    documentOf(stored.get(resource), defaults.get(resource), featureOf(resource), website, lookups);
  const generalDoc = documentOfResource('general');
  const generalSettings = resolveSettings('general', generalDoc.config, facts);
  const themeDoc = documentOfResource('theme');
  const widgetOf = <W extends WidgetId>(id: W) => {
    const doc = documentOfResource(widgetResource[id]);
    return { config: resolveSettings(id, doc.config, facts), version: doc.version };
  };
  // Every widget's settings, each its own type (Site['widgets']), which the compiler cannot follow through `id`.
  const widgets = Object.fromEntries(widgetIds.map((id) => [id, widgetOf(id)])) as Site['widgets'];
  const labels = widgetLabels(lookups);
  const fingerprint = createHash('sha256')
    // The defaults' versions: a change of the customer's defaults gives every answer it reaches a new ETag.
    .update(`${ANSWER_FORMAT}\n${JSON.stringify(labels)}\n${defaultsVersions(defaults)}`)
    .digest('base64url')
    .slice(0, 10);
  return {
    website,
    referrerDomains: generalSettings.referrerDomains,
    general: publicGeneral(generalSettings),
    generalVersion: generalDoc.version,
    theme: resolveSettings('theme', themeDoc.config, facts),
    themeVersion: themeDoc.version,
    widgets,
    seasons,
    labels,
    dataVersion,
    fingerprint,
  };
}

export type WidgetQuery = {
  season?: string | undefined;
  competition?: string | undefined;
  id?: string | undefined;
};

export const missingSubjectMessage = (widget: WidgetId, subject: string, segment: string) =>
  `Widget ${widget} shows one ${subject}: give its id (?id=, from the element's data-id or a page address ending /${segment}/{id})`;

/**
 * The id a detail widget shows (decision 106), or null for a widget that shows a season's content (which
 * ignores `id`, so it never splits that widget's cached answers). A detail widget without one answers 400.
 */
export function subjectIdOf(widget: WidgetId, query: WidgetQuery): string | null {
  const subject = widgetSubject[widget];
  if (!subject) return null;
  if (query.id === undefined)
    throw badRequest(missingSubjectMessage(widget, subject, subjectSegment[subject]));
  return query.id;
}

/** Which seasons an answer shows: the content's seasons and the season selector's list. */
export type Resolved = { contentSeasonIds: string[]; selector: WidgetSeason[] };

/**
 * The seasons of a public answer, from the query and the saved settings: General's allowed seasons (narrowed
 * to `competition` when given) and its default season; the fixtures fragment draws from the seasons its own
 * settings allow. A season or competition outside them answers 404 naming it.
 */
export function resolveSeasons(site: Site, widget: WidgetId, query: WidgetQuery): Resolved {
  const id = site.website.websiteId;
  const inCompetition = (s: WidgetSeason) =>
    query.competition === undefined || s.competitionId === query.competition;
  const allowed = site.seasons.filter((s) => site.general.allowedSeasons[s.seasonId]);
  const selector = allowed.filter(inCompetition);
  if (query.competition !== undefined && selector.length === 0 && widget !== 'fixturesFragment') {
    throw notFound(`Competition ${query.competition} has no season that website ${id} allows`);
  }
  if (widget === 'fixturesFragment') {
    const own = site.widgets.fixturesFragment.config.allowedSeasons;
    const drawn = site.seasons.filter((s) => own[s.seasonId] && inCompetition(s));
    if (query.season !== undefined) {
      if (!drawn.some((s) => s.seasonId === query.season)) {
        throw notFound(
          `Season ${query.season} is not one of the seasons the fixtures fragment of website ${id} allows`,
        );
      }
      return { contentSeasonIds: [query.season], selector };
    }
    if (drawn.length > 0) return { contentSeasonIds: drawn.map((s) => s.seasonId), selector };
    if (query.competition !== undefined) {
      throw notFound(
        `Competition ${query.competition} has no season that the fixtures fragment of website ${id} allows`,
      );
    }
    // Nothing ticked on the fixtures fragment's own screen: General's default season.
    return { contentSeasonIds: [defaultSeason(site, selector, id).seasonId], selector };
  }
  if (query.season !== undefined) {
    if (!selector.some((s) => s.seasonId === query.season)) {
      throw notFound(`Season ${query.season} is not one of the seasons website ${id} allows`);
    }
    return { contentSeasonIds: [query.season], selector };
  }
  const chosen = defaultSeason(site, selector, id);
  // A detail widget's team or person may be of another competition than the default season's: it gets the
  // other allowed seasons after the default, to show its own competition's first (decision 109).
  if (widgetSubject[widget]) {
    const others = selector.filter((s) => s.seasonId !== chosen.seasonId).map((s) => s.seasonId);
    return { contentSeasonIds: [chosen.seasonId, ...others], selector };
  }
  return { contentSeasonIds: [chosen.seasonId], selector };
}

function defaultSeason(site: Site, selector: WidgetSeason[], websiteId: string): WidgetSeason {
  const chosen = selector.find((s) => s.seasonId === site.general.defaultSeasonId) ?? selector[0];
  if (!chosen) {
    throw notFound(`Website ${websiteId} allows no season: tick one on its General screen`);
  }
  return chosen;
}

/** A finished answer: the bytes to send, gzipped too, and its strong ETag. */
export type Answer = { etag: string; body: Buffer; gzip: Buffer };

/**
 * The strong ETag of an answer: the widget's configuration version, General's, the data version, and the
 * seasons shown (with the competition that narrowed the selector) and the detail widget's subject, plus the
 * site's fingerprint.
 */
export function answerEtag(site: Site, widget: WidgetId, query: WidgetQuery, resolved: Resolved): string {
  const seasons = createHash('sha256')
    .update(
      `${resolved.contentSeasonIds.join(',')}|${query.competition ?? ''}|${subjectIdOf(widget, query) ?? ''}`,
    )
    .digest('base64url')
    .slice(0, 12);
  return `"${widget}.${site.widgets[widget].version}.${site.generalVersion}.${site.themeVersion}.${site.dataVersion}.${seasons}.${site.fingerprint}"`;
}

export async function buildAnswer(
  db: Queryable,
  site: Site,
  widget: WidgetId,
  query: WidgetQuery,
  resolved: Resolved,
  assetBaseUrl: string,
): Promise<Answer> {
  const { website } = site;
  const content = await loadWidgetContent(db, {
    websiteId: website.websiteId,
    sport: website.sport,
    widget,
    seasonIds: resolved.contentSeasonIds,
    subjectId: subjectIdOf(widget, query),
    allowedSeasonIds: resolved.selector.map((s) => s.seasonId),
    assetBaseUrl,
  });
  // The widget's settings are its own (Site['widgets']), which the compiler cannot follow through `widget`.
  const data = {
    widget,
    websiteId: website.websiteId,
    sport: website.sport,
    configVersion: site.widgets[widget].version,
    generalVersion: site.generalVersion,
    dataVersion: site.dataVersion,
    general: site.general,
    theme: site.theme,
    themeVersion: site.themeVersion,
    config: site.widgets[widget].config,
    seasons: resolved.selector,
    labels: site.labels,
    content: trimContent(widget, content, site.widgets[widget].config),
  } as WidgetPayload;
  const body = Buffer.from(JSON.stringify({ data }));
  return { etag: answerEtag(site, widget, query, resolved), body, gzip: gzipSync(body, { level: 6 }) };
}

/**
 * The console's preview data (GET /v1/config/{websiteId}/widget-preview/{widget}): content for any season of
 * the website, as the unsaved form may allow seasons not yet saved. `seasons` (fixtures fragment) is the
 * form's comma-separated list; without it the saved settings choose, as on the public path.
 */
export async function readPreview(
  db: Db,
  website: PublicWebsite,
  widget: WidgetId,
  query: WidgetQuery & { seasons?: string | undefined },
  assetBaseUrl: string,
) {
  const site = await loadSite(db, website.websiteId);
  if (!site) throw notFound(websiteNotFoundMessage(website.websiteId));
  const known = new Set(site.seasons.map((s) => s.seasonId));
  const check = (seasonId: string) => {
    if (!known.has(seasonId)) {
      throw notFound(`Season ${seasonId} is not a season of website ${website.websiteId}`);
    }
    return seasonId;
  };
  let seasonIds: string[];
  if (query.season !== undefined) {
    seasonIds = [check(query.season)];
  } else if (widget === 'fixturesFragment' && query.seasons !== undefined) {
    seasonIds = [
      ...new Set(
        query.seasons
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ].map(check);
  } else {
    // What the public path would show, over every season (the form may allow ones not yet saved).
    const everything: Site = {
      ...site,
      general: {
        ...site.general,
        allowedSeasons: Object.fromEntries(site.seasons.map((s) => [s.seasonId, true])),
      },
    };
    seasonIds = site.seasons.length === 0 ? [] : resolveSeasons(everything, widget, {}).contentSeasonIds;
  }
  const content = await loadWidgetContent(db, {
    websiteId: website.websiteId,
    sport: website.sport,
    widget,
    seasonIds,
    subjectId: subjectIdOf(widget, query),
    allowedSeasonIds: site.seasons.map((s) => s.seasonId),
    assetBaseUrl,
  });
  return {
    widget,
    websiteId: website.websiteId,
    sport: website.sport,
    seasons: site.seasons,
    labels: site.labels,
    content,
  };
}
