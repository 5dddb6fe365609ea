import { describe, expect, it } from 'vitest';
import { general } from '../features/general';
import { threeWay } from './three-way';

const base = {
  showMainNavigation: true,
  showSeasonSelector: true,
  timezone: 'Europe/London',
  referrerDomains: ['a.example.com'],
  statisticsDecimalPlaces: 1,
  defaultOrganizationId: '1',
  defaultCompetitionId: '10',
  defaultSeasonId: '100',
  allowedSeasons: { '100': true, '101': true },
};

describe('threeWay', () => {
  it('sorts fields into taken over, kept and to choose', () => {
    const mine = { ...base, showSeasonSelector: false, timezone: 'Europe/Vilnius' };
    const theirs = { ...base, showMainNavigation: false, timezone: 'Europe/Riga' };
    expect(threeWay(general, base, mine, theirs)).toEqual({
      theirs: [{ key: 'showMainNavigation', fields: ['showMainNavigation'] }],
      mine: [{ key: 'showSeasonSelector', fields: ['showSeasonSelector'] }],
      both: [{ key: 'timezone', fields: ['timezone'] }],
    });
  });

  it('does not ask about a field both changed to the same value', () => {
    const mine = { ...base, statisticsDecimalPlaces: 2 };
    const theirs = { ...base, statisticsDecimalPlaces: 2 };
    expect(threeWay(general, base, mine, theirs)).toEqual({
      theirs: [{ key: 'statisticsDecimalPlaces', fields: ['statisticsDecimalPlaces'] }],
      mine: [],
      both: [],
    });
  });

  it('merges the default season with its competition and organisation as one', () => {
    const mine = { ...base, defaultSeasonId: '101' };
    const theirs = {
      ...base,
      defaultOrganizationId: '2',
      defaultCompetitionId: '20',
      defaultSeasonId: '200',
    };
    const result = threeWay(general, base, mine, theirs);
    expect(result.both).toEqual([
      {
        key: 'defaultSeasonId',
        fields: ['defaultSeasonId', 'defaultOrganizationId', 'defaultCompetitionId'],
      },
    ]);
  });

  it('sees no change in a value undone, or sent as a string', () => {
    const mine = {
      ...base,
      statisticsDecimalPlaces: 1,
      allowedSeasons: { '100': true, '101': true, '102': false },
    };
    expect(threeWay(general, base, mine, base)).toEqual({ theirs: [], mine: [], both: [] });
  });
});
