import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, multi } from './fields';
import { section } from './sections';

/** docs/product.md#configuration-screens "Players". Submit label: decision 013. */
export const players = {
  id: 'players',
  resource: featureResources.players,
  title: 'Players',
  method: 'PUT',
  submitLabel: 'Update Players',
  successMessage: 'Players List configuration updated successfully.',
  fields: [
    checkbox('active', 'Show players page', true),
    lookup('labelPage', 'Page label', 'labelOptions'),
    checkbox('showPersonImage', 'Show person image', true),
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showBib', 'Show bib number', true),
    checkbox('showStaff', 'Show staff', false),
    lookup('personName', 'Person name', 'personNameOptions'),
    lookup('personLink', 'Person link', 'linkOptions'),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    multi('personInfoFields', 'Person information fields', 'personInfoFields'),
  ],
  sections: [
    section('page', 'Page', ['active', 'labelPage']),
    section('display', 'Display', [
      'showPersonImage',
      'showEntityLogo',
      'showBib',
      'showStaff',
      'personName',
      'personLink',
      'entityName',
    ]),
    section('person-information', 'Person information', ['personInfoFields']),
  ],
} satisfies FeatureDefinition;
