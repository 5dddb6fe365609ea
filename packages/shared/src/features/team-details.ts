import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, multi } from './fields';
import { section } from './sections';

/**
 * Team details (docs/product.md#configuration-screens; teamSummaryStandingsFields at most 5:
 * docs/product.md#editors).
 */
export const teamDetails: FeatureDefinition = {
  id: 'teamDetails',
  resource: featureResources.teamDetails,
  title: 'Team Details',
  method: 'PUT',
  submitLabel: 'Update Team Details',
  successMessage: 'Team Details Configuration Updated Successfully',
  fields: [
    checkbox('activeSummary', 'Show Summary tab', true),
    checkbox('activeFixtures', 'Show Fixtures tab', true),
    checkbox('activeRoster', 'Show Roster tab', true),
    checkbox('activeStatistics', 'Show Statistics tab', true),
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showPersonImage', 'Show person image', true),
    lookup('poolName', 'Pool name', 'nameOptions'),
    lookup('stageName', 'Stage name', 'nameOptions'),
    lookup('labelSummary', 'Summary tab label', 'labelOptions'),
    lookup('labelFixtures', 'Fixtures tab label', 'labelOptions'),
    lookup('labelRoster', 'Roster tab label', 'labelOptions'),
    lookup('labelStatistics', 'Statistics tab label', 'labelOptions'),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    lookup('entityLink', 'Team link', 'linkOptions'),
    lookup('personName', 'Person name', 'personNameOptions'),
    lookup('personLink', 'Person link', 'linkOptions'),
    lookup('labelSummaryLeaders', 'Summary leaders label', 'labelOptions'),
    lookup('labelSummaryStandings', 'Summary standings label', 'labelOptions'),
    lookup('labelSummaryStatistics', 'Summary statistics label', 'labelOptions'),
    lookup('highlightedSummaryLeaderStat', 'Highlighted summary leader statistic', 'personStatistics'),
    lookup('labelRosterPlayers', 'Roster players label', 'labelOptions'),
    lookup('labelRosterStaff', 'Roster staff label', 'labelOptions'),
    lookup('labelStatisticsEntities', 'Team statistics label', 'labelOptions'),
    lookup('labelStatisticsPersons', 'Player statistics label', 'labelOptions'),
    lookup('venueName', 'Venue name', 'nameOptions'),
    multi('teamBannerFields', 'Team banner fields', 'teamBannerFields'),
    multi('summaryTeamInfoFields', 'Summary team information fields', 'teamInfoFields'),
    multi('teamPerformanceStatistics', 'Team performance statistics', 'entityStatistics'),
    multi('teamSummaryStandingsFields', 'Summary standings fields', 'teamSummaryStandingsFields', {
      limit: 5,
    }),
    multi('personInfoFields', 'Roster person information fields', 'personInfoFields'),
  ],
  sections: [
    section('display', 'Names and images', [
      'showEntityLogo',
      'showPersonImage',
      'entityName',
      'entityLink',
      'personName',
      'personLink',
      'poolName',
      'stageName',
      'venueName',
    ]),
    section('banner', 'Banner', ['teamBannerFields']),
    section('summary', 'Summary', [
      'activeSummary',
      'labelSummary',
      'labelSummaryLeaders',
      'labelSummaryStandings',
      'labelSummaryStatistics',
      'highlightedSummaryLeaderStat',
      'summaryTeamInfoFields',
      'teamPerformanceStatistics',
      'teamSummaryStandingsFields',
    ]),
    section('fixtures', 'Fixtures', ['activeFixtures', 'labelFixtures']),
    section('roster', 'Roster', [
      'activeRoster',
      'labelRoster',
      'labelRosterPlayers',
      'labelRosterStaff',
      'personInfoFields',
    ]),
    section('statistics', 'Statistics', [
      'activeStatistics',
      'labelStatistics',
      'labelStatisticsEntities',
      'labelStatisticsPersons',
    ]),
  ],
};
