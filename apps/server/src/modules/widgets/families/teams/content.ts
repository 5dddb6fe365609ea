/**
 * The teams family (docs/product.md#widgets, decision 108): Teams, the teams of a season grouped by stage and
 * pool, and Team Details, one team's page — its information, standings pool, fixtures, roster, leaders and
 * season statistics, all read from the sports data (decision 099).
 */
import type { TeamDetailsContent, TeamDetailsSettings, TeamsContent, WidgetSeason } from '@eua/shared';
import type { Queryable } from '../../../../db';
import { notFound } from '../../../../http/errors';
import { referenceLookups } from '../../../sports/reference-data';
import type { StatMap } from '../../../sports/sports-model';
import {
  findPersons,
  findSeasons,
  findTeamInfo,
  findTeamSeasonStatistics,
  findTeams,
  listPersonLines,
  listSeasonFixtures,
  listTeamRoster,
  previewLeaderCodes,
} from '../../../sports/sports-reads';
import { decodePersonLine, personSeasonFigures } from '../../../sports/statistics';
import {
  type ContentRequest,
  personsById,
  seasonOf,
  teamsById,
  toFixture,
  toNames,
  toSeason,
} from '../../widget-content-shapes';
import { keepAll, type ServerFamily } from '../define-family';
import { rankLeaders } from '../leaders/content';
import { computeStandings } from '../standings/content';

export const unknownTeamMessage = (teamId: string, websiteId: string) =>
  `Team ${teamId.slice(0, 60)} is not a team of website ${websiteId}`;

/** The season's teams, per regular stage and pool (the standings' grouping, without their order). */
export async function loadTeams(db: Queryable, request: ContentRequest): Promise<TeamsContent> {
  const season = await seasonOf(db, request);
  if (!season.competitionId) return { widget: 'teams', season, stages: [], teams: {} };
  const fixtures = await listSeasonFixtures(db, request.websiteId, [season.seasonId]);
  const stages = computeStandings(request.sport, fixtures, new Map(), []).map((stage) => ({
    stageId: stage.stageId,
    names: stage.names,
    pools: stage.pools.map((pool) => ({
      poolId: pool.poolId,
      names: pool.names,
      teamIds: pool.rows.map((row) => row.teamId).sort(),
    })),
  }));
  const teamIds = new Set(stages.flatMap((s) => s.pools.flatMap((p) => p.teamIds)));
  const teams = await findTeams(db, request.websiteId, [...teamIds]);
  return { widget: 'teams', season, stages, teams: teamsById(teams, request) };
}

/**
 * The season a team's page shows: the one asked for (or the default) when the team plays in its competition;
 * else the newest season of the team's own competition among those the reader may be shown, so a team of a
 * second competition never opens on an empty page.
 */
async function seasonOfTeam(
  db: Queryable,
  request: ContentRequest,
  competitionId: string,
): Promise<WidgetSeason> {
  const asked = await seasonOf(db, request);
  if (asked.competitionId === competitionId || !request.allowedSeasonIds?.length) return asked;
  const own = (await findSeasons(db, request.websiteId, request.allowedSeasonIds)).find(
    (s) => s.competitionId === competitionId,
  );
  return own ? toSeason(own) : asked;
}

