/**
 * The leaders family (docs/product.md#widgets): per statistic of the sport's list, the season's best persons,
 * from the per-fixture person lines (a season's average, total or ratio by the statistic definitions).
 */
import type { LeadersContent, Sport } from '@eua/shared';
import type { Queryable } from '../../db';
import { referenceLookups } from '../sports/reference-data';
import type { StatMap } from '../sports/sports-model';
import { findPersons, findTeams, listPersonLines, type PersonLinesRow } from '../sports/sports-reads.repo';
import { derivePersonStats, personColumns, personRatios, round } from '../sports/statistics';
import { type ContentRequest, personsById, seasonOf, teamsById } from './widget-content-shapes';

/** Leaders per statistic (docs/product.md#limits-and-constants: at most 50). */
export const LEADERS_PER_STATISTIC = 50;

/** Counted over the season rather than averaged per game: a player has so many double-doubles, not 0.4 a game. */
const seasonTotals = new Set(['doubleDoubles', 'shutouts', 'gameWinningGoals']);

/** A person's season: per stored column, the sum and the games in which it applied to them. */
type PersonSeason = {
  personId: string;
  teamId: string;
  sums: Float64Array;
  games: Int32Array;
  doubleDoubles: number;
};

/** The stored column a derived statistic's games are counted on (it applies whenever that one does). */
const derivedFrom: Record<string, string> = {
  reboundsTotal: 'reboundsOffensive',
  efficiency: 'points',
  doubleDoubles: 'points',
  timeOnIce: 'timeOnIceSeconds',
};

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
 * LEADERS_PER_STATISTIC each, best first, equal values sharing a rank. A count ranks by its average a game
 * (or its season total, for the few counted so), a ratio by the season's sums, and only players of at least
 * half the games of the busiest one qualify (for a percentage also one attempt a game).
 */
export function rankLeaders(
  sport: Sport,
  lines: readonly PersonLinesRow[],
  codes: readonly string[],
): LeadersContent['statistics'] {
  // Sums per stored column, in typed arrays: a season holds thousands of person lines and this is a cold read.
  const columns = personColumns[sport];
  const index = new Map(columns.map((c, i) => [c, i]));
  const at = (code: string) => index.get(code) ?? -1;
  const tens = sport === 'basketball' ? ['points', 'assists', 'steals', 'blocks'].map(at) : [];
  const [offensive, defensive] = [at('reboundsOffensive'), at('reboundsDefensive')];
  const people = new Map<string, PersonSeason>();
  for (const row of lines) {
    row.personIds.forEach((personId, i) => {
      const values = row.personStats[i] ?? [];
      let person = people.get(personId);
      if (!person) {
        person = {
          personId,
          teamId: row.teamId,
          sums: new Float64Array(columns.length),
          games: new Int32Array(columns.length),
          doubleDoubles: 0,
        };
        people.set(personId, person);
      }
      for (let c = 0; c < columns.length; c++) {
        const value = values[c];
        if (value === null || value === undefined) continue;
        person.sums[c] = (person.sums[c] as number) + value;
        person.games[c] = (person.games[c] as number) + 1;
      }
      if (tens.length) {
        const rebounds = (values[offensive] ?? 0) + (values[defensive] ?? 0);
        const count = tens.filter((c) => (values[c] ?? 0) >= 10).length + (rebounds >= 10 ? 1 : 0);
        if (count >= 2) person.doubleDoubles += 1;
      }
    });
  }
  let mostGames = 0;
  const seasons = new Map<string, { totals: StatMap; games: (code: string) => number }>();
  for (const person of people.values()) {
    const stored: StatMap = {};
    columns.forEach((code, c) => {
      if ((person.games[c] as number) > 0) stored[code] = person.sums[c] as number;
      mostGames = Math.max(mostGames, person.games[c] as number);
    });
    // Linear statistics derive from the sums as from a game; ratios over the season's sums are the season's.
    const totals = derivePersonStats(sport, stored);
    if (sport === 'basketball') totals.doubleDoubles = person.doubleDoubles;
    const games = (code: string) => {
      const base =
        derivedFrom[code] ??
        personRatios[sport][code]?.denominator ??
        (sport === 'hockey' && code === 'points' ? 'goals' : code);
      return person.games[at(base)] ?? 0;
    };
    seasons.set(person.personId, { totals, games });
  }
  // Qualifying: at least half the games of the busiest player, and for a percentage one attempt a game.
  const minimumGames = Math.max(1, Math.ceil(mostGames / 2));
  const ratios = personRatios[sport];
  return codes.map((code) => {
    const ratio = ratios[code];
    const candidates: { personId: string; teamId: string; value: number; gamesPlayed: number }[] = [];
    for (const person of people.values()) {
      const { totals, games } = seasons.get(person.personId) as {
        totals: StatMap;
        games: (c: string) => number;
      };
      const gamesPlayed = games(code);
      const total = totals[code];
      if (total === undefined || gamesPlayed === 0) continue;
      const entry = { personId: person.personId, teamId: person.teamId, gamesPlayed };
      if (ratio) {
        const denominator = totals[ratio.denominator] ?? 0;
        if (gamesPlayed < minimumGames || denominator <= 0) continue;
        if (ratio.scale === 100 && denominator < gamesPlayed) continue;
        candidates.push({ ...entry, value: round(total, 3) });
      } else if (total === 0) {
        // Nobody leads with nothing: a statistic a player never recorded does not list them.
      } else if (seasonTotals.has(code)) {
        candidates.push({ ...entry, value: total });
      } else if (gamesPlayed >= minimumGames) {
        candidates.push({ ...entry, value: round(total / gamesPlayed, 3) });
      }
    }
    const direction = ratio?.lowerIsBetter ? 1 : -1;
    candidates.sort(
      (a, b) =>
        direction * (a.value - b.value) ||
        b.gamesPlayed - a.gamesPlayed ||
        a.personId.localeCompare(b.personId),
    );
    const top = candidates.slice(0, LEADERS_PER_STATISTIC);
    // Equal values share a rank (1, 2, 2, 4).
    const leaders = top.map((c, i) => {
      let rank = i + 1;
      for (let j = i - 1; j >= 0 && top[j]?.value === c.value; j--) rank = j + 1;
      return { rank, ...c };
    });
    return { statistic: code, leaders };
  });
}
