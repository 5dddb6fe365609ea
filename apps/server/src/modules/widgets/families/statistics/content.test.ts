/**
 * The statistics family (Person Statistics, Team Statistics) over the demo seed of each sport: every player
 * and team of the season with their figures, figures that agree with the results, and the public answer cut
 * to the saved groups while the preview keeps every statistic.
 */
import {
  type PersonStatisticsContent,
  resolveSettings,
  type Sport,
  type TeamStatisticsContent,
  widgetAnswerSchema,
  widgetPreviewAnswerSchema,
} from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../../../test-support/fixtures';
import { referenceLookups } from '../../../sports/reference-data';
import { listPersonLines } from '../../../sports/sports-reads';
import { listWidgetSeasons, loadWidgetContent } from '../../widget-content';
import { savedStatistics } from './content';

let ctx: TestContext;
const tokens: Record<string, string> = {};
/** The demo seed's referrer domain: the sample site's. */
const PAGE = 'http://127.0.0.1';
const websites = [
  { id: '2001', sport: 'basketball', customerId: '1001', score: 'points' },
  { id: '2101', sport: 'hockey', customerId: '1002', score: 'goals' },
  { id: '2102', sport: 'handball', customerId: '1002', score: 'goals' },
] as const;

beforeAll(async () => {
  ctx = await startTestApp();
  for (const customerId of ['1001', '1002']) {
    tokens[customerId] = await productToken(ctx, demoUsers.admin.id, customerId);
  }
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The website's default season (the newest of its first competition) and the rest. */
async function newestSeason(websiteId: string): Promise<string> {
  return (await listWidgetSeasons(ctx.db, websiteId))[0]!.seasonId;
}

async function content<W extends 'personStatistics' | 'teamStatistics'>(
  websiteId: string,
  sport: Sport,
  widget: W,
  seasonId: string,
) {
  const loaded = await loadWidgetContent(ctx.db, {
    websiteId,
    sport,
    widget,
    seasonIds: [seasonId],
    assetBaseUrl: 'http://localhost:3000',
  });
  if (loaded.widget !== widget) throw new Error(loaded.widget);
  return loaded as W extends 'personStatistics' ? PersonStatisticsContent : TeamStatisticsContent;
}

/** Each team's finished fixtures of the season and the score it made in them, from the schedule's content. */
async function scoresOf(websiteId: string, sport: Sport, seasonId: string) {
  const schedule = await loadWidgetContent(ctx.db, {
    websiteId,
    sport,
    widget: 'schedule',
    seasonIds: [seasonId],
    assetBaseUrl: 'http://localhost:3000',
  });
  if (schedule.widget !== 'schedule') throw new Error(schedule.widget);
  const teams = new Map<string, { games: number; scored: number }>();
  for (const f of schedule.fixtures.filter((fixture) => fixture.status === 'finished')) {
    for (const side of [f.home, f.away]) {
      const team = teams.get(side.teamId) ?? { games: 0, scored: 0 };
      team.games += 1;
      team.scored += side.score ?? 0;
      teams.set(side.teamId, team);
    }
  }
  return teams;
}

describe.each(websites)('statistics of website $id ($sport)', ({ id, sport, score }) => {
  it('lists every team that played with its averages per game, which agree with the results', async () => {
    const season = await newestSeason(id);
    const teams = await content(id, sport, 'teamStatistics', season);
    const scores = await scoresOf(id, sport, season);
    const codes = (referenceLookups[sport].entityStatistics ?? []).map((o) => o.value);
    expect(teams.rows.map((r) => r.teamId).sort()).toEqual([...scores.keys()].sort());
    for (const row of teams.rows) {
      const played = scores.get(row.teamId)!;
      expect(row.gamesPlayed, row.teamId).toBe(played.games);
      expect(codes).toEqual(expect.arrayContaining(Object.keys(row.values)));
      // An average of one decimal, times the games, is the score the team made over the season (to the
      // rounding's half a tenth a game, and a hair for the float's arithmetic).
      expect(Math.abs((row.values[score] ?? 0) * row.gamesPlayed - played.scored)).toBeLessThanOrEqual(
        0.05 * row.gamesPlayed + 1e-9,
      );
      expect(teams.teams[row.teamId]?.logoUrl).toBe(
        `http://localhost:3000/widgets/v1/${id}/logos/${row.teamId}.svg`,
      );
    }
  });

  it("lists every player who played, whose figures add up to their team's score", async () => {
    const season = await newestSeason(id);
    const persons = await content(id, sport, 'personStatistics', season);
    const scores = await scoresOf(id, sport, season);
    const codes = (referenceLookups[sport].personStatistics ?? []).map((o) => o.value);
    const lines = await listPersonLines(ctx.db, id, season);
    expect(persons.rows.length).toBe(new Set(lines.flatMap((l) => l.personIds)).size);
    // Games in which the player scored or not: every line of theirs that counts the score (the first column).
    const scoreGames = new Map<string, number>();
    for (const line of lines) {
      line.personIds.forEach((personId, i) => {
        if (line.personStats[i]?.[0] !== null) scoreGames.set(personId, (scoreGames.get(personId) ?? 0) + 1);
      });
    }
    const byTeam = new Map<string, number>();
    for (const row of persons.rows) {
      expect(persons.persons[row.personId]?.teamId).toBeDefined();
      expect(persons.teams[row.teamId]).toBeDefined();
      expect(row.gamesPlayed).toBeGreaterThan(0);
      expect(codes).toEqual(expect.arrayContaining(Object.keys(row.values)));
      const games = scoreGames.get(row.personId) ?? 0;
      byTeam.set(row.teamId, (byTeam.get(row.teamId) ?? 0) + (row.values[score] ?? 0) * games);
      for (const [code, value] of Object.entries(row.values)) {
        if (/Percentage$/.test(code)) expect(value, code).toBeLessThanOrEqual(100);
      }
    }
    for (const [teamId, scored] of byTeam) {
      // Averages of three decimals: within half a thousandth a game of each of the team's players.
      expect(Math.abs(scored - scores.get(teamId)!.scored), teamId).toBeLessThan(1);
    }
  });
});

describe('person statistics figures', () => {
  it('are the leaders widget figures, and the goals-against average sorts lowest first', async () => {
    const season = await newestSeason('2101');
    const persons = await content('2101', 'hockey', 'personStatistics', season);
    expect(persons.lowerIsBetter).toEqual(['goalsAgainstAverage']);
    const leaders = await loadWidgetContent(ctx.db, {
      websiteId: '2101',
      sport: 'hockey',
      widget: 'leaders',
      seasonIds: [season],
      assetBaseUrl: 'http://localhost:3000',
    });
    if (leaders.widget !== 'leaders') throw new Error(leaders.widget);
    const byPerson = new Map(persons.rows.map((r) => [r.personId, r.values]));
    for (const { statistic, leaders: ranked } of leaders.statistics) {
      for (const leader of ranked.slice(0, 5)) {
        expect(byPerson.get(leader.personId)?.[statistic], statistic).toBe(leader.value);
      }
    }
    // A skater has no goalkeeping figures; a goalie no faceoffs.
    const skater = persons.rows.find((r) => r.values.faceoffsWon !== undefined);
    expect(skater?.values.savePercentage).toBeUndefined();
  });

  it('are empty for a season without results, and for a season the website does not have', async () => {
    const seasons = await listWidgetSeasons(ctx.db, '2001');
    for (const s of seasons) {
      const persons = await content('2001', 'basketball', 'personStatistics', s.seasonId);
      const teams = await content('2001', 'basketball', 'teamStatistics', s.seasonId);
      // Played seasons list players and teams; a season not begun lists none, and says nothing wrong.
      expect(persons.rows.length > 0).toBe(teams.rows.length > 0);
    }
    const unknown = await content('2001', 'basketball', 'teamStatistics', 'no-such-season');
    expect(unknown).toMatchObject({
      rows: [],
      teams: {},
      season: { seasonId: 'no-such-season', nameLocal: '' },
    });
  });
});

describe('the public answer and the preview', () => {
  const config = async (websiteId: string, resource: string, customerId: string) =>
    (await get(`/v1/config/${websiteId}/${resource}`, bearer(tokens[customerId]!))).json().data[0].config;

  it.each(websites)(
    'public answers of $id validate and keep only the statistics the saved groups show',
    async ({ id, customerId }) => {
      for (const [widget, resource] of [
        ['personStatistics', 'statistics_persons'],
        ['teamStatistics', 'statistics_entities'],
      ] as const) {
        const response = await get(`/widgets/v1/${id}/${widget}`, { origin: PAGE });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(widgetAnswerSchema.safeParse(body).error).toBeUndefined();
        const saved = await config(id, resource, customerId);
        const chosen = new Set([1, 2, 3, 4].flatMap((n) => saved[`group${n}Statistics`] as string[]));
        expect(chosen.size).toBeGreaterThan(0);
        const content = body.data.content as TeamStatisticsContent;
        expect(content.rows.length).toBeGreaterThan(0);
        for (const row of content.rows) {
          for (const code of Object.keys(row.values)) expect(chosen.has(code), code).toBe(true);
        }
        // The group names and the team statistics are named for the runtime.
        expect(body.data.labels.statisticsGroups.general).toBe('General');
        expect(Object.keys(body.data.labels.entityStatistics).length).toBeGreaterThan(5);
      }
    },
  );

  it('previews any season with every statistic of the sport', async () => {
    const seasons = await listWidgetSeasons(ctx.db, '2102');
    const older = seasons[1]!.seasonId;
    const response = await get(
      `/v1/config/2102/widget-preview/personStatistics?season=${older}`,
      bearer(tokens['1002']!),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(widgetPreviewAnswerSchema.safeParse(body).error).toBeUndefined();
    const preview = body.data.content as PersonStatisticsContent;
    expect(preview.season.seasonId).toBe(older);
    const codes = new Set(preview.rows.flatMap((r) => Object.keys(r.values)));
    expect([...codes].sort()).toEqual(
      (referenceLookups.handball.personStatistics ?? []).map((o) => o.value).sort(),
    );
    // The detail widgets' id is no part of these widgets' answers: it is ignored, not refused.
    const teams = await get('/v1/config/2102/widget-preview/teamStatistics?id=9999', bearer(tokens['1002']!));
    expect(teams.statusCode, teams.body).toBe(200);
  });

  it('answers 404 naming a season the website does not allow', async () => {
    const response = await get('/widgets/v1/2001/teamStatistics?season=9999', { origin: PAGE });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Season 9999 is not one of the seasons website 2001 allows' });
    const preview = await get(
      '/v1/config/2001/widget-preview/personStatistics?season=9999',
      bearer(tokens['1001']!),
    );
    expect(preview.statusCode).toBe(404);
    expect(preview.json()).toEqual({ message: 'Season 9999 is not a season of website 2001' });
  });

  it('keeps no rows when no group has a statistic: the widget shows no table', async () => {
    const season = await newestSeason('2001');
    const teams = await content('2001', 'basketball', 'teamStatistics', season);
    const facts = { sport: 'basketball', trackingData: false } as const;
    const none = resolveSettings('teamStatistics', {}, facts);
    expect(savedStatistics(teams, none)).toMatchObject({ rows: [], teams: {} });
    const one = savedStatistics(
      teams,
      resolveSettings('teamStatistics', { group3Statistics: ['assists'] }, facts),
    );
    expect(one.rows.length).toBe(teams.rows.length);
    expect(one.rows.every((r) => Object.keys(r.values).join() === 'assists')).toBe(true);
  });
});
