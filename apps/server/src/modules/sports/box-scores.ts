/**
 * One played fixture's statistics, per sport: who dresses, and each side's person and team lines, consistent
 * with the final score (every goal or point someone's, every percentage its made over its attempts).
 */
import type { Sport } from '@eua/shared';
import type { Rng } from './random';
import type { ResultType, StatMap } from './sports-model';

/** A player as the box-score makers see them. */
export type Player = { personId: string; position: string; rating: number; weight: number };

const pct = (made: number, attempted: number) =>
  attempted > 0 ? Math.round((made / attempted) * 1000) / 10 : 0;

const sum = (rows: readonly StatMap[], key: string) => rows.reduce((a, r) => a + (r[key] ?? 0), 0);

export type GameSide = { players: Player[]; score: number; opponentScore: number; won: boolean };
export type BoxScore = { persons: { personId: string; stats: StatMap }[]; team: StatMap };

/** Dressed players, best first, a few of the roster left out (injured or rested). */
export function lineup(rng: Rng, roster: Player[], dressed: number, keepers: number): Player[] {
  const available = roster.filter(() => !rng.chance(0.08));
  const isKeeper = (p: Player) => p.position === 'G' || p.position === 'GK';
  const byForm = (ps: Player[]) =>
    ps
      .map((p) => ({ p, form: p.rating + rng.normal(0.08) }))
      .sort((a, b) => b.form - a.form)
      .map((x) => x.p);
  // A team never takes the floor without a goalkeeper: when all are out, the roster's return.
  const fit = available.filter(isKeeper);
  const goalies = byForm(fit.length ? fit : roster.filter(isKeeper)).slice(0, keepers);
  const skaters = byForm(available.filter((p) => !isKeeper(p))).slice(0, dressed - goalies.length);
  return [...goalies, ...skaters];
}

