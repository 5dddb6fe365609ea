/**
 * The demo websites' sports data (issue 9 item 1): teams, players and staff, venues, stages, pools, fixtures
 * with results, and per-fixture team and person statistics, made up by a seeded pseudo-random generator so the
 * same inputs always give the same data. Pure: the seed writes what this returns (sports-data.repo.ts).
 */
import type { Sport } from '@eua/shared';

// ---------------------------------------------------------------------------------------------------------
// Inputs and outputs

export type SportsDataSeason = { seasonId: string; name: string };
export type SportsDataCompetition = { competitionId: string; name: string; seasons: SportsDataSeason[] };
export type SportsDataWebsite = { websiteId: string; sport: Sport; competitions: SportsDataCompetition[] };

export type GenerateOptions = {
  seed: number;
  /**
   * The seed day, UTC midnight (the seed passes the day it runs). Fixtures starting before it are finished
   * with results; the others are scheduled. Every competition's newest season straddles it, older ones are over.
   */
  today: Date;
  /** Seasons in order, oldest first, within each competition. */
  websites: SportsDataWebsite[];
};

export type Names = {
  nameLocal: string;
  nameLatin: string;
  abbreviationLocal: string;
  abbreviationLatin: string;
};

export type GeneratedVenue = Names & {
  websiteId: string;
  venueId: string;
  cityLocal: string;
  cityLatin: string;
  capacity: number;
};

export type GeneratedTeam = {
  websiteId: string;
  teamId: string;
  competitionId: string;
  nameFullLocal: string;
  nameFullLatin: string;
  nameShortLocal: string;
  nameShortLatin: string;
  codeLocal: string;
  codeLatin: string;
  colourPrimary: string;
  colourSecondary: string;
  websiteUrl: string;
  venueId: string;
};

export type PersonInfo = Record<string, string | number>;

export type GeneratedPerson = {
  websiteId: string;
  personId: string;
  teamId: string;
  role: 'player' | 'staff';
  firstNameLocal: string;
  familyNameLocal: string;
  firstNameLatin: string;
  familyNameLatin: string;
  info: PersonInfo;
  websiteUrl: string;
};

export type GeneratedStage = Names & { websiteId: string; stageId: string; seasonId: string; order: number };
export type GeneratedPool = Names & { websiteId: string; poolId: string; stageId: string; order: number };

export type ResultType = 'regular' | 'overtime' | 'shootout';

export type GeneratedFixture = {
  websiteId: string;
  fixtureId: string;
  seasonId: string;
  stageId: string;
  poolId: string | null;
  roundNumber: number;
  venueId: string;
  startTime: string;
  status: 'scheduled' | 'finished';
  matchType: 'regular' | 'playoff';
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  resultType: ResultType | null;
};

export type StatMap = Record<string, number>;
/**
 * One team's statistics in one fixture, and its persons': `teamStats` holds the values of `teamColumns[sport]`
 * in that order, `personStats[i]` the values of `personColumns[sport]` for `personIds[i]`, null where a
 * statistic does not apply to the person (saves for a skater). Arrays, not maps: the codes would otherwise be
 * repeated on every line, tripling the seed (see the migration 0006).
 */
export type FixtureStatsRow = {
  websiteId: string;
  fixtureId: string;
  teamId: string;
  seasonId: string;
  teamStats: (number | null)[];
  personIds: string[];
  personStats: (number | null)[][];
};

export type SportsData = {
  venues: GeneratedVenue[];
  teams: GeneratedTeam[];
  persons: GeneratedPerson[];
  stages: GeneratedStage[];
  pools: GeneratedPool[];
  fixtures: GeneratedFixture[];
  fixtureStats: FixtureStatsRow[];
};

// ---------------------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: a tiny, fast 32-bit PRNG; plenty for made-up sports data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to give each website its own stream: adding a website leaves the others' data unchanged. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
  /** Roughly normal (sum of three uniforms), mean 0, standard deviation about `sd`. */
  normal(sd: number): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2 * sd;
  }
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }
  /** `total` units dealt one by one by weight, none above `cap`: whole numbers that sum to `total`. */
  distribute(total: number, weights: readonly number[], cap = Number.POSITIVE_INFINITY): number[] {
    const n = weights.length;
    const out = new Array<number>(n).fill(0);
    const w = weights.map((x) => Math.max(0, x));
    const cumulative = new Array<number>(n).fill(0);
    const rebuild = () => {
      let running = 0;
      for (let i = 0; i < n; i++) {
        running += w[i] as number;
        cumulative[i] = running;
      }
      return running;
    };
    let weightTotal = rebuild();
    let dealt = 0;
    if (total > 4 * n && weightTotal > 0) {
      // Large totals (minutes, points): three quarters by share, the rest one by one, for the same spread at
      // a fraction of the draws.
      for (let i = 0; i < n; i++) {
        const share = Math.min(cap - 1, Math.floor((0.75 * total * (w[i] as number)) / weightTotal));
        out[i] = Math.max(0, share);
        dealt += out[i] as number;
      }
    }
    for (let unit = dealt; unit < total && weightTotal > 0; unit++) {
      // Binary search of the running totals: the seed deals hundreds of thousands of units.
      const r = this.next() * weightTotal;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] as number) > r) hi = mid;
        else lo = mid + 1;
      }
      out[lo] = (out[lo] as number) + 1;
      if ((out[lo] as number) >= cap) {
        w[lo] = 0;
        weightTotal = rebuild();
      }
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Names

