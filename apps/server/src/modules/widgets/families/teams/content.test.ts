/**
 * The teams family over the demo seed (decision 108): Teams and Team Details for a website of each sport, the
 * figures that must agree with each other, the public answer (cut to the saved settings) and the preview's.
 */
import {
  type Sport,
  type TeamDetailsContent,
  type TeamsContent,
  widgetAnswerSchema,
  widgetContentSchema,
  widgetPreviewAnswerSchema,
} from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../../../test-support/fixtures';
import { demoSubjects } from '../../../../test-support/widget-subjects';
import { referenceLookups } from '../../../sports/reference-data';
import { findSeasons, listSeasonFixtures } from '../../../sports/sports-reads';
import { loadWidgetContent } from '../../widget-content';

let ctx: TestContext;
const tokens: Record<string, string> = {};
/** The demo websites allow 127.0.0.1 as a referrer domain (the sample page). */
const PAGE = { origin: 'http://127.0.0.1:4000' };
const websites: { id: string; sport: Sport; customer: string }[] = [
  { id: '2001', sport: 'basketball', customer: '1001' },
  { id: '2101', sport: 'hockey', customer: '1002' },
  { id: '2102', sport: 'handball', customer: '1002' },
];

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await startTestApp();
  for (const customer of ['1001', '1002']) {
    tokens[customer] = await productToken(ctx, demoUsers.admin.id, customer);
  }
});
afterAll(async () => ctx?.close());

/** The website's first season (its default: the newest of its first competition). */
async function firstSeason(websiteId: string) {
  const [season] = await findSeasons(ctx.db, websiteId);
  if (!season) throw new Error(`no season on ${websiteId}`);
  return season;
}

async function content<W extends 'teams' | 'teamDetails'>(
  websiteId: string,
  sport: Sport,
  widget: W,
  subjectId: string | null = null,
) {
  const season = await firstSeason(websiteId);
  const loaded = await loadWidgetContent(ctx.db, {
    websiteId,
    sport,
    widget,
    seasonIds: [season.seasonId],
    subjectId,
    assetBaseUrl: 'http://localhost:3000',
  });
  expect(() => widgetContentSchema.parse(loaded)).not.toThrow();
  return loaded as W extends 'teams' ? TeamsContent : TeamDetailsContent;
}

