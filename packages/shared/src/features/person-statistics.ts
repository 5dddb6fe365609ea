import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, statisticGroups } from './fields';
import { section } from './sections';

/** docs/product.md#configuration-screens "Person statistics": four groups of person statistics (docs/product.md#limits-and-constants). */
export const personStatistics = {
  id: 'personStatistics',
  resource: featureResources.personStatistics,
  title: 'Person Statistics',
  method: 'PUT',
  submitLabel: 'Update Configuration',
  successMessage: 'Configuration updated successfully.',
  fields: [
    checkbox('showPersonImage', 'Show person image', true),
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showSeasonSelector', 'Show season selector', true),
    lookup('personName', 'Person name', 'personNameOptions'),
    lookup('personLink', 'Person link', 'linkOptions'),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    ...statisticGroups('personStatistics'),
  ],
  sections: [
    section('display', 'Display', [
      'showPersonImage',
      'showEntityLogo',
      'showSeasonSelector',
      'personName',
      'personLink',
      'entityName',
    ]),
    section('group-1', 'Group 1', ['group1Name', 'group1Statistics']),
    section('group-2', 'Group 2', ['group2Name', 'group2Statistics']),
    section('group-3', 'Group 3', ['group3Name', 'group3Statistics']),
    section('group-4', 'Group 4', ['group4Name', 'group4Statistics']),
  ],
} satisfies FeatureDefinition;
