/**
 * For tests that read every widget: the `?id=` a detail widget needs (decision 106), taken from the seeded
 * data of the website — its newest season's latest result, that fixture's home team, and one of its players.
 * Empty for the widgets that show a season's content.
 */
import { type WidgetId, widgetSubject } from '@eua/shared';
import type { Queryable } from '../db';
import { listPersonLines, listSeasonFixtures } from '../modules/sports/sports-reads.repo';
import { listWidgetSeasons } from '../modules/widgets/widget-content';

/** The id a detail widget of the website shows in tests; null for the other widgets. */
export async function subjectIdFor(
  db: Queryable,
  websiteId: string,
  widget: WidgetId,
): Promise<string | null> {
  const subject = widgetSubject[widget];
  if (!subject) return null;
  const seasons = await listWidgetSeasons(db, websiteId);
  const fixtures = await listSeasonFixtures(db, websiteId, [seasons[0]?.seasonId ?? '']);
  const played = fixtures.filter((f) => f.status === 'finished').at(-1);
  if (!played) throw new Error(`website ${websiteId} has no result to take a ${subject} from`);
  if (subject === 'fixture') return played.fixtureId;
  if (subject === 'team') return played.homeTeamId;
  const lines = await listPersonLines(db, websiteId, played.seasonId);
  const personId = lines.find((l) => l.teamId === played.homeTeamId)?.personIds[0];
  if (!personId) throw new Error(`team ${played.homeTeamId} of website ${websiteId} has no player lines`);
  return personId;
}

/** `?id=…` for a detail widget (`&id=…` after `separator` '&'), '' for the others. */
export async function subjectQuery(
  db: Queryable,
  websiteId: string,
  widget: WidgetId,
  separator: '?' | '&' = '?',
): Promise<string> {
  const id = await subjectIdFor(db, websiteId, widget);
  return id === null ? '' : `${separator}id=${encodeURIComponent(id)}`;
}
