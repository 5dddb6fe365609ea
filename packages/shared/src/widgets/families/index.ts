/**
 * Every widget family, in menu order: the one list the widget ids, their resources and subjects, the runtime's
 * chunks and the build's entry points are derived from (decision 122). A new family is a file here and one
 * line in `widgetFamilies`.
 */
import { fixtureFamily } from './fixture';
import { fixturesFamily } from './fixtures';
import { leadersFamily } from './leaders';
import { personsFamily } from './persons';
import { standingsFamily } from './standings';
import { statisticsFamily } from './statistics';
import { teamsFamily } from './teams';

export * from './define-family';

export const widgetFamilies = [
  standingsFamily,
  fixturesFamily,
  leadersFamily,
  personsFamily,
  teamsFamily,
  statisticsFamily,
  fixtureFamily,
] as const;