export function basketballGame(
  rng: Rng,
  home: GameSide,
  away: GameSide,
  overtimes: number,
): [BoxScore, BoxScore] {
  const side = (s: GameSide): BoxScore => {
    const playing = s.players.slice(0, rng.int(10, Math.min(12, s.players.length)));
    const weights = playing.map((p) => p.rating * p.rating * rng.float(0.7, 1.3));
    const minutes = rng.distribute(200 + 25 * overtimes, weights, 40 + 5 * overtimes);
    const scoring = playing.map((p, i) => (minutes[i] as number) * p.rating * rng.float(0.6, 1.4));
    const points = rng.distribute(s.score, scoring);
    const big = (p: Player) => (p.position === 'C' || p.position === 'PF' ? 1.7 : 1);
    const guard = (p: Player) => (p.position === 'PG' ? 2 : p.position === 'SG' ? 1.3 : 0.8);
    const byMinutes = (f: (p: Player) => number) => playing.map((p, i) => (minutes[i] as number) * f(p));
    const rebounds = rng.distribute(rng.int(32, 46), byMinutes(big));
    const steals = rng.distribute(rng.int(4, 11), byMinutes(guard));
    const blocks = rng.distribute(rng.int(1, 7), byMinutes(big));
    const turnovers = rng.distribute(rng.int(9, 17), byMinutes(guard));
    const fouls = rng.distribute(
      rng.int(15, 23),
      byMinutes(() => 1),
      5,
    );
    const rows = playing.map((p, i) => {
      const pts = points[i] as number;
      const threes = p.position === 'C' ? 0 : rng.int(0, Math.floor((pts * 0.4) / 3));
      let free = rng.int(0, Math.min(pts - 3 * threes, 8));
      if ((pts - 3 * threes - free) % 2 === 1) free += 1;
      const twos = (pts - 3 * threes - free) / 2;
      const fgm = twos + threes;
      // Attempts are made plus missed, per kind of shot, and a field goal is a two or a three: so field-goal
      // attempts are the two-point attempts plus the three-point attempts (decision 125).
      const twoPa = twos + rng.int(Math.floor(twos * 0.6), Math.ceil(twos * 1.2) + 1);
      const tpa = threes + rng.int(0, threes + (p.position === 'C' ? 0 : 3));
      const fga = twoPa + tpa;
      const fta = free + rng.int(0, Math.ceil(free * 0.4) + (free > 0 ? 1 : 0));
      const reb = rebounds[i] as number;
      const off = Math.round(reb * rng.float(0.15, 0.35));
      return { p, pts, fgm, fga, threes, tpa, free, fta, reb, off, min: minutes[i] as number };
    });
    const assistsTotal = Math.round(rows.reduce((a, r) => a + r.fgm, 0) * rng.float(0.45, 0.65));
    const assists = rng.distribute(assistsTotal, byMinutes(guard));
    const margin = s.score - s.opponentScore;
    const persons = rows.flatMap((r, i) => {
      // Dressed but no minutes: did not play, so no statistics row.
      if (r.min === 0) return [];
      const ast = assists[i] as number;
      const stl = steals[i] as number;
      const blk = blocks[i] as number;
      const tov = turnovers[i] as number;
      const tens = [r.pts, r.reb, ast, stl, blk].filter((v) => v >= 10).length;
      const stats: StatMap = {
        points: r.pts,
        reboundsTotal: r.reb,
        reboundsOffensive: r.off,
        reboundsDefensive: r.reb - r.off,
        assists: ast,
        steals: stl,
        blocks: blk,
        turnovers: tov,
        foulsPersonal: fouls[i] as number,
        minutes: r.min,
        fieldGoalsMade: r.fgm,
        fieldGoalsAttempted: r.fga,
        fieldGoalsPercentage: pct(r.fgm, r.fga),
        threePointersMade: r.threes,
        threePointersAttempted: r.tpa,
        threePointersPercentage: pct(r.threes, r.tpa),
        freeThrowsMade: r.free,
        freeThrowsAttempted: r.fta,
        freeThrowsPercentage: pct(r.free, r.fta),
        plusMinusPoints: Math.round((margin * r.min) / 40 + rng.normal(4)),
        efficiency: r.pts + r.reb + ast + stl + blk - (r.fga - r.fgm) - (r.fta - r.free) - tov,
        doubleDoubles: tens >= 2 ? 1 : 0,
      };
      return [{ personId: r.p.personId, stats }];
    });
    const ps = persons.map((x) => x.stats);
    const starters = new Set(
      [...rows]
        .sort((a, b) => b.min - a.min)
        .slice(0, 5)
        .map((r) => r.p.personId),
    );
    const twoMade = sum(ps, 'fieldGoalsMade') - sum(ps, 'threePointersMade');
    const team: StatMap = {
      points: s.score,
      reboundsTotal: sum(ps, 'reboundsTotal'),
      assists: sum(ps, 'assists'),
      steals: sum(ps, 'steals'),
      blocks: sum(ps, 'blocks'),
      turnovers: sum(ps, 'turnovers'),
      foulsTotal: sum(ps, 'foulsPersonal'),
      fieldGoalsPercentage: pct(sum(ps, 'fieldGoalsMade'), sum(ps, 'fieldGoalsAttempted')),
      threePointersPercentage: pct(sum(ps, 'threePointersMade'), sum(ps, 'threePointersAttempted')),
      freeThrowsPercentage: pct(sum(ps, 'freeThrowsMade'), sum(ps, 'freeThrowsAttempted')),
      pointsInThePaint: 2 * Math.round(twoMade * rng.float(0.45, 0.7)),
      pointsFastBreak: rng.int(2, 20),
      pointsSecondChance: rng.int(2, 18),
      pointsFromTurnovers: rng.int(5, 22),
      benchPoints: persons
        .filter((x) => !starters.has(x.personId))
        .reduce((a, x) => a + (x.stats.points ?? 0), 0),
      biggestLead: Math.max(0, margin) + rng.int(0, 9),
    };
    return { persons, team };
  };
  const a = side(home);
  const b = side(away);
  const leadChanges = rng.int(0, 16);
  const level = rng.int(0, 10) + overtimes;
  Object.assign(a.team, { leadChanges, timesScoresLevel: level });
  Object.assign(b.team, { leadChanges, timesScoresLevel: level });
  return [a, b];
}

