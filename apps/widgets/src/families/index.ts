/**
 * The loader's side of every widget family (decision 122): each widget's title. The families' renderers are
 * their chunks (`<family>/chunk.ts`), which the loader imports by family name (chunk-import.ts) and the build
 * finds by folder (build.mjs). The type refuses a family left out here.
 */
import type { WidgetId, WidgetPayloadOf } from '@eua/shared';
import type { Words } from '../words';
import type { Title } from './define-family';
import { fixtureTitles } from './fixture/titles';
import { fixturesTitles } from './fixtures/titles';
import { leadersTitles } from './leaders/titles';
import { personsTitles } from './persons/titles';
import { standingsTitles } from './standings/titles';
import { statisticsTitles } from './statistics/titles';
import { teamsTitles } from './teams/titles';

export type * from './define-family';

const titles: { [W in WidgetId]: Title<W> } = {
  ...standingsTitles,
  ...fixturesTitles,
  ...leadersTitles,
  ...personsTitles,
  ...teamsTitles,
  ...statisticsTitles,
  ...fixtureTitles,
};

/** The widget's heading; also its entry in the main navigation. */
export const titleOf = <W extends WidgetId>(payload: WidgetPayloadOf<W>, t: Words): string =>
  (titles[payload.widget as W] as Title<W>)(payload, t);
