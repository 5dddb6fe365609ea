/**
 * The content the widgets show (docs/product.md#widgets): standings computed from results, fixtures and
 * leaders, teams, persons and statistics, read from the sports data tables, one folder per widget family
 * (families/<family>/content.ts, decision 122). Independent of the widget settings: the runtime applies them,
 * so the console's preview can render unsaved settings over the same content. A few queries per call; the
 * caller caches.
 */
import type { Option, WidgetContent, WidgetLabels, WidgetSeason } from '@eua/shared';
import type { Queryable } from '../../db';
import { type PersonImageType, personImageSvg, personImageTypes, teamLogoSvg } from '../sports/images';
import { findDataVersion, findPersons, findSeasons, findTeam } from '../sports/sports-reads';
import { loadFamilyContent } from './families';
import { type ContentRequest, toSeason } from './widget-content-shapes';

export type { ContentRequest } from './widget-content-shapes';

/** The content a widget shows for these seasons (one for every widget but fixturesFragment, which takes several). */
export const loadWidgetContent = (db: Queryable, request: ContentRequest): Promise<WidgetContent> =>
  loadFamilyContent(db, request);

/** Every season of the website, with its competition's name and organisation, in tree order. */
export async function listWidgetSeasons(db: Queryable, websiteId: string): Promise<WidgetSeason[]> {
  return (await findSeasons(db, websiteId)).map(toSeason);
}

/**
 * The texts of the codes the settings hold, from the sport's lookup lists (lookup keys personStatistics,
 * standingsFields, personInfoFields, labelOptions, team fields, entityStatistics, statisticsGroupNames).
 */
export function widgetLabels(lookups: Record<string, Option[]>): WidgetLabels {
  const texts = (key: string) => Object.fromEntries((lookups[key] ?? []).map((o) => [o.value, o.text]));
  return {
    statistics: texts('personStatistics'),
    standingsFields: texts('standingsFields'),
    personInfoFields: texts('personInfoFields'),
    labelOptions: texts('labelOptions'),
    teamInfoFields: texts('teamInfoFields'),
    teamBannerFields: texts('teamBannerFields'),
    entityStatistics: texts('entityStatistics'),
    entityOfficials: texts('entityOfficials'),
    statisticsGroups: texts('statisticsGroupNames'),
    matchEvents: texts('matchEvents'),
    matchOfficials: texts('matchOfficials'),
    teamPreviewFields: texts('teamPreviewFields'),
  };
}

/** The website's data version (changes whenever its sports data is regenerated); 0 when it has none. */
export async function readDataVersion(db: Queryable, websiteId: string): Promise<number> {
  return findDataVersion(db, websiteId);
}

/** The SVGs behind logoUrl / imageUrl, or null when unknown. */
export async function readTeamLogo(db: Queryable, websiteId: string, teamId: string): Promise<string | null> {
  const team = await findTeam(db, websiteId, teamId);
  return team ? teamLogoSvg(team) : null;
}

/** Null also for a type that is not one of General's personImageType values (headshot, actionPhoto, silhouette). */
export async function readPersonImage(
  db: Queryable,
  websiteId: string,
  personId: string,
  type: string,
): Promise<string | null> {
  if (!(personImageTypes as readonly string[]).includes(type)) return null;
  const [person] = await findPersons(db, websiteId, [personId]);
  if (!person) return null;
  const shirtNumber = typeof person.info.shirtNumber === 'number' ? person.info.shirtNumber : null;
  return personImageSvg({ ...person, shirtNumber }, type as PersonImageType);
}
