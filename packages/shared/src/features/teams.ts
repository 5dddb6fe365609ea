import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup } from './fields';
import { section } from './sections';

/** docs/product.md#configuration-screens "Teams": active, labelPage, entityLink, entityName, showEntityLogo, then the others. */
export const teams = {
  id: 'teams',
  resource: featureResources.teams,
  title: 'Teams',
  method: 'PUT',
  submitLabel: 'Update Teams Configuration',
  successMessage: 'Teams Configuration Updated Succesfully',
  fields: [
    checkbox('active', 'Show teams page', true),
    lookup('labelPage', 'Page label', 'labelOptions'),
    lookup('entityLink', 'Team link', 'linkOptions'),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showSeasonSelector', 'Show season selector', true),
    checkbox('showPools', 'Show pools', false),
    lookup('poolName', 'Pool name', 'nameOptions'),
  ],
  sections: [
    section('page', 'Page', ['active', 'labelPage', 'entityLink', 'entityName']),
    section('display', 'Display', ['showEntityLogo', 'showSeasonSelector', 'showPools', 'poolName']),
  ],
} satisfies FeatureDefinition;
