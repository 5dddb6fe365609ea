/**
 * The generator's match events (decision 099): the counts the box-score makers dealt to each player become
 * events at moments of the game, and the box score is then re-counted from those events (`applyEvents`), so
 * every event-made figure of a stored line is the tally of the stored events.
 */
import type { Sport } from '@eua/shared';
import type { BoxScore } from './box-scores';
import { eventStatistics, type MatchEvent, periodRules, tallyEvents, teamEventSums } from './match-events';
import type { Rng } from './random';
import type { ResultType } from './sports-model';

export type EventSide = { box: BoxScore; positions: Map<string, string>; won: boolean };
export type EventGame = {
  sport: Sport;
  result: ResultType;
  overtimes: number;
  sides: [EventSide, EventSide];
};

type Draft = Omit<MatchEvent, 'otherId' | 'secondAssistId' | 'scored'> &
  Partial<Pick<MatchEvent, 'otherId' | 'secondAssistId' | 'scored'>>;

const SHOOTOUT_END = 7;

const full = (d: Draft): MatchEvent => ({
  otherId: null,
  secondAssistId: null,
  scored: null,
  ...d,
});

/** Each period's length, the regulation periods then `overtimes` overtimes, and their sum. */
function periodLengths(sport: Sport, overtimes: number): { lengths: readonly number[]; total: number } {
  const key = `${sport} ${overtimes}`;
  let known = periodLengthCache.get(key);
  if (known === undefined) {
    const rules = periodRules[sport];
    const lengths = [
      ...Array.from({ length: rules.periods }, () => rules.length),
      ...Array.from({ length: overtimes }, () => rules.overtime),
    ];
    known = { lengths, total: lengths.reduce((a, b) => a + b, 0) };
    periodLengthCache.set(key, known);
  }
  return known;
}

/** Computed once per sport and number of overtimes: two event makers per game ask for them. */
const periodLengthCache = new Map<string, { lengths: readonly number[]; total: number }>();

/**
 * The maker of one side's events at random moments of the regulation periods (and the overtimes when
 * `overtimes` is given), a period as likely as its length. The demo data makes some 700,000 events: one
 * draw each, no intermediate objects.
 */
function eventMaker(rng: Rng, sport: Sport, side: 0 | 1, overtimes = 0) {
  const { lengths, total } = periodLengths(sport, overtimes);
  return (type: string, personId: string | null, otherId: string | null = null): MatchEvent => {
    let at = Math.floor(rng.next() * total);
    let period = 0;
    while (at >= (lengths[period] as number)) at -= lengths[period++] as number;
    const length = lengths[period] as number;
    // Never on the period's first or last second, which belong to its start and end.
    const second = Math.min(length - 1, Math.max(1, at));
    return { period: period + 1, second, side, type, personId, otherId, secondAssistId: null, scored: null };
  };
}

function periodMarkers(sport: Sport, game: EventGame, start: string, end: string): MatchEvent[] {
  const rules = periodRules[sport];
  const count = rules.periods + game.overtimes + (game.result === 'shootout' ? 1 : 0);
  return Array.from({ length: count }, (_, i) => {
    // A shoot-out has no clock: its attempts are numbered 1–6, and it ends after them.
    const length =
      i < rules.periods ? rules.length : i < rules.periods + game.overtimes ? rules.overtime : SHOOTOUT_END;
    return [
      full({ period: i + 1, second: 0, side: null, type: start, personId: null }),
      full({ period: i + 1, second: length, side: null, type: end, personId: null }),
    ];
  }).flat();
}

const count = (stats: Record<string, number>, code: string) => stats[code] ?? 0;

/** Attaches assists, `assists[personId]` each, to scoring events of other players without one yet. */
function attachAssists(
  rng: Rng,
  events: MatchEvent[],
  persons: BoxScore['persons'],
  field: 'otherId' | 'secondAssistId',
): void {
  for (const { personId, stats } of persons) {
    let left = count(stats, 'assists');
    for (const e of rng.shuffle(events)) {
      if (left === 0) break;
      if (e.personId === personId || e[field] !== null) continue;
      if (field === 'secondAssistId' && (e.otherId === null || e.otherId === personId)) continue;
      e[field] = personId;
      left -= 1;
    }
  }
}