/**
 * Hockey box scores. The shoot-out winner's extra goal is not credited to a player (as in the leagues that
 * count it in the score), so there the players' goals sum to the score less one; otherwise exactly.
 */
export function hockeyGame(
  rng: Rng,
  home: GameSide,
  away: GameSide,
  result: ResultType,
): [BoxScore, BoxScore] {
  const minutesPlayed = result === 'regular' ? 60 : 65;
  const credited = (s: GameSide) => (result === 'shootout' && s.won ? s.score - 1 : s.score);
  const faceoffs = rng.int(48, 68);
  const homeFaceoffWins = Math.round(faceoffs * rng.float(0.4, 0.6));
  const shots = [home, away].map((s) => credited(s) + rng.int(18, 32));
  const ppOpportunities = [rng.int(1, 6), rng.int(1, 6)];
  const side = (s: GameSide, index: 0 | 1): BoxScore & { ppGoals: number } => {
    const goalie = s.players.find((p) => p.position === 'G');
    const skaters = s.players.filter((p) => p.position !== 'G');
    const goals = credited(s);
    const opponentGoals = index === 0 ? credited(away) : credited(home);
    const weights = skaters.map((p) => p.weight * p.rating);
    const goalsBy = rng.distribute(goals, weights);
    const assistsBy = skaters.map(() => 0);
    const plusMinus = skaters.map(() => 0);
    let ppGoals = 0;
    const ppByPlayer = skaters.map(() => 0);
    const shByPlayer = skaters.map(() => 0);
    const iceWeights = skaters.map((p) => (p.position === 'D' ? 1.4 : 1) * p.rating);
    const onIce = (exclude: number) => {
      const chosen = new Set<number>();
      if (exclude >= 0) chosen.add(exclude);
      while (chosen.size < Math.min(5, skaters.length)) chosen.add(rng.weighted(iceWeights));
      return [...chosen];
    };
    goalsBy.forEach((n, scorer) => {
      for (let g = 0; g < n; g++) {
        const kind = rng.next();
        const powerPlay = kind < 0.2 && ppGoals < (ppOpportunities[index] as number);
        if (powerPlay) {
          ppGoals += 1;
          ppByPlayer[scorer] = (ppByPlayer[scorer] as number) + 1;
        } else if (kind > 0.96) shByPlayer[scorer] = (shByPlayer[scorer] as number) + 1;
        const helpers = rng.weighted([0.1, 0.3, 0.6]);
        const others = weights.map((w, i) => (i === scorer ? 0 : w));
        for (let h = 0; h < helpers; h++) {
          const a = rng.weighted(others);
          assistsBy[a] = (assistsBy[a] as number) + 1;
          others[a] = 0;
        }
        if (!powerPlay) for (const i of onIce(scorer)) plusMinus[i] = (plusMinus[i] as number) + 1;
      }
    });
    for (let g = 0; g < opponentGoals; g++) {
      if (rng.chance(0.8)) for (const i of onIce(-1)) plusMinus[i] = (plusMinus[i] as number) - 1;
    }
    const extraShots = rng.distribute((shots[index] as number) - goals, weights);
    const centres = skaters.map((p) => (p.position === 'C' ? 1 : 0));
    const taken = rng.distribute(faceoffs, centres);
    const won = index === 0 ? homeFaceoffWins : faceoffs - homeFaceoffWins;
    const wonBy = distributeWithin(rng, won, taken);
    const iceShares: number[] = [];
    let gwgGiven = !s.won || result === 'shootout';
    const persons = skaters.map((p, i) => {
      const g = goalsBy[i] as number;
      const sog = g + (extraShots[i] as number);
      let gwg = 0;
      if (!gwgGiven && g > 0 && rng.chance(0.5)) {
        gwg = 1;
        gwgGiven = true;
      }
      const stats: StatMap = {
        goals: g,
        assists: assistsBy[i] as number,
        points: g + (assistsBy[i] as number),
        plusMinus: plusMinus[i] as number,
        penaltyMinutes: rng.pick([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 4, 10]),
        shotsOnGoal: sog,
        shootingPercentage: pct(g, sog),
        powerPlayGoals: ppByPlayer[i] as number,
        shortHandedGoals: shByPlayer[i] as number,
        gameWinningGoals: gwg,
        hits: rng.int(0, p.position === 'D' ? 5 : 4),
        blockedShots: rng.int(0, p.position === 'D' ? 5 : 2),
        timeOnIceSeconds: 0,
      };
      iceShares.push(p.position === 'D' ? rng.float(17, 25) : rng.float(11, 20));
      if (p.position === 'C') {
        stats.faceoffs = taken[i] as number;
        stats.faceoffsWon = wonBy[i] as number;
        stats.faceoffPercentage = pct(stats.faceoffsWon, stats.faceoffs);
      }
      return { personId: p.personId, stats };
    });
    // Five skaters a side on the ice in regulation, three in the five minutes of overtime: the skaters' time
    // on ice adds up to that, shared by each one's usual load in ten-second shifts (decision 125). Shared
    // without drawing, so the rest of the data set is what the same seed always made.
    const skaterSeconds = 5 * 3600 + (minutesPlayed > 60 ? 3 * 300 : 0);
    apportion(skaterSeconds / 10, iceShares).forEach((units, i) => {
      (persons[i] as { stats: StatMap }).stats.timeOnIceSeconds = units * 10;
    });
    // The game-winner went to nobody by chance above: give it to the first scorer.
    if (!gwgGiven) {
      const first = persons.find((x) => (x.stats.goals ?? 0) > 0);
      if (first) first.stats.gameWinningGoals = 1;
    }
    const shotsAgainst = shots[1 - index] as number;
    if (goalie) {
      const saves = shotsAgainst - opponentGoals;
      persons.push({
        personId: goalie.personId,
        stats: {
          saves,
          shotsAgainst,
          savePercentage: pct(saves, shotsAgainst),
          goalsAgainst: opponentGoals,
          goalsAgainstAverage: Math.round(((opponentGoals * 60) / minutesPlayed) * 100) / 100,
          shutouts: opponentGoals === 0 && s.won ? 1 : 0,
          penaltyMinutes: rng.chance(0.05) ? 2 : 0,
          timeOnIceSeconds: minutesPlayed * 60,
        },
      });
    }
    const ps = persons.map((x) => x.stats);
    const team: StatMap = {
      goals: s.score,
      shotsOnGoal: shots[index] as number,
      shootingPercentage: pct(goals, shots[index] as number),
      saves: shotsAgainst - opponentGoals,
      savePercentage: pct(shotsAgainst - opponentGoals, shotsAgainst),
      powerPlayGoals: ppGoals,
      penaltyMinutes: sum(ps, 'penaltyMinutes'),
      faceoffsWon: won,
      faceoffPercentage: pct(won, faceoffs),
      hits: sum(ps, 'hits'),
      blockedShots: sum(ps, 'blockedShots'),
      giveaways: rng.int(4, 14),
      takeaways: rng.int(3, 11),
    };
    return { persons, team, ppGoals };
  };
  const a = side(home, 0);
  const b = side(away, 1);
  const [homeOpp, awayOpp] = ppOpportunities as [number, number];
  a.team.powerPlayPercentage = pct(a.ppGoals, homeOpp);
  b.team.powerPlayPercentage = pct(b.ppGoals, awayOpp);
  a.team.penaltyKillPercentage = pct(awayOpp - b.ppGoals, awayOpp);
  b.team.penaltyKillPercentage = pct(homeOpp - a.ppGoals, homeOpp);
  return [
    { persons: a.persons, team: a.team },
    { persons: b.persons, team: b.team },
  ];
}

