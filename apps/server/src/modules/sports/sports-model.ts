/**
 * The sports data model (docs/product.md#demo-data): venues, teams, players and staff, stages, pools, fixtures
 * with results, and per-fixture team and person statistics, as the generator makes them and the repository
 * stores them (migration 0006). New kinds of data (box scores, play-by-play, rosters…) add their types here.
 */
import type { Sport } from '@eua/shared';

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
