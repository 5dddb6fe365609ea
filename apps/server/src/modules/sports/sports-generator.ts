/**
 * The deterministic generator of the sports data (docs/product.md#demo-data, decision 070): teams, players and
 * staff, venues, stages, pools, fixtures with results, per-fixture team and person statistics, match events and
 * officials (decision 099), made up by a seeded pseudo-random generator so the same inputs always give the
 * same data. Pure: the demo seed writes what this returns (sports-writes.repo.ts).
 */
import type { Sport } from '@eua/shared';
import {
  type BoxScore,
  basketballGame,
  type GameSide,
  handballGame,
  hockeyGame,
  lineup,
  type Player,
  playScores,
} from './box-scores';
import { applyEvents } from './event-makers';
import { codeOf, flavours, latinCode, latinOf, palette, slug } from './flavours';
import { encodeEvents } from './match-events';
import { hash, mulberry32, Rng } from './random';
import { referenceLookups } from './reference-data';
import type {
  FixtureDetailsRow,
  GeneratedFixture,
  GeneratedTeam,
  GenerateOptions,
  PersonInfo,
  SportsData,
  SportsDataCompetition,
  SportsDataWebsite,
} from './sports-model';
import { personColumns, teamColumns } from './statistics';

// ---------------------------------------------------------------------------------------------------------
// Sports

type Position = { code: string; text: string; count: [number, number]; weight: number };

type SportRules = {
  positions: readonly Position[];
  /** Players per team per game (the rest do not dress). */
  dressed: number;
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
    heights: [172, 205],
  },
};

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

type IdCounters = Record<'venue' | 'team' | 'person' | 'stage' | 'pool' | 'fixture' | 'official', number>;

/** Ids are numeric strings of six or more digits, like the seed's (the console turns short ones into numbers). */
function nextId(counters: IdCounters, kind: keyof IdCounters): string {
  counters[kind] += 1;
  return String(counters[kind]);
}

function emptySportsData(): SportsData {
  return {
    venues: [],
    teams: [],
    persons: [],
    stages: [],
    pools: [],
    fixtures: [],
    fixtureStats: [],
    officials: [],
    fixtureDetails: [],
    absences: [],
  };
}

export function generateSportsData(options: GenerateOptions): SportsData {
  const data = emptySportsData();
  for (const part of generateSportsDataByWebsite(options)) {
    for (const key of Object.keys(data) as (keyof SportsData)[]) {
      const rows: unknown[] = data[key];
      for (const row of part[key]) rows.push(row);
    }
  }
  return data;
}

/**
 * The same data as `generateSportsData`, one website's rows at a time, in the same order (each website has a
 * random sequence of its own). The demo seed writes each part and lets it go before the next is made, so the
 * whole data set, tens of megabytes of objects, is never held at once (decision 102).
 */
export function* generateSportsDataByWebsite(options: GenerateOptions): Generator<SportsData> {
  const today = Date.UTC(
    options.today.getUTCFullYear(),
    options.today.getUTCMonth(),
    options.today.getUTCDate(),
  );
  for (const website of options.websites) {
    const data = emptySportsData();
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
      official: base * 1000 + 900,
    };
    const officials = makeOfficials(rng, counters, website, data);
    for (const competition of website.competitions) {
      generateCompetition(rng, counters, website, competition, today, officials, data);
    }
    yield data;
  }
}

