import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, statisticGroups } from './fields';

/** SPEC.md §2 "Person statistics": four groups of person statistics (SPEC.md §9). */
export const personStatistics: FeatureDefinition = {
  id: 'personStatistics',
  resource: 'statistics_persons',
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
};
