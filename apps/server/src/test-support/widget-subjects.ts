/**
 * The `?id=` a detail widget needs in tests that go through every widget (decision 106): a demo subject of the
 * website, read through the widgets' own content; an empty query for a widget that shows a season's content.
 */
import { type WidgetId, widgetSubject } from '@eua/shared';
import type { Queryable } from '../db';
import { listWidgetSeasons, loadWidgetContent } from '../modules/widgets/widget-content';
import { findPublicWebsite } from '../modules/widgets/widgets.repo';

/** A player of the website's first season's competition. */
async function demoPersonId(db: Queryable, websiteId: string): Promise<string> {
  const website = await findPublicWebsite(db, websiteId);
  const [season] = await listWidgetSeasons(db, websiteId);
  if (!website || !season) throw new Error(`website ${websiteId} has no season`);
  const content = await loadWidgetContent(db, {
    websiteId,
    sport: website.sport,
    widget: 'players',
    seasonIds: [season.seasonId],
    assetBaseUrl: '',
  });
  const person = content.widget === 'players' && content.persons.find((p) => p.role === 'player');
  if (!person) throw new Error(`website ${websiteId} has no player`);
  return person.personId;
}

/** The id a detail widget of the website shows in tests; null for the other widgets. */
export async function demoSubjectId(
  db: Queryable,
  websiteId: string,
  widget: WidgetId,
): Promise<string | null> {
  const subject = widgetSubject[widget];
  if (!subject) return null;
  if (subject === 'person') return demoPersonId(db, websiteId);
  throw new Error(`no demo ${subject} for ${widget}`);
}

/** `?id={subject}` for a detail widget, '' for the others. */
export async function subjectQuery(db: Queryable, websiteId: string, widget: WidgetId): Promise<string> {
  const id = await demoSubjectId(db, websiteId, widget);
  return id === null ? '' : `?id=${encodeURIComponent(id)}`;
}
