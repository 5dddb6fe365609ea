/**
 * Fixture Details payloads for the runtime's tests (test-payloads.ts builds the others): a played fixture with
 * its box score and events, or an upcoming one with its preview, typed by the public contract.
 */
import type {
  FixtureDetailsContent,
  FixtureEventItem,
  Sport,
  WidgetGeneral,
  WidgetPayload,
} from '@eua/shared';
import { resolveSettings } from '@eua/shared/settings';
import { fixture, payload, person, seasons, teams } from './test-payloads';

/** Home t1 (Alpha): h1 (30 points), h2 (12), goalkeeper hg; away t2 (Bravo): a1 (25), a2 (8), goalkeeper ag. */
const roster = {
  h1: person('h1', 't1', 'Hana', 'Hill'),
  h2: person('h2', 't1', 'Hugo', 'Hart'),
  hg: person('hg', 't1', 'Gus', 'Home'),
  hd: person('hd', 't1', 'Dan', 'Bench'),
  a1: person('a1', 't2', 'Ada', 'Ash'),
  a2: person('a2', 't2', 'Abe', 'Amos'),
  ag: person('ag', 't2', 'Gil', 'Away'),
  c1: person('c1', 't1', 'Cora', 'Coach'),
  c2: person('c2', 't2', 'Carl', 'Coach'),
};
for (const [i, p] of Object.values(roster).entries()) p.info = { shirtNumber: i + 4 };

const event = (over: Partial<FixtureEventItem>): FixtureEventItem => ({
  period: 1,
  second: 0,
  side: 0,
  type: 'twoPointMade',
  personId: 'h1',
  otherId: null,
  secondAssistId: null,
  scored: null,
  homeScore: 0,
  awayScore: 0,
  ...over,
});

/** A played fixture, 42–33 after two periods' events (home 2+40, away 3+30 in the line score). */
export function playedContent(sport: Sport = 'basketball'): FixtureDetailsContent {
  const keeper = sport !== 'basketball';
  const line = (points: number, rebounds: number, extra: Record<string, number> = {}) => ({
    points,
    reboundsTotal: rebounds,
    assists: 3,
    fieldGoalsPercentage: points / 3.3,
    fieldGoalsMade: 10,
    fieldGoalsAttempted: 20,
    threePointersMade: 2,
    threePointersAttempted: 6,
    freeThrowsMade: 4,
    freeThrowsAttempted: 5,
    goals: points,
    shotsOnGoal: 10,
    shots: 12,
    ...extra,
  });
  const gk = { saves: 28, savePercentage: 90.3, shotsAgainst: 31, shotsFaced: 31 };
  return {
    widget: 'fixtureDetails',
    season: seasons[1]!,
    fixture: {
      ...fixture({ status: 'finished', home: 't1', away: 't2' }),
      fixtureId: 'f100',
      home: { teamId: 't1', score: 42 },
      away: { teamId: 't2', score: 33 },
    },
    resultType: 'regular',
    periods: [
      { period: 1, home: 2, away: 3 },
      { period: 2, home: 40, away: 30 },
    ],
    boxScore: [
      {
        teamId: 't1',
        statistics: { points: 42, reboundsTotal: 20, benchPoints: 12, goals: 42, fieldGoalsPercentage: 45.5 },
        persons: [
          { personId: 'h1', goalkeeper: false, statistics: line(30, 5) },
          { personId: 'h2', goalkeeper: false, statistics: line(12, 9) },
          ...(keeper ? [{ personId: 'hg', goalkeeper: true, statistics: { ...gk, goals: 0 } }] : []),
        ],
        didNotPlay: ['hd'],
      },
      {
        teamId: 't2',
        statistics: { points: 33, reboundsTotal: 30, benchPoints: 8, goals: 33 },
        persons: [
          { personId: 'a1', goalkeeper: false, statistics: line(25, 7) },
          { personId: 'a2', goalkeeper: false, statistics: line(8, 11) },
          ...(keeper ? [{ personId: 'ag', goalkeeper: true, statistics: { ...gk, saves: 20 } }] : []),
        ],
        didNotPlay: [],
      },
    ],
    events: [
      event({ side: null, type: 'periodStart', personId: null }),
      event({ second: 30, type: 'twoPointMade', personId: 'h1', otherId: 'h2', homeScore: 2 }),
      event({ second: 95, side: 1, type: 'threePointMade', personId: 'a1', homeScore: 2, awayScore: 3 }),
      event({
        period: 2,
        second: 200,
        side: 1,
        type: 'foulPersonal',
        personId: 'a2',
        homeScore: 2,
        awayScore: 3,
      }),
      event({ period: 2, second: 590, type: 'threePointMade', personId: 'h2', homeScore: 42, awayScore: 33 }),
    ],
    matchOfficials: [
      {
        role: 'crewChief',
        officialId: 'o1',
        nameFullLocal: 'Olga Ref',
        nameFullLatin: 'Olga Ref (latin)',
        familyNameLocal: 'Ref',
        familyNameLatin: 'Ref (latin)',
        nationality: 'LTU',
      },
    ],
    teamOfficials: [
      { teamId: 't1', role: 'headCoach', personId: 'c1' },
      { teamId: 't2', role: 'headCoach', personId: 'c2' },
    ],
    preview: null,
    seasonLeaders: [],
    persons: roster,
    teams,
  };
}

