import { describe, expect, it } from 'vitest';
import { headToHead, outcomeFor, type ResultRow, teamForm } from './fixture-results';

const game = (fixtureId: string, home: string, away: string, hs: number, as: number): ResultRow => ({
  fixtureId,
  homeTeamId: home,
  awayTeamId: away,
  homeScore: hs,
  awayScore: as,
});

describe('fixture results', () => {
  it('gives a team its outcome, and none for a fixture it did not play', () => {
    const g = game('1', 'A', 'B', 80, 75);
    expect(outcomeFor('A', g)).toBe('W');
    expect(outcomeFor('B', g)).toBe('L');
    expect(outcomeFor('C', g)).toBeUndefined();
    expect(outcomeFor('A', game('2', 'B', 'A', 30, 30))).toBe('D');
  });

  it('counts a record overall, at home and away, and the last five newest first', () => {
    const newestFirst = [
      game('7', 'A', 'B', 2, 1),
      game('6', 'C', 'A', 3, 1),
      game('5', 'C', 'D', 1, 0),
      game('4', 'A', 'D', 2, 2),
      game('3', 'B', 'A', 0, 4),
      game('2', 'A', 'C', 0, 1),
      game('1', 'D', 'A', 1, 5),
    ];
    expect(teamForm('A', newestFirst)).toEqual({
      record: { played: 6, won: 3, drawn: 1, lost: 2 },
      homeRecord: { played: 3, won: 1, drawn: 1, lost: 1 },
      awayRecord: { played: 3, won: 2, drawn: 0, lost: 1 },
      lastFive: ['W', 'L', 'D', 'W', 'L'],
    });
    expect(teamForm('E', newestFirst).record).toEqual({ played: 0, won: 0, drawn: 0, lost: 0 });
  });

  it('counts meetings for the fixture’s home and away team whoever was at home then', () => {
    const meetings = [game('3', 'B', 'A', 70, 60), game('2', 'A', 'B', 90, 80), game('1', 'A', 'B', 25, 25)];
    expect(headToHead('A', meetings)).toEqual({
      homeWins: 1,
      awayWins: 1,
      draws: 1,
      fixtureIds: ['3', '2', '1'],
    });
    expect(headToHead('B', meetings)).toEqual({
      homeWins: 1,
      awayWins: 1,
      draws: 1,
      fixtureIds: ['3', '2', '1'],
    });
    expect(headToHead('B', meetings.slice(0, 1))).toMatchObject({ homeWins: 1, awayWins: 0 });
  });
});
