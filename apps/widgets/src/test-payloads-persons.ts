/**
 * Hand-built content of the persons family (Players, Person Detail) for the runtime's tests, typed by the
 * public contract (packages/shared/src/api/widgets-persons.ts).
 */
import type {
  PersonDetailContent,
  PlayersContent,
  WidgetGameLogEntry,
  WidgetRosterPerson,
} from '@eua/shared';
import { person, seasons, teams } from './test-payloads';

const heights = [201, 188, 195, 210];

/** A player of team `teamId` with every information field; `n` picks the shirt number and the height. */
export function rosterPlayer(
  id: string,
  teamId: string,
  given: string,
  family: string,
  n: number,
): WidgetRosterPerson {
  return {
    ...person(id, teamId, given, family),
    role: 'player',
    info: {
      position: n % 2 ? 'Guard' : 'Center',
      shirtNumber: n * 3,
      dateOfBirth: `199${n}-0${n}-1${n}`,
      height: heights[n % heights.length]!,
      weight: 90 + n,
      nationality: n % 2 ? 'Latvia' : 'Spain',
    },
  };
}

export function staffMember(
  id: string,
  teamId: string,
  given: string,
  family: string,
  role: string,
): WidgetRosterPerson {
  return { ...person(id, teamId, given, family), role: 'staff', info: { position: role } };
}

/** Three teams of four players (shirt numbers 3, 6, 9, 12) and a head coach each. */
export function playersContent(): PlayersContent {
  const persons: WidgetRosterPerson[] = [];
  ['t1', 't2', 't3'].forEach((teamId, t) => {
    for (let n = 1; n <= 4; n++) {
      persons.push(rosterPlayer(`p${t}${n}`, teamId, `Given${t}${n}`, `Family${t}${n}`, n));
    }
    persons.push(staffMember(`s${t}`, teamId, `Coach${t}`, `Staff${t}`, 'Head coach'));
  });
  return { widget: 'players', season: seasons[1]!, persons, teams };
}

const game = (n: number, over: Partial<WidgetGameLogEntry> = {}): WidgetGameLogEntry => ({
  fixtureId: `f${n}`,
  startTimeUtc: `2025-01-0${n}T18:00:00Z`,
  teamId: 't1',
  opponentTeamId: `t${n + 1}`,
  home: n % 2 === 1,
  teamScore: 80 + n,
  opponentScore: 84 - n,
  statistics: { points: 10 + n, assists: n, reboundsTotal: 5 },
  ...over,
});

/** A guard of Alpha with three games (the second one dressed, not played), averages and totals. */
export function personDetailContent(): PersonDetailContent {
  return {
    widget: 'personDetail',
    season: seasons[1]!,
    person: rosterPlayer('p1', 't1', 'Given', 'Family', 1),
    gamesPlayed: 2,
    totals: { points: 24, assists: 4, reboundsTotal: 10 },
    averages: { points: 12, assists: 2, reboundsTotal: 5 },
    gameLog: [game(1), game(2, { statistics: null }), game(3)],
    teams,
  };
}