describe.each(websites)('the teams family of website $id ($sport)', ({ id, sport }) => {
  it('lists every team of the season once per stage, in its pool', async () => {
    const teams = await content(id, sport, 'teams');
    const season = await firstSeason(id);
    const fixtures = await listSeasonFixtures(ctx.db, id, [season.seasonId]);
    const playing = new Set(
      fixtures.filter((f) => f.matchType === 'regular').flatMap((f) => [f.homeTeamId, f.awayTeamId]),
    );
    expect(teams.stages.length).toBeGreaterThan(0);
    for (const stage of teams.stages) {
      const ids = stage.pools.flatMap((p) => p.teamIds);
      expect(new Set(ids).size).toBe(ids.length);
      for (const teamId of ids) expect(teams.teams[teamId]?.logoUrl).toContain(`/logos/${teamId}.svg`);
    }
    expect(new Set(teams.stages.flatMap((s) => s.pools.flatMap((p) => p.teamIds)))).toEqual(playing);
  });

  it("shows one team's page whose figures agree: standings, fixtures, season totals, players, roster", async () => {
    const { team } = await demoSubjects(ctx.db, id);
    const page = await content(id, sport, 'teamDetails', team);
    expect(page.teamId).toBe(team);
    expect(page.teams[team]).toBeDefined();
    expect(page.info.venue.nameLocal).not.toBe('');

    const finished = page.fixtures.filter((f) => f.status === 'finished');
    expect(page.fixtures.length).toBeGreaterThan(0);
    for (const f of page.fixtures) expect([f.home.teamId, f.away.teamId]).toContain(team);
    expect(page.fixtures.map((f) => f.startTimeUtc)).toEqual(
      [...page.fixtures.map((f) => f.startTimeUtc)].sort(),
    );
    const ownScore = (f: (typeof finished)[number]) =>
      (f.home.teamId === team ? f.home.score : f.away.score) ?? 0;
    const otherScore = (f: (typeof finished)[number]) =>
      (f.home.teamId === team ? f.away.score : f.home.score) ?? 0;

    // Its standings row counts its regular-season results.
    const row = page.standings?.rows.find((r) => r.teamId === team);
    const regular = finished.filter((f) => f.matchType === 'regular');
    expect(row?.values.played).toBe(regular.length);
    expect(row?.values.won).toBe(regular.filter((f) => ownScore(f) > otherScore(f)).length);

    // The season's totals are its box scores': points (goals) scored are the results' (a hockey shoot-out's
    // deciding goal is the result's, not a player's: decision 070).
    expect(page.seasonStatistics.games).toBe(finished.length);
    const scoring = sport === 'basketball' ? 'points' : 'goals';
    const rows = await listSeasonFixtures(ctx.db, id, [page.season.seasonId]);
    const shootouts = new Set(rows.filter((r) => r.resultType === 'shootout').map((r) => r.fixtureId));
    const scored = finished.reduce((sum, f) => sum + ownScore(f), 0);
    const shootoutWins = finished.filter((f) => shootouts.has(f.fixtureId) && ownScore(f) > otherScore(f));
    expect(page.seasonStatistics.totals[scoring]).toBe(scored - shootoutWins.length);
    const entityCodes = (referenceLookups[sport].entityStatistics ?? []).map((o) => o.value);
    for (const code of entityCodes) expect(page.seasonStatistics.averages[code], code).toBeTypeOf('number');

    // The players' season averages add up to the team's total (each average rounded to a tenth).
    const players = page.playerStatistics.filter((p) => p.games > 0);
    const fromPlayers = players.reduce((sum, p) => sum + (p.averages[scoring] ?? 0) * p.games, 0);
    const slack = players.reduce((sum, p) => sum + 0.05 * p.games, 0);
    expect(Math.abs(fromPlayers - (scored - shootoutWins.length))).toBeLessThanOrEqual(slack);

    // The leaders are the team's own players, best of each statistic.
    const codes = (referenceLookups[sport].personStatistics ?? []).map((o) => o.value);
    expect(page.leaders.length).toBeGreaterThan(0);
    for (const leader of page.leaders) {
      expect(codes).toContain(leader.statistic);
      expect(page.persons[leader.personId]?.teamId).toBe(team);
    }
    const top = page.leaders.find((l) => l.statistic === scoring);
    const best = Math.max(...players.map((p) => p.averages[scoring] ?? 0));
    expect(Math.abs((top?.value ?? 0) - best)).toBeLessThanOrEqual(0.05);
    expect(page.headlineStatistics.length).toBeGreaterThan(0);

    // The roster: players with every person information field, one staff member per role of the sport.
    expect(page.roster.players.length).toBeGreaterThan(0);
    for (const personId of page.roster.players) {
      expect(Object.keys(page.persons[personId]?.info ?? {})).toEqual(
        expect.arrayContaining(['position', 'shirtNumber']),
      );
    }
    const roles = (referenceLookups[sport].entityOfficials ?? []).map((o) => o.value);
    expect(page.roster.staff.map((s) => s.role)).toEqual(roles);
    expect(page.info.headCoachPersonId && page.persons[page.info.headCoachPersonId]).toBeTruthy();
  });

  it('serves both widgets on the public path within the contract, and the preview', async () => {
    const { team } = await demoSubjects(ctx.db, id);
    const customer = websites.find((w) => w.id === id)!.customer;
    for (const query of ['teams', `teamDetails?id=${team}`]) {
      const response = await get(`/widgets/v1/${id}/${query}`, PAGE);
      expect(response.statusCode, response.body).toBe(200);
      expect(widgetAnswerSchema.safeParse(response.json()).error).toBeUndefined();
      const preview = await get(`/v1/config/${id}/widget-preview/${query}`, bearer(tokens[customer]!));
      expect(preview.statusCode, preview.body).toBe(200);
      expect(widgetPreviewAnswerSchema.safeParse(preview.json()).error).toBeUndefined();
    }
  });
});

