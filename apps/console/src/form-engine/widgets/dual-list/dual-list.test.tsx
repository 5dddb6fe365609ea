import { type FieldDefinition, features } from '@eua/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { document, renderFeature, testFeature } from '../../test-utils';

// Role queries over a whole form are slow in jsdom on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const stats = [
  { text: 'Points', value: 'points' },
  { text: 'Rebounds', value: 'rebounds' },
  { text: 'Assists', value: 'assists' },
  { text: 'Steals', value: 'steals' },
  { text: 'Blocks', value: 'blocks' },
  { text: 'Field-goal %', value: 'fgPct' },
];
const field: FieldDefinition = {
  name: 'statistics',
  label: 'Statistics',
  type: 'chooseAndSelect',
  lookup: { key: 'stats' },
};

const setup = async (value: unknown, options = stats, definition = field) => {
  const view = renderFeature(
    testFeature([definition]),
    document({ config: { [definition.name]: value }, lookups: { stats: options } }),
  );
  const group = await screen.findByRole('group', { name: definition.label });
  const available = within(group).getByRole('listbox', { name: `Available ${definition.label}` });
  const selected = within(group).getByRole('listbox', { name: `Selected ${definition.label}` });
  const texts = (list: HTMLElement) =>
    Array.from(list.querySelectorAll('[role="option"]')).map((o) => o.textContent);
  const button = (name: string) => within(group).getByRole('button', { name });
  const submitted = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.puts()).toHaveLength(1), { timeout: 2000 });
    return (view.puts()[0]!.body as Record<string, unknown>)[definition.name];
  };
  return { group, available, selected, texts, button, submitted };
};

