import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, multi } from './fields';
import { gameLine, headline } from './leading-statistics';
import { section } from './sections';

/**
 * docs/product.md#configuration-screens "Person details" (personAverages at most 4,
 * docs/product.md#validation-and-pre-send-rules). A new website's figures lead as a sports page's do: minutes,
 * points, rebounds and assists in basketball, goals first in hockey and handball (decision 125).
 */
export const personDetail = {
  id: 'personDetail',
  resource: featureResources.personDetail,
  title: 'Person Detail',
  method: 'PUT',
  submitLabel: 'Update Person Details',
  successMessage: 'Person Details Configuration Updated Successfully',
  fields: [
    checkbox('activeSummary', 'Show Summary tab', true),
    checkbox('activeLog', 'Show Log tab', true),
    checkbox('activeStatistics', 'Show Statistics tab', true),
    checkbox('showPersonImage', 'Show person image', true),
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showBib', 'Show bib number', true),
    lookup('personName', 'Person name', 'personNameOptions'),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    lookup('entityLink', 'Team link', 'linkOptions'),
    lookup('labelSummary', 'Summary tab label', 'labelOptions'),
    lookup('labelLog', 'Log tab label', 'labelOptions'),
    lookup('labelStatistics', 'Statistics tab label', 'labelOptions'),
    multi('statisticsFields', 'Statistics fields', 'personStatistics', {
      sportDefaults: gameLine,
    }),
    multi('logFields', 'Log fields', 'personStatistics', {
      sportDefaults: gameLine,
    }),
    multi('personAverages', 'Person averages', 'personStatistics', {
      limit: 4,
      sportDefaults: headline,
    }),
    multi('personInfoFields', 'Person information fields', 'personInfoFields'),
  ],
  sections: [
    section('display', 'Names and images', [
      'showPersonImage',
      'showEntityLogo',
      'showBib',
      'personName',
      'entityName',
      'entityLink',
    ]),
    section('summary', 'Summary', ['activeSummary', 'labelSummary', 'personInfoFields', 'personAverages']),
    section('log', 'Log', ['activeLog', 'labelLog', 'logFields']),
    section('statistics', 'Statistics', ['activeStatistics', 'labelStatistics', 'statisticsFields']),
  ],
} satisfies FeatureDefinition;