describe('Team Details on the read paths', () => {
  it('answers 404 naming a team the website does not have, and 400 without one', async () => {
    const unknown = await get('/widgets/v1/2001/teamDetails?id=9999', PAGE);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Team 9999 is not a team of website 2001' });
    // Another website's team is not this website's.
    const { team } = await demoSubjects(ctx.db, '2101');
    const other = await get(`/widgets/v1/2001/teamDetails?id=${team}`, PAGE);
    expect(other.json()).toEqual({ message: `Team ${team} is not a team of website 2001` });
    const preview = await get('/v1/config/2001/widget-preview/teamDetails?id=9999', bearer(tokens['1001']!));
    expect(preview.statusCode).toBe(404);
    expect(preview.json()).toEqual({ message: 'Team 9999 is not a team of website 2001' });
    const none = await get('/widgets/v1/2001/teamDetails', PAGE);
    expect(none.statusCode).toBe(400);
  });

  it("opens a team of another competition on its own competition's season", async () => {
    const seasons = await findSeasons(ctx.db, '2001');
    const second = seasons.find((s) => s.competitionId !== seasons[0]?.competitionId);
    if (!second) throw new Error('one competition only');
    const fixtures = await listSeasonFixtures(ctx.db, '2001', [second.seasonId]);
    const teamId = fixtures[0]?.awayTeamId ?? '';
    const body = (await get(`/widgets/v1/2001/teamDetails?id=${teamId}`, PAGE)).json();
    expect(body.data.content.season.competitionId).toBe(second.competitionId);
    expect(body.data.content.fixtures.length).toBeGreaterThan(0);
  });

  it('cuts the public answer to the saved settings; the preview keeps everything', async () => {
    const { team } = await demoSubjects(ctx.db, '2001');
    const token = tokens['1001']!;
    const url = '/v1/config/2001/entity_detail';
    const current = (await get(url, bearer(token))).json().data[0].config;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: {
        ...current,
        activeRoster: false,
        activeStatistics: false,
        activeFixtures: false,
        teamBannerFields: ['nextFixture'],
        highlightedSummaryLeaderStat: 'steals',
        websiteId: '2001',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const live = (await get(`/widgets/v1/2001/teamDetails?id=${team}`, PAGE)).json().data
      .content as TeamDetailsContent;
    expect(live.roster).toEqual({ players: [], staff: [] });
    expect(live.playerStatistics).toEqual([]);
    expect(live.fixtures.length).toBeLessThanOrEqual(1);
    expect(live.fixtures.every((f) => f.status === 'scheduled')).toBe(true);
    expect(live.leaders.map((l) => l.statistic).sort()).toEqual(
      ['steals', ...live.headlineStatistics]
        .filter((c) => live.leaders.some((l) => l.statistic === c))
        .sort(),
    );
    // Only the persons still named: the leaders, and the captain and head coach of the summary's information.
    const named = new Set([
      ...live.leaders.map((l) => l.personId),
      live.info.captainPersonId,
      live.info.headCoachPersonId,
    ]);
    expect(Object.keys(live.persons).length).toBeGreaterThan(0);
    for (const personId of Object.keys(live.persons)) expect(named.has(personId), personId).toBe(true);
    const preview = (await get(`/v1/config/2001/widget-preview/teamDetails?id=${team}`, bearer(token))).json()
      .data.content as TeamDetailsContent;
    expect(preview.roster.players.length).toBeGreaterThan(0);
    expect(preview.playerStatistics.length).toBeGreaterThan(0);
    expect(preview.fixtures.length).toBeGreaterThan(live.fixtures.length);
  });
});
