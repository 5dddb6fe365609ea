/**
 * The sports data model (docs/product.md#demo-data): venues, teams, players and staff, stages, pools, fixtures
 * with results, and per-fixture team and person statistics, as the generator makes them and the repository
 * stores them (migrations 0006 and 0007): box scores with did-not-play players, match events, match officials,
 * staff roles and unavailable players (decision 099).
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
  /** The year the club was founded. */
  founded: number;
  captainPersonId: string;
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
  /** Staff only: the sport's entityOfficials code (headCoach, officialA, …); null for a player. */
  staffRole: string | null;
};

/** A match official (referee, scorer, …), of the website's pool; fixtures name them by role. */
export type GeneratedOfficial = {
  websiteId: string;
  officialId: string;
  firstNameLocal: string;
  familyNameLocal: string;
  firstNameLatin: string;
  familyNameLatin: string;
  nationality: string;
};

/** A player out of the team's next fixtures, on the seed day (the preview's unavailable players). */
export type GeneratedAbsence = {
  websiteId: string;
  personId: string;
  teamId: string;
  reason: 'injury' | 'illness' | 'suspension';
  /** The expected date back (YYYY-MM-DD). */
  expectedReturn: string;
};

/**
 * A fixture's match officials and events (migration 0007). `officialIds[i]` holds the role
 * `matchOfficials[sport][i]` (reference-data.ts); `events` the encoded events (match-events.ts), whose persons
 * are indexes into `personIds`. Scheduled fixtures have officials and no events.
 */
export type FixtureDetailsRow = {
  websiteId: string;
  fixtureId: string;
  officialIds: string[];
  personIds: string[];
  events: Uint8Array;
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
  /** Dressed for the game but did not play. */
  dnpPersonIds: string[];
};

export type SportsData = {
  venues: GeneratedVenue[];
  teams: GeneratedTeam[];
  persons: GeneratedPerson[];
  stages: GeneratedStage[];
  pools: GeneratedPool[];
  fixtures: GeneratedFixture[];
  fixtureStats: FixtureStatsRow[];
  officials: GeneratedOfficial[];
  fixtureDetails: FixtureDetailsRow[];
  absences: GeneratedAbsence[];
};
