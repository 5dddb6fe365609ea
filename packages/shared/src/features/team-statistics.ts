import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, statisticGroups } from './fields';
import { section } from './sections';

/** docs/product.md#configuration-screens "Team statistics": four groups of team statistics. Submit label: decision 013. */
export const teamStatistics = {
  id: 'teamStatistics',
  resource: featureResources.teamStatistics,
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
  sections: [
    section('display', 'Display', ['showEntityLogo', 'showSeasonSelector', 'entityName', 'entityLink']),
    section('group-1', 'Group 1', ['group1Name', 'group1Statistics']),
    section('group-2', 'Group 2', ['group2Name', 'group2Statistics']),
    section('group-3', 'Group 3', ['group3Name', 'group3Statistics']),
    section('group-4', 'Group 4', ['group4Name', 'group4Statistics']),
  ],
} satisfies FeatureDefinition;
