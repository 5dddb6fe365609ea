/**
 * Fixture Details' content (decision 107) over the demo seed of each sport, on every engine available: the
 * figures that mean the same agree (box score, events, period scores, the result), an upcoming fixture has its
 * preview, an unknown fixture is a 404 naming it; and through the app, the public answer (cut to the saved
 * settings) and the console's preview (everything).
 */
import {
  type FixtureDetailsContent,
  type Sport,
  widgetAnswerSchema,
  widgetContentSchema,
  widgetPreviewAnswerSchema,
} from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { demoUsers, demoWebsites } from '../../seed/demo-data';
import { seedIfEmpty } from '../../seed/demo-seed';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { referenceLookups } from '../sports/reference-data';
import { listSeasonFixtures } from '../sports/sports-reads.repo';
import { listWidgetSeasons, loadWidgetContent } from './widget-content';

const assetBaseUrl = 'http://localhost:3000';
const sports: [string, Sport][] = [
  ['2001', 'basketball'],
  ['2101', 'hockey'],
  ['2102', 'handball'],
];
/** The team statistic that is the score. */
const scoreCode: Record<Sport, string> = { basketball: 'points', hockey: 'goals', handball: 'goals' };

/** The newest season's latest result and next upcoming fixture of a website's first competition. */
async function fixturesOf(db: Db, websiteId: string) {
  const seasons = await listWidgetSeasons(db, websiteId);
  const fixtures = await listSeasonFixtures(db, websiteId, [seasons[0]?.seasonId ?? '']);
  const played = fixtures.filter((f) => f.status === 'finished');
  return {
    played: played.at(-1)!,
    overtime: played.filter((f) => f.resultType !== 'regular'),
    upcoming: fixtures.find((f) => f.status === 'scheduled')!,
  };
}

const details = async (db: Db, websiteId: string, sport: Sport, fixtureId: string) => {
  const content = await loadWidgetContent(db, {
    websiteId,
    sport,
    widget: 'fixtureDetails',
    // The request's season is not the fixture's: the content takes the fixture's own.
    seasonIds: ['another-season'],
    subjectId: fixtureId,
    assetBaseUrl,
  });
  expect(() => widgetContentSchema.parse(content)).not.toThrow();
  if (content.widget !== 'fixtureDetails') throw new Error(content.widget);
  return content;
};

/** Every person the content names is in its `persons`. */
function expectPersonsNamed(content: FixtureDetailsContent) {
  const ids = [
    ...content.boxScore.flatMap((t) => [...t.persons.map((p) => p.personId), ...t.didNotPlay]),
    ...content.events.flatMap((e) => [e.personId, e.otherId, e.secondAssistId]),
    ...content.teamOfficials.map((o) => o.personId),
    ...content.seasonLeaders.flatMap((s) => s.teams.flatMap((t) => t.leaders.map((l) => l.personId))),
    ...(content.preview?.teams ?? []).flatMap((t) => [
      ...t.seasonLeaders.map((l) => l.personId),
      ...t.unavailable.map((a) => a.personId),
    ]),
  ].filter((id): id is string => id !== null);
  for (const id of ids) expect(content.persons[id], id).toBeDefined();
}

