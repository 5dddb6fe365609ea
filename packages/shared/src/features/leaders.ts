import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { MOST_LEADERS_PER_STATISTIC } from '../widgets/leaders-count';
import { checkbox, integer, lookup, multi } from './fields';
import { leadingLeaders } from './leading-statistics';
import { section } from './sections';

/** docs/product.md#configuration-screens "Leaders": leadersCountPerStatistic at most 50 (docs/product.md#validation-and-pre-send-rules, #limits-and-constants). Submit label: decision 013. */
export const leaders = {
  id: 'leaders',
  resource: featureResources.leaders,
  title: 'Leaders',
  method: 'PUT',
  submitLabel: 'Update',
  successMessage: 'Leaders Configuration updated successfully.',
  fields: [
    checkbox('showPersonImage', 'Show person image', true),
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showSeasonSelector', 'Show season selector', true),
    lookup('personName', 'Person name', 'personNameOptions'),
    lookup('personLink', 'Person link', 'linkOptions'),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    integer('leadersCountPerStatistic', 'Number of leaders per statistic', 1, MOST_LEADERS_PER_STATISTIC, 5),
    // A new website's leaders lead as a sports page's do (decision 125).
    multi('leadersStatistics', 'Leader statistics', 'personStatistics', {
      sportDefaults: leadingLeaders,
    }),
  ],
  sections: [
    section('display', 'Display', [
      'showPersonImage',
      'showEntityLogo',
      'showSeasonSelector',
      'personName',
      'personLink',
      'entityName',
      'leadersCountPerStatistic',
    ]),
    section('statistics', 'Statistics', ['leadersStatistics']),
  ],
} satisfies FeatureDefinition;
