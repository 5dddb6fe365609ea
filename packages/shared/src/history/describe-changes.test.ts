import { describe, expect, it } from 'vitest';
import { fixturesFragment } from '../features/fixtures-fragment';
import { general } from '../features/general';
import { leaders } from '../features/leaders';
import { personStatistics } from '../features/person-statistics';
import { schedule } from '../features/schedule';
import { standings } from '../features/standings';
import { prepareForSubmit } from '../form/transform';
import type { FeatureDefinition, FieldDefinition, Option } from '../form/types';
import { type DescribeContext, describeChanges } from './describe-changes';
import { changedFields } from './detect-changes';

const statistics: Option[] = [
  { text: 'Points', value: 'points' },
  { text: 'Rebounds', value: 'rebounds' },
  { text: 'Assists', value: 'assists' },
  { text: 'Steals', value: 'steals' },
  { text: 'Blocks', value: 'blocks' },
];

const ctx: DescribeContext = {
  lookups: {
    timezone: [
      { text: 'Europe/London', value: 'Europe/London' },
      { text: 'Europe/Vilnius', value: 'Europe/Vilnius' },
    ],
    personImageType: [
      { text: 'Headshot', value: '5' },
      { text: 'Action shot', value: '12' },
    ],
    personStatistics: statistics,
    statisticsGroupNames: [
      { text: 'Scoring', value: 'scoring' },
      { text: 'Defence', value: 'defence' },
    ],
    entityNameOptions: [
      { text: 'Full name', value: 'nameFull' },
      { text: 'Short name', value: 'nameShort' },
    ],
  },
  seasonName: (id) => ({ s21: '2021-22', s23: '2023-24', s24: '2024-25' })[id],
  competitionName: (id) => ({ c1: 'Premier League' })[id],
  organizationName: (id) => ({ o1: 'National Federation' })[id],
};

const texts = (
  feature: FeatureDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  context: DescribeContext = ctx,
) => describeChanges(feature, before, after, context).map((line) => line.text);

/** A small feature for the field types no real feature declares (subFields, textarea, email, date ...). */
const custom = (fields: FieldDefinition[]): FeatureDefinition => ({
  id: 'players',
  resource: 'players',
  title: 'Players',
  method: 'PUT',
  submitLabel: 'Update',
  successMessage: 'Updated.',
  fields,
});

