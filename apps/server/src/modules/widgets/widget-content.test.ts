/**
 * The widgets' content on every engine available (PGlite always, PostgreSQL when one answers), over the demo
 * seed: every answer parses with the public contract, and the standings and leaders of every demo website are
 * what its results say. Each widget family is also tested on its own (families/<family>/content.test.ts).
 */
import { type Sport, widgetContentSchema, widgetIds } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { demoWebsites } from '../../seed/demo-data';
import { resetDemoData, seedIfEmpty } from '../../seed/demo-seed';
import { engines } from '../../test-support/engines';
import { demoSubjectId } from '../../test-support/widget-subjects';
import { referenceLookups } from '../sports/reference-data';
import {
  type ContentRequest,
  listWidgetSeasons,
  loadWidgetContent,
  readDataVersion,
  readPersonImage,
  readTeamLogo,
  widgetLabels,
} from './widget-content';

const assetBaseUrl = 'http://localhost:3000';

describe.each(engines)('widget content on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
    await seedIfEmpty(db);
  });
  afterAll(async () => cleanup?.());

  const request = (
    websiteId: string,
    sport: Sport,
    widget: ContentRequest['widget'],
    seasonIds: string[],
    subjectId: string | null = null,
  ) => ({
    websiteId,
    sport,
    widget,
    seasonIds,
    subjectId,
    assetBaseUrl,
  });
  /** The newest season of the website's first competition (the demo default) and an older one. */
  const seasonsOf = async (websiteId: string) => {
    const seasons = await listWidgetSeasons(db, websiteId);
    const first = seasons.filter((s) => s.competitionId === seasons[0]?.competitionId);
    return { all: seasons, newest: first[0]?.seasonId ?? '', oldest: first.at(-1)?.seasonId ?? '' };
  };

  it('lists every season of the website in tree order, newest first within a competition', async () => {
    const { all } = await seasonsOf('2001');
    expect(all).toHaveLength(12);
    expect(all.map((s) => s.nameLocal).slice(0, 3)).toEqual(['2024-25', '2023-24', '2022-23']);
    expect(all[0]).toMatchObject({
      competitionNameLocal: expect.any(String),
      organizationId: expect.any(String),
    });
    expect(await listWidgetSeasons(db, 'no-such-website')).toEqual([]);
  });

  it('answers every widget of every demo website within the contract', async () => {
    for (const website of demoWebsites) {
      const { newest, oldest } = await seasonsOf(website.id);
      for (const widget of widgetIds) {
        const seasonIds = widget === 'fixturesFragment' ? [newest, oldest] : [newest];
        const subjectId = await demoSubjectId(db, website.id, widget);
        const content = await loadWidgetContent(
          db,
          request(website.id, website.sport, widget, seasonIds, subjectId),
        );
        expect(() => widgetContentSchema.parse(content), `${website.id} ${widget}`).not.toThrow();
      }
    }
  });

  it('computes the standings from the results, every field of the sport, positions 1..n', async () => {
    for (const website of demoWebsites) {
      const { newest } = await seasonsOf(website.id);
      const content = await loadWidgetContent(db, request(website.id, website.sport, 'standings', [newest]));
      if (content.widget !== 'standings') throw new Error(content.widget);
      const codes = (referenceLookups[website.sport].standingsFields ?? []).map((o) => o.value);
      expect(content.season.seasonId).toBe(newest);
      expect(content.stages.length).toBeGreaterThan(0);
      for (const stage of content.stages) {
        for (const pool of stage.pools) {
          expect(pool.rows.map((r) => r.position)).toEqual(pool.rows.map((_, i) => i + 1));
          for (const row of pool.rows) {
            expect(Object.keys(row.values).sort()).toEqual([...codes].sort());
            expect(content.teams[row.teamId]?.logoUrl).toBe(
              `${assetBaseUrl}/widgets/v1/${website.id}/logos/${row.teamId}.svg`,
            );
            const v = row.values as Record<string, number>;
            const losses = (v.lost ?? 0) + (v.drawn ?? 0) + (v.lostOvertime ?? 0) + (v.lostShootout ?? 0);
            expect((v.won ?? 0) + losses).toBe(v.played);
            expect(String(row.values.lastFive)).toMatch(/^[WDL]{0,5}$/);
          }
          const points = pool.rows.map((r) =>
            website.sport === 'basketball'
              ? (r.values.percentageWon as number)
              : (r.values.standingPoints as number),
          );
          expect(points).toEqual([...points].sort((a, b) => b - a));
        }
      }
    }
  });

  it('ranks up to 50 leaders of every statistic of the sport, with the persons and teams they name', async () => {
    for (const website of demoWebsites) {
      const { newest } = await seasonsOf(website.id);
      const content = await loadWidgetContent(db, request(website.id, website.sport, 'leaders', [newest]));
      if (content.widget !== 'leaders') throw new Error(content.widget);
      const codes = (referenceLookups[website.sport].personStatistics ?? []).map((o) => o.value);
      expect(content.statistics.map((s) => s.statistic)).toEqual(codes);
      for (const { statistic, leaders } of content.statistics) {
        expect(leaders.length, statistic).toBeGreaterThan(0);
        expect(leaders.length).toBeLessThanOrEqual(50);
        const ranks = leaders.map((l) => l.rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(leaders[0]?.rank).toBe(1);
        for (const l of leaders) {
          expect(content.persons[l.personId]?.imageUrl).toBe(
            `${assetBaseUrl}/widgets/v1/${website.id}/persons/${l.personId}.svg`,
          );
          expect(content.teams[l.teamId]).toBeDefined();
          expect(l.gamesPlayed).toBeGreaterThan(0);
        }
      }
    }
    const { newest } = await seasonsOf('2101');
    const hockey = await loadWidgetContent(db, request('2101', 'hockey', 'leaders', [newest]));
    if (hockey.widget !== 'leaders') throw new Error(hockey.widget);
    // The goals-against average leads with the smallest.
    const gaa = hockey.statistics.find((s) => s.statistic === 'goalsAgainstAverage')?.leaders ?? [];
    expect(gaa.map((l) => l.value)).toEqual([...gaa.map((l) => l.value)].sort((a, b) => a - b));
    const savePct = hockey.statistics.find((s) => s.statistic === 'savePercentage')?.leaders ?? [];
    for (const l of savePct) expect(l.value).toBeLessThanOrEqual(100);
  });

  it('answers empty content for a season the website does not have, never an error', async () => {
    for (const widget of widgetIds) {
      const subjectId = await demoSubjectId(db, '2001', widget);
      const content = await loadWidgetContent(
        db,
        request('2001', 'basketball', widget, ['99999999'], subjectId),
      );
      expect(() => widgetContentSchema.parse(content)).not.toThrow();
      if ('fixtures' in content) expect(content.fixtures).toEqual([]);
      if ('stages' in content) expect(content.stages).toEqual([]);
      if ('statistics' in content) expect(content.statistics).toEqual([]);
      if ('gameLog' in content) expect(content.gameLog).toEqual([]);
      if (content.widget === 'players') expect(content.persons).toEqual([]);
    }
    const none = await loadWidgetContent(db, request('2001', 'basketball', 'standings', []));
    expect(() => widgetContentSchema.parse(none)).not.toThrow();
    // Another website's season is unknown here too.
    const { newest } = await seasonsOf('2101');
    const other = await loadWidgetContent(db, request('2001', 'basketball', 'schedule', [newest]));
    expect(other.widget === 'schedule' && other.fixtures).toEqual([]);
  });

  it('serves logos and person images, and null for what it does not know', async () => {
    const { newest } = await seasonsOf('2102');
    const content = await loadWidgetContent(db, request('2102', 'handball', 'leaders', [newest]));
    if (content.widget !== 'leaders') throw new Error(content.widget);
    const teamId = Object.keys(content.teams)[0] ?? '';
    const personId = Object.keys(content.persons)[0] ?? '';
    expect(await readTeamLogo(db, '2102', teamId)).toMatch(/^<svg .*<\/svg>$/);
    expect(await readTeamLogo(db, '2001', teamId)).toBeNull();
    expect(await readTeamLogo(db, '2102', 'nope')).toBeNull();
    for (const type of ['headshot', 'actionPhoto', 'silhouette']) {
      expect(await readPersonImage(db, '2102', personId, type)).toMatch(/^<svg .*<\/svg>$/);
    }
    expect(await readPersonImage(db, '2102', personId, 'portrait')).toBeNull();
    expect(await readPersonImage(db, '2102', 'nope', 'headshot')).toBeNull();
  });

  it('labels the codes from the lookup lists', () => {
    const labels = widgetLabels(referenceLookups.hockey);
    expect(labels.statistics.goalsAgainstAverage).toBe('Goals-against average');
    expect(labels.standingsFields.lostOvertime).toBe('Overtime losses');
    expect(labels.personInfoFields.shirtNumber).toBe('Shirt number');
    expect(labels.labelOptions.gameLog).toBe('Game log');
    expect(labels.labelOptions.squad).toBe('Squad');
    expect(labels.teamBannerFields.lastFive).toBe('Last five results');
    expect(labels.entityOfficials.goalieCoach).toBe('Goalie coach');
    expect(labels.entityStatistics.penaltyKillPercentage).toBe('Penalty-kill %');
    expect(labels.statisticsGroups.specialTeams).toBe('Special teams');
    expect(labels.entityStatistics.powerPlayPercentage).toBe('Power-play %');
    expect(labels.matchEvents.emptyNetGoal).toBe('Empty-net goal');
    expect(labels.matchOfficials.referee1).toBe('Referee 1');
    expect(labels.teamPreviewFields.headToHead).toBe('Head-to-head record');
    expect(widgetLabels({})).toEqual({
      statistics: {},
      standingsFields: {},
      personInfoFields: {},
      labelOptions: {},
      teamInfoFields: {},
      teamBannerFields: {},
      entityStatistics: {},
      entityOfficials: {},
      statisticsGroups: {},
      matchEvents: {},
      matchOfficials: {},
      teamPreviewFields: {},
    });
  });

  it('gives each website a data version that moves on when the data is generated again', async () => {
    const before = await readDataVersion(db, '2001');
    expect(before).toBeGreaterThan(0);
    expect(await readDataVersion(db, 'no-such-website')).toBe(0);
    await resetDemoData(db);
    expect(await readDataVersion(db, '2001')).toBeGreaterThan(before);
  });
});
