import { describe, expect, it } from 'vitest';
import { leaders } from '../features/leaders';
import {
  describeActivityChange,
  describeActivityChanges,
  describeActivityHow,
  describeChangedFields,
  describeWriteSource,
} from './write-words';

describe('a write in words (docs/product.md#write-sources)', () => {
  it.each([
    [{ kind: 'save' }, 'Saved in the console'],
    [{ kind: 'api' }, 'Saved through the API'],
    [{ kind: 'restore', detail: { version: 3 } }, 'Restored version 3'],
    [
      { kind: 'copy', detail: { websiteId: '2001', websiteName: 'NBL Official Website' } },
      'Copied from NBL Official Website (2001)',
    ],
    [{ kind: 'import', detail: { fileName: 'nbl.json' } }, 'Imported from nbl.json'],
    [{ kind: 'bulk' }, 'Bulk edit'],
    [{ kind: 'publish', detail: { draftId: 'd1' } }, 'Published from a draft'],
    [
      { kind: 'publish', detail: { draftId: 'd1', author: { sub: 'u1', name: 'Alex Admin' } } },
      'Published from a draft (draft by Alex Admin)',
    ],
    [
      {
        kind: 'schedule',
        detail: { setBy: { sub: 'u1', name: 'Alex Admin' }, dueAt: '2026-11-26T08:00:00Z' },
      },
      'Published by schedule (set by Alex Admin)',
    ],
    [
      {
        kind: 'schedule',
        detail: {
          setBy: { sub: 'u1', name: 'Alex Admin' },
          dueAt: '2026-12-01T00:00:00.000Z',
          at: '2026-12-01T00:00',
          timeZone: 'Europe/London',
          late: true,
        },
      },
      'Published by schedule (set by Alex Admin, due 1 Dec 2026 00:00 Europe/London)',
    ],
    [null, ''],
  ] as const)('%j → %s', (source, words) => {
    expect(describeWriteSource(source)).toBe(words);
  });

  it('names changed fields by their labels, four then …, and a refusal by its status and message', () => {
    expect(describeChangedFields(leaders, ['leadersCountPerStatistic'])).toBe(
      '1 field changed: Number of leaders per statistic',
    );
    expect(describeChangedFields(leaders, ['a', 'b', 'c', 'd', 'e'])).toBe('5 fields changed: a, b, c, d …');
    expect(
      describeActivityChange(
        { outcome: 'refused', status: 412, message: 'Stale.', changedFields: [], changes: [] },
        leaders,
      ),
    ).toBe('Refused (412): Stale.');
  });

  it('gives an entry its change in plain words, old → new, else the fields it names', () => {
    const saved = { outcome: 'saved', status: 200, message: null } as const;
    const changes = ['Number of leaders per statistic: 5 → 9'];
    expect(
      describeActivityChanges({ ...saved, changedFields: ['leadersCountPerStatistic'], changes }, leaders),
    ).toEqual(changes);
    expect(
      describeActivityChanges(
        { ...saved, changedFields: ['leadersCountPerStatistic'], changes: [] },
        leaders,
      ),
    ).toEqual(['1 field changed: Number of leaders per statistic']);
  });

  it('says how an entry came about: its write source, else what it did', () => {
    expect(describeActivityHow({ action: 'config-write', source: { kind: 'bulk' } })).toBe('Bulk edit');
    expect(describeActivityHow({ action: 'draft-saved', source: null })).toBe('Draft saved');
    expect(describeActivityHow({ action: 'review-link-revoked', source: null })).toBe('Review link revoked');
  });
});
