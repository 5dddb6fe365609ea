import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, colourRules, lookup, multi, text } from './fields';
import { leadingStandings } from './leading-statistics';
import { section } from './sections';

/** docs/product.md#configuration-screens "Standings and standings fragment": the compact table embedded in other pages. */
export const standingsFragment = {
  id: 'standingsFragment',
  resource: featureResources.standingsFragment,
  title: 'Standings Fragment',
  method: 'PUT',
  submitLabel: 'Update Standings Fragment Configuration',
  successMessage: 'Standings Fragment Configuration Updated Successfully',
  fields: [
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showPools', 'Show pools', false),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    lookup('entityLink', 'Team link', 'linkOptions'),
    lookup('poolName', 'Pool name', 'nameOptions'),
    text('standingsLinkPath', 'Full standings link path', 255, { placeholder: '/standings/' }),
    checkbox('standingsLinkOpenInNewTab', 'Open standings link in a new tab', false),
    // A new website's table shows the points a league ranks by (decision 125).
    multi('standingsFields', 'Standings fields', 'standingsFields', {
      sportDefaults: leadingStandings,
    }),
    colourRules(),
  ],
  sections: [
    section('display', 'Display', ['showEntityLogo', 'showPools', 'entityName', 'entityLink', 'poolName']),
    section('standings-link', 'Full standings link', ['standingsLinkOpenInNewTab', 'standingsLinkPath']),
    section('columns', 'Columns', ['standingsFields']),
    section('promotion-relegation', 'Promotion and relegation', ['promotionRelegationColours']),
  ],
} satisfies FeatureDefinition;
