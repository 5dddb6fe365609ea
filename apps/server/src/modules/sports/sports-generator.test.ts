import { sports } from '@eua/shared';
import { describe, expect, it } from 'vitest';
import { decodeEvents, eventStatistics, runningScores, tallyEvents, teamEventSums } from './match-events';
import { referenceLookups } from './reference-data';
import { generateSportsData } from './sports-generator';
import type { GenerateOptions } from './sports-model';
import { decodePersonLine, decodeTeamLine, personColumns, personRatios, teamColumns } from './statistics';

const today = new Date('2025-03-10T00:00:00Z');
const options: GenerateOptions = {
  seed: 7,
  today,
  websites: sports.map((sport, w) => ({
    websiteId: String(2001 + w),
    sport,
    competitions: [
      {
        competitionId: `${4001 + 2 * w}`,
        name: 'League',
        seasons: ['2022-23', '2023-24', '2024-25'].map((name, i) => ({
          seasonId: `${5000 + 10 * w + i}`,
          name,
        })),
      },
      {
        competitionId: `${4002 + 2 * w}`,
        name: "Women's Cup",
        seasons: ['2023', '2024', '2025'].map((name, i) => ({ seasonId: `${5005 + 10 * w + i}`, name })),
      },
    ],
  })),
};
const data = generateSportsData(options);
const sportOf = (websiteId: string) =>
  options.websites.find((w) => w.websiteId === websiteId)?.sport ?? 'basketball';

