/**
 * The subjects a detail widget's preview can show (GET /v1/config/{websiteId}/widget-subjects/{subject},
 * decision 111): a season's teams, players or fixtures in the words of the console's picker, and the one shown
 * first — what a visitor would most likely look at: the team on top of the standings, the leading scorer, the
 * latest result.
 */
import type { Sport, WidgetSubject, WidgetSubjectOption, WidgetSubjectsAnswer } from '@eua/shared';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { type FixtureRow, listSeasonFixtures } from '../sports/sports-reads';
import { loadWidgetContent } from './widget-content';
import { listSeasonPlayers, listSeasonTeams } from './widget-subjects.repo';
import { loadSite, websiteNotFoundMessage } from './widgets.service';

/** The statistic whose leader is a sport's leading scorer (hockey's scoring race counts points). */
export const scoringStatistic: Record<Sport, string> = {
  basketball: 'points',
  hockey: 'points',
  handball: 'goals',
};

type Request = { websiteId: string; sport: Sport; seasonId: string; assetBaseUrl: string };
type Listed = { data: WidgetSubjectOption[]; preferred: string | undefined };

/**
 * The season listed: the one asked for (any season of the website, as the preview shows any), else General's
 * saved default season, else the website's first.
 */
async function seasonOf(db: Db, websiteId: string, season: string | undefined): Promise<string | null> {
  const site = await loadSite(db, websiteId);
  if (!site) throw notFound(websiteNotFoundMessage(websiteId));
  if (season !== undefined) {
    if (!site.seasons.some((s) => s.seasonId === season)) {
      throw notFound(`Season ${season} is not a season of website ${websiteId}`);
    }
    return season;
  }
  const chosen = site.seasons.find((s) => s.seasonId === site.general.defaultSeasonId) ?? site.seasons[0];
  return chosen?.seasonId ?? null;
}

async function teams(db: Db, request: Request): Promise<Listed> {
  const rows = await listSeasonTeams(db, request.websiteId, request.seasonId);
  const standings = await loadWidgetContent(db, {
    ...request,
    widget: 'standings',
    seasonIds: [request.seasonId],
  });
  const first = standings.widget === 'standings' ? standings.stages[0]?.pools[0]?.rows[0] : undefined;
  return { data: rows.map((t) => ({ id: t.teamId, text: t.name })), preferred: first?.teamId };
}

async function persons(db: Db, request: Request): Promise<Listed> {
  const rows = await listSeasonPlayers(db, request.websiteId, request.seasonId);
  const leaders = await loadWidgetContent(db, {
    ...request,
    widget: 'leaders',
    seasonIds: [request.seasonId],
  });
  const scoring = scoringStatistic[request.sport];
  const leader =
    leaders.widget === 'leaders'
      ? leaders.statistics.find((s) => s.statistic === scoring)?.leaders[0]
      : undefined;
  return {
    data: rows.map((p) => ({ id: p.personId, text: `${p.name} — ${p.teamName}`, group: p.teamName })),
    preferred: leader?.personId,
  };
}

/** A fixture in the picker's words: its date (UTC), the teams, and the score or "upcoming". */
export function fixtureText(fixture: FixtureRow, teamNames: ReadonlyMap<string, string>): string {
  const name = (teamId: string) => teamNames.get(teamId) ?? teamId;
  const result =
    fixture.homeScore !== null && fixture.awayScore !== null
      ? `${fixture.homeScore}–${fixture.awayScore}`
      : 'upcoming';
  return `${fixture.startTimeUtc.slice(0, 10)}, ${name(fixture.homeTeamId)} v ${name(fixture.awayTeamId)}, ${result}`;
}

async function fixtures(db: Db, request: Request): Promise<Listed> {
  const [rows, teamRows] = await Promise.all([
    listSeasonFixtures(db, request.websiteId, [request.seasonId]),
    listSeasonTeams(db, request.websiteId, request.seasonId),
  ]);
  const teamNames = new Map(teamRows.map((t) => [t.teamId, t.name]));
  // By round (the picker's groups), each oldest first; the rows come oldest first, so a round's order holds.
  const byRound = [...rows].sort((a, b) => a.stageOrder - b.stageOrder || a.roundNumber - b.roundNumber);
  const latestPlayed = rows.filter((f) => f.status === 'finished').at(-1);
  const firstUpcoming = rows.find((f) => f.status === 'scheduled');
  return {
    data: byRound.map((f) => ({
      id: f.fixtureId,
      text: fixtureText(f, teamNames),
      group: `${f.stage.nl}, round ${f.roundNumber}`,
    })),
    preferred: (latestPlayed ?? firstUpcoming)?.fixtureId,
  };
}

const listers: Record<WidgetSubject, (db: Db, request: Request) => Promise<Listed>> = {
  team: teams,
  person: persons,
  fixture: fixtures,
};

export async function listWidgetSubjects(
  db: Db,
  website: { websiteId: string; sport: Sport },
  subject: WidgetSubject,
  query: { season?: string | undefined },
  assetBaseUrl: string,
): Promise<WidgetSubjectsAnswer> {
  const seasonId = await seasonOf(db, website.websiteId, query.season);
  if (seasonId === null) return { data: [], meta: { defaultId: null } };
  const request = { websiteId: website.websiteId, sport: website.sport, seasonId, assetBaseUrl };
  const { data, preferred } = await listers[subject](db, request);
  // The preferred one is always in the list; a season without results starts at the list's first.
  const defaultId = data.find((o) => o.id === preferred)?.id ?? data[0]?.id ?? null;
  return { data, meta: { defaultId } };
}
