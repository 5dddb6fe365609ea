/**
 * Match events (decision 099): basketball's play-by-play and the hockey and handball timelines, over each
 * sport's matchEvents codes (reference-data.ts). The events are the source of the box-score figures they
 * decide: `tallyEvents` counts them into person statistics (`eventStatistics` lists which), and the generator
 * writes those counts, and the team totals summed from them, into the box score, so the two always agree.
 */
import type { Sport } from '@eua/shared';
import { referenceLookups } from './reference-data';
import type { StatMap } from './sports-model';

/**
 * One event. `side` 0 is the home team, 1 the away team, null neither (a period's start or end). `otherId`
 * is the second person: the assist on a goal or basket, the player coming off for a substitution, the
 * goalkeeper who saved a 7m throw (of the other side). `secondAssistId`: hockey's second assist. `scored`:
 * whether a shoot-out attempt or a penalty shot went in.
 */
export type MatchEvent = {
  period: number;
  /** Seconds played in the period when it happened. */
  second: number;
  side: 0 | 1 | null;
  type: string;
  personId: string | null;
  otherId: string | null;
  secondAssistId: string | null;
  scored: boolean | null;
};

/** The sport's event codes, in the order their index is stored (migration 0007). */
export const eventCodes: Record<Sport, readonly string[]> = {
  basketball: (referenceLookups.basketball.matchEvents ?? []).map((o) => o.value),
  hockey: (referenceLookups.hockey.matchEvents ?? []).map((o) => o.value),
  handball: (referenceLookups.handball.matchEvents ?? []).map((o) => o.value),
};

/** Period lengths in seconds: regulation periods, then the overtime period's. */
export const periodRules: Record<Sport, { periods: number; length: number; overtime: number }> = {
  basketball: { periods: 4, length: 600, overtime: 300 },
  hockey: { periods: 3, length: 1200, overtime: 300 },
  handball: { periods: 2, length: 1800, overtime: 300 },
};

/** The person statistics the events decide, per sport; the rest of a box score line is not event-made. */
export const eventStatistics: Record<Sport, readonly string[]> = {
  basketball: [
    'points',
    'fieldGoalsMade',
    'threePointersMade',
    'freeThrowsMade',
    'assists',
    'steals',
    'blocks',
    'turnovers',
    'foulsPersonal',
  ],
  hockey: ['goals', 'assists', 'powerPlayGoals', 'shortHandedGoals', 'penaltyMinutes'],
  handball: [
    'goals',
    'sevenMetreGoals',
    'sevenMetreShots',
    'assists',
    'saves',
    'sevenMetreSaves',
    'suspensions',
    'yellowCards',
    'redCards',
    'blueCards',
  ],
};

/** Team statistics that are the sum of a person statistic the events decide: team code → person code. */
export const teamEventSums: Record<Sport, Record<string, string>> = {
  basketball: {
    assists: 'assists',
    steals: 'steals',
    blocks: 'blocks',
    turnovers: 'turnovers',
    foulsTotal: 'foulsPersonal',
  },
  hockey: { powerPlayGoals: 'powerPlayGoals', penaltyMinutes: 'penaltyMinutes' },
  handball: {
    sevenMetreGoals: 'sevenMetreGoals',
    assists: 'assists',
    suspensions: 'suspensions',
    yellowCards: 'yellowCards',
    redCards: 'redCards',
  },
};

/** What one event adds to whom: [person role, statistic, amount]. */
type Credit = ['person' | 'other' | 'secondAssist', string, number];

