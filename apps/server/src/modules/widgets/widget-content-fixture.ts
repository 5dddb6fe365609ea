/**
 * The fixture family (docs/product.md#widgets, decision 107): Fixture Details' content for one fixture, from the
 * detail reads of the sports repository (decision 099). A played fixture has its box score, events and period
 * scores; an upcoming one its preview and its teams' leaders so far; both have their officials. The season is
 * the fixture's own, whatever the request's.
 */
import type {
  FixtureDetailsContent,
  FixtureDetailsSettings,
  FixturePreviewTeam,
  Sport,
  WidgetSeason,
} from '@eua/shared';
import type { Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { scoreValue } from '../sports/match-events';
import { referenceLookups } from '../sports/reference-data';
import {
  type BoxScoreTeam,
  type FixtureEvent,
  type FixturePreview,
  type FixtureRow,
  findFixture,
  findFixtureBoxScore,
  findFixtureEvents,
  findFixtureOfficials,
  findFixturePreview,
  findPersons,
  findSeasons,
  findTeams,
  listPersonLines,
  listSeasonFixtures,
} from '../sports/sports-reads.repo';
import { rankLeaders } from './widget-content-leaders';
import {
  type ContentRequest,
  personsById,
  teamsById,
  toFixture,
  toSeason,
  unknownSeason,
} from './widget-content-shapes';
import { computeStandings } from './widget-content-standings';

/** The season leaders an upcoming fixture names per team and statistic. */
export const SEASON_LEADERS_PER_TEAM = 3;

export const unknownFixtureMessage = (fixtureId: string, websiteId: string) =>
  `Fixture ${fixtureId} is not a fixture of website ${websiteId}`;

/** A goalkeeper's line faces shots; no other player's has the statistic (statistics.ts stores it null). */
const facesShots: Record<Sport, string | null> = {
  basketball: null,
  hockey: 'shotsAgainst',
  handball: 'shotsFaced',
};

export async function loadFixtureDetails(
  db: Queryable,
  request: ContentRequest,
): Promise<FixtureDetailsContent> {
  const { websiteId, sport } = request;
  const fixtureId = request.subjectId ?? '';
  const fixture = fixtureId ? await findFixture(db, websiteId, fixtureId) : undefined;
  if (!fixture) throw notFound(unknownFixtureMessage(fixtureId, websiteId));
  const played = fixture.status === 'finished';
  const [seasonRows, officials, boxScore, events, preview, seasonLeaders] = await Promise.all([
    findSeasons(db, websiteId, [fixture.seasonId]),
    findFixtureOfficials(db, websiteId, sport, fixtureId),
    played ? findFixtureBoxScore(db, websiteId, sport, fixtureId) : Promise.resolve([]),
    played ? findFixtureEvents(db, websiteId, sport, fixtureId) : Promise.resolve([]),
    played ? Promise.resolve(undefined) : findFixturePreview(db, websiteId, sport, fixtureId),
    played ? Promise.resolve([]) : teamSeasonLeaders(db, request, fixture),
  ]);
  const season: WidgetSeason = seasonRows[0] ? toSeason(seasonRows[0]) : unknownSeason(fixture.seasonId);
  const previewContent = preview ? await previewOf(db, request, preview) : null;
  const parts: NamedParts = {
    boxScore: boxScore.map((team) => boxScoreTeam(sport, team)),
    events: events.map(toEvent),
    teamOfficials: officials.teamOfficials.map((o) => ({
      teamId: o.teamId,
      role: o.role,
      personId: o.personId,
    })),
    preview: previewContent,
    seasonLeaders,
  };
  const [persons, teams] = await Promise.all([
    findPersons(db, websiteId, [...namedPersons(parts)]),
    findTeams(db, websiteId, [fixture.homeTeamId, fixture.awayTeamId]),
  ]);

  return {
    widget: 'fixtureDetails',
    season,
    fixture: toFixture(fixture),
    resultType: fixture.resultType,
    periods: periodScores(sport, events),
    ...parts,
    matchOfficials: officials.matchOfficials.map((o) => ({
      role: o.role,
      officialId: o.officialId,
      nameFullLocal: `${o.firstNameLocal} ${o.familyNameLocal}`,
      nameFullLatin: `${o.firstNameLatin} ${o.familyNameLatin}`,
      familyNameLocal: o.familyNameLocal,
      familyNameLatin: o.familyNameLatin,
      nationality: o.nationality,
    })),
    persons: personsById(persons, request),
    teams: teamsById(teams, request),
  };
}

/** The parts of the content that name persons. */
type NamedParts = Pick<
  FixtureDetailsContent,
  'boxScore' | 'events' | 'teamOfficials' | 'preview' | 'seasonLeaders'
>;

/** Every person the parts name: the content's `persons` hold these and no others. */
function namedPersons(parts: NamedParts): Set<string> {
  const named = new Set<string>();
  for (const team of parts.boxScore) {
    for (const p of team.persons) named.add(p.personId);
    for (const id of team.didNotPlay) named.add(id);
  }
  for (const o of parts.teamOfficials) named.add(o.personId);
  for (const e of parts.events)
    for (const id of [e.personId, e.otherId, e.secondAssistId]) if (id) named.add(id);
  for (const team of parts.preview?.teams ?? []) {
    for (const l of team.seasonLeaders) named.add(l.personId);
    for (const a of team.unavailable) named.add(a.personId);
  }
  for (const s of parts.seasonLeaders)
    for (const t of s.teams) for (const l of t.leaders) named.add(l.personId);
  return named;
}

function boxScoreTeam(sport: Sport, team: BoxScoreTeam): FixtureDetailsContent['boxScore'][number] {
  const shots = facesShots[sport];
  return {
    teamId: team.teamId,
    statistics: team.statistics,
    persons: team.persons.map((p) => ({
      personId: p.personId,
      goalkeeper: shots !== null && p.statistics[shots] !== undefined,
      statistics: p.statistics,
    })),
    didNotPlay: team.didNotPlay,
  };
}

const toEvent = (e: FixtureEvent): FixtureDetailsContent['events'][number] => ({
  period: e.period,
  second: e.second,
  side: e.side,
  type: e.type,
  personId: e.personId,
  otherId: e.otherId,
  secondAssistId: e.secondAssistId,
  scored: e.scored,
  homeScore: e.homeScore,
  awayScore: e.awayScore,
});

/** Each period's points or goals, from the scoring events (a shoot-out's deciding goal is the result's only). */
export function periodScores(
  sport: Sport,
  events: readonly FixtureEvent[],
): FixtureDetailsContent['periods'] {
  const periods = new Map<number, { period: number; home: number; away: number }>();
  for (const e of events) {
    let line = periods.get(e.period);
    if (!line) {
      line = { period: e.period, home: 0, away: 0 };
      periods.set(e.period, line);
    }
    const value = scoreValue[sport][e.type] ?? 0;
    if (e.side === 0) line.home += value;
    if (e.side === 1) line.away += value;
  }
  return [...periods.values()].sort((a, b) => a.period - b.period);
}

/** The preview's teams with their standings position before the fixture, and the meetings' counts. */
async function previewOf(
  db: Queryable,
  request: ContentRequest,
  preview: FixturePreview,
): Promise<NonNullable<FixtureDetailsContent['preview']>> {
  const { fixture } = preview;
  const before = (await listSeasonFixtures(db, request.websiteId, [fixture.seasonId])).filter(
    (f) => f.startTimeUtc < fixture.startTimeUtc,
  );
  const teamIds = [...new Set(before.flatMap((f) => [f.homeTeamId, f.awayTeamId]))];
  const names = new Map(
    (await findTeams(db, request.websiteId, teamIds)).map((t) => [t.teamId, t.nameFullLatin]),
  );
  const positions = new Map<string, number>();
  for (const stage of computeStandings(request.sport, before, names, [])) {
    for (const pool of stage.pools) for (const row of pool.rows) positions.set(row.teamId, row.position);
  }
  const teams = preview.teams.map(
    (t): FixturePreviewTeam => ({
      teamId: t.teamId,
      standingsPosition: positions.get(t.teamId) ?? null,
      record: t.record,
      homeRecord: t.homeRecord,
      awayRecord: t.awayRecord,
      lastFive: t.lastFive,
      seasonLeaders: t.seasonLeaders.map((l) => ({
        statistic: l.code,
        personId: l.personId,
        value: l.value,
      })),
      unavailable: t.unavailable.map((a) => ({
        personId: a.personId,
        reason: a.reason,
        expectedReturn: a.expectedReturn,
      })),
    }),
  );
  const { homeWins, awayWins, draws, fixtureIds } = preview.headToHead;
  return { teams, headToHead: { played: fixtureIds.length, homeWins, awayWins, draws } };
}

/**
 * The two teams' leaders of the season so far in every person statistic of the sport, ranked as the Leaders
 * widget ranks (averages a game, qualifying players only), up to SEASON_LEADERS_PER_TEAM each.
 */
async function teamSeasonLeaders(
  db: Queryable,
  request: ContentRequest,
  fixture: FixtureRow,
): Promise<FixtureDetailsContent['seasonLeaders']> {
  const lines = await listPersonLines(db, request.websiteId, fixture.seasonId);
  const codes = (referenceLookups[request.sport].personStatistics ?? []).map((o) => o.value);
  const byTeam = [fixture.homeTeamId, fixture.awayTeamId].map((teamId) => ({
    teamId,
    statistics: rankLeaders(
      request.sport,
      lines.filter((l) => l.teamId === teamId),
      codes,
    ),
  }));
  return codes.map((statistic, i) => ({
    statistic,
    teams: byTeam.map(({ teamId, statistics }) => ({
      teamId,
      leaders: (statistics[i]?.leaders ?? [])
        .slice(0, SEASON_LEADERS_PER_TEAM)
        .map((l) => ({ personId: l.personId, value: l.value })),
    })),
  }));
}

/**
 * The public answer keeps what the saved settings can show (decision 107): the events only when the play-by-play
 * or timeline tab is on (else those of the banner's chosen types), the season leaders of the chosen leaders and
 * banner statistics, the preview only when its tab is on, and the persons still named. The console's preview
 * keeps everything, for unsaved settings.
 */
export function savedFixtureDetails(
  content: FixtureDetailsContent,
  config: FixtureDetailsSettings,
): FixtureDetailsContent {
  const eventsTab = config.activePBP ?? config.activeTimeline ?? false;
  const bannerTypes = new Set([...config.bannerMatchEvents, ...config.bannerTimelineMatchEvents].map(String));
  const events = eventsTab ? content.events : content.events.filter((e) => bannerTypes.has(e.type));
  const leaderCodes = new Set([...config.leadersStatistics, ...config.bannerLeadersStatistics].map(String));
  const seasonLeaders = content.seasonLeaders.filter((s) => leaderCodes.has(s.statistic));
  const preview = config.activePreview ? content.preview : null;
  const named = namedPersons({ ...content, events, seasonLeaders, preview });
  const persons = Object.fromEntries(Object.entries(content.persons).filter(([id]) => named.has(id)));
  return { ...content, events, seasonLeaders, preview, persons };
}