function basketballEvents(rng: Rng, game: EventGame): MatchEvent[] {
  const out = periodMarkers('basketball', game, 'periodStart', 'periodEnd');
  game.sides.forEach((side, s) => {
    const at = eventMaker(rng, 'basketball', s as 0 | 1, game.overtimes);
    const made: MatchEvent[] = [];
    for (const { personId, stats } of side.box.persons) {
      const big = ['C', 'PF'].includes(side.positions.get(personId) ?? '');
      const threes = count(stats, 'threePointersMade');
      for (let i = 0; i < threes; i++) made.push(at('threePointMade', personId));
      for (let i = 0; i < count(stats, 'fieldGoalsMade') - threes; i++) {
        const type = rng.chance(big ? 0.25 : 0.05) ? 'dunk' : 'twoPointMade';
        made.push(at(type, personId));
      }
      const repeat = (code: string, type: () => string) => {
        for (let i = 0; i < count(stats, code); i++) out.push(at(type(), personId));
      };
      repeat('freeThrowsMade', () => 'freeThrowMade');
      repeat('steals', () => 'steal');
      repeat('blocks', () => 'block');
      repeat('turnovers', () => 'turnover');
      repeat('foulsPersonal', () => {
        const r = rng.next();
        return r < 0.02 ? 'foulTechnical' : r < 0.05 ? 'foulUnsportsmanlike' : 'foulPersonal';
      });
    }
    attachAssists(rng, made, side.box.persons, 'otherId');
    out.push(...made);
    // The five with the most minutes start; each other player who played comes on once, for a starter.
    const byMinutes = [...side.box.persons].sort(
      (a, b) => count(b.stats, 'minutes') - count(a.stats, 'minutes'),
    );
    const starters = byMinutes.slice(0, 5).map((p) => p.personId);
    for (const bench of byMinutes.slice(5)) {
      out.push(at('substitution', bench.personId, rng.pick(starters)));
    }
    for (let i = rng.int(2, 5); i > 0; i--) out.push(at('timeout', null));
  });
  return out;
}

function hockeyEvents(rng: Rng, game: EventGame): MatchEvent[] {
  const out = periodMarkers('hockey', game, 'periodStart', 'periodEnd');
  const goalies = game.sides.map((side) => side.box.persons.find((p) => p.stats.shotsAgainst !== undefined));
  game.sides.forEach((side, s) => {
    const at = eventMaker(rng, 'hockey', s as 0 | 1);
    const goals: MatchEvent[] = [];
    for (const { personId, stats } of side.box.persons) {
      const kinds = [
        ...Array.from({ length: count(stats, 'powerPlayGoals') }, () => 'powerPlayGoal'),
        ...Array.from({ length: count(stats, 'shortHandedGoals') }, () => 'shortHandedGoal'),
      ];
      while (kinds.length < count(stats, 'goals')) kinds.push('goal');
      for (const type of kinds) goals.push(at(type, personId));
      // 10 is a misconduct, the rest minors; now and then a major on top.
      let minutes = count(stats, 'penaltyMinutes');
      if (minutes >= 10) {
        out.push(at('penaltyMisconduct', personId));
        minutes -= 10;
      }
      for (; minutes >= 2; minutes -= 2) out.push(at('penaltyMinor', personId));
      if (stats.shotsAgainst === undefined && rng.chance(0.004)) out.push(at('penaltyMajor', personId));
    }
    attachAssists(rng, goals, side.box.persons, 'otherId');
    attachAssists(rng, goals, side.box.persons, 'secondAssistId');
    // The overtime winner: the winner's last goal, scored in overtime.
    if (game.result === 'overtime' && side.won && goals.length > 0) {
      const last = goals[goals.length - 1] as MatchEvent;
      last.period = 4;
      last.second = rng.int(5, 295);
    }
    // An empty-net goal: a plain goal of a winner two or more ahead, in the last minute, the other goalie off.
    const margin = count(side.box.team, 'goals') - count(game.sides[1 - s]?.box.team ?? {}, 'goals');
    const plain = goals.find((g) => g.type === 'goal' && g.period <= 3);
    const pulled = goalies[1 - s];
    if (game.result === 'regular' && margin >= 2 && plain && pulled && rng.chance(0.3)) {
      plain.type = 'emptyNetGoal';
      plain.period = 3;
      plain.second = rng.int(1141, 1199);
      out.push(
        full({
          period: 3,
          second: plain.second - rng.int(10, 40),
          side: (1 - s) as 0 | 1,
          type: 'goalieChange',
          personId: pulled.personId,
        }),
      );
      // The goalie was off the ice: the goal is not against him.
      pulled.stats.goalsAgainst = count(pulled.stats, 'goalsAgainst') - 1;
      pulled.stats.shotsAgainst = count(pulled.stats, 'shotsAgainst') - 1;
    }
    out.push(...goals);
    if (rng.chance(0.6)) out.push(at('timeout', null));
    if (rng.chance(0.08)) {
      const shooter = rng.pick(side.box.persons.filter((p) => p.stats.goals !== undefined));
      out.push({ ...at('penaltyShot', shooter.personId), scored: false });
    }
    const reviewed = goals.find(() => rng.chance(0.15));
    if (reviewed)
      out.push(
        full({
          ...reviewed,
          type: 'videoReview',
          side: null,
          personId: null,
          otherId: null,
          secondAssistId: null,
        }),
      );
  });
  if (game.result === 'shootout') {
    // Three rounds, the winner one goal ahead; the winner's deciding goal is the one the score adds.
    const winner = game.sides[0].won ? 0 : 1;
    const loserGoals = rng.int(0, 2);
    game.sides.forEach((side, s) => {
      const shooters = rng.shuffle(side.box.persons.filter((p) => p.stats.goals !== undefined)).slice(0, 3);
      const scoring = s === winner ? loserGoals + 1 : loserGoals;
      shooters.forEach((shooter, round) => {
        out.push(
          full({
            period: 5,
            second: round * 2 + s + 1,
            side: s as 0 | 1,
            type: 'shootoutAttempt',
            personId: shooter.personId,
            scored: round < scoring,
          }),
        );
      });
    });
  }
  return out;
}

