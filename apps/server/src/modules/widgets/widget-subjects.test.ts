/**
 * GET /v1/config/{websiteId}/widget-subjects/{subject} (decision 111): what the preview of a detail widget lets
 * the administrator pick, and the one it shows first, on the seeded website 2001 (PGlite). The tokens' matrix
 * is isolation-matrix.test.ts.
 */
import {
  type WidgetPreviewAnswer,
  type WidgetSubjectOption,
  type WidgetSubjectsAnswer,
  widgetSubjectsAnswerSchema,
} from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

let ctx: TestContext;
let admin: string;
/** General's saved default season of website 2001, and an older season of the same competition. */
let defaultSeason: string;
let olderSeason: string;

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

async function subjects(subject: string, query = ''): Promise<WidgetSubjectsAnswer> {
  const response = await get(`/v1/config/2001/widget-subjects/${subject}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  const body = response.json();
  expect(widgetSubjectsAnswerSchema.safeParse(body).error).toBeUndefined();
  return body;
}

async function previewContent(
  widget: string,
  season: string,
): Promise<WidgetPreviewAnswer['data']['content']> {
  const response = await get(`/v1/config/2001/widget-preview/${widget}?season=${season}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.content;
}

const textOf = (answer: WidgetSubjectsAnswer, id: string | null) =>
  answer.data.find((o) => o.id === id)?.text;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  defaultSeason = (await get('/v1/config/2001/general')).json().data[0].config.defaultSeasonId;
  const seasons = (await get('/v1/config/2001/seasons')).json().data as {
    seasonId: string;
    competitionId: string;
  }[];
  const competition = seasons.find((s) => s.seasonId === defaultSeason)!.competitionId;
  olderSeason = seasons.find(
    (s) => s.competitionId === competition && s.seasonId !== defaultSeason,
  )!.seasonId;
});
afterAll(async () => ctx?.close());

describe('GET /v1/config/{websiteId}/widget-subjects/{subject}', () => {
  it("lists the default season's teams by name, the standings' first team chosen", async () => {
    const teams = await subjects('team');
    expect(teams.data.length).toBeGreaterThan(1);
    const names = teams.data.map((o) => o.text);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(teams.data.every((o) => o.group === undefined)).toBe(true);

    const standings = await previewContent('standings', defaultSeason);
    const first = standings.widget === 'standings' ? standings.stages[0]!.pools[0]!.rows[0]!.teamId : '';
    expect(teams.meta.defaultId).toBe(first);
    // Every team of the tables is offered, by the name the tables know it by.
    if (standings.widget === 'standings') {
      expect(new Set(teams.data.map((o) => o.id))).toEqual(new Set(Object.keys(standings.teams)));
      expect(textOf(teams, first)).toBe(standings.teams[first]!.nameFullLocal);
    }
    // Without `season`, the season is General's saved default.
    expect(await subjects('team', `?season=${defaultSeason}`)).toEqual(teams);
  });

  it('lists the players as name — team, grouped by team, the leading scorer chosen', async () => {
    const [persons, teams] = [await subjects('person'), await subjects('team')];
    expect(persons.data.length).toBeGreaterThan(teams.data.length);
    for (const option of persons.data) {
      expect(option.text, option.id).toBe(`${option.text.split(' — ')[0]} — ${option.group}`);
    }
    // One group per team, the teams in the order of their names.
    const groups = persons.data.map((o) => o.group).filter((g, i, all) => g !== all[i - 1]);
    expect(groups).toEqual(teams.data.map((t) => t.text));

    const leaders = await previewContent('leaders', defaultSeason);
    const scorer =
      leaders.widget === 'leaders'
        ? leaders.statistics.find((s) => s.statistic === 'points')!.leaders[0]!.personId
        : '';
    expect(persons.meta.defaultId).toBe(scorer);
    if (leaders.widget === 'leaders') {
      expect(textOf(persons, scorer)).toMatch(new RegExp(`^${leaders.persons[scorer]!.nameFullLocal} — `));
    }
  });

  it('lists the fixtures by round with date, teams and score or "upcoming", the latest result chosen', async () => {
    const fixtures = await subjects('fixture');
    const schedule = await previewContent('schedule', defaultSeason);
    if (schedule.widget !== 'schedule') throw new Error('not the schedule');
    expect(new Set(fixtures.data.map((o) => o.id))).toEqual(
      new Set(schedule.fixtures.map((f) => f.fixtureId)),
    );
    const name = (teamId: string) => schedule.teams[teamId]!.nameFullLocal;
    for (const f of schedule.fixtures) {
      const score = f.status === 'finished' ? `${f.home.score}–${f.away.score}` : 'upcoming';
      expect(fixtures.data.find((o) => o.id === f.fixtureId)).toEqual({
        id: f.fixtureId,
        text: `${f.startTimeUtc.slice(0, 10)}, ${name(f.home.teamId)} v ${name(f.away.teamId)}, ${score}`,
        group: `${f.stage.nameLocal}, round ${f.roundNumber}`,
      });
    }
    // A round's fixtures are one group: no group comes back after another began.
    const runs = fixtures.data.map((o) => o.group).filter((g, i, all) => g !== all[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    const latest = schedule.fixtures.filter((f) => f.status === 'finished').at(-1)!;
    expect(fixtures.meta.defaultId).toBe(latest.fixtureId);
  });

  it("lists another season's fixtures when asked, its own latest result chosen", async () => {
    const older = await subjects('fixture', `?season=${olderSeason}`);
    const schedule = await previewContent('schedule', olderSeason);
    if (schedule.widget !== 'schedule') throw new Error('not the schedule');
    expect(older.data.map((o) => o.id).sort()).toEqual(schedule.fixtures.map((f) => f.fixtureId).sort());
    const latest = schedule.fixtures.filter((f) => f.status === 'finished').at(-1)!;
    expect(older.meta.defaultId).toBe(latest.fixtureId);
    const current = await subjects('fixture');
    expect(older.data.some((o: WidgetSubjectOption) => current.data.some((c) => c.id === o.id))).toBe(false);
  });

  it('answers a season that is not one of the website’s, and a malformed call, with a 4xx { message }', async () => {
    const otherWebsiteSeason = (await get('/v1/config/2002/seasons')).json().data[0].seasonId as string;
    const cases: [string, number, RegExp][] = [
      [
        '/v1/config/2001/widget-subjects/team?season=nope',
        404,
        /^Season nope is not a season of website 2001$/,
      ],
      [
        `/v1/config/2001/widget-subjects/person?season=${otherWebsiteSeason}`,
        404,
        new RegExp(`^Season ${otherWebsiteSeason} is not a season of website 2001$`),
      ],
      ['/v1/config/2001/widget-subjects/player', 400, /^Invalid path: subject .*"team"\|"person"\|"fixture"/],
      ['/v1/config/2001/widget-subjects/team?season=', 400, /^Invalid query: season/],
      [`/v1/config/2001/widget-subjects/team?season=${'5'.repeat(201)}`, 400, /^Invalid query: season/],
      ['/v1/config/2001/widget-subjects/%ZZ', 400, /./],
      ['/v1/config/9999/widget-subjects/team', 404, /^Website not found$/],
    ];
    for (const [url, status, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.json().message, url).toMatch(message);
    }
  });
});