export async function loadTeamDetails(db: Queryable, request: ContentRequest): Promise<TeamDetailsContent> {
  const { websiteId, sport } = request;
  const teamId = request.subjectId ?? '';
  const info = teamId ? await findTeamInfo(db, websiteId, teamId) : undefined;
  if (!info) throw notFound(unknownTeamMessage(teamId, websiteId));
  const season = await seasonOfTeam(db, request, info.competitionId);
  const played = !!season.competitionId;
  const [fixtures, roster, lines, seasonFigures] = await Promise.all([
    played ? listSeasonFixtures(db, websiteId, [season.seasonId]) : [],
    listTeamRoster(db, websiteId, sport, teamId),
    played ? listPersonLines(db, websiteId, season.seasonId) : [],
    played ? findTeamSeasonStatistics(db, websiteId, sport, teamId, season.seasonId) : undefined,
  ]);
  const seasonTeamIds = new Set([teamId, ...fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId])]);
  const teamRows = await findTeams(db, websiteId, [...seasonTeamIds]);
  const names = new Map(teamRows.map((t) => [t.teamId, t.nameFullLatin]));
  const standingsCodes = (referenceLookups[sport].standingsFields ?? []).map((o) => o.value);
  let standings: TeamDetailsContent['standings'] = null;
  for (const stage of computeStandings(sport, fixtures, names, standingsCodes)) {
    const pool = stage.pools.find((p) => p.rows.some((r) => r.teamId === teamId));
    if (pool && !standings) standings = { stage: stage.names, pool: pool.names, rows: pool.rows };
  }

  const teamLines = lines.filter((row) => row.teamId === teamId);
  const statisticCodes = (referenceLookups[sport].personStatistics ?? []).map((o) => o.value);
  const leaders = rankLeaders(sport, teamLines, statisticCodes).flatMap(({ statistic, leaders: ranked }) =>
    ranked[0] ? [{ statistic, personId: ranked[0].personId, value: ranked[0].value }] : [],
  );
  const gamesOf = new Map<string, StatMap[]>();
  for (const row of teamLines) {
    row.personIds.forEach((personId, i) => {
      const games = gamesOf.get(personId) ?? [];
      games.push(decodePersonLine(sport, row.personStats[i] ?? []));
      gamesOf.set(personId, games);
    });
  }
  const players = roster.filter((p) => p.role === 'player');
  // A player who played for the team this season but is no longer on its roster still has a season line.
  const rosterIds = new Set(roster.map((p) => p.personId));
  const formerIds = [...gamesOf.keys()].filter((id) => !rosterIds.has(id)).sort();
  const former = await findPersons(db, websiteId, formerIds);
  const playerStatistics = [...players.map((p) => p.personId), ...formerIds].map((personId) => {
    const games = gamesOf.get(personId) ?? [];
    const { averages } = personSeasonFigures(sport, games);
    return { personId, games: games.length, averages: games.length ? pickNumbers(averages) : {} };
  });
  const personIds = new Set([...roster, ...former].map((p) => p.personId));
  const missing = [info.captainPersonId, info.headCoachPersonId].filter(
    (id): id is string => !!id && !personIds.has(id),
  );
  const others = await findPersons(db, websiteId, missing);

  return {
    widget: 'teamDetails',
    season,
    teamId,
    info: {
      founded: info.founded ?? null,
      venue: toNames(info.venue),
      cityLocal: info.venue.cityLocal,
      cityLatin: info.venue.cityLatin,
      venueCapacity: info.venue.capacity,
      captainPersonId: info.captainPersonId,
      headCoachPersonId: info.headCoachPersonId,
      colourPrimary: info.colourPrimary,
      colourSecondary: info.colourSecondary,
    },
    standings,
    fixtures: fixtures.filter((f) => f.homeTeamId === teamId || f.awayTeamId === teamId).map(toFixture),
    roster: {
      players: players.map((p) => p.personId),
      staff: roster.flatMap((p) =>
        p.role === 'staff' ? [{ personId: p.personId, role: p.staffRole ?? '' }] : [],
      ),
    },
    leaders,
    headlineStatistics: [...previewLeaderCodes[sport]],
    seasonStatistics: {
      games: seasonFigures?.games.length ?? 0,
      totals: pickNumbers(seasonFigures?.totals ?? {}),
      averages: pickNumbers(seasonFigures?.averages ?? {}),
    },
    playerStatistics,
    persons: personsById([...roster, ...former, ...others], request),
    teams: teamsById(teamRows, request),
  };
}

/** Finite numbers only: a statistic with no value in any game is left out rather than sent as NaN. */
function pickNumbers(stats: StatMap): Record<string, number> {
  return Object.fromEntries(Object.entries(stats).filter(([, v]) => Number.isFinite(v)));
}

/**
 * The public Team Details answer holds what the saved settings show (as `savedLeaders` does for the leaders;
 * the preview keeps everything, for unsaved choices): a tab switched off sends none of its data but what the
 * banner shows, the summary's leaders only the highlighted and headline statistics, and only the persons and
 * teams left named.
 */
export function savedTeamDetails(
  content: TeamDetailsContent,
  config: TeamDetailsSettings,
): TeamDetailsContent {
  const banner = new Set(config.teamBannerFields.map(String));
  const info = new Set(config.summaryTeamInfoFields.map(String));
  const bannerResults = ['standingsPosition', 'record', 'lastFive'].some((code) => banner.has(code));
  const own = (rows: NonNullable<TeamDetailsContent['standings']>['rows']) =>
    rows.filter((r) => r.teamId === content.teamId);
  const standings =
    content.standings &&
    (config.activeSummary
      ? content.standings
      : bannerResults
        ? { ...content.standings, rows: own(content.standings.rows) }
        : null);
  const next = content.fixtures.find((f) => f.status !== 'finished');
  const fixtures = config.activeFixtures ? content.fixtures : banner.has('nextFixture') && next ? [next] : [];
  const shown = new Set([config.highlightedSummaryLeaderStat, ...content.headlineStatistics].map(String));
  const leaders = config.activeSummary ? content.leaders.filter((l) => shown.has(l.statistic)) : [];
  const roster = config.activeRoster ? content.roster : { players: [], staff: [] };
  const playerStatistics = config.activeStatistics ? content.playerStatistics : [];

  const personIds = new Set([
    ...roster.players,
    ...roster.staff.map((s) => s.personId),
    ...leaders.map((l) => l.personId),
    ...playerStatistics.map((p) => p.personId),
  ]);
  const { captainPersonId, headCoachPersonId } = content.info;
  if (captainPersonId && config.activeSummary && info.has('captain')) personIds.add(captainPersonId);
  if (headCoachPersonId && (banner.has('headCoach') || (config.activeSummary && info.has('headCoach'))))
    personIds.add(headCoachPersonId);
  const teamIds = new Set([
    content.teamId,
    ...fixtures.flatMap((f) => [f.home.teamId, f.away.teamId]),
    ...(standings?.rows.map((r) => r.teamId) ?? []),
  ]);
  const keep = <T>(byId: Record<string, T>, ids: Set<string>) =>
    Object.fromEntries(Object.entries(byId).filter(([id]) => ids.has(id)));
  return {
    ...content,
    standings,
    fixtures,
    roster,
    leaders,
    playerStatistics,
    persons: keep(content.persons, personIds),
    teams: keep(content.teams, teamIds),
  };
}

export const teamsFamily: ServerFamily<'teams'> = {
  teams: { load: loadTeams, trim: keepAll },
  teamDetails: { load: loadTeamDetails, trim: savedTeamDetails },
};
