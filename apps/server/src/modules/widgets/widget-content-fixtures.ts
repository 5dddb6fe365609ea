/**
 * The fixtures family (docs/product.md#widgets): the schedule (one season, every fixture oldest first) and the
 * fixtures fragment (several seasons, the latest results and the next fixtures).
 */
import type { FixturesContent } from '@eua/shared';
import type { Queryable } from '../../db';
import {
  findSeasons,
  findTeams,
  listRecentAndUpcoming,
  listSeasonFixtures,
} from '../sports/sports-reads.repo';
import { type ContentRequest, teamsById, toFixture, toSeason } from './widget-content-shapes';

/** How many results and upcoming fixtures the fixtures fragment gets. */
export const FRAGMENT_FIXTURES = 50;

export async function loadFixtures(
  db: Queryable,
  request: ContentRequest,
  widget: 'schedule' | 'fixturesFragment',
): Promise<FixturesContent> {
  const asked = widget === 'schedule' ? request.seasonIds.slice(0, 1) : request.seasonIds;
  const seasons = asked.length ? await findSeasons(db, request.websiteId, asked) : [];
  const known = seasons.map((s) => s.seasonId);
  const rows = !known.length
    ? []
    : widget === 'schedule'
      ? await listSeasonFixtures(db, request.websiteId, known)
      : await listRecentAndUpcoming(db, request.websiteId, known, FRAGMENT_FIXTURES);
  const teamIds = new Set(rows.flatMap((f) => [f.homeTeamId, f.awayTeamId]));
  const teams = await findTeams(db, request.websiteId, [...teamIds]);
  return {
    widget,
    seasons: seasons.map(toSeason),
    fixtures: rows.map(toFixture),
    teams: teamsById(teams, request),
  };
}
