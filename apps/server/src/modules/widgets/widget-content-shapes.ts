/**
 * What every widget's content is made of (docs/product.md#widgets): seasons, names, teams, persons and fixtures
 * in the public contract's shapes, from the rows the sports repository reads. The widget families
 * (families/<family>/content.ts) build on these.
 */
import type {
  Sport,
  WidgetFixture,
  WidgetId,
  WidgetNames,
  WidgetPerson,
  WidgetSeason,
  WidgetTeam,
} from '@eua/shared';
import type { Queryable } from '../../db';
import {
  type FixtureRow,
  findSeasons,
  type NamesRow,
  type PersonRow,
  type SeasonRow,
  type TeamRow,
} from '../sports/sports-reads';

export type ContentRequest = {
  websiteId: string;
  sport: Sport;
  widget: WidgetId;
  seasonIds: string[];
  /**
   * The team, person or fixture a detail widget shows (decision 106); null for the other widgets. Its loader
   * answers 404 naming it when the website has no such one.
   */
  subjectId?: string | null;
  /**
   * The seasons the reader may be shown (the public path: General's allowed ones; the preview: every one), among
   * which a detail widget may move to its subject's own season (decision 108).
   */
  allowedSeasonIds?: string[];
  assetBaseUrl: string;
};

export const toSeason = (row: SeasonRow): WidgetSeason => ({
  seasonId: row.seasonId,
  nameLocal: row.nameLocal,
  competitionId: row.competitionId,
  competitionNameLocal: row.competitionNameLocal,
  organizationId: row.organizationId,
});

/** A season asked for that the website does not have: its id and no names, so the widget can say so. */
export const unknownSeason = (seasonId: string): WidgetSeason => ({
  seasonId,
  nameLocal: '',
  competitionId: '',
  competitionNameLocal: '',
  organizationId: '',
});

export const toNames = (row: NamesRow): WidgetNames => ({
  nameLocal: row.nl,
  nameLatin: row.nt,
  abbreviationLocal: row.al,
  abbreviationLatin: row.at,
});

export const roundNames = (n: number): WidgetNames => ({
  nameLocal: `Round ${n}`,
  nameLatin: `Round ${n}`,
  abbreviationLocal: `R${n}`,
  abbreviationLatin: `R${n}`,
});

export function teamsById(rows: TeamRow[], request: ContentRequest): Record<string, WidgetTeam> {
  const base = `${request.assetBaseUrl}/widgets/v1/${encodeURIComponent(request.websiteId)}/logos`;
  return Object.fromEntries(
    rows.map((t) => [
      t.teamId,
      {
        teamId: t.teamId,
        nameFullLocal: t.nameFullLocal,
        nameFullLatin: t.nameFullLatin,
        nameShortLocal: t.nameShortLocal,
        nameShortLatin: t.nameShortLatin,
        codeLocal: t.codeLocal,
        codeLatin: t.codeLatin,
        logoUrl: `${base}/${encodeURIComponent(t.teamId)}.svg`,
        websiteUrl: t.websiteUrl,
      },
    ]),
  );
}

export function personsById(rows: PersonRow[], request: ContentRequest): Record<string, WidgetPerson> {
  const base = `${request.assetBaseUrl}/widgets/v1/${encodeURIComponent(request.websiteId)}/persons`;
  return Object.fromEntries(
    rows.map((p) => [
      p.personId,
      {
        personId: p.personId,
        teamId: p.teamId,
        nameFullLocal: `${p.firstNameLocal} ${p.familyNameLocal}`,
        nameFullLatin: `${p.firstNameLatin} ${p.familyNameLatin}`,
        initialFamilyNameLocal: `${p.firstNameLocal.slice(0, 1)}. ${p.familyNameLocal}`,
        initialFamilyNameLatin: `${p.firstNameLatin.slice(0, 1)}. ${p.familyNameLatin}`,
        familyNameLocal: p.familyNameLocal,
        familyNameLatin: p.familyNameLatin,
        imageUrl: `${base}/${encodeURIComponent(p.personId)}.svg`,
        websiteUrl: p.websiteUrl,
        info: p.info,
      },
    ]),
  );
}

export function toFixture(row: FixtureRow): WidgetFixture {
  return {
    fixtureId: row.fixtureId,
    seasonId: row.seasonId,
    startTimeUtc: row.startTimeUtc,
    status: row.status,
    matchType: row.matchType,
    roundNumber: row.roundNumber,
    round: roundNames(row.roundNumber),
    stage: toNames(row.stage),
    pool: row.pool ? toNames(row.pool) : null,
    series: row.series
      ? { names: toNames(row.series.names), homeWins: row.series.homeWins, awayWins: row.series.awayWins }
      : null,
    venue: toNames(row.venue),
    home: { teamId: row.homeTeamId, score: row.homeScore },
    away: { teamId: row.awayTeamId, score: row.awayScore },
  };
}

export async function seasonOf(db: Queryable, request: ContentRequest): Promise<WidgetSeason> {
  const seasonId = request.seasonIds[0] ?? '';
  const [row] = seasonId ? await findSeasons(db, request.websiteId, [seasonId]) : [];
  return row ? toSeason(row) : unknownSeason(seasonId);
}
