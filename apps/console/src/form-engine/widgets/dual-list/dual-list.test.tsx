import { type FieldDefinition, features } from '@eua/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { document, renderFeature, testFeature } from '../../test-utils';

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
    await waitFor(() => expect(view.puts()).toHaveLength(1));
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

  // A long list's behaviour; its speed (10,000 options) is measured in bench/dual-list.ts, never asserted here
  // (decisions 073, 074).
  it('keeps only a window of 10,000 options in the DOM, each with its place in the set (decision 074)', async () => {
    const huge = Array.from({ length: 10_000 }, (_, i) => ({ text: `Statistic ${i}`, value: `s${i}` }));
    const { group, available, selected, texts, button, submitted } = await setup([], huge);
    const options = () => within(available).getAllByRole('option');
    // jsdom has no layout: the window is the box (175 / 25 = 7 rows) and the overscan.
    expect(options().length).toBeGreaterThanOrEqual(7);
    expect(options().length).toBeLessThanOrEqual(40);
    expect(options()[0]).toHaveAttribute('aria-setsize', '10000');
    expect(options()[0]).toHaveAttribute('aria-posinset', '1');
    expect(available).toHaveAttribute('aria-multiselectable', 'true');

    // Scrolling moves the window.
    fireEvent.scroll(available, { target: { scrollTop: 5000 } });
    await waitFor(() =>
      expect(within(available).getByRole('option', { name: 'Statistic 200' })).toBeVisible(),
    );
    expect(within(available).queryByRole('option', { name: 'Statistic 100' })).not.toBeInTheDocument();
    expect(options().length).toBeLessThanOrEqual(40);

    // The keyboard's End, Home and PageDown render the option they reach, and activedescendant names it.
    available.focus();
    await userEvent.keyboard('{End}');
    const last = within(available).getByRole('option', { name: 'Statistic 9999' });
    expect(last).toHaveAttribute('aria-posinset', '10000');
    expect(last).toHaveAttribute('aria-selected', 'true');
    expect(available).toHaveAttribute('aria-activedescendant', last.id);
    expect(options().length).toBeLessThanOrEqual(40);
    await userEvent.keyboard('{Home}{PageDown}');
    const eighth = within(available).getByRole('option', { name: 'Statistic 7' });
    expect(eighth).toHaveAttribute('aria-posinset', '8');
    expect(available).toHaveAttribute('aria-activedescendant', eighth.id);

    // Search goes over all 10,000, not only the rendered ones.
    const search = within(group).getByPlaceholderText('Search...');
    fireEvent.change(search, { target: { value: 'STATISTIC 999' } });
    expect(texts(available)).toEqual([
      'Statistic 999',
      ...Array.from({ length: 10 }, (_, i) => `Statistic 999${i}`),
    ]);
    expect(options()[0]).toHaveAttribute('aria-setsize', '11');
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(button('Add All'));
    expect(within(group).getByText(/10000 Items selected/)).toBeInTheDocument();
    expect(within(selected).getAllByRole('option').length).toBeLessThanOrEqual(40);
    expect(within(available).queryAllByRole('option')).toHaveLength(0);
    expect(within(group).getByRole('status')).toHaveTextContent('10000 items added');
    expect(await submitted()).toEqual(huge.map((option) => option.value));
  });

  it('shows no row as selected until one is picked, and disables what cannot act', async () => {
    const { available, selected, button } = await setup(['points', 'rebounds']);
    for (const list of [available, selected])
      for (const option of within(list).getAllByRole('option'))
        expect(option).toHaveAttribute('aria-selected', 'false');
    for (const name of ['Add selected', 'Remove selected', 'Move up', 'Move down'])
      expect(button(name)).toBeDisabled();
    expect(button('Add All')).toBeEnabled();
    expect(button('Remove All')).toBeEnabled();
  });

  it('picks several with Shift-click, Ctrl-click and Shift+Arrow; the buttons act on all of them', async () => {
    const user = userEvent.setup();
    const { group, available, selected, texts, button, submitted } = await setup([]);
    const option = (list: HTMLElement, name: string) => within(list).getByRole('option', { name });
    await user.click(option(available, 'Points'));
    await user.keyboard('{Shift>}');
    await user.click(option(available, 'Steals'));
    await user.keyboard('{/Shift}{Control>}');
    await user.click(option(available, 'Rebounds'));
    await user.keyboard('{/Control}');
    const picked = (list: HTMLElement) =>
      within(list)
        .getAllByRole('option')
        .filter((o) => o.getAttribute('aria-selected') === 'true')
        .map((o) => o.textContent);
    expect(picked(available)).toEqual(['Points', 'Assists', 'Steals']);
    await user.click(button('Add selected'));
    expect(texts(selected)).toEqual(['Points', 'Assists', 'Steals']);
    expect(picked(available)).toEqual([]);
    expect(within(group).getByRole('status')).toHaveTextContent('3 items added');

    selected.focus();
    await user.keyboard('{Home}{Shift>}{ArrowDown}{/Shift}');
    expect(picked(selected)).toEqual(['Points', 'Assists']);
    expect(button('Move up')).toBeDisabled();
    await user.click(button('Move down'));
    expect(texts(selected)).toEqual(['Steals', 'Points', 'Assists']);
    expect(picked(selected)).toEqual(['Points', 'Assists']);
    expect(within(group).getByRole('status')).toHaveTextContent('2 items moved to positions 2–3');
    await user.click(button('Remove selected'));
    expect(texts(selected)).toEqual(['Steals']);
    expect(within(group).getByRole('status')).toHaveTextContent('2 items removed');
    expect(await submitted()).toEqual(['steals']);
  });

  it('announces each change politely and shows the reordering shortcuts', async () => {
    const user = userEvent.setup();
    const { group, available, selected, button } = await setup(['points', 'rebounds']);
    const status = within(group).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.dblClick(within(available).getByRole('option', { name: 'Assists' }));
    expect(status).toHaveTextContent('Assists added');
    selected.focus();
    await user.keyboard('{End}{Alt>}{ArrowUp}{/Alt}');
    expect(status).toHaveTextContent('Assists moved to position 2');
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('Assists removed');
    await user.click(button('Remove All'));
    expect(status).toHaveTextContent('2 items removed');
    // WCAG 2.5.7: dragging has a keyboard alternative, and the page says what it is.
    expect(within(group).getByText(/Alt\+↑\/↓ or drag to reorder/)).toBeInTheDocument();
    expect(selected).toHaveAccessibleDescription(/Alt\+↑\/↓ or drag to reorder/);
    expect(button('Move up')).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowUp');
    expect(button('Move down')).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowDown');
  });

  it('reorders the selected side by drag and drop, one row or all the picked ones', async () => {
    const user = userEvent.setup();
    const { group, selected, texts, submitted } = await setup(['points', 'rebounds', 'assists', 'steals']);
    const option = (name: string) => within(selected).getByRole('option', { name });
    const drag = (from: string, to: string) => {
      fireEvent.dragStart(option(from));
      fireEvent.dragOver(option(to));
      fireEvent.drop(option(to));
      fireEvent.dragEnd(option(from));
    };
    // jsdom has no layout: a drop lands before the row it is dropped on.
    drag('Assists', 'Points');
    expect(texts(selected)).toEqual(['Assists', 'Points', 'Rebounds', 'Steals']);
    expect(within(group).getByRole('status')).toHaveTextContent('Assists moved to position 1');
    await user.click(option('Rebounds'));
    await user.keyboard('{Control>}');
    await user.click(option('Steals'));
    await user.keyboard('{/Control}');
    drag('Steals', 'Points');
    expect(texts(selected)).toEqual(['Assists', 'Rebounds', 'Steals', 'Points']);
    expect(within(group).getByRole('status')).toHaveTextContent('2 items moved to positions 2–3');
    expect(await submitted()).toEqual(['assists', 'rebounds', 'steals', 'points']);
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
