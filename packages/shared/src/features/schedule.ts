import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, select } from './fields';
import { section } from './sections';

/** docs/product.md#configuration-screens "Schedule (fixtures)": a local labelPage choice of Schedule, Match, Fixtures. */
export const schedule = {
  id: 'schedule',
  resource: featureResources.schedule,
  title: 'Schedule',
  method: 'PUT',
  submitLabel: 'Update Configuration',
  successMessage: 'Configuration updated successfully.',
  link: { path: '/configuration/fixtures/', hidden: true },
  fields: [
    select(
      'labelPage',
      'Page label',
      [
        { text: 'Schedule', value: 'Schedule' },
        { text: 'Match', value: 'Match' },
        { text: 'Fixtures', value: 'Fixtures' },
      ],
      'Schedule',
    ),
    checkbox('showSeasonSelector', 'Show season selector', true),
    checkbox('showCurrentSeasonFixtures', 'Show current-season fixtures only', true),
    checkbox('showMatchTypeFilter', 'Show match-type filter', true),
    checkbox('showTeamFilter', 'Show team filter', true),
    checkbox('showResultsTab', 'Show results tab', true),
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showPools', 'Show pools', false),
    checkbox('showRounds', 'Show rounds', true),
    checkbox('showStage', 'Show stage', false),
    checkbox('showSeries', 'Show series', false),
    checkbox('showSeriesScore', 'Show series score', false),
    checkbox('showVenue', 'Show venue', true),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    lookup('entityLink', 'Team link', 'linkOptions'),
    lookup('fixtureLink', 'Fixture link', 'linkOptions'),
    checkbox('fixtureLinkOpenInNewTab', 'Open fixture link in a new tab', false),
    lookup('poolName', 'Pool name', 'nameOptions'),
    lookup('stageName', 'Stage name', 'nameOptions'),
    lookup('seriesName', 'Series name', 'nameOptions'),
    lookup('roundName', 'Round name', 'nameOptions'),
    lookup('venueName', 'Venue name', 'nameOptions'),
  ],
  sections: [
    section('page', 'Page and filters', [
      'showSeasonSelector',
      'showCurrentSeasonFixtures',
      'showMatchTypeFilter',
      'showTeamFilter',
      'showResultsTab',
      'labelPage',
    ]),
    section('fixtures', 'Fixtures', [
      'showEntityLogo',
      'showPools',
      'showRounds',
      'showStage',
      'showSeries',
      'showSeriesScore',
      'showVenue',
    ]),
    section('names', 'Names', [
      'entityName',
      'poolName',
      'stageName',
      'seriesName',
      'roundName',
      'venueName',
    ]),
    section('links', 'Links', ['fixtureLinkOpenInNewTab', 'entityLink', 'fixtureLink']),
  ],
} satisfies FeatureDefinition;
