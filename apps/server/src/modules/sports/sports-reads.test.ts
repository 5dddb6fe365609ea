/**
 * The detail widgets' reads (decision 099) on every engine available: one website per sport, one competition
 * with a finished season and a current one, generated and written by this module.
 */
import { type Sport, sports } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import {
  insertCompetitions,
  insertCustomers,
  insertOrganizations,
  insertSeasons,
  insertWebsites,
} from '../../seed/seed.repo';
import { engines } from '../../test-support/engines';
import { eventStatistics, tallyEvents, teamEventSums } from './match-events';
import { referenceLookups } from './reference-data';
import { generateSportsData } from './sports-generator';
import type { SportsData } from './sports-model';
import {
  findFixtureBoxScore,
  findFixtureEvents,
  findFixtureOfficials,
  findFixturePreview,
  findPersonSeasonStatistics,
  findTeamInfo,
  findTeamSeasonStatistics,
  listTeamRoster,
} from './sports-reads';
import { insertSportsData } from './sports-writes.repo';

const today = new Date('2026-01-15T00:00:00Z');
const websites = sports.map((sport, i) => ({
  websiteId: String(7101 + i),
  sport,
  organizationId: String(3801 + i),
  competitionId: String(4801 + i),
  seasons: [String(58001 + 10 * i), String(58002 + 10 * i)],
}));
const codes = (sport: Sport, key: string) => (referenceLookups[sport][key] ?? []).map((o) => o.value);