function handballEvents(rng: Rng, game: EventGame): MatchEvent[] {
  const out = periodMarkers('handball', game, 'halfStart', 'halfEnd');
  const keeperOf = (p: BoxScore['persons'][number]) => p.stats.shotsFaced !== undefined;
  /** The 7m saves each goalkeeper was given by the other side's throws. */
  const sevenSaved = new Map<string, number>();
  game.sides.forEach((side, s) => {
    const at = eventMaker(rng, 'handball', s as 0 | 1);
    const opponentKeepers = (game.sides[1 - s]?.box.persons ?? []).filter(keeperOf);
    // How many 7m saves each opposing goalkeeper's line asks for.
    const wanted = opponentKeepers.map((k) => count(k.stats, 'sevenMetreSaves'));
    const goals: MatchEvent[] = [];
    for (const { personId, stats } of side.box.persons) {
      const seven = count(stats, 'sevenMetreGoals');
      for (let i = 0; i < count(stats, 'goals') - seven; i++) goals.push(at('goal', personId));
      for (let i = 0; i < seven; i++) out.push(at('sevenMetreGoal', personId));
      for (let i = 0; i < count(stats, 'sevenMetreShots') - seven; i++) {
        const k = wanted.findIndex((n) => n > 0);
        const keeper = opponentKeepers[k];
        if (keeper) {
          wanted[k] = (wanted[k] as number) - 1;
          sevenSaved.set(keeper.personId, (sevenSaved.get(keeper.personId) ?? 0) + 1);
          out.push(at('sevenMetreSaved', personId, keeper.personId));
        } else out.push(at('sevenMetreMissed', personId));
      }
      const repeat = (code: string, type: string) => {
        for (let i = 0; i < count(stats, code); i++) out.push(at(type, personId));
      };
      repeat('suspensions', 'suspension');
      repeat('yellowCards', 'yellowCard');
      repeat('redCards', 'redCard');
      repeat('blueCards', 'blueCard');
    }
    attachAssists(
      rng,
      goals,
      side.box.persons.filter((p) => !keeperOf(p)),
      'otherId',
    );
    out.push(...goals);
    for (let i = rng.int(1, 3); i > 0; i--) out.push(at('timeout', null));
    for (let i = rng.int(0, 3); i > 0; i--) out.push(at('passivePlay', null));
  });
  // A goalkeeper's other saves: the line's saves less the 7m saves the throws gave them, so the total stays.
  game.sides.forEach((side, s) => {
    const at = eventMaker(rng, 'handball', s as 0 | 1);
    for (const keeper of side.box.persons.filter(keeperOf)) {
      const field = count(keeper.stats, 'saves') - (sevenSaved.get(keeper.personId) ?? 0);
      for (let i = 0; i < field; i++) out.push(at('save', keeper.personId));
    }
  });
  return out;
}

/**
 * The events by period then second, those at the same moment in the order they were made (a period's start,
 * second 0, and its end, its length, come first and last: no event shares them). The same order as a stable
 * sort with a comparator, which was the plan's largest single cost: each event's key and position are packed
 * into one number, and a typed array sorts numbers natively.
 */
function inGameOrder(events: MatchEvent[]): MatchEvent[] {
  const n = events.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const e = events[i] as MatchEvent;
    keys[i] = (e.period * 65536 + e.second) * n + i;
  }
  keys.sort();
  const out = new Array<MatchEvent>(n);
  for (let i = 0; i < n; i++) out[i] = events[(keys[i] as number) % n] as MatchEvent;
  return out;
}

const teamSumEntries = Object.fromEntries(
  Object.entries(teamEventSums).map(([sport, sums]) => [sport, Object.entries(sums)]),
) as Record<Sport, [string, string][]>;

/**
 * The game's events, in order, and its box scores re-counted from them: each event-made person figure is
 * replaced by the events' tally, and each team figure that sums one by the sum of its players'.
 */
export function applyEvents(rng: Rng, game: EventGame): MatchEvent[] {
  const made =
    game.sport === 'basketball'
      ? basketballEvents(rng, game)
      : game.sport === 'hockey'
        ? hockeyEvents(rng, game)
        : handballEvents(rng, game);
  const events = inGameOrder(made);
  const tally = tallyEvents(game.sport, events);
  const codes = eventStatistics[game.sport];
  const sums = teamSumEntries[game.sport];
  for (const side of game.sides) {
    for (const person of side.box.persons) {
      const counted = tally.get(person.personId);
      for (const code of codes) {
        // A goalkeeper's line keeps only the figures that apply to them (no goals for a hockey goalie).
        if (person.stats[code] !== undefined) person.stats[code] = counted?.[code] ?? 0;
      }
    }
    for (const [teamCode, personCode] of sums) {
      let sum = 0;
      for (const p of side.box.persons) sum += p.stats[personCode] ?? 0;
      side.box.team[teamCode] = sum;
    }
  }
  return events;
}
