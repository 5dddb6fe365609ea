import type { Option } from '@eua/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListBox, type ListBoxProps } from './list-box';
import { noPicks, type Picks } from './selection';

const many = (n: number): Option[] =>
  Array.from({ length: n }, (_, i) => ({ text: `Row ${i}`, value: `r${i}` }));

/** One list box on its own, holding its picks as the widget does. */
function Harness(props: Partial<ListBoxProps> & { items: Option[] }) {
  const [picks, setPicks] = useState<Picks>(noPicks);
  return (
    <ListBox id="box" label="Rows" picks={picks} onPicks={setPicks} onMove={() => undefined} {...props} />
  );
}

const setup = (props: Partial<ListBoxProps> & { items: Option[] }) => {
  render(<Harness {...props} />);
  const box = screen.getByRole('listbox', { name: 'Rows' });
  const options = () => within(box).queryAllByRole('option');
  const picked = () =>
    options()
      .filter((o) => o.getAttribute('aria-selected') === 'true')
      .map((o) => o.textContent);
  return { box, options, picked };
};

describe('dual list box', () => {
  it('renders a window of rows at 25 px each over a spacer as tall as all of them', async () => {
    const { box, options } = setup({ items: many(1000) });
    expect(box).toHaveAttribute('aria-multiselectable', 'true');
    // jsdom has no layout: the window is the box's 175 px (7 rows) and the overscan below it.
    expect(options().map((o) => o.textContent)).toEqual(many(12).map((o) => o.text));
    expect(options()[3]).toHaveStyle({ transform: 'translateY(75px)' });
    expect(options()[3]).toHaveAttribute('aria-posinset', '4');
    expect(options()[3]).toHaveAttribute('aria-setsize', '1000');
    expect(box.firstElementChild).toHaveStyle({ height: '25000px' });

    fireEvent.scroll(box, { target: { scrollTop: 2500 } });
    await waitFor(() => expect(within(box).getByRole('option', { name: 'Row 100' })).toBeInTheDocument());
    expect(within(box).queryByRole('option', { name: 'Row 50' })).not.toBeInTheDocument();
    // The window, and the active row (the first) wherever it is.
    expect(options().length).toBeLessThanOrEqual(7 + 2 * 5 + 1);
  });

  it('picks by click, Ctrl-click, Shift-click and Shift+Arrow; Ctrl+A picks all', async () => {
    const user = userEvent.setup();
    const { box, picked } = setup({ items: many(5) });
    const option = (name: string) => within(box).getByRole('option', { name });
    await user.click(option('Row 1'));
    expect(picked()).toEqual(['Row 1']);
    await user.keyboard('{Control>}');
    await user.click(option('Row 3'));
    await user.keyboard('{/Control}');
    expect(picked()).toEqual(['Row 1', 'Row 3']);
    await user.keyboard('{Shift>}');
    await user.click(option('Row 0'));
    await user.keyboard('{/Shift}');
    expect(picked()).toEqual(['Row 0', 'Row 1', 'Row 2', 'Row 3']);
    box.focus();
    await user.keyboard('{Home}{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(picked()).toEqual(['Row 0', 'Row 1', 'Row 2']);
    await user.keyboard('{Control>}a{/Control}');
    expect(picked()).toHaveLength(5);
  });

  it('renders the option the keyboard reaches and names it as the active descendant', async () => {
    const user = userEvent.setup();
    const { box, options } = setup({ items: many(1000) });
    box.focus();
    await user.keyboard('{End}');
    const last = within(box).getByRole('option', { name: 'Row 999' });
    expect(box).toHaveAttribute('aria-activedescendant', last.id);
    expect(last).toHaveAttribute('aria-selected', 'true');
    expect(options().length).toBeLessThanOrEqual(7 + 2 * 5 + 1);
    await user.keyboard('{Home}{PageDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(box).getByRole('option', { name: 'Row 7' }).id,
    );
  });

  it('moves the picked rows, or the active one, with Enter or a double click', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const { box } = setup({ items: many(5), onMove });
    box.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onMove).toHaveBeenLastCalledWith([{ text: 'Row 1', value: 'r1' }]);
    await user.dblClick(within(box).getByRole('option', { name: 'Row 4' }));
    expect(onMove).toHaveBeenLastCalledWith([{ text: 'Row 4', value: 'r4' }]);
  });

  it('lets its side handle keys first, and drags the picked rows to a slot', async () => {
    const onKeyExtra = vi.fn((event: { key: string }) => event.key === 'End');
    const onReorder = vi.fn();
    const { box, options } = setup({ items: many(4), onKeyExtra, onReorder });
    box.focus();
    await userEvent.keyboard('{End}');
    expect(box).toHaveAttribute('aria-activedescendant', 'box-0');
    const [first, , third] = options() as HTMLElement[];
    fireEvent.dragStart(third as HTMLElement);
    fireEvent.dragOver(first as HTMLElement);
    expect(first).toHaveClass('dual-list__row--drop-before');
    fireEvent.drop(first as HTMLElement);
    expect(onReorder).toHaveBeenCalledWith(['r2'], 0);
  });

  it('is an empty listbox with no active descendant when it has no items', () => {
    const { box, options } = setup({ items: [] });
    expect(options()).toHaveLength(0);
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });
});
