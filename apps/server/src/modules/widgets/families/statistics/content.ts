/**
 * The statistics family (docs/product.md#widgets, decision 110): Person Statistics lists every player of the
 * season with a figure per statistic of the sport (the leaders' figures: personSeasons), Team Statistics every
 * team with its averages per game (the team detail's figures: teamSeasonFigures). Every statistic of the
 * sport's list is there, so the console's preview can show any group the unsaved form chooses; the public
 * answer keeps only the saved groups' statistics (`savedStatistics`).
 */
import type {
  PersonStatisticsContent,
  PersonStatisticsSettings,
  Sport,
  TeamStatisticsContent,
  TeamStatisticsSettings,
} from '@eua/shared';
import type { Queryable } from '../../../../db';
import { personSeasons, seasonFigure } from '../../../sports/person-seasons';
import { referenceLookups } from '../../../sports/reference-data';
import type { StatMap } from '../../../sports/sports-model';
import { findPersons, findTeams, listPersonLines, listTeamLines } from '../../../sports/sports-reads';
import { decodeTeamLine, personRatios, teamSeasonFigures } from '../../../sports/statistics';
import { type ContentRequest, personsById, seasonOf, teamsById } from '../../widget-content-shapes';
import type { ServerFamily } from '../define-family';

const codesOf = (sport: Sport, list: 'personStatistics' | 'entityStatistics') =>
  (referenceLookups[sport][list] ?? []).map((o) => o.value);

const lowerIsBetter = (sport: Sport) =>
  Object.entries(personRatios[sport])
    .filter(([, ratio]) => ratio.lowerIsBetter)
    .map(([code]) => code);

export async function loadPersonStatistics(
  db: Queryable,
  request: ContentRequest,
): Promise<PersonStatisticsContent> {
  const season = await seasonOf(db, request);
  const { sport, websiteId } = request;
  const content: PersonStatisticsContent = {
    widget: 'personStatistics',
    season,
    lowerIsBetter: lowerIsBetter(sport),
    rows: [],
    persons: {},
    teams: {},
  };
  if (!season.competitionId) return content;
  const { seasons } = personSeasons(sport, await listPersonLines(db, websiteId, season.seasonId));
  const codes = codesOf(sport, 'personStatistics');
  content.rows = seasons.map((s) => {
    const values: StatMap = {};
    for (const code of codes) {
      const value = seasonFigure(sport, s, code);
      if (value !== undefined) values[code] = value;
    }
    return { personId: s.personId, teamId: s.teamId, gamesPlayed: s.played, values };
  });
  const persons = await findPersons(
    db,
    websiteId,
    content.rows.map((r) => r.personId),
  );
  // These widgets show no person information fields: the answer leaves them out.
  content.persons = Object.fromEntries(
    Object.entries(personsById(persons, request)).map(([id, p]) => [id, { ...p, info: {} }]),
  );
  const teamIds = new Set(content.rows.map((r) => r.teamId));
  content.teams = teamsById(await findTeams(db, websiteId, [...teamIds]), request);
  return content;
}

export async function loadTeamStatistics(
  db: Queryable,
  request: ContentRequest,
): Promise<TeamStatisticsContent> {
  const season = await seasonOf(db, request);
  const { sport, websiteId } = request;
  const content: TeamStatisticsContent = {
    widget: 'teamStatistics',
    season,
    lowerIsBetter: [],
    rows: [],
    teams: {},
  };
  if (!season.competitionId) return content;
  const byTeam = new Map<string, StatMap[]>();
  for (const line of await listTeamLines(db, websiteId, season.seasonId)) {
    const games = byTeam.get(line.teamId) ?? [];
    games.push(decodeTeamLine(sport, line.teamStats));
    byTeam.set(line.teamId, games);
  }
  const codes = new Set(codesOf(sport, 'entityStatistics'));
  content.rows = [...byTeam].map(([teamId, games]) => {
    const { averages } = teamSeasonFigures(games);
    const values = Object.fromEntries(Object.entries(averages).filter(([code]) => codes.has(code)));
    return { teamId, gamesPlayed: games.length, values };
  });
  content.teams = teamsById(await findTeams(db, websiteId, [...byTeam.keys()]), request);
  return content;
}

/** The statistics the saved groups show, in no order: what the public answer keeps of the rows' values. */
function savedCodes(config: PersonStatisticsSettings | TeamStatisticsSettings): Set<string> {
  const groups = [
    config.group1Statistics,
    config.group2Statistics,
    config.group3Statistics,
    config.group4Statistics,
  ];
  return new Set(groups.flat().map(String));
}

/**
 * The public answer holds the values the saved groups show (the preview's keeps every statistic, for unsaved
 * choices); with no statistic chosen the widget shows no table, so no rows either.
 */
export function savedStatistics<C extends PersonStatisticsContent | TeamStatisticsContent>(
  content: C,
  config: PersonStatisticsSettings | TeamStatisticsSettings,
): C {
  const codes = savedCodes(config);
  if (codes.size === 0) {
    return { ...content, rows: [], teams: {}, ...('persons' in content ? { persons: {} } : {}) };
  }
  const rows = content.rows.map((row) => ({
    ...row,
    values: Object.fromEntries(Object.entries(row.values).filter(([code]) => codes.has(code))),
  }));
  return { ...content, rows };
}

export const statisticsFamily: ServerFamily<'statistics'> = {
  personStatistics: { load: loadPersonStatistics, trim: savedStatistics },
  teamStatistics: { load: loadTeamStatistics, trim: savedStatistics },
};
