import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, statisticGroups } from './fields';

/** SPEC.md §2 "Team statistics": four groups of team statistics. Submit label: decision 013. */
export const teamStatistics: FeatureDefinition = {
  id: 'teamStatistics',
  resource: 'statistics_entities',
  title: 'Team Statistics',
  method: 'PUT',
  submitLabel: 'Update Team Statistics',
  successMessage: 'Team Statistics Configuration updated successfully.',
  fields: [
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showSeasonSelector', 'Show season selector', true),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    lookup('entityLink', 'Team link', 'linkOptions'),
    ...statisticGroups('entityStatistics'),
  ],
};
