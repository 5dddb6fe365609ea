/**
 * Every player's season at once, from the season's per-fixture person lines: what the leaders rank and the
 * person statistics table lists (decision 110), so both show the same figure for a player. A count is
 * averaged over the games in which it applied to the player, a ratio is the season's (its sums' ratio), and
 * the few statistics counted over the season stay totals.
 */
import type { Sport } from '@eua/shared';
import type { StatMap } from './sports-model';
import { derivePersonStats, personColumns, personRatios, round } from './statistics';

/** Counted over the season rather than averaged per game: a player has so many double-doubles, not 0.4 a game. */
export const seasonTotals = new Set(['doubleDoubles', 'shutouts', 'gameWinningGoals']);

/** The stored column a derived statistic's games are counted on (it applies whenever that one does). */
const derivedFrom: Record<string, string> = {
  reboundsTotal: 'reboundsOffensive',
  efficiency: 'points',
  doubleDoubles: 'points',
  timeOnIce: 'timeOnIceSeconds',
};

/** One fixture's lines of one team: the persons who played and their stored columns (personColumns). */
export type PersonLines = { teamId: string; personIds: string[]; personStats: (number | null)[][] };

export type PersonSeason = {
  personId: string;
  /** The team of the player's first line of the season. */
  teamId: string;
  /** Fixtures the player has a line in. */
  played: number;
  /** The season's sums, with every derived statistic (ratios over the sums). */
  totals: StatMap;
  /** The games in which `code` applied to the player. */
  games(code: string): number;
};

type Sums = {
  personId: string;
  teamId: string;
  played: number;
  sums: Float64Array;
  games: Int32Array;
  doubleDoubles: number;
};

/**
 * The season of every person with a line, and the most games any player has a statistic in (the leaders'
 * qualifying mark is half of it).
 */
export function personSeasons(
  sport: Sport,
  lines: readonly PersonLines[],
): { seasons: PersonSeason[]; mostGames: number } {
  // Sums per stored column, in typed arrays: a season holds thousands of person lines and this is a cold read.
  const columns = personColumns[sport];
  const index = new Map(columns.map((c, i) => [c, i]));
  const at = (code: string) => index.get(code) ?? -1;
  const tens = sport === 'basketball' ? ['points', 'assists', 'steals', 'blocks'].map(at) : [];
  const [offensive, defensive] = [at('reboundsOffensive'), at('reboundsDefensive')];
  const people = new Map<string, Sums>();
  for (const row of lines) {
    row.personIds.forEach((personId, i) => {
      const values = row.personStats[i] ?? [];
      let person = people.get(personId);
      if (!person) {
        person = {
          personId,
          teamId: row.teamId,
          played: 0,
          sums: new Float64Array(columns.length),
          games: new Int32Array(columns.length),
          doubleDoubles: 0,
        };
        people.set(personId, person);
      }
      person.played += 1;
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
  const seasons: PersonSeason[] = [];
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
    seasons.push({ personId: person.personId, teamId: person.teamId, played: person.played, totals, games });
  }
  return { seasons, mostGames };
}

/**
 * The figure a player's season shows for `code`: the ratio over the season (none without attempts), the
 * season's total of a statistic counted so, else the average per game it applied in; undefined when it never
 * applied to them.
 */
export function seasonFigure(sport: Sport, season: PersonSeason, code: string): number | undefined {
  const total = season.totals[code];
  const games = season.games(code);
  if (total === undefined || games === 0) return undefined;
  const ratio = personRatios[sport][code];
  if (ratio) return (season.totals[ratio.denominator] ?? 0) > 0 ? round(total, 3) : undefined;
  if (seasonTotals.has(code)) return total;
  return round(total / games, 3);
}