describe('dual list (chooseAndSelect)', () => {
  it('adds, removes and orders by mouse, and sends the selection in order', async () => {
    const user = userEvent.setup();
    const { group, available, selected, texts, button, submitted } = await setup(['rebounds']);
    expect(texts(selected)).toEqual(['Rebounds']);
    expect(texts(available)).toEqual(['Points', 'Assists', 'Steals', 'Blocks', 'Field-goal %']);
    expect(within(group).getByText(/1 Items selected/)).toBeInTheDocument();
    await user.click(within(available).getByRole('option', { name: 'Assists' }));
    await user.click(button('Add selected'));
    await user.dblClick(within(available).getByRole('option', { name: 'Points' }));
    expect(texts(selected)).toEqual(['Rebounds', 'Assists', 'Points']);
    await user.click(within(selected).getByRole('option', { name: 'Points' }));
    await user.click(button('Move up'));
    expect(texts(selected)).toEqual(['Rebounds', 'Points', 'Assists']);
    await user.click(button('Move down'));
    expect(texts(selected)).toEqual(['Rebounds', 'Assists', 'Points']);
    await user.click(within(selected).getByRole('option', { name: 'Rebounds' }));
    await user.click(button('Remove selected'));
    expect(texts(selected)).toEqual(['Assists', 'Points']);
    expect(within(group).getByText(/2 Items selected/)).toBeInTheDocument();
    expect(await submitted()).toEqual(['assists', 'points']);
  });

  it('works by keyboard alone: arrows, Enter to move across, Alt+arrows to reorder', async () => {
    const user = userEvent.setup();
    const { available, selected, texts, submitted } = await setup([]);
    available.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(texts(selected)).toEqual(['Rebounds']);
    await user.keyboard('{End}{Enter}');
    expect(texts(selected)).toEqual(['Rebounds', 'Field-goal %']);
    expect(available).toHaveAttribute('aria-activedescendant');
    selected.focus();
    await user.keyboard('{End}{Alt>}{ArrowUp}{/Alt}');
    expect(texts(selected)).toEqual(['Field-goal %', 'Rebounds']);
    await user.keyboard('{Home}{Enter}');
    expect(texts(selected)).toEqual(['Rebounds']);
    expect(await submitted()).toEqual(['rebounds']);
  });

  it('searches case-insensitively on text; Add All adds what the search shows; Remove All empties', async () => {
    const user = userEvent.setup();
    const { group, available, selected, texts, button } = await setup([]);
    const search = within(group).getByPlaceholderText('Search...');
    await user.type(search, 'S');
    expect(texts(available)).toEqual(['Points', 'Rebounds', 'Assists', 'Steals', 'Blocks']);
    await user.clear(search);
    await user.type(search, 'REB');
    expect(texts(available)).toEqual(['Rebounds']);
    await user.click(button('Add All'));
    expect(texts(selected)).toEqual(['Rebounds']);
    await user.clear(search);
    await user.click(button('Add All'));
    expect(texts(selected)).toHaveLength(6);
    expect(texts(available)).toEqual([]);
    await user.click(button('Remove All'));
    expect(texts(selected)).toEqual([]);
    expect(within(group).getByText(/0 Items selected/)).toBeInTheDocument();
  });

  it('refuses a selection past the limit with a message (teamSummaryStandingsFields: 5)', async () => {
    const user = userEvent.setup();
    const limited = features.teamDetails.fields.find(
      (f) => f.name === 'teamSummaryStandingsFields',
    ) as FieldDefinition;
    expect(limited.limit).toBe(5);
    const definition = { ...limited, lookup: { key: 'stats' } };
    const { group, available, selected, texts, button } = await setup(
      ['points', 'rebounds', 'assists', 'steals'],
      stats,
      definition,
    );
    await user.dblClick(within(available).getByRole('option', { name: 'Blocks' }));
    expect(texts(selected)).toHaveLength(5);
    await user.dblClick(within(available).getByRole('option', { name: 'Field-goal %' }));
    expect(texts(selected)).toHaveLength(5);
    expect(within(group).getByRole('alert')).toHaveTextContent('At most 5 items can be selected.');
    // Add All takes what fits, in list order, and says why it left the rest.
    await user.click(button('Remove All'));
    expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button('Add All'));
    expect(texts(selected)).toEqual(['Points', 'Rebounds', 'Assists', 'Steals', 'Blocks']);
    expect(texts(available)).toEqual(['Field-goal %']);
    expect(within(group).getByRole('alert')).toHaveTextContent('At most 5 items can be selected.');
  });

  it('stops personAverages at 4: the fifth is refused with the message and nothing else changes', async () => {
    const user = userEvent.setup();
    const personAverages = features.personDetail.fields.find(
      (f) => f.name === 'personAverages',
    ) as FieldDefinition;
    const definition = { ...personAverages, lookup: { key: 'stats' } };
    const { group, available, selected, texts, submitted } = await setup(
      ['points', 'rebounds', 'assists'],
      stats,
      definition,
    );
    expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
    await user.dblClick(within(available).getByRole('option', { name: 'Steals' }));
    expect(texts(selected)).toEqual(['Points', 'Rebounds', 'Assists', 'Steals']);
    await user.dblClick(within(available).getByRole('option', { name: 'Blocks' }));
    expect(texts(selected)).toEqual(['Points', 'Rebounds', 'Assists', 'Steals']);
    expect(within(group).getByRole('alert')).toHaveTextContent('At most 4 items can be selected.');
    expect(await submitted()).toEqual(['points', 'rebounds', 'assists', 'steals']);
  });

  it('handles an empty lookup and no value', async () => {
    const { group, available, selected, button } = await setup(null, []);
    expect(within(available).queryAllByRole('option')).toHaveLength(0);
    expect(within(selected).queryAllByRole('option')).toHaveLength(0);
    expect(button('Add All')).toBeDisabled();
    expect(button('Add selected')).toBeDisabled();
    expect(within(group).getByText(/0 Items selected/)).toBeInTheDocument();
  });

  it('handles 2,000 options: search narrows them, Add All takes them all', async () => {
    const huge = Array.from({ length: 2000 }, (_, i) => ({ text: `Statistic ${i}`, value: `s${i}` }));
    const { group, available, selected, texts, button, submitted } = await setup([], huge);
    expect(texts(available)).toHaveLength(2000);
    fireEvent.change(within(group).getByPlaceholderText('Search...'), { target: { value: 'statistic 199' } });
    expect(texts(available)).toEqual([
      'Statistic 199',
      'Statistic 1990',
      'Statistic 1991',
      'Statistic 1992',
      'Statistic 1993',
      'Statistic 1994',
      'Statistic 1995',
      'Statistic 1996',
      'Statistic 1997',
      'Statistic 1998',
      'Statistic 1999',
    ]);
    fireEvent.change(within(group).getByPlaceholderText('Search...'), { target: { value: '' } });
    fireEvent.click(button('Add All'));
    expect(texts(selected)).toHaveLength(2000);
    expect(within(group).getByText(/2000 Items selected/)).toBeInTheDocument();
    expect(await submitted()).toHaveLength(2000);
  });

  it('keeps unknown stored items listed by their value, so they can be removed', async () => {
    const { selected, texts, submitted } = await setup(['points', 'retired-stat']);
    expect(texts(selected)).toEqual(['Points', 'retired-stat']);
    expect(await submitted()).toEqual(['points', 'retired-stat']);
  });

  it('treats a stored value that is not a list as an empty selection', async () => {
    const { selected, available, texts } = await setup('not a list');
    expect(texts(selected)).toEqual([]);
    expect(texts(available)).toHaveLength(6);
  });
});