/** `total` in whole units in proportion to `weights` (largest remainders first, the earlier among equals). */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const out = exact.map(Math.floor);
  const left = total - out.reduce((a, n) => a + n, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order.slice(0, left)) out[i] = (out[i] as number) + 1;
  return out;
}

/** `total` spread over slots no larger than `caps`. */
function distributeWithin(rng: Rng, total: number, caps: number[]): number[] {
  const out = caps.map(() => 0);
  for (let unit = 0; unit < total; unit++) {
    const room = caps.map((c, i) => c - (out[i] as number));
    if (room.every((r) => r <= 0)) break;
    const i = rng.weighted(room.map((r) => Math.max(0, r)));
    out[i] = (out[i] as number) + 1;
  }
  return out;
}

export function handballGame(rng: Rng, home: GameSide, away: GameSide): [BoxScore, BoxScore] {
  const sevenMetres = [home, away].map((s) => {
    const shots = rng.int(2, 8);
    return { shots, goals: Math.min(s.score, Math.round(shots * rng.float(0.6, 0.9))) };
  });
  const fieldShots = [home, away].map((s, i) => {
    const fieldGoals = s.score - (sevenMetres[i]?.goals ?? 0);
    return fieldGoals + Math.round(fieldGoals * rng.float(0.4, 0.8));
  });
  const side = (s: GameSide, index: 0 | 1): BoxScore => {
    const keepers = s.players.filter((p) => p.position === 'GK');
    const field = s.players.filter((p) => p.position !== 'GK');
    const seven = sevenMetres[index] as { shots: number; goals: number };
    const taker = field.reduce<number>(
      (best, p, i) =>
        p.rating * p.weight > (field[best]?.rating ?? 0) * (field[best]?.weight ?? 0) ? i : best,
      0,
    );
    const weights = field.map((p) => p.weight * p.rating * p.rating);
    const fieldGoalsBy = rng.distribute(s.score - seven.goals, weights);
    const missesBy = rng.distribute((fieldShots[index] as number) - (s.score - seven.goals), weights);
    const minutes = rng.distribute(
      360,
      field.map((p) => p.rating * rng.float(0.6, 1.4)),
      60,
    );
    const assists = rng.distribute(Math.round(s.score * rng.float(0.35, 0.55)), weights);
    const steals = rng.distribute(
      rng.int(3, 9),
      field.map(() => 1),
    );
    const blocks = rng.distribute(
      rng.int(1, 6),
      field.map((p) => (p.position === 'P' ? 2 : 1)),
    );
    const turnovers = rng.distribute(rng.int(7, 14), weights);
    const persons = field.map((p, i) => {
      const isTaker = i === taker;
      const goals = (fieldGoalsBy[i] as number) + (isTaker ? seven.goals : 0);
      const shotsTaken = goals + (missesBy[i] as number) + (isTaker ? seven.shots - seven.goals : 0);
      const red = rng.chance(0.01) ? 1 : 0;
      const stats: StatMap = {
        goals,
        shots: shotsTaken,
        shootingPercentage: pct(goals, shotsTaken),
        sevenMetreGoals: isTaker ? seven.goals : 0,
        sevenMetreShots: isTaker ? seven.shots : 0,
        fastBreakGoals: rng.distribute(fieldGoalsBy[i] as number, [0.15, 0.85])[0] as number,
        assists: assists[i] as number,
        steals: steals[i] as number,
        blocks: blocks[i] as number,
        turnovers: turnovers[i] as number,
        suspensions: rng.weighted([0.82, 0.15, 0.03]),
        yellowCards: rng.chance(0.1) ? 1 : 0,
        redCards: red,
        blueCards: red && rng.chance(0.3) ? 1 : 0,
        minutes: minutes[i] as number,
      };
      return { personId: p.personId, stats };
    });
    // Goalkeepers share the 60 minutes; their saves and conceded goals follow their time in goal.
    const opponentIndex = 1 - index;
    const opponent = index === 0 ? away : home;
    const opponentSeven = sevenMetres[opponentIndex] as { shots: number; goals: number };
    const onTarget =
      opponent.score +
      Math.round(
        ((fieldShots[opponentIndex] as number) - opponent.score + opponentSeven.shots) * rng.float(0.55, 0.8),
      );
    const totalSaves = Math.max(0, onTarget - opponent.score);
    const startMinutes = keepers.length > 1 ? rng.pick([60, 60, 45, 40, 30]) : 60;
    const shares = keepers
      .slice(0, 2)
      .map((_, i) => (i === 0 ? startMinutes : 60 - startMinutes))
      .filter((m) => m > 0);
    const savesBy = rng.distribute(totalSaves, shares);
    const concededBy = rng.distribute(opponent.score, shares);
    shares.forEach((m, i) => {
      const keeper = keepers[i] as Player;
      const saves = savesBy[i] as number;
      const conceded = concededBy[i] as number;
      persons.push({
        personId: keeper.personId,
        stats: {
          saves,
          shotsFaced: saves + conceded,
          savePercentage: pct(saves, saves + conceded),
          sevenMetreSaves: Math.min(saves, rng.int(0, opponentSeven.shots - opponentSeven.goals)),
          suspensions: 0,
          yellowCards: rng.chance(0.03) ? 1 : 0,
          redCards: 0,
          blueCards: 0,
          minutes: m,
        },
      });
    });
    const ps = persons.map((x) => x.stats);
    const team: StatMap = {
      goals: s.score,
      shots: sum(ps, 'shots'),
      shootingPercentage: pct(s.score, sum(ps, 'shots')),
      sevenMetreGoals: seven.goals,
      fastBreakGoals: sum(ps, 'fastBreakGoals'),
      saves: totalSaves,
      savePercentage: pct(totalSaves, totalSaves + opponent.score),
      assists: sum(ps, 'assists'),
      steals: sum(ps, 'steals'),
      turnovers: sum(ps, 'turnovers'),
      suspensions: sum(ps, 'suspensions'),
      yellowCards: sum(ps, 'yellowCards'),
      redCards: sum(ps, 'redCards'),
      emptyGoalGoals: rng.int(0, Math.min(2, s.score)),
    };
    return { persons, team };
  };
  return [side(home, 0), side(away, 1)];
}

