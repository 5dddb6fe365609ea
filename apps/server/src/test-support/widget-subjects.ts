/**
 * What a detail widget shows in tests that go through every widget (decision 106): a team, a person and a
 * fixture of a demo website, read from its sports data, as the query a read of that widget needs.
 */
import { type WidgetId, widgetSubject } from '@eua/shared';
import type { Queryable } from '../db';
import { findSeasons, listSeasonFixtures, listTeamRoster } from '../modules/sports/sports-reads';
import { findPublicWebsite } from '../modules/widgets/widgets.repo';

/** The first played fixture of the website's first season, its home team and that team's first player. */
export async function demoSubjects(
  db: Queryable,
  websiteId: string,
): Promise<{ fixture: string; team: string; person: string }> {
  const website = await findPublicWebsite(db, websiteId);
  const [season] = await findSeasons(db, websiteId);
  if (!website || !season) throw new Error(`website ${websiteId} has no sports data`);
  const fixtures = await listSeasonFixtures(db, websiteId, [season.seasonId]);
  const fixture = fixtures.find((f) => f.status === 'finished') ?? fixtures[0];
  if (!fixture) throw new Error(`season ${season.seasonId} has no fixtures`);
  const roster = await listTeamRoster(db, websiteId, website.sport, fixture.homeTeamId);
  const person = roster.find((p) => p.role === 'player') ?? roster[0];
  return { fixture: fixture.fixtureId, team: fixture.homeTeamId, person: person?.personId ?? '' };
}

/** `?id=…` for a detail widget, '' for the others. */
export async function subjectQuery(db: Queryable, websiteId: string, widget: WidgetId): Promise<string> {
  const subject = widgetSubject[widget];
  if (!subject) return '';
  return `?id=${encodeURIComponent((await demoSubjects(db, websiteId))[subject])}`;
}

/** The id a detail widget of the website shows in tests; null for the other widgets. */
export async function demoSubjectId(
  db: Queryable,
  websiteId: string,
  widget: WidgetId,
): Promise<string | null> {
  const subject = widgetSubject[widget];
  return subject ? (await demoSubjects(db, websiteId))[subject] : null;
}
