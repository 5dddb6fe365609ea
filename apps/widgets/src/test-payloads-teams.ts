/**
 * Hand-built payloads of the teams family (Teams, Team Details) for the runtime's tests, typed by the public
 * contract (packages/shared/src/api/widgets-teams.ts).
 */
import type { TeamDetailsContent, TeamsContent, WidgetLabels, WidgetPayload } from '@eua/shared';
import { fixture, names, payload, person, played, seasons, teams } from './test-payloads';

export const teamLabels: WidgetLabels = {
  statistics: { points: 'Points', reboundsTotal: 'Rebounds', assists: 'Assists', steals: 'Steals' },
  standingsFields: { played: 'Played', won: 'Won', lost: 'Lost', percentageWon: 'Win %', streak: 'Streak' },
  personInfoFields: { position: 'Position', shirtNumber: 'Shirt number', height: 'Height' },
  labelOptions: { overview: 'Overview', squad: 'Squad', clubs: 'Clubs', table: 'Table', totals: 'Totals' },
  teamInfoFields: {
    venueName: 'Home venue',
    founded: 'Founded',
    captain: 'Captain',
    colours: 'Team colours',
  },
  teamBannerFields: {
    logo: 'Logo',
    nameFull: 'Full name',
    standingsPosition: 'Standings position',
    record: 'Won-lost record',
    lastFive: 'Last five results',
    nextFixture: 'Next fixture',
    headCoach: 'Head coach',
    venueName: 'Home venue',
  },
  entityStatistics: { points: 'Points', reboundsTotal: 'Rebounds', fieldGoalsPercentage: 'Field goal %' },
  entityOfficials: { headCoach: 'Head coach', teamDoctor: 'Team doctor' },
  statisticsGroups: {},
  matchEvents: {},
  matchOfficials: {},
  teamPreviewFields: {},
};

/** A payload of the family with its labels. */
export const teamsPayload = (
  content: TeamsContent | TeamDetailsContent,
  config: Record<string, unknown> = {},
  general = {},
): WidgetPayload => ({ ...payload(content, config, general), labels: teamLabels });

/** Two pools of three teams (Pool A: t1–t3, Pool B: t4–t6). */
export function teamsContent(): TeamsContent {
  return {
    widget: 'teams',
    season: seasons[1]!,
    stages: [
      {
        stageId: 'st1',
        names: names('Regular stage'),
        pools: [
          { poolId: 'p1', names: names('Pool A'), teamIds: ['t3', 't1', 't2'] },
          { poolId: 'p2', names: names('Pool B'), teamIds: ['t4', 't5', 't6'] },
        ],
      },
    ],
    teams,
  };
}

/** Team t1 (third of six in its pool) with two results, one upcoming fixture, three players and two staff. */
export function teamDetailsContent(): TeamDetailsContent {
  const row = (position: number, teamId: string) => ({
    position,
    teamId,
    values: {
      played: 2,
      won: 6 - position,
      lost: position,
      percentageWon: 0.5,
      streak: 'W1',
      lastFive: 'WLW',
    },
  });
  const players = [
    { ...person('p1', 't1', 'Ann', 'Archer'), info: { position: 'G', shirtNumber: 4, height: '1.85 m' } },
    { ...person('p2', 't1', 'Bea', 'Baker'), info: { position: 'F', shirtNumber: 7, height: '1.92 m' } },
    { ...person('p3', 't1', 'Cy', 'Cole'), info: { position: 'C', shirtNumber: 12, height: '2.05 m' } },
  ];
  const staff = [person('s1', 't1', 'Dan', 'Dunn'), person('s2', 't1', 'Eve', 'Evans')];
  return {
    widget: 'teamDetails',
    season: seasons[1]!,
    teamId: 't1',
    info: {
      founded: 1921,
      venue: names('Home Arena'),
      cityLocal: 'Northtown',
      cityLatin: 'Northtown',
      venueCapacity: 12500,
      captainPersonId: 'p2',
      headCoachPersonId: 's1',
      colourPrimary: '#112233',
      colourSecondary: '#ffcc00',
    },
    standings: {
      stage: names('Regular stage'),
      pool: names('Pool A'),
      rows: ['t4', 't2', 't1', 't3', 't5', 't6'].map((id, i) => row(i + 1, id)),
    },
    fixtures: [
      played('t1', 't2', 80, 70, { startTimeUtc: '2025-01-01T18:00:00Z' }),
      played('t3', 't1', 90, 85, { startTimeUtc: '2025-01-08T18:00:00Z' }),
      fixture({ home: 't4', away: 't1', startTimeUtc: '2025-02-01T18:00:00Z' }),
    ],
    roster: {
      players: ['p1', 'p2', 'p3'],
      staff: [
        { personId: 's1', role: 'headCoach' },
        { personId: 's2', role: 'teamDoctor' },
      ],
    },
    leaders: [
      { statistic: 'points', personId: 'p1', value: 21.5 },
      { statistic: 'reboundsTotal', personId: 'p3', value: 9 },
      { statistic: 'assists', personId: 'p2', value: 6.25 },
      { statistic: 'steals', personId: 'p2', value: 2 },
    ],
    headlineStatistics: ['points', 'reboundsTotal', 'assists'],
    seasonStatistics: {
      games: 2,
      totals: { points: 165, reboundsTotal: 80, fieldGoalsPercentage: 47.5 },
      averages: { points: 82.5, reboundsTotal: 40, fieldGoalsPercentage: 47.5 },
    },
    playerStatistics: [
      { personId: 'p1', games: 2, averages: { points: 21.5, reboundsTotal: 4, assists: 3 } },
      { personId: 'p2', games: 1, averages: { points: 12, reboundsTotal: 6, assists: 6.25 } },
      { personId: 'p3', games: 2, averages: { points: 15, reboundsTotal: 9, assists: 1 } },
    ],
    persons: Object.fromEntries([...players, ...staff].map((p) => [p.personId, p])),
    teams,
  };
}