describe.each(engines)('fixture details content on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
    await seedIfEmpty(db);
  });
  afterAll(async () => cleanup?.());

  it.each(sports)(
    'a played fixture of %s (%s): box score, events and periods add up to the result',
    async (websiteId, sport) => {
      const { played, overtime } = await fixturesOf(db, websiteId);
      for (const fixture of [played, ...overtime.slice(0, 3)]) {
        const content = await details(db, websiteId, sport, fixture.fixtureId);
        const label = `${websiteId} ${fixture.fixtureId} ${fixture.resultType}`;
        expect(content.season.seasonId).toBe(fixture.seasonId);
        expect(content.fixture).toMatchObject({
          fixtureId: fixture.fixtureId,
          status: 'finished',
          home: { teamId: fixture.homeTeamId, score: fixture.homeScore },
          away: { teamId: fixture.awayTeamId, score: fixture.awayScore },
        });
        expect(content.resultType).toBe(fixture.resultType);
        const [home, away] = content.boxScore;
        expect([home?.teamId, away?.teamId]).toEqual([fixture.homeTeamId, fixture.awayTeamId]);
        const code = scoreCode[sport];
        // The team line's score and its players' sum are the result.
        expect(home?.statistics[code], label).toBe(fixture.homeScore);
        expect(away?.statistics[code], label).toBe(fixture.awayScore);
        const sum = (team: typeof home) =>
          (team?.persons ?? []).reduce((n, p) => n + (p.statistics[code] ?? 0), 0);
        // A shoot-out's deciding goal is the result's, not a player's or an event's (decision 099).
        const shootout = content.resultType === 'shootout' ? 1 : 0;
        const homeWon = (fixture.homeScore ?? 0) > (fixture.awayScore ?? 0);
        const fromEvents = [
          (fixture.homeScore ?? 0) - (homeWon ? shootout : 0),
          (fixture.awayScore ?? 0) - (homeWon ? 0 : shootout),
        ];
        expect([sum(home), sum(away)], label).toEqual(fromEvents);
        const last = content.events.at(-1)!;
        expect([last.homeScore, last.awayScore], label).toEqual(fromEvents);
        const periods = content.periods;
        expect(
          [periods.reduce((n, p) => n + p.home, 0), periods.reduce((n, p) => n + p.away, 0)],
          label,
        ).toEqual(fromEvents);
        expect(periods.length).toBeGreaterThanOrEqual(
          sport === 'basketball' ? 4 : sport === 'hockey' ? 3 : 2,
        );
        if (content.resultType === 'overtime')
          expect(periods.length).toBeGreaterThan(sport === 'handball' ? 2 : 3);
        // The events name only the fixture's two teams' players, of the side they are on.
        const sideOf = new Map(
          content.boxScore.flatMap((t, side) =>
            [...t.persons.map((p) => p.personId), ...t.didNotPlay].map((id) => [id, side]),
          ),
        );
        for (const e of content.events) if (e.personId) expect(sideOf.get(e.personId), e.type).toBe(e.side);
        const types = new Set((referenceLookups[sport].matchEvents ?? []).map((o) => o.value));
        for (const e of content.events) expect(types.has(e.type), e.type).toBe(true);

        // Goalkeepers: one or more a team in hockey and handball, none in basketball.
        for (const team of content.boxScore) {
          const keepers = team.persons.filter((p) => p.goalkeeper).length;
          if (sport === 'basketball') expect(keepers).toBe(0);
          else expect(keepers).toBeGreaterThanOrEqual(1);
        }
        expect(content.matchOfficials.map((o) => o.role)).toEqual(
          (referenceLookups[sport].matchOfficials ?? []).map((o) => o.value),
        );
        const roles = (referenceLookups[sport].entityOfficials ?? []).length;
        expect(content.teamOfficials.filter((o) => o.teamId === fixture.homeTeamId)).toHaveLength(roles);
        expect(content.teamOfficials.filter((o) => o.teamId === fixture.awayTeamId)).toHaveLength(roles);
        expect(content.preview).toBeNull();
        expect(content.seasonLeaders).toEqual([]);
        expect(Object.keys(content.teams).sort()).toEqual([fixture.homeTeamId, fixture.awayTeamId].sort());
        expectPersonsNamed(content);
      }
    },
  );

  it.each(sports)(
    'an upcoming fixture of %s (%s): its preview and season leaders, no box score',
    async (websiteId, sport) => {
      const { upcoming } = await fixturesOf(db, websiteId);
      const content = await details(db, websiteId, sport, upcoming.fixtureId);
      expect(content.fixture.status).toBe('scheduled');
      expect(content.fixture.home.score).toBeNull();
      expect(content.boxScore).toEqual([]);
      expect(content.events).toEqual([]);
      expect(content.periods).toEqual([]);
      expect(content.matchOfficials.length).toBeGreaterThan(0);
      const preview = content.preview!;
      expect(preview.teams.map((t) => t.teamId)).toEqual([upcoming.homeTeamId, upcoming.awayTeamId]);
      for (const team of preview.teams) {
        expect(team.record.played).toBeGreaterThan(0);
        expect(team.record.played).toBe(team.homeRecord.played + team.awayRecord.played);
        expect(team.record.won + team.record.drawn + team.record.lost).toBe(team.record.played);
        expect(team.lastFive).toHaveLength(5);
        expect(team.standingsPosition).toBeGreaterThanOrEqual(1);
      }
      const { headToHead } = preview;
      expect(headToHead.homeWins + headToHead.awayWins + headToHead.draws).toBe(headToHead.played);
      // Every person statistic of the sport, each team's best so far, best first.
      const codes = (referenceLookups[sport].personStatistics ?? []).map((o) => o.value);
      expect(content.seasonLeaders.map((s) => s.statistic)).toEqual(codes);
      const points = content.seasonLeaders.find((s) => s.statistic === scoreCode[sport])!;
      for (const team of points.teams) {
        expect(team.leaders.length).toBeGreaterThan(0);
        expect(team.leaders.length).toBeLessThanOrEqual(3);
        for (const l of team.leaders) expect(content.persons[l.personId]?.teamId).toBe(team.teamId);
      }
      expectPersonsNamed(content);
    },
  );

  it('answers 404 naming an unknown fixture, or another website’s', async () => {
    const { played } = await fixturesOf(db, '2101');
    for (const id of ['9999999', played.fixtureId]) {
      const error = await details(db, '2001', 'basketball', id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        statusCode: 404,
        message: `Fixture ${id} is not a fixture of website 2001`,
      });
    }
  });
});