const credits: Record<Sport, Record<string, Credit[]>> = {
  basketball: {
    twoPointMade: [
      ['person', 'points', 2],
      ['person', 'fieldGoalsMade', 1],
      ['other', 'assists', 1],
    ],
    dunk: [
      ['person', 'points', 2],
      ['person', 'fieldGoalsMade', 1],
      ['other', 'assists', 1],
    ],
    threePointMade: [
      ['person', 'points', 3],
      ['person', 'fieldGoalsMade', 1],
      ['person', 'threePointersMade', 1],
      ['other', 'assists', 1],
    ],
    freeThrowMade: [
      ['person', 'points', 1],
      ['person', 'freeThrowsMade', 1],
    ],
    steal: [['person', 'steals', 1]],
    block: [['person', 'blocks', 1]],
    turnover: [['person', 'turnovers', 1]],
    foulPersonal: [['person', 'foulsPersonal', 1]],
    foulTechnical: [['person', 'foulsPersonal', 1]],
    foulUnsportsmanlike: [['person', 'foulsPersonal', 1]],
  },
  hockey: {
    goal: [
      ['person', 'goals', 1],
      ['other', 'assists', 1],
      ['secondAssist', 'assists', 1],
    ],
    powerPlayGoal: [
      ['person', 'goals', 1],
      ['person', 'powerPlayGoals', 1],
      ['other', 'assists', 1],
      ['secondAssist', 'assists', 1],
    ],
    shortHandedGoal: [
      ['person', 'goals', 1],
      ['person', 'shortHandedGoals', 1],
      ['other', 'assists', 1],
      ['secondAssist', 'assists', 1],
    ],
    emptyNetGoal: [
      ['person', 'goals', 1],
      ['other', 'assists', 1],
      ['secondAssist', 'assists', 1],
    ],
    penaltyMinor: [['person', 'penaltyMinutes', 2]],
    penaltyMajor: [['person', 'penaltyMinutes', 5]],
    penaltyMisconduct: [['person', 'penaltyMinutes', 10]],
  },
  handball: {
    goal: [
      ['person', 'goals', 1],
      ['other', 'assists', 1],
    ],
    sevenMetreGoal: [
      ['person', 'goals', 1],
      ['person', 'sevenMetreGoals', 1],
      ['person', 'sevenMetreShots', 1],
    ],
    sevenMetreMissed: [['person', 'sevenMetreShots', 1]],
    sevenMetreSaved: [
      ['person', 'sevenMetreShots', 1],
      ['other', 'saves', 1],
      ['other', 'sevenMetreSaves', 1],
    ],
    save: [['person', 'saves', 1]],
    suspension: [['person', 'suspensions', 1]],
    yellowCard: [['person', 'yellowCards', 1]],
    redCard: [['person', 'redCards', 1]],
    blueCard: [['person', 'blueCards', 1]],
  },
};

/** The events that change the score, and by how much (a shoot-out's deciding goal is added at the end). */
export const scoreValue: Record<Sport, Record<string, number>> = {
  basketball: { twoPointMade: 2, dunk: 2, threePointMade: 3, freeThrowMade: 1 },
  hockey: { goal: 1, powerPlayGoal: 1, shortHandedGoal: 1, emptyNetGoal: 1 },
  handball: { goal: 1, sevenMetreGoal: 1 },
};

/** A credit with its role as a field of the event, resolved once per sport rather than once per event. */
type ResolvedCredit = { field: 'personId' | 'otherId' | 'secondAssistId'; code: string; amount: number };

const roleFields = { person: 'personId', other: 'otherId', secondAssist: 'secondAssistId' } as const;

const resolvedCredits = Object.fromEntries(
  Object.entries(credits).map(([sport, byType]) => [
    sport,
    new Map(
      Object.entries(byType).map(([type, given]) => [
        type,
        given.map(([role, code, amount]): ResolvedCredit => ({ field: roleFields[role], code, amount })),
      ]),
    ),
  ]),
) as Record<Sport, Map<string, ResolvedCredit[]>>;

/** Every code of `eventStatistics[sport]` at 0, in its order: the template of a person's tally. */
const zeroLines = Object.fromEntries(
  Object.entries(eventStatistics).map(([sport, codes]) => [
    sport,
    Object.fromEntries(codes.map((code) => [code, 0])),
  ]),
) as Record<Sport, StatMap>;

/**
 * The person statistics the events decide, per person: every code of `eventStatistics[sport]` for everyone
 * an event names (0 where none of theirs happened). The demo data tallies some 700,000 events at the first
 * start: the credits are looked up once per sport and a person's line is copied from a template.
 */