/** Scores: home advantage, the stronger team more often ahead, within each sport's usual range. */
export function playScores(
  rng: Rng,
  sport: Sport,
  homeStrength: number,
  awayStrength: number,
): { home: number; away: number; result: ResultType; overtimes: number } {
  const edge = homeStrength - awayStrength;
  if (sport === 'basketball') {
    const clamp = (n: number) => Math.max(60, Math.min(110, Math.round(n)));
    let home = clamp(82 + 12 * edge + 3 + rng.normal(9));
    let away = clamp(82 - 12 * edge + rng.normal(9));
    let overtimes = 0;
    while (home === away) {
      // Overtime: five more minutes each, kept within the range.
      overtimes += 1;
      const extra = rng.int(4, 10);
      home = Math.min(110, home + extra + rng.int(-3, 3));
      away = Math.min(110, away + extra + rng.int(-3, 3));
      if (home === away && home === 110) away -= rng.int(1, 4);
    }
    return { home, away, result: overtimes ? 'overtime' : 'regular', overtimes };
  }
  if (sport === 'hockey') {
    const goals = (lambda: number) => {
      // Poisson by inversion, capped at 6 in regulation (an overtime winner makes at most 7).
      let k = 0;
      let p = Math.exp(-lambda);
      let cumulative = p;
      const u = rng.next();
      while (u > cumulative && k < 6) {
        k += 1;
        p *= lambda / k;
        cumulative += p;
      }
      return k;
    };
    const home = goals(Math.max(0.8, 2.9 + 1.2 * edge));
    const away = goals(Math.max(0.8, 2.6 - 1.2 * edge));
    if (home !== away) return { home, away, result: 'regular', overtimes: 0 };
    const result: ResultType = rng.chance(0.6) ? 'overtime' : 'shootout';
    const homeWins = rng.chance(0.5 + edge * 0.3);
    return {
      home: home + (homeWins ? 1 : 0),
      away: away + (homeWins ? 0 : 1),
      result,
      overtimes: 1,
    };
  }
  const clamp = (n: number) => Math.max(20, Math.min(38, Math.round(n)));
  return {
    home: clamp(29 + 4 * edge + 1 + rng.normal(3.5)),
    away: clamp(29 - 4 * edge + rng.normal(3.5)),
    result: 'regular',
    overtimes: 0,
  };
}
