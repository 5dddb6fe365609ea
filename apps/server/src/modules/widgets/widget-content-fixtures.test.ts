/**
 * The fixtures family on its own, on every engine available: one website of one competition with a finished
 * season and a current one, generated and written by the sports module (not the whole demo seed).
 */
import { widgetContentSchema } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import {
  insertCompetitions,
  insertCustomers,
  insertOrganizations,
  insertSeasons,
  insertWebsites,
} from '../../seed/seed.repo';
import { engines } from '../../test-support/engines';
import { generateSportsData } from '../sports/sports-generator';
import type { SportsData } from '../sports/sports-model';
import { insertSportsData } from '../sports/sports-writes.repo';
import { FRAGMENT_FIXTURES, loadFixtures } from './widget-content-fixtures';

const websiteId = '7001';
const [oldSeason, currentSeason] = ['57001', '57002'];
const today = new Date('2026-01-15T00:00:00Z');
const assetBaseUrl = 'http://localhost:3000';

describe.each(engines)('the fixtures widgets on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let data: SportsData;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
    await insertCustomers(db, [{ id: 'c-fixtures', name: 'Fixtures Customer' }]);
    await insertWebsites(db, [
      { id: websiteId, customerId: 'c-fixtures', name: 'Fixtures', sport: 'hockey', trackingData: false },
    ]);
    await insertOrganizations(db, [{ websiteId, id: '3701', name: 'League' }]);
    await insertCompetitions(db, [{ websiteId, organizationId: '3701', id: '4701', name: 'Premier' }]);
    await insertSeasons(db, [
      { websiteId, id: oldSeason, competitionId: '4701', name: '2024-25', hasTrackingData: false },
      { websiteId, id: currentSeason, competitionId: '4701', name: '2025-26', hasTrackingData: false },
    ]);
    data = generateSportsData({
      seed: 1,
      today,
      websites: [
        {
          websiteId,
          sport: 'hockey',
          competitions: [
            {
              competitionId: '4701',
              name: 'Premier',
              seasons: [
                { seasonId: oldSeason, name: '2024-25' },
                { seasonId: currentSeason, name: '2025-26' },
              ],
            },
          ],
        },
      ],
    });
    await insertSportsData(db, data, [websiteId]);
  });
  afterAll(async () => cleanup?.());

  const request = (seasonIds: string[]) => ({
    websiteId,
    sport: 'hockey' as const,
    widget: 'schedule' as const,
    seasonIds,
    assetBaseUrl,
  });

  it('schedules the first season asked for: every fixture oldest first, results before today', async () => {
    const content = await loadFixtures(db, request([currentSeason, oldSeason]), 'schedule');
    expect(() => widgetContentSchema.parse(content)).not.toThrow();
    expect(content.seasons.map((s) => s.seasonId)).toEqual([currentSeason]);
    const generated = data.fixtures.filter((f) => f.seasonId === currentSeason);
    expect(content.fixtures.map((f) => f.fixtureId).sort()).toEqual(generated.map((f) => f.fixtureId).sort());
    const times = content.fixtures.map((f) => f.startTimeUtc);
    expect(times).toEqual([...times].sort());
    for (const f of content.fixtures) {
      expect(f.status === 'finished').toBe(Date.parse(f.startTimeUtc) < today.getTime());
      expect(f.status === 'finished').toBe(f.home.score !== null && f.away.score !== null);
      expect(f.round.nameLocal).toBe(`Round ${f.roundNumber}`);
      expect(content.teams[f.home.teamId]?.logoUrl).toBe(
        `${assetBaseUrl}/widgets/v1/${websiteId}/logos/${f.home.teamId}.svg`,
      );
      expect(content.teams[f.away.teamId]).toBeDefined();
    }
  });

  it(`gives the fragment the latest ${FRAGMENT_FIXTURES} results of its seasons newest first, then the next ones soonest first`, async () => {
    const content = await loadFixtures(db, request([oldSeason, currentSeason]), 'fixturesFragment');
    expect(() => widgetContentSchema.parse(content)).not.toThrow();
    expect(content.seasons.map((s) => s.seasonId).sort()).toEqual([oldSeason, currentSeason]);
    const finished = content.fixtures.filter((f) => f.status === 'finished');
    const scheduled = content.fixtures.filter((f) => f.status === 'scheduled');
    const scheduledCount = data.fixtures.filter((f) => f.status === 'scheduled').length;
    expect(finished).toHaveLength(FRAGMENT_FIXTURES);
    expect(scheduled).toHaveLength(Math.min(FRAGMENT_FIXTURES, scheduledCount));
    expect(content.fixtures.slice(0, finished.length)).toEqual(finished);
    const latest = data.fixtures
      .filter((f) => f.status === 'finished')
      .map((f) => Date.parse(f.startTime))
      .sort((a, b) => b - a)[0];
    expect(Date.parse(finished[0]?.startTimeUtc ?? '')).toBe(latest);
    const finishedTimes = finished.map((f) => f.startTimeUtc);
    expect(finishedTimes).toEqual([...finishedTimes].sort().reverse());
    const upcoming = scheduled.map((f) => f.startTimeUtc);
    expect(upcoming).toEqual([...upcoming].sort());
  });

  it('answers no fixtures for seasons the website does not have, and none asked for', async () => {
    for (const widget of ['schedule', 'fixturesFragment'] as const) {
      const unknown = await loadFixtures(db, request(['99999999']), widget);
      expect(unknown).toMatchObject({ widget, seasons: [], fixtures: [], teams: {} });
      const none = await loadFixtures(db, request([]), widget);
      expect(none).toMatchObject({ widget, seasons: [], fixtures: [], teams: {} });
    }
  });
});