describe('generateSportsData', () => {
  it('gives the same data for the same inputs, and other data for another seed', () => {
    expect(generateSportsData(options)).toEqual(data);
    expect(generateSportsData({ ...options, seed: 8 }).fixtures).not.toEqual(data.fixtures);
  });

  it("abbreviates a venue with its team's code for the city, never by cutting a word", () => {
    for (const team of data.teams) {
      const venue = data.venues.find((v) => v.venueId === team.venueId)!;
      expect(venue.abbreviationLocal, venue.nameLocal).toContain(team.codeLocal);
      expect(venue.abbreviationLatin, venue.nameLatin).toContain(team.codeLatin);
      expect(venue.nameLocal.replace(team.nameShortLocal, team.codeLocal)).toBe(venue.abbreviationLocal);
    }
  });

  it('has 12–16 teams per competition, 15–25 players and a staff member per team-official role, with unique codes', () => {
    for (const website of options.websites) {
      for (const competition of website.competitions) {
        const teams = data.teams.filter((t) => t.competitionId === competition.competitionId);
        expect(teams.length).toBeGreaterThanOrEqual(12);
        expect(teams.length).toBeLessThanOrEqual(16);
        expect(new Set(teams.map((t) => t.codeLatin)).size).toBe(teams.length);
        for (const team of teams) {
          expect(team.codeLatin).toMatch(/^[A-Z]{3}$/);
          const persons = data.persons.filter((p) => p.teamId === team.teamId);
          const players = persons.filter((p) => p.role === 'player').length;
          const staff = persons.filter((p) => p.role === 'staff').length;
          expect(players, team.nameFullLatin).toBeGreaterThanOrEqual(15);
          expect(players, team.nameFullLatin).toBeLessThanOrEqual(25);
          const roles = referenceLookups[website.sport].entityOfficials?.map((o) => o.value);
          expect(
            persons.filter((p) => p.role === 'staff').map((p) => p.staffRole),
            team.nameFullLatin,
          ).toEqual(roles);
          expect(persons.some((p) => p.personId === team.captainPersonId && p.role === 'player')).toBe(true);
          expect(staff).toBe(roles?.length);
        }
      }
    }
    // Local names keep their diacritics; the Latin forms are plain ASCII.
    expect(data.persons.some((p) => p.familyNameLocal !== p.familyNameLatin)).toBe(true);
    for (const p of data.persons)
      expect(`${p.firstNameLatin} ${p.familyNameLatin}`).toMatch(/^[\x20-\x7e]+$/);
    for (const t of data.teams) expect(t.nameFullLatin).toMatch(/^[\x20-\x7e]+$/);
  });

  it('plays a full round-robin: every pair once in a league, home and away within a cup pool', () => {
    for (const stage of data.stages) {
      const fixtures = data.fixtures.filter((f) => f.stageId === stage.stageId);
      const pools = new Map<string, typeof fixtures>();
      for (const f of fixtures) pools.set(f.poolId ?? '', [...(pools.get(f.poolId ?? '') ?? []), f]);
      for (const [poolId, games] of pools) {
        const teams = new Set(games.flatMap((f) => [f.homeTeamId, f.awayTeamId]));
        const legs = poolId ? 2 : 1;
        expect(games.length).toBe((legs * teams.size * (teams.size - 1)) / 2);
        const pairs = new Set(games.map((f) => `${f.homeTeamId}-${f.awayTeamId}`));
        expect(pairs.size).toBe(legs === 2 ? games.length : games.length);
      }
    }
  });

  it('finishes the fixtures before today and schedules the rest; the newest season straddles today', () => {
    for (const f of data.fixtures) {
      const before = Date.parse(f.startTime) < today.getTime();
      expect(f.status).toBe(before ? 'finished' : 'scheduled');
      expect(f.homeScore === null).toBe(!before);
    }
    for (const website of options.websites) {
      for (const competition of website.competitions) {
        competition.seasons.forEach((season, i) => {
          const statuses = new Set(
            data.fixtures.filter((f) => f.seasonId === season.seasonId).map((f) => f.status),
          );
          expect([...statuses].sort()).toEqual(
            i === competition.seasons.length - 1 ? ['finished', 'scheduled'] : ['finished'],
          );
        });
      }
    }
  });

  it('scores in each sport’s range, and the players’ points or goals sum to the team’s score', () => {
    const ranges = { basketball: [60, 110], hockey: [0, 7], handball: [20, 38] } as const;
    const byFixture = new Map(data.fixtures.map((f) => [f.fixtureId, f]));
    for (const row of data.fixtureStats) {
      const sport = sportOf(row.websiteId);
      const fixture = byFixture.get(row.fixtureId);
      if (!fixture || fixture.homeScore === null || fixture.awayScore === null) throw new Error('unplayed');
      const home = row.teamId === fixture.homeTeamId;
      const score = home ? fixture.homeScore : fixture.awayScore;
      const other = home ? fixture.awayScore : fixture.homeScore;
      expect(score).toBeGreaterThanOrEqual(ranges[sport][0]);
      expect(score).toBeLessThanOrEqual(ranges[sport][1]);
      if (sport !== 'handball') expect(score).not.toBe(other);
      const lines = row.personStats.map((values) => decodePersonLine(sport, values));
      const key = sport === 'basketball' ? 'points' : 'goals';
      const credited = lines.reduce((a, l) => a + (l[key] ?? 0), 0);
      // A shoot-out winner's deciding goal is not any player's.
      const shootoutWinner = fixture.resultType === 'shootout' && score > other;
      expect(credited, `${row.fixtureId} ${row.teamId}`).toBe(shootoutWinner ? score - 1 : score);
      expect(decodeTeamLine(sport, row.teamStats)[key]).toBe(score);
      for (const line of lines) {
        for (const [code, ratio] of Object.entries(personRatios[sport])) {
          if (line[ratio.numerator] !== undefined && ratio.scale === 100) {
            expect(line[ratio.numerator]).toBeLessThanOrEqual(line[ratio.denominator] ?? 0);
            expect(line[code]).toBeLessThanOrEqual(100);
          }
        }
      }
    }
  });

  it('stores every team statistic of the sport and derives every person statistic', () => {
    for (const sport of sports) {
      const entity = (referenceLookups[sport].entityStatistics ?? []).map((o) => o.value);
      expect([...teamColumns[sport]].sort()).toEqual([...entity].sort());
      const played = data.fixtureStats.filter((r) => sportOf(r.websiteId) === sport);
      const seen = new Set(
        played.flatMap((r) => r.personStats.flatMap((v) => Object.keys(decodePersonLine(sport, v)))),
      );
      for (const { value } of referenceLookups[sport].personStatistics ?? [])
        expect(seen, `${sport} ${value}`).toContain(value);
      for (const row of played)
        for (const line of row.personStats) expect(line).toHaveLength(personColumns[sport].length);
    }
  });

  it('orders each fixture’s events, makes every event-made box-score figure their tally, and the score their sum', () => {
    const details = new Map(data.fixtureDetails.map((d) => [d.fixtureId, d]));
    const lines = new Map<string, typeof data.fixtureStats>();
    for (const row of data.fixtureStats) lines.set(row.fixtureId, [...(lines.get(row.fixtureId) ?? []), row]);
    let checked = 0;
    for (const fixture of data.fixtures.filter((f) => f.status === 'finished')) {
      const sport = sportOf(fixture.websiteId);
      const detail = details.get(fixture.fixtureId);
      if (!detail) throw new Error(`no events for ${fixture.fixtureId}`);
      const events = decodeEvents(sport, detail.personIds, detail.events);
      // In game order, as a play-by-play lists them: by period, then second.
      const moments = events.map((e) => e.period * 65536 + e.second);
      expect(moments, fixture.fixtureId).toEqual([...moments].sort((a, b) => a - b));
      const tally = tallyEvents(sport, events);
      for (const row of lines.get(fixture.fixtureId) ?? []) {
        const persons = row.personStats.map((values) => decodePersonLine(sport, values));
        row.personIds.forEach((personId, i) => {
          const line = persons[i] ?? {};
          for (const code of eventStatistics[sport]) {
            if (line[code] === undefined) continue;
            expect(line[code], `${fixture.fixtureId} ${personId} ${code}`).toBe(
              tally.get(personId)?.[code] ?? 0,
            );
          }
        });
        const team = decodeTeamLine(sport, row.teamStats);
        for (const [teamCode, personCode] of Object.entries(teamEventSums[sport])) {
          const sum = persons.reduce((a, l) => a + (l[personCode] ?? 0), 0);
          expect(team[teamCode], `${fixture.fixtureId} ${teamCode}`).toBe(sum);
        }
        // Nobody dressed-but-idle has an event line, and nobody outside the two teams' lists has one.
        for (const personId of row.dnpPersonIds) expect(tally.has(personId)).toBe(false);
      }
      const named = new Set((lines.get(fixture.fixtureId) ?? []).flatMap((r) => r.personIds));
      for (const personId of tally.keys())
        expect(named, `${fixture.fixtureId} ${personId}`).toContain(personId);
      const [home, away] = runningScores(sport, events).at(-1) ?? [0, 0];
      const shootout = fixture.resultType === 'shootout';
      const homeWon = (fixture.homeScore ?? 0) > (fixture.awayScore ?? 0);
      expect([home + (shootout && homeWon ? 1 : 0), away + (shootout && !homeWon ? 1 : 0)]).toEqual([
        fixture.homeScore,
        fixture.awayScore,
      ]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('covers every code of the sport’s match events, and names match officials for every fixture', () => {
    for (const sport of sports) {
      const seen = new Set(
        data.fixtureDetails
          .filter((d) => sportOf(d.websiteId) === sport)
          .flatMap((d) => decodeEvents(sport, d.personIds, d.events).map((e) => e.type)),
      );
      expect([...seen].sort(), sport).toEqual(
        (referenceLookups[sport].matchEvents ?? []).map((o) => o.value).sort(),
      );
    }
    expect(data.fixtureDetails).toHaveLength(data.fixtures.length);
    const officials = new Set(data.officials.map((o) => `${o.websiteId}/${o.officialId}`));
    for (const detail of data.fixtureDetails) {
      const sport = sportOf(detail.websiteId);
      expect(detail.officialIds).toHaveLength(referenceLookups[sport].matchOfficials?.length ?? 0);
      expect(new Set(detail.officialIds).size).toBe(detail.officialIds.length);
      for (const id of detail.officialIds) expect(officials).toContain(`${detail.websiteId}/${id}`);
    }
  });

  it('gives players every person info field, leaves some dressed players idle, and marks some out', () => {
    const codes = (referenceLookups.basketball.personInfoFields ?? []).map((o) => o.value);
    for (const p of data.persons.filter((x) => x.role === 'player'))
      expect(Object.keys(p.info).sort()).toEqual([...codes].sort());
    expect(data.fixtureStats.some((r) => r.dnpPersonIds.length > 0)).toBe(true);
    for (const row of data.fixtureStats)
      for (const id of row.dnpPersonIds) expect(row.personIds).not.toContain(id);
    const players = new Set(data.persons.filter((p) => p.role === 'player').map((p) => p.personId));
    expect(data.absences.length).toBeGreaterThan(0);
    for (const a of data.absences) expect(players).toContain(a.personId);
  });
});