function generateCompetition(
  rng: Rng,
  counters: IdCounters,
  website: SportsDataWebsite,
  competition: SportsDataCompetition,
  today: number,
  officials: readonly string[],
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
    const codeLocal = codeOf(city, codes);
    const codeLatin = latinCode(codeLocal);
    codes.add(codeLatin);
    const venueLocal = flavour.venueName(city);
    // A venue's abbreviation is its name with the team's code for the city ("BRA Arena"), never a cut word.
    const venueShort = flavour.venueName(codeLocal);
    data.venues.push({
      websiteId,
      venueId,
      nameLocal: venueLocal,
      nameLatin: latinOf(venueLocal),
      abbreviationLocal: venueShort,
      abbreviationLatin: latinOf(flavour.venueName(codeLatin)),
      cityLocal: city,
      cityLatin: latinOf(city),
      capacity: rng.int(20, 120) * 100,
    });
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
      founded: rng.int(1890, 2012),
      captainPersonId: '',
    };
    data.teams.push(team);
    strengths.set(team.teamId, rng.float(-1, 1));
    const roster = makeRoster(rng, counters, team, { sport, women, youth, today }, data);
    rosters.set(team.teamId, roster);
    // The captain: the best-rated outfield player.
    const outfield = roster.filter((p) => p.position !== 'G' && p.position !== 'GK');
    team.captainPersonId = outfield.reduce((a, b) => (b.rating > a.rating ? b : a)).personId;
    makeAbsences(rng, roster, team, today, data);
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
          const roles = referenceLookups[sport].matchOfficials ?? [];
          const crew = rng.shuffle(officials).slice(0, roles.length);
          const details: FixtureDetailsRow = {
            websiteId,
            fixtureId: fixture.fixtureId,
            officialIds: crew,
            personIds: [],
            events: new Uint8Array(0),
          };
          data.fixtureDetails.push(details);
          if (startTime < today) {
            const events = playFixture(rng, sport, fixture, seasonStrength, rosters, rules.dressed, data);
            Object.assign(details, events);
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
): Pick<FixtureDetailsRow, 'personIds' | 'events'> {
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
  const positions = (side: GameSide) => new Map(side.players.map((p) => [p.personId, p.position]));
  const events = applyEvents(rng, {
    sport,
    result: score.result,
    overtimes: score.overtimes,
    sides: [
      { box: homeBox, positions: positions(home), won: home.won },
      { box: awayBox, positions: positions(away), won: away.won },
    ],
  });
  const add = (teamId: string, box: BoxScore, side: GameSide) => {
    const played = new Set(box.persons.map((p) => p.personId));
    data.fixtureStats.push({
      websiteId: fixture.websiteId,
      fixtureId: fixture.fixtureId,
      teamId,
      seasonId: fixture.seasonId,
      teamStats: teamColumns[sport].map((code) => box.team[code] ?? null),
      personIds: box.persons.map((p) => p.personId),
      personStats: box.persons.map((p) => personColumns[sport].map((code) => p.stats[code] ?? null)),
      dnpPersonIds: side.players.filter((p) => !played.has(p.personId)).map((p) => p.personId),
    });
  };
  add(fixture.homeTeamId, homeBox, home);
  add(fixture.awayTeamId, awayBox, away);
  return encodeEvents(sport, events);
}

/** The website's pool of match officials, two dozen, drawn from the sport's names. */
function makeOfficials(
  rng: Rng,
  counters: IdCounters,
  website: SportsDataWebsite,
  data: SportsData,
): string[] {
  const flavour = flavours[website.sport];
  return Array.from({ length: 24 }, () => {
    const first = rng.pick(rng.chance(0.3) ? flavour.women : flavour.men);
    const family = rng.pick(flavour.family);
    const officialId = nextId(counters, 'official');
    data.officials.push({
      websiteId: website.websiteId,
      officialId,
      firstNameLocal: first,
      familyNameLocal: family,
      firstNameLatin: latinOf(first),
      familyNameLatin: latinOf(family),
      nationality: rng.pick(flavour.nationalities),
    });
    return officialId;
  });
}

/** Up to two players out on the seed day, back within six weeks. */
function makeAbsences(
  rng: Rng,
  roster: Player[],
  team: GeneratedTeam,
  today: number,
  data: SportsData,
): void {
  const reasons = ['injury', 'injury', 'injury', 'illness', 'suspension'] as const;
  for (const player of rng.shuffle(roster).slice(0, rng.int(0, 2))) {
    data.absences.push({
      websiteId: team.websiteId,
      personId: player.personId,
      teamId: team.teamId,
      reason: rng.pick(reasons),
      expectedReturn: new Date(today + rng.int(3, 42) * DAY).toISOString().slice(0, 10),
    });
  }
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
  const person = (role: 'player' | 'staff', info: PersonInfo, staffRole: string | null = null) => {
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
      staffRole,
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
  // One staff member per team-official role of the sport (the fixture's team officials).
  for (const role of referenceLookups[sport].entityOfficials ?? []) {
    const age = ageYears(28, 64);
    person(
      'staff',
      {
        position: role.text,
        dateOfBirth: birth(age),
        ageYears: age,
        nationality: rng.pick(flavour.nationalities),
        placeOfBirth: rng.pick(flavour.cities),
        previousTeam: `${rng.pick(flavour.cities)} ${youth ? 'Academy' : 'Club'}`,
      },
      role.value,
    );
  }
  return players;
}
