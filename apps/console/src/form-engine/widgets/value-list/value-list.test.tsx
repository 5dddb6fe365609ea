import { features } from '@eua/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { document, renderFeature, testFeature } from '../../test-utils';

const referrerDomains = features.general.fields.find((f) => f.name === 'referrerDomains');
if (!referrerDomains) throw new Error('general declares referrerDomains');

const setup = async (value: unknown) => {
  const view = renderFeature(
    testFeature([referrerDomains]),
    document({ config: { referrerDomains: value } }),
  );
  const input = await screen.findByRole('textbox', { name: 'Referrer domains' });
  const list = screen.getByRole('list', { name: 'Referrer domains' });
  const entries = () =>
    within(list)
      .queryAllByRole('listitem')
      .map((li) => li.firstChild?.textContent);
  const submitted = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    return (view.puts()[0]!.body as Record<string, unknown>).referrerDomains;
  };
  return { input, list, entries, submitted };
};

describe('referrer domains (valueList)', () => {
  it('disables Add while the input is empty; adds by button or Enter; allows duplicates; removes one', async () => {
    const user = userEvent.setup();
    const { input, entries, submitted } = await setup(['a.example']);
    expect(input).toHaveAttribute('name', 'referrerDomains');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'b.example');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(input).toHaveValue('');
    await user.type(input, 'b.example{Enter}');
    expect(entries()).toEqual(['a.example', 'b.example', 'b.example']);
    await user.click(screen.getAllByRole('button', { name: 'Remove a.example' })[0] as HTMLElement);
    expect(entries()).toEqual(['b.example', 'b.example']);
    expect(await submitted()).toEqual(['b.example', 'b.example']);
  });

  it('shows an empty list with a hint', async () => {
    const empty = await setup([]);
    expect(empty.entries()).toEqual([]);
    expect(screen.getByText('No entries yet.')).toBeInTheDocument();
  });

  it('shows a long list whole', async () => {
    const many = Array.from({ length: 500 }, (_, i) => `site${i}.example`);
    const { entries } = await setup(many);
    expect(entries()).toHaveLength(500);
  });

  it('treats a stored value that is not a list as empty', async () => {
    const { entries } = await setup('a.example');
    expect(entries()).toEqual([]);
  });
});