/** An upcoming fixture: no box score or events, its preview and the teams' season leaders. */
export function upcomingContent(): FixtureDetailsContent {
  const played = playedContent();
  const record = (won: number, lost: number) => ({ played: won + lost, won, drawn: 0, lost });
  return {
    ...played,
    fixture: { ...fixture({ home: 't1', away: 't2' }), fixtureId: 'f200' },
    resultType: null,
    periods: [],
    boxScore: [],
    events: [],
    preview: {
      teams: [
        {
          teamId: 't1',
          standingsPosition: 2,
          record: record(8, 2),
          homeRecord: record(5, 0),
          awayRecord: record(3, 2),
          lastFive: ['W', 'W', 'L', 'W', 'W'],
          seasonLeaders: [{ statistic: 'points', personId: 'h1', value: 250 }],
          unavailable: [{ personId: 'h2', reason: 'injury', expectedReturn: '2026-12-24' }],
        },
        {
          teamId: 't2',
          standingsPosition: 7,
          record: record(3, 7),
          homeRecord: record(2, 3),
          awayRecord: record(1, 4),
          lastFive: ['L', 'L', 'W', 'L', 'L'],
          seasonLeaders: [{ statistic: 'points', personId: 'a1', value: 199 }],
          unavailable: [],
        },
      ],
      headToHead: { played: 5, homeWins: 3, awayWins: 1, draws: 1 },
    },
    seasonLeaders: [
      {
        statistic: 'points',
        teams: [
          {
            teamId: 't1',
            leaders: [
              { personId: 'h1', value: 25.5 },
              { personId: 'h2', value: 11.25 },
            ],
          },
          { teamId: 't2', leaders: [{ personId: 'a1', value: 19.9 }] },
        ],
      },
    ],
  };
}

/** The payload as the server sends it, the settings resolved for the sport. */
export function fixturePayload(
  content: FixtureDetailsContent,
  config: Record<string, unknown> = {},
  sport: Sport = 'basketball',
  over: Partial<WidgetGeneral> = {},
): WidgetPayload {
  const base = payload(content, {}, over);
  const statistics = { fieldGoalsPercentage: 'Field goal %', goals: 'Goals', saves: 'Saves' };
  return {
    ...base,
    labels: { ...base.labels, statistics: { ...base.labels.statistics, ...statistics } },
    sport,
    config: resolveSettings('fixtureDetails', config, { sport, trackingData: false }),
  } as WidgetPayload;
}
