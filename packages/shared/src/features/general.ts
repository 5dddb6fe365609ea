import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, competitionFields, integer, localeFields, lookup, type TypedField } from './fields';
import { section } from './sections';

/** docs/product.md#configuration-screens "General"; #data-api submit label, success message and (hidden) link. */
export const general = {
  id: 'general',
  resource: featureResources.general,
  title: 'General',
  method: 'PUT',
  submitLabel: 'Update Configuration',
  successMessage: 'Configuration updated successfully.',
  link: { path: '/configuration/fixtures/', hidden: true },
  fields: [
    checkbox('showMainNavigation', 'Show main navigation', true),
    checkbox('showSeasonSelector', 'Show season selector', true),
    {
      name: 'referrerDomains',
      label: 'Referrer domains',
      type: 'valueList',
      placeholder: 'www.example.com',
      maxLength: 253,
      items: 'domain',
      default: [],
    } as TypedField<'referrerDomains', 'valueList'>,
    ...localeFields(),
    lookup('personImageType', 'Default person image type', 'personImageType'),
    lookup('roundLabel', 'Round label', 'roundLabel'),
    lookup('teamDisplayOrder', 'Team display order', 'teamDisplayOrder'),
    lookup('unknownTeamLabel', 'Unknown team label', 'unknownTeamLabel'),
    lookup('timezone', 'Time zone', 'timezone'),
    integer('statisticsDecimalPlaces', 'Statistics decimal places', 0, 3, 1),
    ...competitionFields(true),
  ],
  sections: [
    section('display', 'Display', [
      'showMainNavigation',
      'showSeasonSelector',
      'personImageType',
      'roundLabel',
      'teamDisplayOrder',
      'unknownTeamLabel',
      'statisticsDecimalPlaces',
    ]),
    section('languages-and-time', 'Languages and time', ['locales', 'localeDefault', 'timezone']),
    section('domains', 'Domains', ['referrerDomains']),
    section('seasons', 'Seasons', ['competitions']),
  ],
} satisfies FeatureDefinition;
