/**
 * The persons family (Players, Person Detail; decision 109) over the demo seed on PGlite: the content of each
 * demo sport, figures that must agree with the box scores and the fixtures, the season a person is shown in,
 * the public answer (404 for an unknown person, trimmed to the saved settings, within the contract) and the
 * console's preview call.
 */
import {
  type PersonDetailContent,
  type PlayersContent,
  type Sport,
  widgetAnswerSchema,
  widgetPreviewAnswerSchema,
} from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../../../test-support/fixtures';
import { referenceLookups } from '../../../sports/reference-data';
import { findFixtureBoxScore } from '../../../sports/sports-reads';
import { listWidgetSeasons, loadWidgetContent } from '../../widget-content';

let ctx: TestContext;
let admin: string;
const PAGE = 'http://club.example';
const assetBaseUrl = 'http://localhost:3000';
const websites: [string, Sport][] = [
  ['2001', 'basketball'],
  ['2101', 'hockey'],
  ['2102', 'handball'],
];

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const fromPage = (url: string) => get(url, { origin: PAGE });

async function putConfig(websiteId: string, resource: string, changes: Record<string, unknown>) {
  const url = `/v1/config/${websiteId}/${resource}`;
  const current = (await get(url, bearer(admin))).json().data[0].config;
  const response = await ctx.app.inject({
    method: 'PUT',
    url,
    headers: bearer(admin),
    payload: { ...current, ...changes, websiteId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  await putConfig('2001', 'general', { referrerDomains: ['club.example'] });
});
afterAll(async () => ctx?.close());

/** The website's seasons; `first` those of its first competition, newest first (the demo default first). */
async function seasonsOf(websiteId: string) {
  const all = await listWidgetSeasons(ctx.db, websiteId);
  return { all, first: all.filter((s) => s.competitionId === all[0]?.competitionId) };
}

const content = async (
  websiteId: string,
  sport: Sport,
  widget: 'players' | 'personDetail',
  seasonIds: string[],
  subjectId: string | null = null,
) => loadWidgetContent(ctx.db, { websiteId, sport, widget, seasonIds, subjectId, assetBaseUrl });

const playersOf = async (websiteId: string, sport: Sport, seasonId: string) =>
  (await content(websiteId, sport, 'players', [seasonId])) as PlayersContent;

describe.each(websites)('the persons family on website %s (%s)', (websiteId, sport) => {
  it("lists every person of the season's competition, by team and shirt number, with every information field", async () => {
    const { first } = await seasonsOf(websiteId);
    const players = await playersOf(websiteId, sport, first[0]!.seasonId);
    expect(players.season.seasonId).toBe(first[0]!.seasonId);
    const teamIds = [...new Set(players.persons.map((p) => p.teamId))];
    // 12–16 teams a competition, each with its players and one staff member per team-official role.
    expect(teamIds.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(players.teams).sort()).toEqual([...teamIds].sort());
    const staffRoles = referenceLookups[sport].entityOfficials ?? [];
    const codes = (referenceLookups[sport].personInfoFields ?? []).map((o) => o.value);
    for (const teamId of teamIds) {
      const team = players.persons.filter((p) => p.teamId === teamId);
      const squad = team.filter((p) => p.role === 'player');
      const staff = team.filter((p) => p.role === 'staff');
      expect(staff.map((p) => p.info.position)).toEqual(staffRoles.map((o) => o.text));
      // Players first, by shirt number.
      expect(team.slice(0, squad.length)).toEqual(squad);
      const numbers = squad.map((p) => p.info.shirtNumber as number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      for (const p of squad) expect(Object.keys(p.info).sort()).toEqual([...codes].sort());
    }
    // Each team is listed in one run (grouped, not interleaved).
    expect(players.persons.map((p) => p.teamId).filter((id, i, all) => id !== all[i - 1])).toEqual(teamIds);
    // A season the website does not have: nobody, never an error.
    expect((await playersOf(websiteId, sport, '99999999')).persons).toEqual([]);
  });

  it("gives a player's season: the game log agrees with the box scores, the totals with the log", async () => {
    const { first } = await seasonsOf(websiteId);
    const seasonId = first[0]!.seasonId;
    const players = await playersOf(websiteId, sport, seasonId);
    const player = players.persons.find((p) => p.role === 'player')!;
    const detail = (await content(
      websiteId,
      sport,
      'personDetail',
      [seasonId],
      player.personId,
    )) as PersonDetailContent;
    expect(detail.person).toEqual(player);
    expect(detail.season.seasonId).toBe(seasonId);
    const played = detail.gameLog.filter((g) => g.statistics);
    expect(played.length).toBeGreaterThan(0);
    expect(detail.gamesPlayed).toBe(played.length);
    const scoring = sport === 'basketball' ? 'points' : 'goals';
    const sum = played.reduce((total, g) => total + (g.statistics?.[scoring] ?? 0), 0);
    expect(detail.totals[scoring]).toBe(sum);
    expect(detail.averages[scoring]).toBeCloseTo(sum / played.length, 1);
    const dates = detail.gameLog.map((g) => g.startTimeUtc);
    expect(dates).toEqual([...dates].sort());
    for (const game of detail.gameLog.slice(0, 5)) {
      expect(detail.teams[game.opponentTeamId]).toBeDefined();
      const box = await findFixtureBoxScore(ctx.db, websiteId, sport, game.fixtureId);
      const own = box.find((t) => t.teamId === player.teamId)!;
      // The log's line is the box score's, and the team's score is what its players scored.
      expect(game.statistics).toEqual(
        own.persons.find((p) => p.personId === player.personId)?.statistics ?? null,
      );
      const teamTotal = own.persons.reduce((total, p) => total + (p.statistics[scoring] ?? 0), 0);
      // A hockey shoot-out's deciding goal is the result's, no player's (decision 070).
      if (sport === 'hockey') expect(game.teamScore - teamTotal).toBeGreaterThanOrEqual(0);
      else expect(teamTotal).toBe(game.teamScore);
    }
  });
});

describe('the season a person is shown in', () => {
  it("is the first of the request's seasons of the person's own competition, else the one asked for", async () => {
    const { all, first } = await seasonsOf('2001');
    const other = all.find((s) => s.competitionId !== first[0]!.competitionId)!;
    const players = await playersOf('2001', 'basketball', other.seasonId);
    const personId = players.persons[0]!.personId;
    const defaultFirst = (await content(
      '2001',
      'basketball',
      'personDetail',
      all.map((s) => s.seasonId),
      personId,
    )) as PersonDetailContent;
    expect(defaultFirst.season.competitionId).toBe(other.competitionId);
    expect(defaultFirst.gameLog.length).toBeGreaterThan(0);
    // Asked for a season of another competition: that one, where the person has no games.
    const elsewhere = (await content(
      '2001',
      'basketball',
      'personDetail',
      [first[0]!.seasonId],
      personId,
    )) as PersonDetailContent;
    expect(elsewhere.season.seasonId).toBe(first[0]!.seasonId);
    expect(elsewhere.gameLog).toEqual([]);
    expect(elsewhere.gamesPlayed).toBe(0);
  });

  it('gives a staff member a page without games', async () => {
    const { first } = await seasonsOf('2102');
    const players = await playersOf('2102', 'handball', first[0]!.seasonId);
    const staff = players.persons.find((p) => p.role === 'staff')!;
    const detail = (await content(
      '2102',
      'handball',
      'personDetail',
      [first[0]!.seasonId],
      staff.personId,
    )) as PersonDetailContent;
    expect(detail.person.role).toBe('staff');
    expect(detail.gameLog).toEqual([]);
    expect(detail.totals).toEqual({});
  });
});

describe('the public answers', () => {
  const firstPlayer = async () => {
    const { first } = await seasonsOf('2001');
    const players = await playersOf('2001', 'basketball', first[0]!.seasonId);
    return players.persons.find((p) => p.role === 'player')!;
  };

  it('answers 404 naming an unknown person, 400 without one', async () => {
    const unknown = await fromPage('/widgets/v1/2001/personDetail?id=9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Person 9999 is not a person of website 2001' });
    // Another website's person is not this website's.
    const { first } = await seasonsOf('2101');
    const hockey = (await playersOf('2101', 'hockey', first[0]!.seasonId)).persons[0]!;
    const foreign = await fromPage(`/widgets/v1/2001/personDetail?id=${hockey.personId}`);
    expect(foreign.json()).toEqual({
      message: `Person ${hockey.personId} is not a person of website 2001`,
    });
    const missing = await fromPage('/widgets/v1/2001/personDetail');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Widget personDetail shows one person: give its id/);
  });

  it('answers Players and Person Detail within the contract, with what the saved settings show', async () => {
    await putConfig('2001', 'persons', { showStaff: false, showBib: true, personInfoFields: ['height'] });
    const players = await fromPage('/widgets/v1/2001/players');
    expect(players.statusCode, players.body).toBe(200);
    const body = players.json();
    expect(widgetAnswerSchema.safeParse(body).error).toBeUndefined();
    const persons = body.data.content.persons as PlayersContent['persons'];
    expect(persons.length).toBeGreaterThan(100);
    expect(persons.every((p) => p.role === 'player')).toBe(true);
    expect(Object.keys(persons[0]!.info).sort()).toEqual(['height', 'shirtNumber']);
    await putConfig('2001', 'persons', { showStaff: true });
    const withStaff = (await fromPage('/widgets/v1/2001/players')).json().data.content
      .persons as PlayersContent['persons'];
    expect(withStaff.some((p) => p.role === 'staff')).toBe(true);

    const player = await firstPlayer();
    await putConfig('2001', 'person_detail', {
      activeLog: true,
      activeStatistics: false,
      activeSummary: true,
      logFields: ['points'],
      personAverages: ['assists'],
    });
    const detail = await fromPage(`/widgets/v1/2001/personDetail?id=${player.personId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const answer = detail.json();
    expect(widgetAnswerSchema.safeParse(answer).error).toBeUndefined();
    const c = answer.data.content as PersonDetailContent;
    expect(c.person.personId).toBe(player.personId);
    expect(c.totals).toEqual({});
    expect(Object.keys(c.averages)).toEqual(['assists']);
    const line = c.gameLog.find((g) => g.statistics)!;
    expect(Object.keys(line.statistics!)).toEqual(['points']);
    await putConfig('2001', 'person_detail', { activeLog: false });
    const noLog = (await fromPage(`/widgets/v1/2001/personDetail?id=${player.personId}`)).json().data.content;
    expect(noLog.gameLog).toEqual([]);
    expect(Object.keys(noLog.teams)).toEqual([player.teamId]);
  });

  it('answers the preview with everything unsaved settings could show', async () => {
    const player = await firstPlayer();
    const preview = await get(
      `/v1/config/2001/widget-preview/personDetail?id=${player.personId}`,
      bearer(admin),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(widgetPreviewAnswerSchema.safeParse(preview.json()).error).toBeUndefined();
    const c = preview.json().data.content as PersonDetailContent;
    expect(c.gameLog.length).toBeGreaterThan(0);
    expect(Object.keys(c.totals)).toContain('points');
    expect(Object.keys(c.person.info)).toContain('nationality');
    const unknown = await get('/v1/config/2001/widget-preview/personDetail?id=9999', bearer(admin));
    expect(unknown.statusCode).toBe(404);
    const players = (await get('/v1/config/2001/widget-preview/players', bearer(admin))).json().data.content;
    expect(players.persons.some((p: { role: string }) => p.role === 'staff')).toBe(true);
  });
});
