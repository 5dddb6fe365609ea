/**
 * Every widget family's content loader and public trim (decision 122), by widget. The type refuses a family
 * left out here.
 */
import type { FeatureSettings, WidgetId } from '@eua/shared';
import type { Queryable } from '../../../db';
import type { ContentRequest } from '../widget-content-shapes';
import type { ContentOf, WidgetContentParts } from './define-family';
import { fixtureFamily } from './fixture/content';
import { fixturesFamily } from './fixtures/content';
import { leadersFamily } from './leaders/content';
import { personsFamily } from './persons/content';
import { standingsFamily } from './standings/content';
import { statisticsFamily } from './statistics/content';
import { teamsFamily } from './teams/content';

export type { ContentOf } from './define-family';

const parts: { [W in WidgetId]: WidgetContentParts<W> } = {
  ...standingsFamily,
  ...fixturesFamily,
  ...leadersFamily,
  ...personsFamily,
  ...teamsFamily,
  ...statisticsFamily,
  ...fixtureFamily,
};

/** The content a widget shows for the request's seasons (or subject). */
export const loadFamilyContent = (db: Queryable, request: ContentRequest): Promise<ContentOf<WidgetId>> =>
  (parts[request.widget] as WidgetContentParts<WidgetId>).load(db, request);

/** What the public answer keeps of a widget's content: what its saved settings show. */
export const trimContent = <W extends WidgetId>(
  widget: W,
  content: ContentOf<W>,
  config: FeatureSettings[W],
): ContentOf<W> => (parts[widget] as WidgetContentParts<W>).trim(content, config);
