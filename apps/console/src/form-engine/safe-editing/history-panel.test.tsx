import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { document, renderFeature, testFeature } from '../test-utils';

const fields = [{ name: 'count', label: 'Count', type: 'number' as const, min: 0, max: 50 }];
const own = (version: number) => ({
  version,
  author: { sub: 'u2', email: 'other@demo.test' },
  createdAt: `2026-11-2${version}T10:00:00.000Z`,
  changedFields: ['count'],
  source: null,
});
const fromDefaults = (version: number, by: string, changes: string[]) => ({
  version,
  author: { sub: 'u3', email: 'pat@demo.test' },
  createdAt: `2026-11-2${version}T12:00:00.000Z`,
  changedFields: ['count'],
  source: null,
  fromDefaults: { by, changes },
});

describe('History of a website that follows its customer’s defaults', () => {
  it('lists a change of the defaults among the website’s versions, in History’s words, with no restore', async () => {
    renderFeature(testFeature(fields), document({ config: { count: 7 }, version: 2 }), {
      routes: {
        'GET /v1/config/w1/test-resource/revisions': {
          data: [
            fromDefaults(2, 'Pat Publisher', ['Count: 5 → 7']),
            own(2),
            fromDefaults(1, 'Alex Admin', ['Count: 3 → 5']),
            own(1),
          ],
        },
      },
    });
    await screen.findByRole('form', { name: 'Test feature' });
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    const list = await within(history).findByRole('list', { name: 'Saved versions' });
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    // In time order with the website's own versions, newest first.
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      "From the customer's defaults, changed by Pat Publisher",
      'Version 2',
      "From the customer's defaults, changed by Alex Admin",
      'Version 1',
    ]);
    const [newest, current, older, first] = entries as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(newest).getByRole('list', { name: "Changes from the customer's defaults" }),
    ).toHaveTextContent('Count: 5 → 7');
    expect(within(older).getByRole('list')).toHaveTextContent('Count: 3 → 5');
    for (const inherited of [newest, older]) {
      expect(within(inherited).queryByRole('button')).not.toBeInTheDocument();
      expect(inherited).toHaveTextContent('cannot be restored here');
    }
    // The website's own newest version is the current one, though a change of the defaults is above it.
    expect(within(current).getByText('Current')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Restore this version' })).toBeInTheDocument();
  });

  it('does not count a change of the defaults as a save when a save meets a newer version', async () => {
    const current = document({ config: { count: 9 }, version: 3 });
    renderFeature(testFeature(fields), document({ config: { count: 7 }, version: 2 }), {
      put: () => new ApiError(412, 'Changed by someone else', [], { message: 'x', errors: [], current }),
      routes: {
        'GET /v1/config/w1/test-resource/revisions': {
          data: [fromDefaults(3, 'Pat Publisher', ['Count: 5 → 7']), own(3), own(2)],
        },
      },
    });
    await screen.findByRole('form', { name: 'Test feature' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: /Someone else saved/ });
    const saves = await within(panel).findAllByText(/^Saved by /);
    expect(saves.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Saved by other@demo\.test .*\(version 3\)$/),
    ]);
  });
});