/** ASCII form of a local name: diacritics dropped, the letters that are not accents spelt out. */
export function latinOf(text: string): string {
  const special: Record<string, string> = {
    ø: 'o',
    Ø: 'O',
    æ: 'ae',
    Æ: 'Ae',
    ß: 'ss',
    ł: 'l',
    Ł: 'L',
    đ: 'd',
    Đ: 'D',
    å: 'a',
    Å: 'A',
  };
  return text
    .replace(/[øØæÆßłŁđĐåÅ]/g, (c) => special[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

type Flavour = {
  men: readonly string[];
  women: readonly string[];
  family: readonly string[];
  /** [city, home venue name pattern] — the city in its local spelling. */
  cities: readonly string[];
  teamName: (city: string, rng: Rng) => string;
  venueName: (city: string) => string;
  nationalities: readonly string[];
  domain: string;
};

const nicknames = [
  'Hawks',
  'Rockets',
  'Thunder',
  'Storm',
  'Knights',
  'Giants',
  'Eagles',
  'Wolves',
  'Titans',
  'Comets',
  'Raiders',
  'Falcons',
  'Lions',
  'Pirates',
  'Vikings',
  'Stallions',
  'Blaze',
  'Phoenix',
  'Bears',
  'Sharks',
] as const;

const flavours: Record<Sport, Flavour> = {
  basketball: {
    men: [
      'James',
      'Oliver',
      'Liam',
      'Noah',
      'Ethan',
      'Lucas',
      'Mason',
      'Logan',
      'Owen',
      'Caleb',
      'Ryan',
      'Connor',
      'Jamal',
      'Marcus',
      'Darius',
      'Andre',
      'Isaiah',
      'Malik',
      'Jordan',
      'Tyler',
      'Cameron',
      'Callum',
      'Fraser',
      'Euan',
      'Ross',
      'Lewis',
      'Jack',
      'Harry',
      'Samuel',
      'Kwame',
    ],
    women: [
      'Emma',
      'Olivia',
      'Ava',
      'Sophie',
      'Grace',
      'Chloe',
      'Isla',
      'Mia',
      'Ella',
      'Lucy',
      'Hannah',
      'Amelia',
      'Jasmine',
      'Aaliyah',
      'Zara',
      'Maya',
      'Freya',
      'Eilidh',
      'Niamh',
      'Kayla',
      'Imani',
      'Skye',
    ],
    family: [
      'Smith',
      'Johnson',
      'Williams',
      'Brown',
      'Taylor',
      'Wilson',
      'Campbell',
      'Stewart',
      'Robertson',
      'MacDonald',
      'Murray',
      'Reid',
      'Clark',
      'Walker',
      'Young',
      'King',
      'Wright',
      'Scott',
      'Green',
      'Baker',
      'Hill',
      'Adams',
      'Mitchell',
      'Carter',
      'Morgan',
      'Hughes',
      'Patel',
      'Okafor',
      'Mensah',
      'Diallo',
    ],
    cities: [
      'Aberdeen',
      'Dundee',
      'Inverness',
      'Perth',
      'Stirling',
      'Glasgow',
      'Edinburgh',
      'Newcastle',
      'Sunderland',
      'Carlisle',
      'Leeds',
      'York',
      'Durham',
      'Hull',
      'Bradford',
      'Sheffield',
      'Lancaster',
      'Preston',
      'Middlesbrough',
      'Wakefield',
    ],
    teamName: (city, rng) => `${city} ${rng.pick(nicknames)}`,
    venueName: (city) => `${city} Arena`,
    nationalities: ['GBR', 'GBR', 'GBR', 'IRL', 'USA', 'CAN', 'NGA', 'FRA'],
    domain: 'example.co.uk',
  },
  hockey: {
    men: [
      'Jiří',
      'Tomáš',
      'Lukáš',
      'Ondřej',
      'Matěj',
      'Jakub',
      'Mikko',
      'Jussi',
      'Väinö',
      'Eetu',
      'Aleksi',
      'Björn',
      'Måns',
      'Åke',
      'Jörgen',
      'Anders',
      'Oskar',
      'Erik',
      'Radek',
      'Petr',
    ],
    women: ['Tereza', 'Kateřina', 'Aino', 'Sanni', 'Märta', 'Elin', 'Linnéa', 'Veronika', 'Emilia', 'Saga'],
    family: [
      'Novák',
      'Dvořák',
      'Černý',
      'Procházka',
      'Kučera',
      'Veselý',
      'Horák',
      'Němec',
      'Pokorný',
      'Růžička',
      'Mäkinen',
      'Hämäläinen',
      'Järvinen',
      'Lindström',
      'Söderberg',
      'Åberg',
      'Öberg',
      'Ekström',
      'Karlsson',
      'Nyström',
    ],
    cities: [
      'Plzeň',
      'Třinec',
      'Budějovice',
      'Liberec',
      'Pardubice',
      'Olomouc',
      'Zlín',
      'Kladno',
      'Jyväskylä',
      'Hämeenlinna',
      'Tampere',
      'Oulu',
      'Luleå',
      'Växjö',
      'Örebro',
      'Skellefteå',
      'Malmö',
      'Jönköping',
    ],
    teamName: (city) => `HC ${city}`,
    venueName: (city) => `Aréna ${city}`,
    nationalities: ['CZE', 'CZE', 'FIN', 'FIN', 'SWE', 'SWE', 'SVK', 'CAN'],
    domain: 'example.eu',
  },
  handball: {
    men: [
      'Søren',
      'Mads',
      'Mikkel',
      'Rasmus',
      'Jørgen',
      'Håkon',
      'Magnus',
      'Niklas',
      'Jürgen',
      'Lukas',
      'Luka',
      'Ivan',
      'Domagoj',
      'Željko',
      'Matej',
      'Andreas',
    ],
    women: [
      'Ida',
      'Sanne',
      'Mette',
      'Kristín',
      'Nora',
      'Stine',
      'Maja',
      'Ana',
      'Katarina',
      'Jelena',
      'Anja',
      'Lena',
      'Kathrin',
      'Henny',
      'Camilla',
      'Ingrid',
      'Åsa',
      'Sølvi',
    ],
    family: [
      'Hansen',
      'Jørgensen',
      'Nielsen',
      'Sørensen',
      'Østergaard',
      'Møller',
      'Kühn',
      'Müller',
      'Schäfer',
      'Weiß',
      'Horvat',
      'Kovačić',
      'Babić',
      'Šarić',
      'Jurić',
      'Knežević',
      'Bjørnsen',
      'Lindqvist',
      'Åsberg',
      'Dahl',
    ],
    cities: [
      'Aarhus',
      'Skjern',
      'Kolding',
      'Holstebro',
      'Fredericia',
      'Tønder',
      'Næstved',
      'Køge',
      'Flensburg',
      'Göppingen',
      'Lübeck',
      'Nordhorn',
      'Poreč',
      'Varaždin',
      'Zadar',
      'Šibenik',
      'Čakovec',
      'Rijeka',
    ],
    teamName: (city) => `HB ${city}`,
    venueName: (city) => `${city} Håndboldhal`,
    nationalities: ['DEN', 'DEN', 'GER', 'GER', 'CRO', 'CRO', 'NOR', 'SWE'],
    domain: 'example.eu',
  },
};

const palette: readonly [string, string][] = [
  ['#c8102e', '#ffffff'],
  ['#003087', '#ffcd00'],
  ['#006341', '#ffffff'],
  ['#1d1d1b', '#f5a300'],
  ['#5b2b82', '#f1c400'],
  ['#e35205', '#002d72'],
  ['#00778b', '#ffffff'],
  ['#862633', '#c4a35a'],
  ['#0072ce', '#ffffff'],
  ['#2d2926', '#e4002b'],
  ['#007a33', '#ffd100'],
  ['#041e42', '#a2aaad'],
  ['#ba0c2f', '#041e42'],
  ['#ffb81c', '#1d1d1b'],
  ['#6cace4', '#ffffff'],
  ['#a4343a', '#ffffff'],
  ['#00205b', '#ef3340'],
  ['#8a8d8f', '#00205b'],
];

const slug = (text: string) =>
  latinOf(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The Latin form of a code: three ASCII capitals (NÆS gives NAE). */
const latinCode = (code: string) => latinOf(code).toUpperCase().slice(0, 3);

/** A three-letter code whose Latin form is not in `taken`: the city's first letters, else its first and later ones. */
function codeOf(city: string, taken: Set<string>): string {
  const letters = [...city.toUpperCase().replace(/[^\p{L}]/gu, '')];
  const first = letters[0] ?? 'X';
  for (let i = 1; i < letters.length; i++) {
    for (let j = i + 1; j < letters.length; j++) {
      const code = `${first}${letters[i]}${letters[j]}`;
      if (latinCode(code).length === 3 && !taken.has(latinCode(code))) return code;
    }
  }
  return `${first}${taken.size}`.slice(0, 3);
}

// ---------------------------------------------------------------------------------------------------------
// Sports

type Position = { code: string; text: string; count: [number, number]; weight: number };

type SportRules = {
  positions: readonly Position[];
  /** Players per team per game (the rest do not dress). */
  dressed: number;
  staff: readonly string[];
  heights: [number, number];
};

const sportRules: Record<Sport, SportRules> = {
  basketball: {
    positions: [
      { code: 'PG', text: 'Point guard', count: [3, 4], weight: 1 },
      { code: 'SG', text: 'Shooting guard', count: [3, 4], weight: 1 },
      { code: 'SF', text: 'Small forward', count: [3, 4], weight: 1 },
      { code: 'PF', text: 'Power forward', count: [3, 4], weight: 1 },
      { code: 'C', text: 'Centre', count: [3, 4], weight: 1 },
    ],
    dressed: 12,
    staff: ['Head coach', 'Assistant coach', 'Team manager'],
    heights: [178, 215],
  },
  hockey: {
    positions: [
      { code: 'G', text: 'Goaltender', count: [2, 3], weight: 0 },
      { code: 'D', text: 'Defence', count: [6, 7], weight: 1 },
      { code: 'C', text: 'Centre', count: [4, 5], weight: 3 },
      { code: 'LW', text: 'Left wing', count: [4, 5], weight: 3 },
      { code: 'RW', text: 'Right wing', count: [4, 5], weight: 3 },
    ],
    dressed: 20,
    staff: ['Head coach', 'Assistant coach', 'Goalie coach'],
    heights: [172, 198],
  },
  handball: {
    positions: [
      { code: 'GK', text: 'Goalkeeper', count: [2, 3], weight: 0 },
      { code: 'LW', text: 'Left wing', count: [2, 3], weight: 1.1 },
      { code: 'RW', text: 'Right wing', count: [2, 3], weight: 1.1 },
      { code: 'LB', text: 'Left back', count: [2, 3], weight: 1.5 },
      { code: 'RB', text: 'Right back', count: [2, 3], weight: 1.4 },
      { code: 'CB', text: 'Centre back', count: [2, 3], weight: 1.3 },
      { code: 'P', text: 'Pivot', count: [2, 3], weight: 1 },
    ],
    dressed: 16,
    staff: ['Team official A (responsible)', 'Team official B', 'Goalkeeper coach'],
    heights: [172, 205],
  },
};

/** A player as the box-score makers see them. */
type Player = { personId: string; position: string; rating: number; weight: number };

/**
 * The person statistics stored per fixture, per sport: the counts. Every other code of the sport's
 * personStatistics list (percentages, totals like rebounds or points, efficiency, averages) is derived from
 * them by `derivePersonStats`, so a stored line can never contradict itself.
 */
export const personColumns: Record<Sport, readonly string[]> = {
  basketball: [
    'points',
    'reboundsOffensive',
    'reboundsDefensive',
    'assists',
    'steals',
    'blocks',
    'turnovers',
    'foulsPersonal',
    'minutes',
    'fieldGoalsMade',
    'fieldGoalsAttempted',
    'threePointersMade',
    'threePointersAttempted',
    'freeThrowsMade',
    'freeThrowsAttempted',
    'plusMinusPoints',
  ],
  hockey: [
    'goals',
    'assists',
    'plusMinus',
    'penaltyMinutes',
    'shotsOnGoal',
    'powerPlayGoals',
    'shortHandedGoals',
    'gameWinningGoals',
    'faceoffs',
    'faceoffsWon',
    'hits',
    'blockedShots',
    'timeOnIceSeconds',
    'saves',
    'shotsAgainst',
    'goalsAgainst',
    'shutouts',
  ],
  handball: [
    'goals',
    'shots',
    'sevenMetreGoals',
    'sevenMetreShots',
    'fastBreakGoals',
    'assists',
    'steals',
    'blocks',
    'turnovers',
    'saves',
    'shotsFaced',
    'sevenMetreSaves',
    'suspensions',
    'yellowCards',
    'redCards',
    'blueCards',
    'minutes',
  ],
};

/** The team statistics stored per fixture: the sport's entityStatistics list, in this order. */
export const teamColumns: Record<Sport, readonly string[]> = {
  basketball: [
    'points',
    'reboundsTotal',
    'assists',
    'steals',
    'blocks',
    'turnovers',
    'foulsTotal',
    'fieldGoalsPercentage',
    'threePointersPercentage',
    'freeThrowsPercentage',
    'pointsInThePaint',
    'pointsFastBreak',
    'pointsSecondChance',
    'pointsFromTurnovers',
    'benchPoints',
    'biggestLead',
    'leadChanges',
    'timesScoresLevel',
  ],
  hockey: [
    'goals',
    'shotsOnGoal',
    'shootingPercentage',
    'saves',
    'savePercentage',
    'powerPlayGoals',
    'powerPlayPercentage',
    'penaltyKillPercentage',
    'penaltyMinutes',
    'faceoffsWon',
    'faceoffPercentage',
    'hits',
    'blockedShots',
    'giveaways',
    'takeaways',
  ],
  handball: [
    'goals',
    'shots',
    'shootingPercentage',
    'sevenMetreGoals',
    'fastBreakGoals',
    'saves',
    'savePercentage',
    'assists',
    'steals',
    'turnovers',
    'suspensions',
    'yellowCards',
    'redCards',
    'emptyGoalGoals',
  ],
};

/**
 * The ratios among the person statistics: value = numerator / denominator × scale, over a game or a season
 * (a season's percentage is its made over its attempted, not the mean of its games'). `lowerIsBetter` marks
 * the statistics whose leaders are the smallest.
 */
export type Ratio = { numerator: string; denominator: string; scale: number; lowerIsBetter?: boolean };
export const personRatios: Record<Sport, Record<string, Ratio>> = {
  basketball: {
    fieldGoalsPercentage: { numerator: 'fieldGoalsMade', denominator: 'fieldGoalsAttempted', scale: 100 },
    threePointersPercentage: {
      numerator: 'threePointersMade',
      denominator: 'threePointersAttempted',
      scale: 100,
    },
    freeThrowsPercentage: { numerator: 'freeThrowsMade', denominator: 'freeThrowsAttempted', scale: 100 },
  },
  hockey: {
    shootingPercentage: { numerator: 'goals', denominator: 'shotsOnGoal', scale: 100 },
    faceoffPercentage: { numerator: 'faceoffsWon', denominator: 'faceoffs', scale: 100 },
    savePercentage: { numerator: 'saves', denominator: 'shotsAgainst', scale: 100 },
    goalsAgainstAverage: {
      numerator: 'goalsAgainst',
      denominator: 'timeOnIceSeconds',
      scale: 3600,
      lowerIsBetter: true,
    },
  },
  handball: {
    shootingPercentage: { numerator: 'goals', denominator: 'shots', scale: 100 },
    savePercentage: { numerator: 'saves', denominator: 'shotsFaced', scale: 100 },
  },
};

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** A stored line's full statistics: the counts, and every derived code of the sport's list that applies. */
export function derivePersonStats(sport: Sport, stored: StatMap): StatMap {
  const out: StatMap = { ...stored };
  for (const [code, ratio] of Object.entries(personRatios[sport])) {
    const denominator = stored[ratio.denominator];
    const numerator = stored[ratio.numerator];
    if (denominator === undefined || numerator === undefined) continue;
    out[code] = denominator > 0 ? round((numerator / denominator) * ratio.scale, 2) : 0;
  }
  const has = (code: string) => stored[code] !== undefined;
  const v = (code: string) => stored[code] ?? 0;
  if (sport === 'basketball') {
    out.reboundsTotal = v('reboundsOffensive') + v('reboundsDefensive');
    const tens = [v('points'), out.reboundsTotal, v('assists'), v('steals'), v('blocks')].filter(
      (x) => x >= 10,
    );
    out.doubleDoubles = tens.length >= 2 ? 1 : 0;
    out.efficiency =
      v('points') +
      out.reboundsTotal +
      v('assists') +
      v('steals') +
      v('blocks') -
      (v('fieldGoalsAttempted') - v('fieldGoalsMade')) -
      (v('freeThrowsAttempted') - v('freeThrowsMade')) -
      v('turnovers');
  }
  if (sport === 'hockey') {
    if (has('goals')) out.points = v('goals') + v('assists');
    if (has('timeOnIceSeconds')) out.timeOnIce = round(v('timeOnIceSeconds') / 60, 1);
  }
  return out;
}

/** A stored array line back into its map (nulls left out), with the derived statistics. */
export function decodePersonLine(sport: Sport, values: readonly (number | null)[]): StatMap {
  const stored: StatMap = {};
  personColumns[sport].forEach((code, i) => {
    const value = values[i];
    if (value !== null && value !== undefined) stored[code] = value;
  });
  return derivePersonStats(sport, stored);
}

export function decodeTeamLine(sport: Sport, values: readonly (number | null)[]): StatMap {
  const out: StatMap = {};
  teamColumns[sport].forEach((code, i) => {
    const value = values[i];
    if (value !== null && value !== undefined) out[code] = value;
  });
  return out;
}

const pct = (made: number, attempted: number) =>
  attempted > 0 ? Math.round((made / attempted) * 1000) / 10 : 0;

const sum = (rows: readonly StatMap[], key: string) => rows.reduce((a, r) => a + (r[key] ?? 0), 0);

type GameSide = { players: Player[]; score: number; opponentScore: number; won: boolean };
type BoxScore = { persons: { personId: string; stats: StatMap }[]; team: StatMap };

/** Dressed players, best first, a few of the roster left out (injured or rested). */
function lineup(rng: Rng, roster: Player[], dressed: number, keepers: number): Player[] {
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

function basketballGame(rng: Rng, home: GameSide, away: GameSide, overtimes: number): [BoxScore, BoxScore] {
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
      const fga = fgm + rng.int(Math.floor(fgm * 0.6), Math.ceil(fgm * 1.3) + 2);
      const tpa = threes + rng.int(0, threes + (p.position === 'C' ? 0 : 3));
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
function hockeyGame(rng: Rng, home: GameSide, away: GameSide, result: ResultType): [BoxScore, BoxScore] {
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
        timeOnIceSeconds: Math.round(
          (p.position === 'D' ? rng.float(17, 25) : rng.float(11, 20)) * minutesPlayed,
        ),
      };
      if (p.position === 'C') {
        stats.faceoffs = taken[i] as number;
        stats.faceoffsWon = wonBy[i] as number;
        stats.faceoffPercentage = pct(stats.faceoffsWon, stats.faceoffs);
      }
      return { personId: p.personId, stats };
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

function handballGame(rng: Rng, home: GameSide, away: GameSide): [BoxScore, BoxScore] {
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
function playScores(
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

// ---------------------------------------------------------------------------------------------------------
// Schedules

/** Circle-method round-robin: every pair once, in n-1 rounds (n rounds with a bye when n is odd). */
function roundRobin(teamIds: string[]): [string, string][][] {
  const slots: (string | null)[] = teamIds.length % 2 ? [...teamIds, null] : [...teamIds];
  const n = slots.length;
  const rounds: [string, string][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const games: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i];
      const b = slots[n - 1 - i];
      if (a && b) games.push(r % 2 === i % 2 ? [a, b] : [b, a]);
    }
    rounds.push(games);
    // Keep the first slot, rotate the rest.
    slots.splice(1, 0, slots.pop() as string | null);
  }
  return rounds;
}

const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------------------
// The generator

type IdCounters = Record<'venue' | 'team' | 'person' | 'stage' | 'pool' | 'fixture', number>;

/** Ids are numeric strings of six or more digits, like the seed's (the console turns short ones into numbers). */
function nextId(counters: IdCounters, kind: keyof IdCounters): string {
  counters[kind] += 1;
  return String(counters[kind]);
}

export function generateSportsData(options: GenerateOptions): SportsData {
  const data: SportsData = {
    venues: [],
    teams: [],
    persons: [],
    stages: [],
    pools: [],
    fixtures: [],
    fixtureStats: [],
  };
  const today = Date.UTC(
    options.today.getUTCFullYear(),
    options.today.getUTCMonth(),
    options.today.getUTCDate(),
  );
  for (const website of options.websites) {
    const rng = new Rng(mulberry32(options.seed ^ hash(website.websiteId)));
    // Ids per website, from its number: stable when other websites change.
    const base = Number.parseInt(website.websiteId, 10) || hash(website.websiteId) % 9000;
    const counters: IdCounters = {
      team: base * 1000,
      venue: base * 1000 + 300,
      stage: base * 1000 + 600,
      pool: base * 1000 + 800,
      person: base * 10_000,
      fixture: base * 100_000,
    };
    for (const competition of website.competitions) {
      generateCompetition(rng, counters, website, competition, today, data);
    }
  }
  return data;
}

function generateCompetition(
  rng: Rng,
  counters: IdCounters,
  website: SportsDataWebsite,
  competition: SportsDataCompetition,
  today: number,
  data: SportsData,
): void {
  const { sport, websiteId } = website;
  const flavour = flavours[sport];
  const rules = sportRules[sport];
  const women = /women/i.test(competition.name);
  const youth = /under-(\d+)|youth|academy/i.exec(competition.name);
  const teamCount = rng.int(12, 16);
  const cities = rng.shuffle(flavour.cities).slice(0, teamCount);
  const colours = rng.shuffle(palette);
  const codes = new Set<string>();

  // Teams, their venues and rosters.
  const rosters = new Map<string, Player[]>();
  const strengths = new Map<string, number>();
  const teams: GeneratedTeam[] = cities.map((city, index) => {
    const venueId = nextId(counters, 'venue');
    const venueLocal = flavour.venueName(city);
    data.venues.push({
      websiteId,
      venueId,
      nameLocal: venueLocal,
      nameLatin: latinOf(venueLocal),
      abbreviationLocal: venueLocal.slice(0, 12),
      abbreviationLatin: latinOf(venueLocal).slice(0, 12),
      cityLocal: city,
      cityLatin: latinOf(city),
      capacity: rng.int(20, 120) * 100,
    });
    const codeLocal = codeOf(city, codes);
    const codeLatin = latinCode(codeLocal);
    codes.add(codeLatin);
    const full = flavour.teamName(city, rng) + (women ? ' Women' : '');
    const [primary, secondary] = colours[index % colours.length] as [string, string];
    const team: GeneratedTeam = {
      websiteId,
      teamId: nextId(counters, 'team'),
      competitionId: competition.competitionId,
      nameFullLocal: full,
      nameFullLatin: latinOf(full),
      nameShortLocal: city,
      nameShortLatin: latinOf(city),
      codeLocal,
      codeLatin,
      colourPrimary: primary,
      colourSecondary: secondary,
      websiteUrl: `https://${slug(full)}.${flavour.domain}`,
      venueId,
    };
    data.teams.push(team);
    strengths.set(team.teamId, rng.float(-1, 1));
    rosters.set(team.teamId, makeRoster(rng, counters, team, { sport, women, youth, today }, data));
    return team;
  });

  // Cups play in two pools (double round-robin within each); leagues in one (single round-robin).
  const twoPools = /cup/i.test(competition.name);
  const seasons = competition.seasons;
  seasons.forEach((season, seasonIndex) => {
    const stageId = nextId(counters, 'stage');
    data.stages.push({
      websiteId,
      stageId,
      seasonId: season.seasonId,
      order: 1,
      nameLocal: twoPools ? 'Group Stage' : 'Regular Season',
      nameLatin: twoPools ? 'Group Stage' : 'Regular Season',
      abbreviationLocal: twoPools ? 'GS' : 'RS',
      abbreviationLatin: twoPools ? 'GS' : 'RS',
    });
    // Each season its own draw and its own form (strength drifts a little season to season).
    const seasonStrength = new Map(
      teams.map((t) => [t.teamId, (strengths.get(t.teamId) ?? 0) * 0.7 + rng.float(-0.3, 0.3)]),
    );
    const order = rng.shuffle(teams.map((t) => t.teamId));
    const groups: { poolId: string | null; teamIds: string[] }[] = [];
    if (twoPools) {
      const half = Math.ceil(order.length / 2);
      [order.slice(0, half), order.slice(half)].forEach((teamIds, i) => {
        const poolId = nextId(counters, 'pool');
        const letter = String.fromCharCode(65 + i);
        data.pools.push({
          websiteId,
          poolId,
          stageId,
          order: i + 1,
          nameLocal: `Pool ${letter}`,
          nameLatin: `Pool ${letter}`,
          abbreviationLocal: letter,
          abbreviationLatin: letter,
        });
        groups.push({ poolId, teamIds });
      });
    } else {
      groups.push({ poolId: null, teamIds: order });
    }
    const poolRounds = groups.map((g) => {
      const single = roundRobin(g.teamIds);
      return twoPools
        ? [...single, ...single.map((r) => r.map(([h, a]) => [a, h] as [string, string]))]
        : single;
    });
    const roundCount = Math.max(...poolRounds.map((r) => r.length));
    // The newest season is about 55% played on `today`; each older one ran 52 weeks earlier (all played).
    const played = Math.ceil(roundCount * 0.55);
    const newestStart = today - played * 7 * DAY + DAY;
    const start = newestStart - (seasons.length - 1 - seasonIndex) * 364 * DAY;
    for (let round = 0; round < roundCount; round++) {
      groups.forEach((group, g) => {
        const games = poolRounds[g]?.[round] ?? [];
        games.forEach(([homeId, awayId], i) => {
          const day = (i + g) % 3;
          const minutes = [17 * 60, 18 * 60 + 30, 19 * 60 + 30][(i + round) % 3] as number;
          const startTime = start + round * 7 * DAY + day * DAY + minutes * 60_000;
          const home = teams.find((t) => t.teamId === homeId) as GeneratedTeam;
          const fixture: GeneratedFixture = {
            websiteId,
            fixtureId: nextId(counters, 'fixture'),
            seasonId: season.seasonId,
            stageId,
            poolId: group.poolId,
            roundNumber: round + 1,
            venueId: home.venueId,
            startTime: new Date(startTime).toISOString(),
            status: 'scheduled',
            matchType: 'regular',
            homeTeamId: homeId,
            awayTeamId: awayId,
            homeScore: null,
            awayScore: null,
            resultType: null,
          };
          data.fixtures.push(fixture);
          if (startTime < today) {
            playFixture(rng, sport, fixture, seasonStrength, rosters, rules.dressed, data);
          }
        });
      });
    }
  });
}

function playFixture(
  rng: Rng,
  sport: Sport,
  fixture: GeneratedFixture,
  strength: Map<string, number>,
  rosters: Map<string, Player[]>,
  dressed: number,
  data: SportsData,
): void {
  const score = playScores(
    rng,
    sport,
    strength.get(fixture.homeTeamId) ?? 0,
    strength.get(fixture.awayTeamId) ?? 0,
  );
  fixture.status = 'finished';
  fixture.homeScore = score.home;
  fixture.awayScore = score.away;
  fixture.resultType = score.result;
  const keepers = sport === 'basketball' ? 0 : 2;
  const side = (teamId: string, own: number, other: number): GameSide => ({
    players: lineup(rng, rosters.get(teamId) ?? [], dressed, keepers),
    score: own,
    opponentScore: other,
    won: own > other,
  });
  const home = side(fixture.homeTeamId, score.home, score.away);
  const away = side(fixture.awayTeamId, score.away, score.home);
  const [homeBox, awayBox] =
    sport === 'basketball'
      ? basketballGame(rng, home, away, score.overtimes)
      : sport === 'hockey'
        ? hockeyGame(rng, home, away, score.result)
        : handballGame(rng, home, away);
  const add = (teamId: string, box: BoxScore) => {
    data.fixtureStats.push({
      websiteId: fixture.websiteId,
      fixtureId: fixture.fixtureId,
      teamId,
      seasonId: fixture.seasonId,
      teamStats: teamColumns[sport].map((code) => box.team[code] ?? null),
      personIds: box.persons.map((p) => p.personId),
      personStats: box.persons.map((p) => personColumns[sport].map((code) => p.stats[code] ?? null)),
    });
  };
  add(fixture.homeTeamId, homeBox);
  add(fixture.awayTeamId, awayBox);
}

function makeRoster(
  rng: Rng,
  counters: IdCounters,
  team: GeneratedTeam,
  context: { sport: Sport; women: boolean; youth: RegExpExecArray | null; today: number },
  data: SportsData,
): Player[] {
  const { sport, women, youth, today } = context;
  const flavour = flavours[sport];
  const rules = sportRules[sport];
  const maxAge = youth?.[1] ? Number(youth[1]) - 1 : youth ? 19 : 35;
  const minAge = youth ? maxAge - 3 : 19;
  const numbers = rng.shuffle(Array.from({ length: 98 }, (_, i) => i + 1));
  const players: Player[] = [];
  const usedNames = new Set<string>();
  const name = () => {
    for (;;) {
      const first = rng.pick(women ? flavour.women : flavour.men);
      const family = rng.pick(flavour.family);
      if (!usedNames.has(`${first} ${family}`)) {
        usedNames.add(`${first} ${family}`);
        return { first, family };
      }
    }
  };
  const person = (role: 'player' | 'staff', info: PersonInfo) => {
    const { first, family } = name();
    const personId = nextId(counters, 'person');
    data.persons.push({
      websiteId: team.websiteId,
      personId,
      teamId: team.teamId,
      role,
      firstNameLocal: first,
      familyNameLocal: family,
      firstNameLatin: latinOf(first),
      familyNameLatin: latinOf(family),
      info,
      websiteUrl: `${team.websiteUrl}/${role === 'player' ? 'players' : 'staff'}/${slug(`${first} ${family}`)}`,
    });
    return personId;
  };
  const ageYears = (min: number, max: number) => rng.int(min, max);
  const birth = (age: number) => {
    const year = new Date(today).getUTCFullYear() - age;
    return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  };
  for (const position of rules.positions) {
    const count = rng.int(position.count[0], position.count[1]);
    for (let i = 0; i < count; i++) {
      const age = ageYears(minAge, maxAge);
      const [hMin, hMax] = rules.heights;
      const tall = position.code === 'C' && sport === 'basketball' ? 0.8 : position.code === 'PG' ? 0.2 : 0.5;
      const height = Math.round(
        hMin + (hMax - hMin) * Math.min(1, Math.max(0, tall + rng.normal(0.15))) - (women ? 12 : 0),
      );
      const info: PersonInfo = {
        position: position.text,
        shirtNumber: numbers.pop() ?? 99,
        dateOfBirth: birth(age),
        ageYears: age,
        height,
        weight: Math.round(height * rng.float(0.42, 0.52)),
        nationality: rng.pick(flavour.nationalities),
        placeOfBirth: rng.pick(flavour.cities),
        previousTeam: `${rng.pick(flavour.cities)} ${youth ? 'Academy' : 'Club'}`,
        college:
          sport === 'basketball'
            ? `${rng.pick(flavour.cities)} University`
            : `${rng.pick(flavour.cities)} Juniors`,
        handedness: rng.chance(0.75)
          ? sport === 'hockey'
            ? 'Left'
            : 'Right'
          : sport === 'hockey'
            ? 'Right'
            : 'Left',
      };
      const personId = person('player', info);
      players.push({ personId, position: position.code, rating: rng.float(0.4, 1), weight: position.weight });
    }
  }
  const staffCount = rng.int(2, 3);
  for (const role of rules.staff.slice(0, staffCount)) {
    const age = ageYears(32, 64);
    person('staff', {
      position: role,
      dateOfBirth: birth(age),
      ageYears: age,
      nationality: rng.pick(flavour.nationalities),
    });
  }
  return players;
}

// ---------------------------------------------------------------------------------------------------------
// Pictures: generated SVGs, so the product serves its own logos and portraits (no external image host).

export type LogoTeam = Pick<
  GeneratedTeam,
  'codeLatin' | 'nameFullLatin' | 'colourPrimary' | 'colourSecondary'
>;
export type ImagePerson = {
  firstNameLatin: string;
  familyNameLatin: string;
  shirtNumber: number | null;
  colourPrimary: string;
  colourSecondary: string;
};
export const personImageTypes = ['headshot', 'actionPhoto', 'silhouette'] as const;
export type PersonImageType = (typeof personImageTypes)[number];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const safeColour = (colour: string) => (/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#777777');

/** A shield in the team's two colours with its code. */
export function teamLogoSvg(team: LogoTeam): string {
  const primary = safeColour(team.colourPrimary);
  const secondary = safeColour(team.colourSecondary);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">' +
    `<title>${escapeXml(team.nameFullLatin)}</title>` +
    `<path d="M48 4 L88 16 V48 C88 70 70 86 48 92 C26 86 8 70 8 48 V16 Z" fill="${primary}" stroke="${secondary}" stroke-width="4"/>` +
    `<path d="M8 52 H88 V60 H8 Z" fill="${secondary}" opacity="0.85"/>` +
    `<text x="48" y="45" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="${secondary}" text-anchor="middle">${escapeXml(team.codeLatin)}</text>` +
    '</svg>'
  );
}

/** A portrait of the person in the kinds General's personImageType offers. */
export function personImageSvg(person: ImagePerson, type: PersonImageType): string {
  const primary = safeColour(person.colourPrimary);
  const secondary = safeColour(person.colourSecondary);
  const open =
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img">';
  const title = `<title>${escapeXml(`${person.firstNameLatin} ${person.familyNameLatin}`)}</title>`;
  if (type === 'silhouette') {
    return `${open}${title}<rect width="120" height="120" fill="#d0d4d9"/><circle cx="60" cy="46" r="22" fill="#8a9099"/><path d="M18 120 C18 88 38 74 60 74 C82 74 102 88 102 120 Z" fill="#8a9099"/></svg>`;
  }
  const initials = escapeXml(`${person.firstNameLatin[0] ?? ''}${person.familyNameLatin[0] ?? ''}`);
  const number = person.shirtNumber === null ? '' : escapeXml(String(person.shirtNumber));
  if (type === 'actionPhoto') {
    return (
      `${open}${title}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#1d1d1b"/></linearGradient></defs>` +
      '<rect width="120" height="120" fill="url(#g)"/>' +
      '<circle cx="70" cy="26" r="11" fill="#e0b48c"/>' +
      `<path d="M56 40 L82 40 L86 78 L52 78 Z" fill="${secondary}"/>` +
      `<path d="M56 44 L34 30 L30 36 L54 54 Z M82 44 L100 60 L95 65 L80 56 Z M54 78 L44 112 L52 114 L66 80 Z M84 78 L92 110 L84 112 L72 80 Z" fill="${secondary}"/>` +
      `<text x="69" y="68" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="${primary}" text-anchor="middle">${number}</text>` +
      `<circle cx="28" cy="24" r="9" fill="#f28c28" stroke="#1d1d1b" stroke-width="1.5"/>` +
      '</svg>'
    );
  }
  return (
    `${open}${title}<rect width="120" height="120" fill="${secondary}"/>` +
    '<circle cx="60" cy="48" r="24" fill="#e0b48c"/>' +
    `<path d="M14 120 C14 90 36 76 60 76 C84 76 106 90 106 120 Z" fill="${primary}"/>` +
    `<text x="60" y="110" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="${secondary}" text-anchor="middle">${number || initials}</text>` +
    '</svg>'
  );
}