describe.each(engines)('the detail widgets’ sports data on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let data: SportsData;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
    await insertCustomers(db, [{ id: 'c-details', name: 'Details Customer' }]);
    await insertWebsites(
      db,
      websites.map((w) => ({
        id: w.websiteId,
        customerId: 'c-details',
        name: w.sport,
        sport: w.sport,
        trackingData: false,
      })),
    );
    await insertOrganizations(
      db,
      websites.map((w) => ({ websiteId: w.websiteId, id: w.organizationId, name: 'League' })),
    );
    await insertCompetitions(
      db,
      websites.map((w) => ({
        websiteId: w.websiteId,
        organizationId: w.organizationId,
        id: w.competitionId,
        name: 'Premier',
      })),
    );
    await insertSeasons(
      db,
      websites.flatMap((w) =>
        w.seasons.map((id, i) => ({
          websiteId: w.websiteId,
          id,
          competitionId: w.competitionId,
          name: `202${4 + i}-2${5 + i}`,
          hasTrackingData: false,
        })),
      ),
    );
    data = generateSportsData({
      seed: 3,
      today,
      websites: websites.map((w) => ({
        websiteId: w.websiteId,
        sport: w.sport,
        competitions: [
          {
            competitionId: w.competitionId,
            name: 'Premier',
            seasons: w.seasons.map((seasonId) => ({ seasonId, name: seasonId })),
          },
        ],
      })),
    });
    await insertSportsData(
      db,
      data,
      websites.map((w) => w.websiteId),
    );
  });
  afterAll(async () => cleanup?.());

  const played = (websiteId: string) =>
    data.fixtures.filter((f) => f.websiteId === websiteId && f.status === 'finished');

  it.each(websites)(
    'answers a $sport box score whose event-made figures are the stored events’ tally',
    async (w) => {
      for (const fixture of played(w.websiteId).slice(0, 12)) {
        const [box, events] = await Promise.all([
          findFixtureBoxScore(db, w.websiteId, w.sport, fixture.fixtureId),
          findFixtureEvents(db, w.websiteId, w.sport, fixture.fixtureId),
        ]);
        expect(box.map((t) => t.teamId)).toEqual([fixture.homeTeamId, fixture.awayTeamId]);
        const tally = tallyEvents(w.sport, events);
        for (const team of box) {
          for (const person of team.persons) {
            for (const code of eventStatistics[w.sport]) {
              const value = person.statistics[code];
              if (value !== undefined)
                expect(value, `${person.personId} ${code}`).toBe(tally.get(person.personId)?.[code] ?? 0);
            }
          }
          for (const [teamCode, personCode] of Object.entries(teamEventSums[w.sport])) {
            const sum = team.persons.reduce((a, p) => a + (p.statistics[personCode] ?? 0), 0);
            expect(team.statistics[teamCode]).toBe(sum);
          }
          expect(Object.keys(team.statistics).sort()).toEqual(codes(w.sport, 'entityStatistics').sort());
          for (const id of team.didNotPlay) expect(team.persons.map((p) => p.personId)).not.toContain(id);
        }
        // The running score ends at the result (a shoot-out's deciding goal is the score's, not an event's).
        const last = events.at(-1);
        const shootout = fixture.resultType === 'shootout' ? 1 : 0;
        expect((last?.homeScore ?? 0) + (last?.awayScore ?? 0) + shootout).toBe(
          (fixture.homeScore ?? 0) + (fixture.awayScore ?? 0),
        );
        expect(events.every((e) => codes(w.sport, 'matchEvents').includes(e.type))).toBe(true);
      }
      const upcoming = data.fixtures.find((f) => f.websiteId === w.websiteId && f.status === 'scheduled');
      expect(await findFixtureBoxScore(db, w.websiteId, w.sport, upcoming?.fixtureId ?? '')).toEqual([]);
      expect(await findFixtureEvents(db, w.websiteId, w.sport, upcoming?.fixtureId ?? '')).toEqual([]);
      // Another website's fixture is not this website's.
      const other = websites.find((x) => x.websiteId !== w.websiteId)?.websiteId ?? '';
      expect(await findFixtureBoxScore(db, other, w.sport, played(w.websiteId)[0]?.fixtureId ?? '')).toEqual(
        [],
      );
    },
  );

  it.each(websites)(
    'names a $sport fixture’s match officials by role and its teams’ officials',
    async (w) => {
      const fixture = played(w.websiteId)[0];
      if (!fixture) throw new Error('no fixture');
      const { matchOfficials, teamOfficials } = await findFixtureOfficials(
        db,
        w.websiteId,
        w.sport,
        fixture.fixtureId,
      );
      expect(matchOfficials.map((o) => o.role)).toEqual(codes(w.sport, 'matchOfficials'));
      expect(matchOfficials.every((o) => o.familyNameLatin.length > 0)).toBe(true);
      const roles = codes(w.sport, 'entityOfficials');
      expect(teamOfficials.map((o) => `${o.teamId}:${o.role}`)).toEqual([
        ...roles.map((r) => `${fixture.homeTeamId}:${r}`),
        ...roles.map((r) => `${fixture.awayTeamId}:${r}`),
      ]);
    },
  );

  it.each(websites)('previews a $sport fixture from the results before it', async (w) => {
    const fixture = data.fixtures.find(
      (f) => f.websiteId === w.websiteId && f.status === 'scheduled' && f.seasonId === w.seasons[1],
    );
    if (!fixture) throw new Error('no upcoming fixture');
    const preview = await findFixturePreview(db, w.websiteId, w.sport, fixture.fixtureId);
    if (!preview) throw new Error('no preview');
    const [home, away] = preview.teams;
    expect(home.teamId).toBe(fixture.homeTeamId);
    const before = played(w.websiteId).filter(
      (f) =>
        f.seasonId === fixture.seasonId && (f.homeTeamId === home.teamId || f.awayTeamId === home.teamId),
    );
    expect(home.record.played).toBe(before.length);
    expect(home.record.won + home.record.drawn + home.record.lost).toBe(before.length);
    expect(home.homeRecord.played + home.awayRecord.played).toBe(before.length);
    expect(home.lastFive).toHaveLength(Math.min(5, before.length));
    expect(home.seasonLeaders.length).toBeGreaterThan(0);
    const meetings = played(w.websiteId).filter(
      (f) =>
        [f.homeTeamId, f.awayTeamId].includes(home.teamId) &&
        [f.homeTeamId, f.awayTeamId].includes(away.teamId),
    );
    expect(preview.headToHead.fixtureIds.sort()).toEqual(meetings.map((f) => f.fixtureId).sort());
    const h = preview.headToHead;
    expect(h.homeWins + h.awayWins + h.draws).toBe(meetings.length);
    const absent = data.absences.filter((a) => a.teamId === home.teamId).map((a) => a.personId);
    expect(home.unavailable.map((a) => a.personId).sort()).toEqual(absent.sort());
    expect(await findFixturePreview(db, w.websiteId, w.sport, 'missing')).toBeUndefined();
  });

  it.each(websites)('answers a $sport team’s information, roster and season statistics', async (w) => {
    const team = data.teams.find((t) => t.websiteId === w.websiteId);
    if (!team) throw new Error('no team');
    const info = await findTeamInfo(db, w.websiteId, team.teamId);
    expect(info).toMatchObject({
      teamId: team.teamId,
      founded: team.founded,
      captainPersonId: team.captainPersonId,
    });
    expect(info?.venue.capacity).toBeGreaterThan(0);
    const roster = await listTeamRoster(db, w.websiteId, w.sport, team.teamId);
    const players = roster.filter((p) => p.role === 'player');
    const numbers = players.map((p) => Number(p.info.shirtNumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(roster.filter((p) => p.role === 'staff').map((p) => p.staffRole)).toEqual(
      codes(w.sport, 'entityOfficials'),
    );
    expect(info?.headCoachPersonId).toBe(
      roster.find((p) => p.staffRole === (w.sport === 'handball' ? 'officialA' : 'headCoach'))?.personId,
    );
    const absent = new Set(data.absences.filter((a) => a.teamId === team.teamId).map((a) => a.personId));
    for (const p of roster) expect(p.absence !== null).toBe(absent.has(p.personId));
    const season = w.seasons[0] as string;
    const stats = await findTeamSeasonStatistics(db, w.websiteId, w.sport, team.teamId, season);
    const games = played(w.websiteId).filter(
      (f) => f.seasonId === season && (f.homeTeamId === team.teamId || f.awayTeamId === team.teamId),
    );
    expect(stats.games.map((g) => g.fixtureId)).toEqual(games.map((f) => f.fixtureId));
    const goal = w.sport === 'basketball' ? 'points' : 'goals';
    const scored = games.reduce(
      (a, f) => a + ((f.homeTeamId === team.teamId ? f.homeScore : f.awayScore) ?? 0),
      0,
    );
    expect(stats.totals[goal]).toBe(scored);
    expect(stats.averages[goal]).toBeCloseTo(scored / games.length, 1);
    expect(Object.keys(stats.averages).sort()).toEqual(codes(w.sport, 'entityStatistics').sort());
  });

  it.each(websites)('answers a $sport player’s game log and season averages', async (w) => {
    const season = w.seasons[0] as string;
    const rows = data.fixtureStats.filter((r) => r.websiteId === w.websiteId && r.seasonId === season);
    const personId = rows[0]?.personIds[1] as string;
    const result = await findPersonSeasonStatistics(db, w.websiteId, w.sport, personId, season);
    const dressed = rows.filter((r) => r.personIds.includes(personId) || r.dnpPersonIds.includes(personId));
    expect(result.gameLog.map((g) => g.fixtureId).sort()).toEqual(dressed.map((r) => r.fixtureId).sort());
    const playedLines = result.gameLog.filter((g) => g.statistics !== null);
    expect(result.games).toBe(playedLines.length);
    for (const code of eventStatistics[w.sport]) {
      const total = playedLines.reduce((a, g) => a + (g.statistics?.[code] ?? 0), 0);
      if (result.totals[code] === undefined) continue;
      expect(result.totals[code]).toBe(total);
      expect(result.averages[code]).toBeCloseTo(total / result.games, 1);
    }
    for (const g of result.gameLog) {
      expect(g.opponentTeamId).not.toBe(g.teamId);
      const fixture = data.fixtures.find((f) => f.fixtureId === g.fixtureId);
      expect([g.teamScore, g.opponentScore]).toEqual(
        g.home ? [fixture?.homeScore, fixture?.awayScore] : [fixture?.awayScore, fixture?.homeScore],
      );
    }
  });
});
