import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, colourRules, lookup, multi } from './fields';
import { leadingStandings } from './leading-statistics';
import { section } from './sections';

/** docs/product.md#configuration-screens "Standings and standings fragment". */
export const standings = {
  id: 'standings',
  resource: featureResources.standings,
  title: 'Standings',
  method: 'PUT',
  submitLabel: 'Update Standings Configuration',
  successMessage: 'Standings Configuration Updated Successfully',
  fields: [
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showSeasonSelector', 'Show season selector', true),
    checkbox('showSeasonName', 'Show season name', true),
    checkbox('showPools', 'Show pools', true),
    checkbox('showStage', 'Show stage', true),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    lookup('entityLink', 'Team link', 'linkOptions'),
    lookup('poolName', 'Pool name', 'nameOptions'),
    lookup('stageName', 'Stage name', 'nameOptions'),
    // A new website's table shows the points a league ranks by (decision 125).
    multi('standingsFields', 'Standings fields', 'standingsFields', {
      sportDefaults: leadingStandings,
    }),
    colourRules(),
  ],
  sections: [
    section('display', 'Display', [
      'showEntityLogo',
      'showSeasonSelector',
      'showSeasonName',
      'showPools',
      'showStage',
      'entityName',
      'entityLink',
      'poolName',
      'stageName',
    ]),
    section('columns', 'Columns', ['standingsFields']),
    section('promotion-relegation', 'Promotion and relegation', ['promotionRelegationColours']),
  ],
} satisfies FeatureDefinition;