export function tallyEvents(sport: Sport, events: readonly MatchEvent[]): Map<string, StatMap> {
  const out = new Map<string, StatMap>();
  const zero = zeroLines[sport];
  const sportCredits = resolvedCredits[sport];
  for (let e = 0; e < events.length; e++) {
    const event = events[e] as MatchEvent;
    const given = sportCredits.get(event.type);
    if (given === undefined) continue;
    for (let i = 0; i < given.length; i++) {
      const { field, code, amount } = given[i] as ResolvedCredit;
      const personId = event[field];
      if (personId === null) continue;
      let stats = out.get(personId);
      if (stats === undefined) {
        stats = { ...zero };
        out.set(personId, stats);
      }
      stats[code] = (stats[code] as number) + amount;
    }
  }
  return out;
}

/** The running score after each event: [home, away]. */
export function runningScores(sport: Sport, events: readonly MatchEvent[]): [number, number][] {
  let home = 0;
  let away = 0;
  return events.map((event) => {
    const value = scoreValue[sport][event.type] ?? 0;
    if (event.side === 0) home += value;
    if (event.side === 1) away += value;
    return [home, away];
  });
}

// ---------------------------------------------------------------------------------------------------------
// Storage: one byte string per fixture (migration 0007), eight bytes per event, the persons as indexes into
// the row's own person_ids. Bytes, not JSON objects or integer arrays: the demo data holds about 700,000
// events, and PostgreSQL parses a hex byte string many times faster than the same numbers as an array.

/** Bytes per event: period, second (two bytes, little-endian), side, code index, person, other, last. */
const EVENT_BYTES = 8;
const NONE = 255;

const codeIndexes = Object.fromEntries(
  Object.entries(eventCodes).map(([sport, codes]) => [sport, new Map(codes.map((code, i) => [code, i]))]),
) as Record<Sport, Map<string, number>>;

export function encodeEvents(
  sport: Sport,
  events: readonly MatchEvent[],
): { personIds: string[]; events: Uint8Array } {
  const personIds: string[] = [];
  const index = new Map<string, number>();
  const ref = (personId: string | null) => {
    if (personId === null) return NONE;
    let i = index.get(personId);
    if (i === undefined) {
      i = personIds.length;
      personIds.push(personId);
      index.set(personId, i);
    }
    return i;
  };
  const codes = codeIndexes[sport];
  const bytes = new Uint8Array(events.length * EVENT_BYTES);
  events.forEach((e, n) => {
    const at = n * EVENT_BYTES;
    bytes[at] = e.period;
    bytes[at + 1] = e.second & 0xff;
    bytes[at + 2] = e.second >> 8;
    bytes[at + 3] = e.side ?? NONE;
    bytes[at + 4] = codes.get(e.type) ?? NONE;
    bytes[at + 5] = ref(e.personId);
    bytes[at + 6] = ref(e.otherId);
    bytes[at + 7] = e.scored === null ? ref(e.secondAssistId) : e.scored ? 1 : 0;
  });
  return { personIds, events: bytes };
}

/** Types whose last byte is the `scored` flag rather than a second assist. */
const flagged = new Set(['shootoutAttempt', 'penaltyShot']);

export function decodeEvents(sport: Sport, personIds: readonly string[], bytes: Uint8Array): MatchEvent[] {
  const codes = eventCodes[sport];
  const person = (i: number | undefined) => (i === undefined || i === NONE ? null : (personIds[i] ?? null));
  const events: MatchEvent[] = [];
  for (let at = 0; at + EVENT_BYTES <= bytes.length; at += EVENT_BYTES) {
    const code = codes[bytes[at + 4] as number] ?? '';
    const side = bytes[at + 3];
    const last = bytes[at + 7];
    const isFlag = flagged.has(code);
    events.push({
      period: bytes[at] as number,
      second: (bytes[at + 1] as number) | ((bytes[at + 2] as number) << 8),
      side: side === 0 || side === 1 ? side : null,
      type: code,
      personId: person(bytes[at + 5]),
      otherId: person(bytes[at + 6]),
      secondAssistId: isFlag ? null : person(last),
      scored: isFlag ? last === 1 : null,
    });
  }
  return events;
}
