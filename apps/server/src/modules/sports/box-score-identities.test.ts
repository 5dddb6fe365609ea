/**
 * The identities every box score of the demo data keeps (decision 125), swept over every played fixture of
 * every demo website, read back through the repositories on every engine available: shots made and
 * attempted, points from the shots, minutes from the game's length, rebounds from their kinds, hockey's and
 * handball's goals, shots, saves, goalkeeper time and penalties, team lines as the sums of their players'
 * lines, season figures as the sums of the box scores, and no statistics for staff.
 */
import type { Sport } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { demoWebsites } from '../../seed/demo-data';
import { seedIfEmpty } from '../../seed/demo-seed';
import { engines } from '../../test-support/engines';
import { type BoxScoreTeam, type FixtureRow, listSeasonBoxScores, listSeasonFixtures } from './fixtures.repo';
import { findPersonSeasonStatistics, listCompetitionPersons } from './persons.repo';
import { findSeasons } from './seasons.repo';
import type { StatMap } from './sports-model';
import { listPersonLines } from './statistic-lines.repo';
import { decodePersonLine, round } from './statistics';

type Played = { websiteId: string; fixture: FixtureRow; home: BoxScoreTeam; away: BoxScoreTeam };

const v = (line: StatMap, code: string) => line[code] ?? 0;
const total = (team: BoxScoreTeam, code: string) =>
  team.persons.reduce((a, p) => a + v(p.statistics, code), 0);
/** A percentage as the box scores store a team's (one decimal) and derive a person's (two). */
const pct = (made: number, attempted: number, places: number) =>
  attempted > 0 ? round((made / attempted) * 100, places) : 0;