describe('describeChanges', () => {
  it('returns no lines when nothing changed', () => {
    expect(describeChanges(general, {}, prepareForSubmit(general, {}), ctx)).toEqual([]);
  });

  it('gives each line the field name and its label', () => {
    expect(describeChanges(general, {}, { showSeasonSelector: false }, ctx)).toEqual([
      { field: 'showSeasonSelector', label: 'Show season selector', text: 'Show season selector: on → off' },
    ]);
  });

  it('words checkboxes as on and off', () => {
    expect(texts(schedule, {}, { showPools: true, showVenue: false })).toEqual([
      'Show pools: off → on',
      'Show venue: on → off',
    ]);
  });

  it('words lookups with their texts, by string value', () => {
    expect(texts(general, { timezone: 'Europe/London' }, { timezone: 'Europe/Vilnius' })).toEqual([
      'Time zone: Europe/London → Europe/Vilnius',
    ]);
    expect(texts(general, { personImageType: 5 }, { personImageType: 12 })).toEqual([
      'Default person image type: Headshot → Action shot',
    ]);
  });

  it('shows (none) for an empty lookup and the raw value for one missing from the list', () => {
    expect(texts(general, {}, { timezone: 'Europe/Vilnius' })).toEqual([
      'Time zone: (none) → Europe/Vilnius',
    ]);
    expect(texts(general, { timezone: 'Mars/Olympus' }, { timezone: null })).toEqual([
      'Time zone: Mars/Olympus → (none)',
    ]);
    expect(texts(general, { roundLabel: 7 }, { roundLabel: 8 })).toEqual(['Round label: 7 → 8']);
  });

  it('words group name lookups like any lookup', () => {
    expect(texts(personStatistics, { group1Name: 'scoring' }, { group1Name: 'defence' })).toEqual([
      'Group 1 name: Scoring → Defence',
    ]);
  });

  it('words selects with their option texts', () => {
    expect(texts(schedule, {}, { labelPage: 'Fixtures' })).toEqual(['Page label: Schedule → Fixtures']);
    expect(texts(general, { localeDefault: 'en-EN' }, { localeDefault: 'lt-LT' })).toEqual([
      'Default locale: English (en-EN) → Lithuanian (lt-LT)',
    ]);
  });

  it('words numbers and texts as they are, with (empty) for an empty text', () => {
    expect(texts(general, { statisticsDecimalPlaces: 1 }, { statisticsDecimalPlaces: 2 })).toEqual([
      'Statistics decimal places: 1 → 2',
    ]);
    expect(texts(fixturesFragment, {}, { fixtureLinkPath: '/fixtures/' })).toEqual([
      'Fixture link path: (empty) → /fixtures/',
    ]);
    expect(texts(fixturesFragment, { fixtureLinkPath: '/a/' }, { fixtureLinkPath: '' })).toEqual([
      'Fixture link path: /a/ → (empty)',
    ]);
  });

  describe('ordered multi-selects', () => {
    const change = (before: string[], after: string[]) =>
      texts(leaders, { leadersStatistics: before }, { leadersStatistics: after });

    it('words additions, removals and moves in that order, with the lookup texts', () => {
      expect(change(['blocks', 'assists', 'rebounds'], ['rebounds', 'blocks', 'points'])).toEqual([
        'Leader statistics: added Points; removed Assists; Rebounds moved from 3rd to 1st',
      ]);
    });

    it('lists several additions and removals after one word each', () => {
      expect(change(['assists', 'steals'], ['points', 'blocks'])).toEqual([
        'Leader statistics: added Points, Blocks; removed Assists, Steals',
      ]);
    });

    it('reports no moves when one item is inserted at the top', () => {
      expect(change(['rebounds', 'assists', 'steals'], ['points', 'rebounds', 'assists', 'steals'])).toEqual([
        'Leader statistics: added Points',
      ]);
    });

    it('reports one move when two items swap: the one that now comes first', () => {
      expect(change(['points', 'rebounds'], ['rebounds', 'points'])).toEqual([
        'Leader statistics: Rebounds moved from 2nd to 1st',
      ]);
      expect(change(['points', 'rebounds', 'assists'], ['points', 'assists', 'rebounds'])).toEqual([
        'Leader statistics: Assists moved from 3rd to 2nd',
      ]);
    });

    it('reports only the item moved to the bottom, not the ones that shifted up', () => {
      expect(
        change(['points', 'rebounds', 'assists', 'steals'], ['rebounds', 'assists', 'steals', 'points']),
      ).toEqual(['Leader statistics: Points moved from 1st to 4th']);
    });

    it('reports several moves in their new order', () => {
      expect(
        change(['points', 'rebounds', 'assists', 'steals'], ['steals', 'assists', 'points', 'rebounds']),
      ).toEqual(['Leader statistics: Steals moved from 4th to 1st; Assists moved from 3rd to 2nd']);
    });

    it('shows the value of an item missing from the lookup', () => {
      expect(change([], ['fouls'])).toEqual(['Leader statistics: added fouls']);
    });

    it('counts positions with English ordinals from 1st to 23rd', () => {
      const items = Array.from({ length: 23 }, (_, i) => `item${i + 1}`);
      const expected = [
        '1st',
        '2nd',
        '3rd',
        '4th',
        '5th',
        '6th',
        '7th',
        '8th',
        '9th',
        '10th',
        '11th',
        '12th',
        '13th',
        '14th',
        '15th',
        '16th',
        '17th',
        '18th',
        '19th',
        '20th',
        '21st',
        '22nd',
        '23rd',
      ];
      for (let n = 2; n <= 23; n++) {
        const moved = `item${n}`;
        const after = [moved, ...items.filter((item) => item !== moved)];
        expect(change(items, after)).toEqual([
          `Leader statistics: ${moved} moved from ${expected[n - 1]} to 1st`,
        ]);
      }
      const last = [...items.slice(1), 'item1'];
      expect(change(items, last)).toEqual(['Leader statistics: item1 moved from 1st to 23rd']);
    });
  });

  describe('unordered lists', () => {
    it('words referrer domains as added and removed values', () => {
      expect(
        texts(
          general,
          { referrerDomains: ['old.example.com', 'keep.example.com'] },
          { referrerDomains: ['keep.example.com', 'example.com'] },
        ),
      ).toEqual(['Referrer domains: +example.com, −old.example.com']);
    });

    it('counts a repeated domain once more', () => {
      expect(texts(general, { referrerDomains: ['a.com'] }, { referrerDomains: ['a.com', 'a.com'] })).toEqual(
        ['Referrer domains: +a.com'],
      );
    });

    it('words locales with their names, and a pure reorder as reordered', () => {
      expect(texts(general, { locales: ['en-EN', 'xx-XX'] }, { locales: ['en-EN', 'lt-LT'] })).toEqual([
        'Locales: +Lithuanian (lt-LT), −xx-XX',
      ]);
      expect(texts(general, { locales: ['en-EN', 'lt-LT'] }, { locales: ['lt-LT', 'en-EN'] })).toEqual([
        'Locales: reordered',
      ]);
      expect(texts(general, {}, { locales: ['en-EN', 'fr-FR'] })).toEqual(['Locales: +French (fr-FR)']);
    });
  });

  describe('seasons and defaults', () => {
    it('words season sets with season names, or ids when unknown', () => {
      expect(
        texts(
          general,
          { allowedSeasons: { s21: true, s23: true } },
          { allowedSeasons: { s23: true, s24: true, s99: true } },
        ),
      ).toEqual(['Allowed seasons: +2024-25, +s99, −2021-22']);
    });

    it('counts only true members of a season set', () => {
      expect(
        texts(general, { useTrackingDataSeasons: { s23: true } }, { useTrackingDataSeasons: { s23: false } }),
      ).toEqual(['Seasons using tracking data: −2023-24']);
    });

    it('shows ids without a names resolver', () => {
      expect(texts(general, {}, { allowedSeasons: { s24: true } }, { lookups: {} })).toEqual([
        'Allowed seasons: +s24',
      ]);
    });

    it('words the default season, competition and organisation with their names', () => {
      expect(
        texts(
          general,
          { defaultSeasonId: 's23' },
          { defaultSeasonId: 's24', defaultCompetitionId: 'c1', defaultOrganizationId: 'o2' },
        ),
      ).toEqual([
        'Default organisation: (none) → o2',
        'Default competition: (none) → Premier League',
        'Default season: 2023-24 → 2024-25',
      ]);
      expect(texts(fixturesFragment, { defaultSeasonId: 's24' }, { defaultSeasonId: null })).toEqual([
        'Default season: 2024-25 → (none)',
      ]);
    });
  });

  describe('colour rules', () => {
    const change = (before: Record<string, string>, after: Record<string, string>) =>
      describeChanges(
        standings,
        { promotionRelegationColours: before },
        { promotionRelegationColours: after },
        ctx,
      );

    it('words a changed rule without the label', () => {
      expect(change({ promotion: '#aabbcc' }, { promotion: '#00ff00' })).toEqual([
        {
          field: 'promotionRelegationColours',
          label: 'Promotion and relegation colours',
          text: "Rule 'promotion': #aabbcc → #00ff00",
        },
      ]);
    });

    it('words changed, added and removed rules in one line', () => {
      expect(
        change(
          { promotion: '#aabbcc', relegation: '#ff0000' },
          { promotion: '#00ff00', playoffs: '#00ff00' },
        ).map((line) => line.text),
      ).toEqual([
        "Rule 'promotion': #aabbcc → #00ff00; Rule 'playoffs' added: #00ff00; Rule 'relegation' removed",
      ]);
    });

    it('words a rule named after a built-in (constructor, toString) like any other', () => {
      expect(change({}, { constructor: '#00ff00' }).map((line) => line.text)).toEqual([
        "Rule 'constructor' added: #00ff00",
      ]);
      expect(change({ toString: '#aabbcc' }, {}).map((line) => line.text)).toEqual([
        "Rule 'toString' removed",
      ]);
      expect(
        change({ constructor: '#aabbcc', hasOwnProperty: '#000000' }, { constructor: '#00ff00' }).map(
          (line) => line.text,
        ),
      ).toEqual(["Rule 'constructor': #aabbcc → #00ff00; Rule 'hasOwnProperty' removed"]);
    });
  });

  it('words sub-fields with the label, the sub-label and each sub-field in its own way', () => {
    const feature = custom([
      {
        name: 'banner',
        label: 'Banner',
        type: 'subFields',
        subFields: [
          { name: 'title', label: 'Title', type: 'text', default: '' },
          { name: 'show', label: 'Show', type: 'checkbox', default: true },
          { name: 'name', label: 'Team name', type: 'lookupData', lookup: { key: 'entityNameOptions' } },
        ],
      },
    ]);
    expect(
      texts(
        feature,
        { banner: { title: 'a', name: 'nameFull' } },
        { banner: { title: 'b', show: false, name: 'nameShort' } },
      ),
    ).toEqual(['Banner › Title: a → b; Banner › Show: on → off; Banner › Team name: Full name → Short name']);
    expect(texts(feature, { banner: { title: 'a' } }, { banner: { title: 'a', show: true } })).toEqual([]);
    expect(texts(feature, { banner: {} }, { banner: { extra: 1 } })).toEqual(['Banner › extra: (none) → 1']);
  });

  it('words the other field types: textarea, email, date, boolean, select-boolean, checkbox arrays, endpoint lookups', () => {
    const feature = custom([
      { name: 'notes', label: 'Notes', type: 'textarea', default: '' },
      { name: 'contact', label: 'Contact e-mail', type: 'email' },
      { name: 'since', label: 'Since', type: 'date' },
      { name: 'enabled', label: 'Enabled', type: 'boolean', default: false },
      {
        name: 'compact',
        label: 'Compact',
        type: 'select-boolean',
        options: [
          { text: 'Yes', value: 'true' },
          { text: 'No', value: 'false' },
        ],
      },
      {
        name: 'tabs',
        label: 'Tabs',
        type: 'checkboxarray',
        options: [
          { text: 'Summary', value: 'summary' },
          { text: 'Roster', value: 'roster' },
        ],
        default: [],
      },
      {
        name: 'venue',
        label: 'Venue',
        type: 'lookup',
        lookup: { endpoint: 'venues/#0', text: 'name', value: 'id' },
      },
    ]);
    expect(
      texts(
        feature,
        { notes: 'old', since: '2024-01-01', compact: true, tabs: ['roster'] },
        {
          notes: 'new',
          contact: 'a@example.com',
          since: '2024-02-01',
          enabled: true,
          compact: false,
          tabs: ['summary'],
          venue: 42,
        },
      ),
    ).toEqual([
      'Notes: old → new',
      'Contact e-mail: (none) → a@example.com',
      'Since: 2024-01-01 → 2024-02-01',
      'Enabled: off → on',
      'Compact: Yes → No',
      'Tabs: +Summary, −Roster',
      'Venue: (none) → 42',
    ]);
    expect(texts(feature, { compact: 'true' }, { compact: true })).toEqual([]);
  });

  it('words keys the feature does not declare as JSON', () => {
    expect(describeChanges(leaders, { legacy: { a: 1 } }, { legacy: [1, 2], other: 'x' }, ctx)).toEqual([
      { field: 'legacy', label: 'legacy', text: 'legacy: {"a":1} → [1,2]' },
      { field: 'other', label: 'other', text: 'other: (none) → "x"' },
    ]);
  });

  it('translates labels, option texts and words with ctx.t', () => {
    const dictionary: Record<string, string> = {
      'Show season selector': 'Rodyti sezono pasirinkimą',
      on: 'įj.',
      off: 'išj.',
      'Leader statistics': 'Lyderių statistika',
      added: 'pridėta',
      Points: 'Taškai',
      'Time zone': 'Laiko juosta',
      '(none)': '(nėra)',
    };
    const t = (text: string) => dictionary[text] ?? text;
    expect(
      texts(leaders, {}, { showSeasonSelector: false, leadersStatistics: ['points'] }, { ...ctx, t }),
    ).toEqual(['Rodyti sezono pasirinkimą: įj. → išj.', 'Lyderių statistika: pridėta Taškai']);
    expect(texts(general, {}, { timezone: 'Europe/London' }, { ...ctx, t })).toEqual([
      'Laiko juosta: (nėra) → Europe/London',
    ]);
  });

  it('gives as many lines as changedFields, in the same order', () => {
    const before = { showMainNavigation: true, timezone: 'Europe/London', locales: ['en-EN'], unknown: 1 };
    const after = { showMainNavigation: false, timezone: 'Europe/Vilnius', locales: ['lt-LT'], unknown: 2 };
    expect(describeChanges(general, before, after, ctx).map((line) => line.field)).toEqual(
      changedFields(general, before, after),
    );
    expect(changedFields(general, before, after)).toEqual([
      'showMainNavigation',
      'locales',
      'timezone',
      'unknown',
    ]);
  });
});
