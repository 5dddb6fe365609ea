import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, multi } from './fields';

const basketball = { condition: 'sport', conditionValue: 'basketball' };
const hockeyOrHandball = { condition: 'sport', conditionValue: ['hockey', 'handball'] };
/** Goalie (hockey, "G") and goalkeeper (handball, "GK") variants of the box score and highlights. */
const hockey = { condition: 'sport', conditionValue: 'hockey' };
const handball = { condition: 'sport', conditionValue: 'handball' };

/**
 * SPEC.md §2 "Fixture details": the play-by-play checkbox is activePBP for basketball and activeTimeline for
 * hockey and handball, chosen by the `sport` pseudo-value the config document carries.
 */
export const fixtureDetails: FeatureDefinition = {
  id: 'fixtureDetails',
  resource: 'fixture_detail',
  title: 'Fixture Details',
  method: 'PUT',
  submitLabel: 'Update Fixture Details Configuration',
  successMessage: 'Fixture Details Configuration Updated Successfully',
  link: { path: '/configuration/fixtureDetails/' },
  fields: [
    checkbox('activePBP', 'Show Play by Play tab', true, basketball),
    checkbox('activeTimeline', 'Show Timeline tab', true, hockeyOrHandball),
    checkbox('activeSummary', 'Show Summary tab', true),
    checkbox('activeBoxScore', 'Show Box Score tab', true),
    checkbox('activeAnalysis', 'Show Analysis tab', true),
    checkbox('activeShotChart', 'Show Shot Chart tab', true),
    checkbox('activePreview', 'Show Preview tab', true),
    checkbox('activeMatchOfficials', 'Show Match Officials tab', true),
    checkbox('showEntityLogo', 'Show team logo', true),
    checkbox('showPersonImage', 'Show person image', true),
    checkbox('showBib', 'Show bib number', true),
    checkbox('showDidNotPlay', 'Show players who did not play', false),
    lookup('entityName', 'Team name', 'entityNameOptions'),
    lookup('entityLink', 'Team link', 'linkOptions'),
    lookup('personName', 'Person name', 'personNameOptions'),
    lookup('personLink', 'Person link', 'linkOptions'),
    lookup('venueName', 'Venue name', 'nameOptions'),
    multi('analysisStatistics', 'Analysis statistics', 'entityStatistics'),
    multi('bannerLeadersStatistics', 'Banner leaders statistics', 'personStatistics'),
    multi('bannerMatchEvents', 'Banner match events', 'matchEvents'),
    multi('bannerTimelineMatchEvents', 'Banner timeline match events', 'matchEvents'),
    multi('leadersStatistics', 'Leaders statistics', 'personStatistics'),
    multi('summaryComparisonStatistics', 'Summary comparison statistics', 'entityStatistics'),
    multi('summaryKeyStatistics', 'Summary key statistics', 'entityStatistics'),
    multi('boxScoreStatistics', 'Box score statistics', 'personStatistics'),
    multi('boxScoreAdvancedStatistics', 'Box score advanced statistics', 'personStatistics'),
    multi('boxScoreStatisticsG', 'Box score statistics (goalies)', 'personStatistics', hockey),
    multi('boxScoreStatisticsGK', 'Box score statistics (goalkeepers)', 'personStatistics', handball),
    multi('personHighlightsStatistics', 'Player highlights statistics', 'personStatistics'),
    multi(
      'personHighlightsStatisticsG',
      'Player highlights statistics (goalies)',
      'personStatistics',
      hockey,
    ),
    multi(
      'personHighlightsStatisticsGK',
      'Player highlights statistics (goalkeepers)',
      'personStatistics',
      handball,
    ),
    multi('entityStatistics', 'Team statistics', 'entityStatistics'),
    multi('entityOfficials', 'Team officials', 'entityOfficials'),
    multi('matchOfficials', 'Match officials', 'matchOfficials'),
    multi('teamPreviewFields', 'Team preview fields', 'teamPreviewFields'),
  ],
};
