import { describe, expect, it } from 'vitest';
import { localeChoices } from '../form/constants';
import { isCheckboxName, isVisible } from '../form/rules';
import {
  allLookupKeys,
  featureById,
  featureByResource,
  featureList,
  features,
  fieldKind,
  lookupKeysOf,
  namesInSection,
  sectionsOf,
} from './index';

describe('feature definitions', () => {
  it('lists the 14 features in menu order with their resources and titles', () => {
    expect(featureList.map((f) => [f.id, f.resource, f.title])).toEqual([
      ['general', 'general', 'General'],
      ['schedule', 'fixtures', 'Schedule'],
      ['fixturesFragment', 'fixtures_fragment', 'Fixtures Fragment'],
      ['fixtureDetails', 'fixture_detail', 'Fixture Details'],
      ['standings', 'standings', 'Standings'],
      ['standingsFragment', 'standings-fragment', 'Standings Fragment'],
      ['teams', 'entities', 'Teams'],
      ['teamDetails', 'entity_detail', 'Team Details'],
      ['personStatistics', 'statistics_persons', 'Person Statistics'],
      ['personDetail', 'person_detail', 'Person Detail'],
      ['leaders', 'leaders', 'Leaders'],
      ['teamStatistics', 'statistics_entities', 'Team Statistics'],
      ['players', 'persons', 'Players'],
      ['theme', 'theme', 'Theme'],
    ]);
    for (const f of featureList) expect(features[f.id]).toBe(f);
  });

  it('finds features by id and by resource', () => {
    expect(featureById('teamDetails')?.resource).toBe('entity_detail');
    expect(featureById('nope')).toBeUndefined();
    expect(featureById('toString')).toBeUndefined();
    expect(featureByResource('statistics_entities')?.id).toBe('teamStatistics');
    expect(featureByResource('unknown')).toBeUndefined();
  });

  it('uses the product submit labels and success messages verbatim', () => {
    const table = Object.fromEntries(featureList.map((f) => [f.id, [f.submitLabel, f.successMessage]]));
    expect(table).toEqual({
      general: ['Update Configuration', 'Configuration updated successfully.'],
      schedule: ['Update Configuration', 'Configuration updated successfully.'],
      fixturesFragment: [
        'Update Fixture Fragment Configuration',
        'Fixtures Fragment Configuration Updated Successfully',
      ],
      fixtureDetails: [
        'Update Fixture Details Configuration',
        'Fixture Details Configuration Updated Successfully',
      ],
      standings: ['Update Standings Configuration', 'Standings Configuration Updated Successfully'],
      standingsFragment: [
        'Update Standings Fragment Configuration',
        'Standings Fragment Configuration Updated Successfully',
      ],
      teams: ['Update Teams Configuration', 'Teams Configuration Updated Succesfully'],
      teamDetails: ['Update Team Details', 'Team Details Configuration Updated Successfully'],
      personStatistics: ['Update Configuration', 'Configuration updated successfully.'],
      personDetail: ['Update Person Details', 'Person Details Configuration Updated Successfully'],
      leaders: ['Update', 'Leaders Configuration updated successfully.'],
      teamStatistics: ['Update Team Statistics', 'Team Statistics Configuration updated successfully.'],
      players: ['Update Players', 'Players List configuration updated successfully.'],
      theme: ['Update Theme', 'Theme Updated Successfully'],
    });
  });

  it('links where the product says', () => {
    expect(features.fixturesFragment.link).toEqual({ path: '/configuration/fixturesFragment/' });
    expect(features.fixtureDetails.link).toEqual({ path: '/configuration/fixtureDetails/' });
    expect(features.general.link).toEqual({ path: '/configuration/fixtures/', hidden: true });
    expect(features.schedule.link).toEqual({ path: '/configuration/fixtures/', hidden: true });
  });

  it('gives every field a unique name, a label and a default', () => {
    for (const f of featureList) {
      const names = f.fields.map((field) => field.name);
      expect(new Set(names).size, f.id).toBe(names.length);
      for (const field of f.fields) {
        expect(field.label, `${f.id}.${field.name}`).not.toBe('');
        if (!field.controls) expect(field.default, `${f.id}.${field.name}`).not.toBeUndefined();
      }
    }
  });

  it('renders active/show/Enabled names as checkboxes', () => {
    for (const f of featureList) {
      for (const field of f.fields.filter((x) => isCheckboxName(x.name))) {
        expect(field.type, `${f.id}.${field.name}`).toBe('checkbox');
      }
    }
  });

  it('declares every lookup-backed field with a lookup key', () => {
    for (const f of featureList) {
      for (const field of f.fields.filter((x) => x.type === 'lookupData' || x.type === 'chooseAndSelect')) {
        expect(field.lookup && 'key' in field.lookup, `${f.id}.${field.name}`).toBe(true);
      }
    }
  });

  it('carries the product limits', () => {
    const fieldOf = (id: keyof typeof features, name: string) =>
      features[id].fields.find((f) => f.name === name);
    expect(fieldOf('teamDetails', 'teamSummaryStandingsFields')?.limit).toBe(5);
    expect(fieldOf('personDetail', 'personAverages')?.limit).toBe(4);
    expect(fieldOf('leaders', 'leadersCountPerStatistic')?.max).toBe(50);
    expect(fieldOf('general', 'statisticsDecimalPlaces')).toMatchObject({ type: 'number', min: 0, max: 3 });
    expect(fieldOf('general', 'localeDefault')?.options).toEqual(localeChoices);
    expect(fieldOf('schedule', 'labelPage')?.options?.map((o) => o.text)).toEqual([
      'Schedule',
      'Match',
      'Fixtures',
    ]);
  });

  it('shows activePBP for basketball and activeTimeline for hockey and handball', () => {
    const pbp = features.fixtureDetails.fields.find((f) => f.name === 'activePBP')!;
    const timeline = features.fixtureDetails.fields.find((f) => f.name === 'activeTimeline')!;
    expect(isVisible(pbp, { sport: 'basketball' })).toBe(true);
    expect(isVisible(timeline, { sport: 'basketball' })).toBe(false);
    for (const sport of ['hockey', 'handball']) {
      expect(isVisible(pbp, { sport })).toBe(false);
      expect(isVisible(timeline, { sport })).toBe(true);
    }
  });

  it('shows every box score and highlights variant of fixture details whatever the sport', () => {
    const variants = [
      'boxScoreStatistics',
      'boxScoreStatisticsAdvanced',
      'boxScoreStatisticsG',
      'boxScoreStatisticsGK',
      'personHighlightsStatistics',
      'personHighlightsStatisticsG',
      'personHighlightsStatisticsGK',
    ];
    for (const sport of ['basketball', 'hockey', 'handball']) {
      const shown = features.fixtureDetails.fields.filter((f) => isVisible(f, { sport })).map((f) => f.name);
      expect(shown).toEqual(expect.arrayContaining(variants));
    }
  });

  it('has four statistic groups on person and team statistics', () => {
    for (const f of [features.personStatistics, features.teamStatistics]) {
      for (const n of [1, 2, 3, 4]) {
        expect(f.fields.find((x) => x.name === `group${n}Name`)?.lookup).toEqual({
          key: 'statisticsGroupNames',
        });
        expect(f.fields.find((x) => x.name === `group${n}Statistics`)?.type).toBe('chooseAndSelect');
      }
    }
  });

  it('orders the first teams fields as the product says', () => {
    expect(features.teams.fields.slice(0, 5).map((f) => f.name)).toEqual([
      'active',
      'labelPage',
      'entityLink',
      'entityName',
      'showEntityLogo',
    ]);
  });

  it('declares the competitions widget with the hidden fields it edits', () => {
    const competitions = features.general.fields.find((f) => f.name === 'competitions')!;
    expect(competitions.controls).toEqual([
      'defaultOrganizationId',
      'defaultCompetitionId',
      'defaultSeasonId',
      'allowedSeasons',
      'useTrackingDataSeasons',
    ]);
    for (const name of competitions.controls!) {
      expect(features.general.fields.find((f) => f.name === name)?.hidden).toBe(true);
    }
    expect(features.fixturesFragment.fields.find((f) => f.name === 'competitions')?.controls).not.toContain(
      'useTrackingDataSeasons',
    );
  });

  it('collects lookup keys per feature', () => {
    expect(lookupKeysOf(features.leaders)).toEqual([
      'personNameOptions',
      'linkOptions',
      'entityNameOptions',
      'personStatistics',
    ]);
    expect(allLookupKeys()).toContain('timezone');
    expect(allLookupKeys()).toContain('teamSummaryStandingsFields');
  });

  describe('sections (decision 083)', () => {
    it('puts every shown field of every feature in exactly one section, and nothing else', () => {
      for (const f of featureList) {
        const sections = f.sections ?? [];
        expect(sections.length, f.id).toBeGreaterThan(0);
        const ids = sections.map((s) => s.id);
        expect(new Set(ids).size, f.id).toBe(ids.length);
        for (const s of sections) {
          expect(s.title, `${f.id}.${s.id}`).not.toBe('');
          expect(s.id, `${f.id}.${s.id}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(s.fields.length, `${f.id}.${s.id}`).toBeGreaterThan(0);
        }
        const placed = sections.flatMap((s) => s.fields);
        const shown = f.fields.filter((field) => !field.hidden).map((field) => field.name);
        expect([...placed].sort(), f.id).toEqual([...shown].sort());
      }
    });

    it('keeps like with like in a section: checkboxes, single choices and wide widgets each together', () => {
      for (const f of featureList) {
        for (const s of f.sections ?? []) {
          const kinds = s.fields.map((name) => fieldKind(f.fields.find((x) => x.name === name)!));
          const runs = kinds.filter((kind, i) => kind !== kinds[i - 1]);
          expect(new Set(runs).size, `${f.id}.${s.id}: ${kinds.join(' ')}`).toBe(runs.length);
        }
      }
    });

    it('groups fixture details by the tabs the label dictionary names, team details by its tabs', () => {
      const titles = (f: (typeof featureList)[number]) => (f.sections ?? []).map((s) => s.title);
      expect(titles(features.fixtureDetails)).toEqual(
        expect.arrayContaining([
          'Summary',
          'Box Score',
          'Analysis',
          'Timeline / Play by Play',
          'Preview',
          'Match Officials',
          'Leaders',
        ]),
      );
      expect(titles(features.teamDetails)).toEqual(
        expect.arrayContaining(['Summary', 'Fixtures', 'Roster', 'Statistics']),
      );
      expect(titles(features.personDetail)).toEqual(expect.arrayContaining(['Summary', 'Log', 'Statistics']));
      const boxScore = features.fixtureDetails.sections?.find((s) => s.title === 'Box Score');
      expect(boxScore?.fields).toEqual([
        'activeBoxScore',
        'showDidNotPlay',
        'boxScoreStatistics',
        'boxScoreStatisticsAdvanced',
        'boxScoreStatisticsG',
        'boxScoreStatisticsGK',
      ]);
    });

    it('answers for the hidden fields a widget controls in that widget section', () => {
      const seasons = sectionsOf(features.general).find((s) => s.fields.includes('competitions'))!;
      expect(namesInSection(features.general, seasons)).toEqual([
        'competitions',
        'defaultOrganizationId',
        'defaultCompetitionId',
        'defaultSeasonId',
        'allowedSeasons',
        'useTrackingDataSeasons',
      ]);
    });

    it('gives a form without declared sections one untitled section of its shown fields', () => {
      const { sections: _, ...plain } = features.leaders;
      expect(sectionsOf(plain)).toEqual([
        { id: 'fields', title: '', fields: features.leaders.fields.map((f) => f.name) },
      ]);
    });
  });
});
