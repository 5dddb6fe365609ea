/**
 * The leaders family (docs/product.md#widgets): per statistic of the sport's list, the season's best persons,
 * from the per-fixture person lines (a season's average, total or ratio by the statistic definitions).
 */
import { type LeadersContent, type LeadersSettings, leadersShown, type Sport } from '@eua/shared';
import type { Queryable } from '../../../../db';
import { personSeasons, seasonFigure, seasonTotals } from '../../../sports/person-seasons';
import { referenceLookups } from '../../../sports/reference-data';
import { findPersons, findTeams, listPersonLines, type PersonLinesRow } from '../../../sports/sports-reads';
import { personRatios } from '../../../sports/statistics';
import { type ContentRequest, personsById, seasonOf, teamsById } from '../../widget-content-shapes';
import type { ServerFamily } from '../define-family';

export async function loadLeaders(db: Queryable, request: ContentRequest): Promise<LeadersContent> {
  const season = await seasonOf(db, request);
  const empty: LeadersContent = { widget: 'leaders', season, statistics: [], persons: {}, teams: {} };
  if (!season.competitionId) return empty;
  const { sport } = request;
  const lines = await listPersonLines(db, request.websiteId, season.seasonId);
  const codes = (referenceLookups[sport].personStatistics ?? []).map((o) => o.value);
  const statistics = rankLeaders(sport, lines, codes);
  const personIds = new Set(statistics.flatMap((s) => s.leaders.map((l) => l.personId)));
  const persons = await findPersons(db, request.websiteId, [...personIds]);
  const teamIds = new Set(statistics.flatMap((s) => s.leaders.map((l) => l.teamId)));
  for (const p of persons) teamIds.add(p.teamId);
  const teams = await findTeams(db, request.websiteId, [...teamIds]);
  return {
    widget: 'leaders',
    season,
    statistics,
    persons: personsById(persons, request),
    teams: teamsById(teams, request),
  };
}

/**
 * The leaders of each statistic `codes` names, in that order, from a season's person lines: up to
 * MOST_LEADERS_PER_STATISTIC each, best first, equal values sharing a rank. A count ranks by its average a game
 * (or its season total, for the few counted so), a ratio by the season's sums, and only players of at least
 * half the games of the busiest one qualify (for a percentage also one attempt a game).
 */
export function rankLeaders(
  sport: Sport,
  lines: readonly PersonLinesRow[],
  codes: readonly string[],
): LeadersContent['statistics'] {
  const { seasons, mostGames } = personSeasons(sport, lines);
  // Qualifying: at least half the games of the busiest player, and for a percentage one attempt a game.
  const minimumGames = Math.max(1, Math.ceil(mostGames / 2));
  const ratios = personRatios[sport];
  return codes.map((code) => {
    const ratio = ratios[code];
    const candidates: { personId: string; teamId: string; value: number; gamesPlayed: number }[] = [];
    for (const season of seasons) {
      const value = seasonFigure(sport, season, code);
      if (value === undefined) continue;
      const gamesPlayed = season.games(code);
      const entry = { personId: season.personId, teamId: season.teamId, value, gamesPlayed };
      if (ratio) {
        const denominator = season.totals[ratio.denominator] ?? 0;
        if (gamesPlayed < minimumGames) continue;
        if (ratio.scale === 100 && denominator < gamesPlayed) continue;
        candidates.push(entry);
      } else if (season.totals[code] === 0) {
        // Nobody leads with nothing: a statistic a player never recorded does not list them.
      } else if (seasonTotals.has(code) || gamesPlayed >= minimumGames) {
        candidates.push(entry);
      }
    }
    const direction = ratio?.lowerIsBetter ? 1 : -1;
    candidates.sort(
      (a, b) =>
        direction * (a.value - b.value) ||
        b.gamesPlayed - a.gamesPlayed ||
        a.personId.localeCompare(b.personId),
    );
    const top = leadersShown(candidates);
    // Equal values share a rank (1, 2, 2, 4).
    const leaders = top.map((c, i) => {
      let rank = i + 1;
      for (let j = i - 1; j >= 0 && top[j]?.value === c.value; j--) rank = j + 1;
      return { rank, ...c };
    });
    return { statistic: code, leaders };
  });
}

/**
 * The public leaders answer holds what the saved settings show, not every statistic at the most leaders the
 * product allows (docs/product.md#limits-and-constants; the preview's answer keeps those, for unsaved choices):
 * the chosen statistics (all when none is chosen, as the runtime shows them), each cut to
 * `leadersCountPerStatistic`, and only their persons and teams.
 */
export function savedLeaders(content: LeadersContent, config: LeadersSettings): LeadersContent {
  const chosen = new Set(config.leadersStatistics.map(String));
  const statistics = content.statistics
    .filter((s) => chosen.size === 0 || chosen.has(s.statistic))
    .map((s) => ({ ...s, leaders: leadersShown(s.leaders, config.leadersCountPerStatistic) }));
  const personIds = new Set(statistics.flatMap((s) => s.leaders.map((l) => l.personId)));
  const persons = Object.fromEntries(Object.entries(content.persons).filter(([id]) => personIds.has(id)));
  const teamIds = new Set(statistics.flatMap((s) => s.leaders.map((l) => l.teamId)));
  for (const person of Object.values(persons)) teamIds.add(person.teamId);
  const teams = Object.fromEntries(Object.entries(content.teams).filter(([id]) => teamIds.has(id)));
  return { ...content, statistics, persons, teams };
}

export const leadersFamily: ServerFamily<'leaders'> = { leaders: { load: loadLeaders, trim: savedLeaders } };
