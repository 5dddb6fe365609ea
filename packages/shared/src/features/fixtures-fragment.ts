import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import { checkbox, competitionFields, integer, text } from './fields';
import { section } from './sections';

/** docs/product.md#configuration-screens "Fixtures fragment"; #data-api success link. */
export const fixturesFragment = {
  id: 'fixturesFragment',
  resource: featureResources.fixturesFragment,
  title: 'Fixtures Fragment',
  method: 'PUT',
  submitLabel: 'Update Fixture Fragment Configuration',
  successMessage: 'Fixtures Fragment Configuration Updated Successfully',
  link: { path: '/configuration/fixturesFragment/' },
  fields: [
    integer('resultsCount', 'Number of results', 0, 50, 5),
    integer('upcomingFixturesCount', 'Number of upcoming fixtures', 0, 50, 5),
    text('fixtureLinkPath', 'Fixture link path', 255, { placeholder: '/fixtures/' }),
    checkbox('fixtureLinkOpenInNewTab', 'Open fixture link in a new tab', false),
    ...competitionFields(false),
  ],
  sections: [
    section('fixtures', 'Fixtures', ['resultsCount', 'upcomingFixturesCount']),
    section('fixture-link', 'Fixture link', ['fixtureLinkOpenInNewTab', 'fixtureLinkPath']),
    section('seasons', 'Seasons', ['competitions']),
  ],
} satisfies FeatureDefinition;
