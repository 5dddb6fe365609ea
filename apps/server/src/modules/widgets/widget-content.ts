/**
 * The content the widgets show (issue 9 item 1): standings computed from results, fixtures and leaders, read
 * from the sports data tables. Independent of the widget settings: the runtime applies them.
 */
import type { Option, Sport, WidgetContent, WidgetId, WidgetLabels, WidgetSeason } from '@eua/shared';
import type { Queryable } from '../../db';

export type ContentRequest = {
  websiteId: string;
  sport: Sport;
  widget: WidgetId;
  seasonIds: string[];
  assetBaseUrl: string;
};

/** The content a widget shows for these seasons (one for every widget but fixturesFragment, which takes several). */
export async function loadWidgetContent(_db: Queryable, request: ContentRequest): Promise<WidgetContent> {
  // Placeholder until the sports data lands: empty content of the right shape.
  const season: WidgetSeason = {
    seasonId: request.seasonIds[0] ?? '',
    nameLocal: '',
    competitionId: '',
    competitionNameLocal: '',
    organizationId: '',
  };
  switch (request.widget) {
    case 'standings':
    case 'standingsFragment':
      return { widget: request.widget, season, stages: [], teams: {} };
    case 'schedule':
    case 'fixturesFragment':
      return { widget: request.widget, seasons: [], fixtures: [], teams: {} };
    case 'leaders':
      return { widget: 'leaders', season, statistics: [], persons: {}, teams: {} };
  }
}

/** Every season of the website, with its competition's name and organisation, in tree order. */
export async function listWidgetSeasons(_db: Queryable, _websiteId: string): Promise<WidgetSeason[]> {
  return [];
}

/** The texts of the codes the settings hold, from the sport's lookup lists (lookup keys personStatistics, standingsFields, personInfoFields). */
export function widgetLabels(lookups: Record<string, Option[]>): WidgetLabels {
  const texts = (key: string) => Object.fromEntries((lookups[key] ?? []).map((o) => [o.value, o.text]));
  return {
    statistics: texts('personStatistics'),
    standingsFields: texts('standingsFields'),
    personInfoFields: texts('personInfoFields'),
  };
}

/** The website's data version (changes whenever its sports data is regenerated). */
export async function readDataVersion(_db: Queryable, _websiteId: string): Promise<number> {
  return 0;
}

/** The SVGs behind logoUrl / imageUrl, or null when unknown. */
export async function readTeamLogo(
  _db: Queryable,
  _websiteId: string,
  _teamId: string,
): Promise<string | null> {
  return null;
}

export async function readPersonImage(
  _db: Queryable,
  _websiteId: string,
  _personId: string,
  _type: string,
): Promise<string | null> {
  return null;
}