describe.each(engines)('the demo box scores on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const played: Record<Sport, Played[]> = { basketball: [], hockey: [], handball: [] };
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
    await seedIfEmpty(db);
    for (const website of demoWebsites) {
      for (const season of await findSeasons(db, website.id)) {
        const [fixtures, boxes] = await Promise.all([
          listSeasonFixtures(db, website.id, [season.seasonId]),
          listSeasonBoxScores(db, website.id, website.sport, season.seasonId),
        ]);
        for (const fixture of fixtures.filter((f) => f.status === 'finished')) {
          const [home, away] = boxes.get(fixture.fixtureId) ?? [];
          if (!home || !away) throw new Error(`${website.id} ${fixture.fixtureId}: no box score`);
          played[website.sport].push({ websiteId: website.id, fixture, home, away });
        }
      }
    }
  }, 240_000);
  afterAll(async () => cleanup?.());

  /** Each side of every played fixture of the sport, with its score and the other side. */
  const sides = (sport: Sport) =>
    played[sport].flatMap((game) => {
      const { fixture, home, away } = game;
      const homeScore = fixture.homeScore ?? 0;
      const awayScore = fixture.awayScore ?? 0;
      const at = `${game.websiteId}/${fixture.fixtureId}`;
      return [
        { at: `${at} home`, fixture, team: home, other: away, score: homeScore, against: awayScore },
        { at: `${at} away`, fixture, team: away, other: home, score: awayScore, against: homeScore },
      ];
    });

  it('sweeps every played fixture of every demo website', () => {
    const websites = (sport: Sport) => new Set(played[sport].map((g) => g.websiteId));
    for (const website of demoWebsites) expect(websites(website.sport)).toContain(website.id);
    expect(played.basketball.length).toBeGreaterThan(500);
    expect(played.hockey.length).toBeGreaterThan(100);
    expect(played.handball.length).toBeGreaterThan(100);
  });

  it('basketball: attempts are twos plus threes, made never above attempted, points from the shots, percentages made over attempted', () => {
    for (const { at, team, score } of sides('basketball')) {
      for (const { personId, statistics: s } of team.persons) {
        const where = `${at} ${personId}`;
        const twoMade = v(s, 'fieldGoalsMade') - v(s, 'threePointersMade');
        const twoAttempted = v(s, 'fieldGoalsAttempted') - v(s, 'threePointersAttempted');
        expect(twoAttempted, where).toBeGreaterThanOrEqual(0);
        expect(twoMade, where).toBeGreaterThanOrEqual(0);
        expect(twoMade, where).toBeLessThanOrEqual(twoAttempted);
        for (const [made, attempted, percentage] of [
          ['fieldGoalsMade', 'fieldGoalsAttempted', 'fieldGoalsPercentage'],
          ['threePointersMade', 'threePointersAttempted', 'threePointersPercentage'],
          ['freeThrowsMade', 'freeThrowsAttempted', 'freeThrowsPercentage'],
        ] as const) {
          expect(v(s, made), `${where} ${made}`).toBeLessThanOrEqual(v(s, attempted));
          expect(s[percentage], `${where} ${percentage}`).toBe(pct(v(s, made), v(s, attempted), 2));
        }
        expect(v(s, 'points'), where).toBe(
          2 * twoMade + 3 * v(s, 'threePointersMade') + v(s, 'freeThrowsMade'),
        );
      }
      const t = team.statistics;
      expect(t.points, at).toBe(score);
      expect(total(team, 'points'), at).toBe(score);
      expect(t.fieldGoalsPercentage, at).toBe(
        pct(total(team, 'fieldGoalsMade'), total(team, 'fieldGoalsAttempted'), 1),
      );
      expect(t.threePointersPercentage, at).toBe(
        pct(total(team, 'threePointersMade'), total(team, 'threePointersAttempted'), 1),
      );
      expect(t.freeThrowsPercentage, at).toBe(
        pct(total(team, 'freeThrowsMade'), total(team, 'freeThrowsAttempted'), 1),
      );
    }
  });

  it('basketball: minutes are the game’s length five times over, rebounds offensive plus defensive, team counts the players’ sums', () => {
    for (const { at, fixture, team } of sides('basketball')) {
      // Five on the floor for 40 minutes, and 5 more for each overtime.
      const minutes = total(team, 'minutes');
      const overtimes = (minutes - 200) / 25;
      expect(Number.isInteger(overtimes) && overtimes >= 0, `${at} ${minutes} minutes`).toBe(true);
      expect(overtimes > 0, at).toBe(fixture.resultType === 'overtime');
      for (const { personId, statistics: s } of team.persons) {
        expect(v(s, 'minutes'), `${at} ${personId}`).toBeGreaterThan(0);
        expect(v(s, 'minutes'), `${at} ${personId}`).toBeLessThanOrEqual(40 + 5 * overtimes);
        expect(s.reboundsTotal, `${at} ${personId}`).toBe(
          v(s, 'reboundsOffensive') + v(s, 'reboundsDefensive'),
        );
      }
      for (const [teamCode, personCode] of [
        ['reboundsTotal', 'reboundsTotal'],
        ['assists', 'assists'],
        ['steals', 'steals'],
        ['blocks', 'blocks'],
        ['turnovers', 'turnovers'],
        ['foulsTotal', 'foulsPersonal'],
      ] as const)
        expect(team.statistics[teamCode], `${at} ${teamCode}`).toBe(total(team, personCode));
    }
  });

  it('hockey: goals, shots and saves add up between skaters, goaltenders and the two teams; the goaltender plays the whole game', () => {
    for (const { at, fixture, team, other, score, against } of sides('hockey')) {
      const shootout = fixture.resultType === 'shootout';
      // A shoot-out winner's deciding goal is in the score and nobody's line.
      const credited = shootout && score > against ? score - 1 : score;
      const conceded = shootout && against > score ? against - 1 : against;
      const gameSeconds = fixture.resultType === 'regular' ? 3600 : 3900;
      const goalies = team.persons.filter((p) => p.statistics.shotsAgainst !== undefined);
      const skaters = team.persons.filter((p) => p.statistics.shotsAgainst === undefined);
      expect(goalies, at).toHaveLength(1);
      const goalie = (goalies[0] as BoxScoreTeam['persons'][number]).statistics;
      expect(goalie.timeOnIceSeconds, at).toBe(gameSeconds);
      // He faced the other side's shots on goal, less an empty-net goal scored while he was off the ice,
      // which is neither a shot nor a goal against him.
      const emptyNet = v(other.statistics, 'shotsOnGoal') - v(goalie, 'shotsAgainst');
      expect([0, 1], at).toContain(emptyNet);
      expect(goalie.goalsAgainst, at).toBe(conceded - emptyNet);
      expect(goalie.saves, at).toBe(v(goalie, 'shotsAgainst') - v(goalie, 'goalsAgainst'));
      expect(team.statistics.saves, at).toBe(goalie.saves);
      expect(team.statistics.goals, at).toBe(score);
      expect(total(team, 'goals'), at).toBe(credited);
      expect(team.statistics.shotsOnGoal, at).toBe(total(team, 'shotsOnGoal'));
      expect(team.statistics.shootingPercentage, at).toBe(
        pct(credited, v(team.statistics, 'shotsOnGoal'), 1),
      );
      // Five skaters on the ice in regulation, three in overtime.
      const skaterSeconds = skaters.reduce((a, p) => a + v(p.statistics, 'timeOnIceSeconds'), 0);
      expect(skaterSeconds, at).toBe(5 * 3600 + (gameSeconds > 3600 ? 3 * 300 : 0));
      for (const { personId, statistics: s } of skaters) {
        const where = `${at} ${personId}`;
        expect(v(s, 'goals'), where).toBeLessThanOrEqual(v(s, 'shotsOnGoal'));
        expect(v(s, 'faceoffsWon'), where).toBeLessThanOrEqual(v(s, 'faceoffs'));
        expect(v(s, 'powerPlayGoals') + v(s, 'shortHandedGoals'), where).toBeLessThanOrEqual(v(s, 'goals'));
        expect(s.points, where).toBe(v(s, 'goals') + v(s, 'assists'));
      }
      // Every faceoff has a winner: the two sides' centres took the same ones.
      expect(team.statistics.faceoffsWon, at).toBe(total(team, 'faceoffsWon'));
      expect(total(team, 'faceoffs'), at).toBe(
        v(team.statistics, 'faceoffsWon') + v(other.statistics, 'faceoffsWon'),
      );
      expect(team.statistics.penaltyMinutes, at).toBe(total(team, 'penaltyMinutes'));
    }
  });

  it('handball: goals, shots, 7m throws and saves add up; seven on court for 60 minutes, one of them in goal', () => {
    for (const { at, team, other, score, against } of sides('handball')) {
      const keepers = team.persons.filter((p) => p.statistics.shotsFaced !== undefined);
      const field = team.persons.filter((p) => p.statistics.shotsFaced === undefined);
      expect(keepers.length, at).toBeGreaterThan(0);
      expect(
        keepers.reduce((a, p) => a + v(p.statistics, 'minutes'), 0),
        at,
      ).toBe(60);
      expect(
        field.reduce((a, p) => a + v(p.statistics, 'minutes'), 0),
        at,
      ).toBe(360);
      const saves = keepers.reduce((a, p) => a + v(p.statistics, 'saves'), 0);
      const faced = keepers.reduce((a, p) => a + v(p.statistics, 'shotsFaced'), 0);
      expect(faced - saves, at).toBe(against);
      expect(team.statistics.saves, at).toBe(saves);
      expect(team.statistics.savePercentage, at).toBe(pct(saves, faced, 1));
      const sevenSaves = keepers.reduce((a, p) => a + v(p.statistics, 'sevenMetreSaves'), 0);
      expect(sevenSaves, at).toBeLessThanOrEqual(
        total(other, 'sevenMetreShots') - total(other, 'sevenMetreGoals'),
      );
      for (const { personId, statistics: s } of keepers) {
        expect(v(s, 'saves'), `${at} ${personId}`).toBeLessThanOrEqual(v(s, 'shotsFaced'));
        expect(v(s, 'sevenMetreSaves'), `${at} ${personId}`).toBeLessThanOrEqual(v(s, 'saves'));
      }
      for (const { personId, statistics: s } of field) {
        const where = `${at} ${personId}`;
        expect(v(s, 'minutes'), where).toBeLessThanOrEqual(60);
        expect(v(s, 'goals'), where).toBeLessThanOrEqual(v(s, 'shots'));
        expect(v(s, 'sevenMetreGoals'), where).toBeLessThanOrEqual(v(s, 'sevenMetreShots'));
        expect(v(s, 'sevenMetreGoals') + v(s, 'fastBreakGoals'), where).toBeLessThanOrEqual(v(s, 'goals'));
        expect(s.shootingPercentage, where).toBe(pct(v(s, 'goals'), v(s, 'shots'), 2));
      }
      expect(team.statistics.goals, at).toBe(score);
      expect(total(team, 'goals'), at).toBe(score);
      expect(team.statistics.shootingPercentage, at).toBe(pct(score, v(team.statistics, 'shots'), 1));
      for (const code of [
        'shots',
        'sevenMetreGoals',
        'fastBreakGoals',
        'assists',
        'steals',
        'turnovers',
        'suspensions',
        'yellowCards',
        'redCards',
      ])
        expect(team.statistics[code], `${at} ${code}`).toBe(total(team, code));
    }
  });

  it('season figures (standings’ scores, leaders’ lines) are the sums of the box scores', async () => {
    for (const website of demoWebsites) {
      const key = website.sport === 'basketball' ? 'points' : 'goals';
      for (const season of await findSeasons(db, website.id)) {
        const games = played[website.sport].filter(
          (g) => g.websiteId === website.id && g.fixture.seasonId === season.seasonId,
        );
        // The standings count the fixtures' scores: each is its team line's.
        for (const { fixture, home, away } of games) {
          expect([home.teamId, away.teamId]).toEqual([fixture.homeTeamId, fixture.awayTeamId]);
          expect([home.statistics[key], away.statistics[key]]).toEqual([
            fixture.homeScore,
            fixture.awayScore,
          ]);
        }
        // The leaders read the stored lines: per person, the same season total as the box scores.
        const fromBoxes = new Map<string, number>();
        for (const { home, away } of games)
          for (const team of [home, away])
            for (const p of team.persons)
              fromBoxes.set(
                `${team.teamId}/${p.personId}`,
                (fromBoxes.get(`${team.teamId}/${p.personId}`) ?? 0) + v(p.statistics, key),
              );
        const fromLines = new Map<string, number>();
        for (const row of await listPersonLines(db, website.id, season.seasonId))
          row.personIds.forEach((personId, i) => {
            const line = decodePersonLine(website.sport, row.personStats[i] ?? []);
            const id = `${row.teamId}/${personId}`;
            fromLines.set(id, (fromLines.get(id) ?? 0) + v(line, key));
          });
        expect(fromLines, `${website.id} ${season.seasonId}`).toEqual(fromBoxes);
      }
    }
  });

  it('gives staff no statistics: never in a box score, no game log, no season figures', async () => {
    for (const website of demoWebsites) {
      const seasons = await findSeasons(db, website.id);
      const competitions = [...new Set(seasons.map((s) => s.competitionId))];
      const persons = (
        await Promise.all(competitions.map((c) => listCompetitionPersons(db, website.id, website.sport, c)))
      ).flat();
      const staff = persons.filter((p) => p.role === 'staff');
      const players = new Map(persons.filter((p) => p.role === 'player').map((p) => [p.personId, p.teamId]));
      expect(staff.length, website.id).toBeGreaterThan(0);
      const named = new Set(
        played[website.sport]
          .filter((g) => g.websiteId === website.id)
          .flatMap((g) =>
            [g.home, g.away].flatMap((t) => {
              // Every line is a player's of the team it is for.
              for (const p of t.persons) expect(players.get(p.personId), p.personId).toBe(t.teamId);
              return [...t.persons.map((p) => p.personId), ...t.didNotPlay];
            }),
          ),
      );
      for (const s of staff) expect(named.has(s.personId), s.personId).toBe(false);
      const coach = staff[0];
      const season = seasons.find((x) => x.competitionId === coach?.competitionId);
      if (!coach || !season) throw new Error(`${website.id}: no staff member with a season`);
      expect(
        await findPersonSeasonStatistics(db, website.id, website.sport, coach.personId, season.seasonId),
      ).toEqual({ gameLog: [], games: 0, totals: {}, averages: {} });
    }
  });
});
