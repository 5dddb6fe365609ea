/**
 * Results as a fixture preview and a team banner speak of them (docs/product.md#widgets): a team's won-drawn-lost
 * record, at home and away, its last five, and two teams' earlier meetings. Pure: the fixtures repository reads
 * the fixtures, these count them (decision 125).
 */

/** A finished fixture as far as its result goes. */
export type ResultRow = {
  fixtureId: string;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
};

export type Outcome = 'W' | 'D' | 'L';
export type RecordCounts = { played: number; won: number; drawn: number; lost: number };

/** The fixture's outcome for the team; undefined when the team did not play in it. */
export function outcomeFor(teamId: string, fixture: ResultRow): Outcome | undefined {
  const home = fixture.homeTeamId === teamId;
  if (!home && fixture.awayTeamId !== teamId) return undefined;
  const own = (home ? fixture.homeScore : fixture.awayScore) ?? 0;
  const other = (home ? fixture.awayScore : fixture.homeScore) ?? 0;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

const emptyRecord = (): RecordCounts => ({ played: 0, won: 0, drawn: 0, lost: 0 });

const count = (record: RecordCounts, outcome: Outcome) => {
  record.played += 1;
  if (outcome === 'W') record.won += 1;
  else if (outcome === 'L') record.lost += 1;
  else record.drawn += 1;
};

export type TeamForm = {
  record: RecordCounts;
  homeRecord: RecordCounts;
  awayRecord: RecordCounts;
  /** The last five results, newest first. */
  lastFive: Outcome[];
};

/** A team's record over `fixtures` (newest first; other teams' fixtures are passed over). */
export function teamForm(teamId: string, fixtures: readonly ResultRow[]): TeamForm {
  const form: TeamForm = {
    record: emptyRecord(),
    homeRecord: emptyRecord(),
    awayRecord: emptyRecord(),
    lastFive: [],
  };
  for (const fixture of fixtures) {
    const outcome = outcomeFor(teamId, fixture);
    if (!outcome) continue;
    if (form.lastFive.length < 5) form.lastFive.push(outcome);
    count(form.record, outcome);
    count(fixture.homeTeamId === teamId ? form.homeRecord : form.awayRecord, outcome);
  }
  return form;
}

export type HeadToHead = { homeWins: number; awayWins: number; draws: number; fixtureIds: string[] };

/**
 * Two teams' meetings (newest first), counted for the fixture's home team and away team whichever of them
 * was at home in each meeting.
 */
export function headToHead(homeTeamId: string, meetings: readonly ResultRow[]): HeadToHead {
  const out: HeadToHead = { homeWins: 0, awayWins: 0, draws: 0, fixtureIds: [] };
  for (const meeting of meetings) {
    const outcome = outcomeFor(homeTeamId, meeting);
    if (!outcome) continue;
    out.fixtureIds.push(meeting.fixtureId);
    if (outcome === 'W') out.homeWins += 1;
    else if (outcome === 'L') out.awayWins += 1;
    else out.draws += 1;
  }
  return out;
}
