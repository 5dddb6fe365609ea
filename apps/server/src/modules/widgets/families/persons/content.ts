/**
 * The persons family (docs/product.md#widgets, decision 109): Players, the persons of the teams of a season's
 * competition, and Person Detail, one person with their season's statistics and game log. Also what the
 * public answers keep of them (the preview keeps everything, for unsaved settings).
 */
import type {
  PersonDetailContent,
  PersonDetailSettings,
  PlayersContent,
  PlayersSettings,
  WidgetRosterPerson,
} from '@eua/shared';
import type { Queryable } from '../../../../db';
import { notFound } from '../../../../http/errors';
import {
  type CompetitionPersonRow,
  findCompetitionPerson,
  findPersonSeasonStatistics,
  findSeasons,
  findTeams,
  listCompetitionPersons,
} from '../../../sports/sports-reads';
import {
  type ContentRequest,
  personsById,
  seasonOf,
  teamsById,
  toSeason,
  unknownSeason,
} from '../../widget-content-shapes';
import type { ServerFamily } from '../define-family';

export const unknownPersonMessage = (personId: string, websiteId: string) =>
  `Person ${personId} is not a person of website ${websiteId}`;

function rosterPersons(rows: CompetitionPersonRow[], request: ContentRequest): WidgetRosterPerson[] {
  const byId = personsById(rows, request);
  return rows.flatMap((row) => {
    const person = byId[row.personId];
    return person ? [{ ...person, role: row.role }] : [];
  });
}

export async function loadPlayers(db: Queryable, request: ContentRequest): Promise<PlayersContent> {
  const season = await seasonOf(db, request);
  if (!season.competitionId) return { widget: 'players', season, persons: [], teams: {} };
  const rows = await listCompetitionPersons(db, request.websiteId, request.sport, season.competitionId);
  const teams = await findTeams(db, request.websiteId, [...new Set(rows.map((r) => r.teamId))]);
  return {
    widget: 'players',
    season,
    persons: rosterPersons(rows, request),
    teams: teamsById(teams, request),
  };
}

/**
 * One person's page. Its season is the first of the request's seasons (the one asked for, else the default
 * season followed by the other allowed ones) that belongs to the person's competition, else the first: a
 * person of another competition than the default season's shows their own competition's season.
 */
export async function loadPersonDetail(db: Queryable, request: ContentRequest): Promise<PersonDetailContent> {
  const personId = request.subjectId ?? '';
  const row = personId ? await findCompetitionPerson(db, request.websiteId, personId) : undefined;
  if (!row) throw notFound(unknownPersonMessage(personId, request.websiteId));
  const rows = await findSeasons(db, request.websiteId, request.seasonIds);
  const candidates = request.seasonIds.flatMap((id) => rows.filter((s) => s.seasonId === id));
  const own = candidates.find((s) => s.competitionId === row.competitionId) ?? candidates[0];
  const season = own ? toSeason(own) : unknownSeason(request.seasonIds[0] ?? '');
  const figures = own
    ? await findPersonSeasonStatistics(db, request.websiteId, request.sport, personId, own.seasonId)
    : { gameLog: [], games: 0, totals: {}, averages: {} };
  const teamIds = new Set([row.teamId, ...figures.gameLog.map((g) => g.opponentTeamId)]);
  const teams = await findTeams(db, request.websiteId, [...teamIds]);
  const [person] = rosterPersons([row], request);
  return {
    widget: 'personDetail',
    season,
    person: person as WidgetRosterPerson,
    gamesPlayed: figures.games,
    totals: figures.totals,
    averages: figures.averages,
    gameLog: figures.gameLog,
    teams: teamsById(teams, request),
  };
}

const pick = <T>(record: Record<string, T>, keep: (key: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));

/** The person information the saved settings show: the chosen fields, and the shirt number with the bib. */
const infoKeeper = (fields: readonly unknown[], showBib: boolean) => {
  const chosen = new Set(fields.map(String));
  if (showBib) chosen.add('shirtNumber');
  return (key: string) => chosen.has(key);
};

/**
 * A statistics list of the screen: the chosen codes, or every one when none is chosen (the runtime then shows
 * every statistic, as Leaders does).
 */
const statisticKeeper = (fields: readonly unknown[]) => {
  const chosen = new Set(fields.map(String));
  return (key: string) => chosen.size === 0 || chosen.has(key);
};

/**
 * The public Players answer holds what its saved settings show: staff only with "Show staff", each person's
 * chosen information (and shirt number with the bib), their own website only when the person link opens it.
 */
export function savedPlayers(content: PlayersContent, config: PlayersSettings): PlayersContent {
  const keepInfo = infoKeeper(config.personInfoFields, config.showBib);
  const external = config.personLink === 'externalWebsite';
  const persons = content.persons
    .filter((p) => config.showStaff || p.role === 'player')
    .map((p) => ({ ...p, info: pick(p.info, keepInfo), websiteUrl: external ? p.websiteUrl : '' }));
  const teamIds = new Set(persons.map((p) => p.teamId));
  return { ...content, persons, teams: pick(content.teams, (id) => teamIds.has(id)) };
}

/**
 * The public Person Detail answer holds what its saved settings show: the game log only with its tab, each
 * game's chosen log fields; the totals of the chosen statistics with the Statistics tab, the averages of those
 * and of the summary's highlighted averages; the chosen person information; the teams it then names.
 */
export function savedPersonDetail(
  content: PersonDetailContent,
  config: PersonDetailSettings,
): PersonDetailContent {
  const keepLog = statisticKeeper(config.logFields);
  const keepStatistics = statisticKeeper(config.statisticsFields);
  const highlighted = new Set(config.personAverages.map(String));
  const gameLog = config.activeLog
    ? content.gameLog.map((g) => ({ ...g, statistics: g.statistics && pick(g.statistics, keepLog) }))
    : [];
  const totals = config.activeStatistics ? pick(content.totals, keepStatistics) : {};
  const averages = pick(
    content.averages,
    (code) =>
      (config.activeStatistics && keepStatistics(code)) || (config.activeSummary && highlighted.has(code)),
  );
  // The page has no link to the person's own website.
  const person = {
    ...content.person,
    websiteUrl: '',
    info: pick(
      content.person.info,
      infoKeeper(config.activeSummary ? config.personInfoFields : [], config.showBib),
    ),
  };
  const teamIds = new Set([person.teamId, ...gameLog.map((g) => g.opponentTeamId)]);
  return {
    ...content,
    person,
    gameLog,
    totals,
    averages,
    teams: pick(content.teams, (id) => teamIds.has(id)),
  };
}

export const personsFamily: ServerFamily<'persons'> = {
  players: { load: loadPlayers, trim: savedPlayers },
  personDetail: { load: loadPersonDetail, trim: savedPersonDetail },
};