describe('the fixture details answers', () => {
  let ctx: TestContext;
  let admin: string;
  const PAGE = 'http://club.example';
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  async function putConfig(resource: string, changes: Record<string, unknown>) {
    const url = `/v1/config/2001/${resource}`;
    const current = (await get(url, bearer(admin))).json().data[0].config;
    const response = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(admin),
      payload: { ...current, ...changes, websiteId: '2001' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    ctx = await startTestApp();
    const website = demoWebsites.find((w) => w.id === '2001')!;
    admin = await productToken(ctx, demoUsers.admin.id, website.customerId);
    await putConfig('general', { referrerDomains: ['club.example'] });
  });
  afterAll(async () => ctx?.close());

  it('answers the public path within the contract, cut to what the saved settings show', async () => {
    const { played, upcoming } = await fixturesOf(ctx.db, '2001');
    const read = async (id: string) => {
      const response = await get(`/widgets/v1/2001/fixtureDetails?id=${id}`, { origin: PAGE });
      expect(response.statusCode, response.body).toBe(200);
      expect(widgetAnswerSchema.safeParse(response.json()).error).toBeUndefined();
      return response.json().data as { content: FixtureDetailsContent; config: Record<string, unknown> };
    };
    const full = await read(played.fixtureId);
    expect(full.content.fixture.fixtureId).toBe(played.fixtureId);
    expect(full.config.activePBP).toBe(true);
    expect(full.content.events.length).toBeGreaterThan(100);

    // Without the play-by-play, only the events of the banner's chosen types travel.
    await putConfig('fixture_detail', {
      activePBP: false,
      bannerMatchEvents: ['threePointMade'],
      bannerTimelineMatchEvents: [],
    });
    const cut = await read(played.fixtureId);
    expect(cut.content.events.length).toBeGreaterThan(0);
    expect(new Set(cut.content.events.map((e) => e.type))).toEqual(new Set(['threePointMade']));
    expect(cut.content.boxScore).toEqual(full.content.boxScore);

    // An upcoming fixture: the preview only with its tab, the season leaders of the chosen statistics.
    await putConfig('fixture_detail', {
      activePreview: false,
      leadersStatistics: ['points'],
      bannerLeadersStatistics: ['assists'],
    });
    const next = await read(upcoming.fixtureId);
    expect(next.content.preview).toBeNull();
    expect(next.content.seasonLeaders.map((s) => s.statistic)).toEqual(['points', 'assists']);
    for (const id of Object.keys(next.content.persons)) {
      expect(
        next.content.seasonLeaders.some((s) =>
          s.teams.some((t) => t.leaders.some((l) => l.personId === id)),
        ) || next.content.teamOfficials.some((o) => o.personId === id),
        id,
      ).toBe(true);
    }
  });

  it('answers 400 without an id and 404 naming an unknown one', async () => {
    const missing = await get('/widgets/v1/2001/fixtureDetails', { origin: PAGE });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Widget fixtureDetails shows one fixture/);
    const unknown = await get('/widgets/v1/2001/fixtureDetails?id=nope', { origin: PAGE });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Fixture nope is not a fixture of website 2001' });
    const preview = await get('/v1/config/2001/widget-preview/fixtureDetails?id=nope', bearer(admin));
    expect(preview.statusCode).toBe(404);
    expect(preview.json()).toEqual({ message: 'Fixture nope is not a fixture of website 2001' });
  });

  it('answers the preview path with everything, whatever the saved settings', async () => {
    await putConfig('fixture_detail', { activePBP: false, activePreview: false, leadersStatistics: [] });
    const { played, upcoming } = await fixturesOf(ctx.db, '2001');
    const response = await get(
      `/v1/config/2001/widget-preview/fixtureDetails?id=${played.fixtureId}`,
      bearer(admin),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(widgetPreviewAnswerSchema.safeParse(response.json()).error).toBeUndefined();
    const content = response.json().data.content as FixtureDetailsContent;
    expect(new Set(content.events.map((e) => e.type)).size).toBeGreaterThan(5);
    const next = await get(
      `/v1/config/2001/widget-preview/fixtureDetails?id=${upcoming.fixtureId}`,
      bearer(admin),
    );
    const nextContent = next.json().data.content as FixtureDetailsContent;
    expect(nextContent.preview).not.toBeNull();
    expect(nextContent.seasonLeaders.length).toBe(
      (referenceLookups.basketball.personStatistics ?? []).length,
    );
    expect(response.json().data.labels.matchEvents.threePointMade).toBe('Three-point field goal');
  });
});
