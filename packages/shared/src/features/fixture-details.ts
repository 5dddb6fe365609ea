import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, lookup, multi } from './fields';
import { gameLine, goalkeepers, highlights, leadingLeaders } from './leading-statistics';
import { section } from './sections';

const basketball = { condition: 'sport', conditionValue: 'basketball' };
const hockeyOrHandball = { condition: 'sport', conditionValue: ['hockey', 'handball'] };

/**
 * docs/product.md#configuration-screens "Fixture details": the play-by-play checkbox is activePBP for
 * basketball and activeTimeline for hockey and handball, chosen by the `sport` pseudo-value the config
 * document carries. That is the only field that depends on the sport: the position variants G and GK of the
 * box score and highlights show for every website (decision 055).
 */
export const fixtureDetails = {
  id: 'fixtureDetails',
  resource: featureResources.fixtureDetails,
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
    multi('bannerLeadersStatistics', 'Banner leaders statistics', 'personStatistics', {
      sportDefaults: leadingLeaders,
    }),
    multi('bannerMatchEvents', 'Banner match events', 'matchEvents'),
    multi('bannerTimelineMatchEvents', 'Banner timeline match events', 'matchEvents'),
    multi('leadersStatistics', 'Leaders statistics', 'personStatistics', { sportDefaults: leadingLeaders }),
    multi('summaryComparisonStatistics', 'Summary comparison statistics', 'entityStatistics'),
    multi('summaryKeyStatistics', 'Summary key statistics', 'entityStatistics'),
    multi('boxScoreStatistics', 'Box score statistics', 'personStatistics', {
      sportDefaults: gameLine,
    }),
    multi('boxScoreStatisticsAdvanced', 'Box score advanced statistics', 'personStatistics', {
      sportDefaults: {
        basketball: ['threePointersPercentage', 'freeThrowsPercentage', 'steals', 'blocks', 'turnovers'],
        hockey: ['timeOnIce', 'penaltyMinutes', 'hits', 'blockedShots', 'faceoffPercentage'],
        handball: ['sevenMetreGoals', 'fastBreakGoals', 'steals', 'turnovers', 'suspensions'],
      },
    }),
    multi('boxScoreStatisticsG', 'Box score statistics (G)', 'personStatistics', {
      sportDefaults: goalkeepers,
    }),
    multi('boxScoreStatisticsGK', 'Box score statistics (GK)', 'personStatistics', {
      sportDefaults: goalkeepers,
    }),
    multi('personHighlightsStatistics', 'Player highlights statistics', 'personStatistics', {
      sportDefaults: highlights,
    }),
    multi('personHighlightsStatisticsG', 'Player highlights statistics (G)', 'personStatistics', {
      sportDefaults: goalkeepers,
    }),
    multi('personHighlightsStatisticsGK', 'Player highlights statistics (GK)', 'personStatistics', {
      sportDefaults: goalkeepers,
    }),
    multi('entityStatistics', 'Team statistics', 'entityStatistics'),
    multi('entityOfficials', 'Team officials', 'entityOfficials'),
    multi('matchOfficials', 'Match officials', 'matchOfficials'),
    multi('teamPreviewFields', 'Team preview fields', 'teamPreviewFields'),
  ],
  sections: [
    section('display', 'Names and images', [
      'showEntityLogo',
      'showPersonImage',
      'showBib',
      'entityName',
      'entityLink',
      'personName',
      'personLink',
      'venueName',
    ]),
    section('banner', 'Banner', [
      'bannerLeadersStatistics',
      'bannerMatchEvents',
      'bannerTimelineMatchEvents',
    ]),
    section('summary', 'Summary', [
      'activeSummary',
      'summaryKeyStatistics',
      'summaryComparisonStatistics',
      'personHighlightsStatistics',
      'personHighlightsStatisticsG',
      'personHighlightsStatisticsGK',
    ]),
    section('box-score', 'Box Score', [
      'activeBoxScore',
      'showDidNotPlay',
      'boxScoreStatistics',
      'boxScoreStatisticsAdvanced',
      'boxScoreStatisticsG',
      'boxScoreStatisticsGK',
    ]),
    section('analysis', 'Analysis', [
      'activeAnalysis',
      'activeShotChart',
      'analysisStatistics',
      'entityStatistics',
    ]),
    section('timeline', 'Timeline / Play by Play', ['activePBP', 'activeTimeline']),
    section('preview', 'Preview', ['activePreview', 'teamPreviewFields']),
    section('match-officials', 'Match Officials', [
      'activeMatchOfficials',
      'matchOfficials',
      'entityOfficials',
    ]),
    section('leaders', 'Leaders', ['leadersStatistics']),
  ],
} satisfies FeatureDefinition;
