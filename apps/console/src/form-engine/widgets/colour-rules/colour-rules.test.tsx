import { features } from '@eua/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { document, renderFeature, testFeature } from '../../test-utils';

const colourField = features.standings.fields.find((f) => f.type === 'custom' && f.widget === 'colourRules');
if (!colourField) throw new Error('standings declares the colour rules');

const setup = async (value: unknown) => {
  const view = renderFeature(testFeature([colourField]), document({ config: { [colourField.name]: value } }));
  const group = await screen.findByRole('group', { name: colourField.label });
  const ruleValue = within(group).getByRole('textbox', { name: 'Rule value' });
  const hex = within(group).getByRole('textbox', { name: 'Hex colour' });
  const swatch = within(group).getByRole('button', { name: 'Choose colour' });
  const add = within(group).getByRole('button', { name: 'Add' });
  const list = within(group).getByRole('list', { name: colourField.label });
  const rules = () =>
    within(list)
      .queryAllByRole('listitem')
      .map((li) => li.textContent?.replace('Remove', '').trim());
  const body = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    return (view.puts()[0]!.body as Record<string, unknown>)[colourField.name];
  };
  return { group, ruleValue, hex, swatch, add, rules, body };
};

describe('promotion/relegation colour rules', () => {
  it('adds a rule, then resets the value and returns the colour to #aabbcc; removes a rule', async () => {
    const user = userEvent.setup();
    const { ruleValue, hex, add, rules, body, group } = await setup({ '1': '#2e7d32' });
    expect(rules()).toEqual(['1#2e7d32']);
    expect(hex).toHaveValue('aabbcc');
    expect(add).toBeDisabled();
    await user.type(ruleValue, '16');
    expect(add).toBeEnabled();
    await user.clear(hex);
    expect(add).toBeDisabled();
    await user.type(hex, 'c62828');
    await user.click(add);
    expect(rules()).toEqual(['1#2e7d32', '16#c62828']);
    expect(ruleValue).toHaveValue('');
    expect(hex).toHaveValue('aabbcc');
    await user.click(within(group).getByRole('button', { name: 'Remove 1' }));
    expect(await body()).toEqual({ '16': '#c62828' });
  });

  it("refuses a value that already has a rule with 'This value already has a rule.'", async () => {
    const user = userEvent.setup();
    const { ruleValue, add, rules, group } = await setup({ '1': '#2e7d32' });
    await user.type(ruleValue, '1');
    await user.click(add);
    expect(within(group).getByRole('alert')).toHaveTextContent('This value already has a rule.');
    expect(ruleValue).toHaveAttribute('aria-invalid', 'true');
    expect(rules()).toEqual(['1#2e7d32']);
  });

  it('keeps only hex digits, at most 6, and reverts an invalid colour on blur', async () => {
    const user = userEvent.setup();
    const { hex } = await setup({});
    await user.clear(hex);
    await user.type(hex, '#12zz34x5678');
    expect(hex).toHaveValue('123456');
    await user.clear(hex);
    await user.type(hex, '12345');
    await user.tab();
    expect(hex).toHaveValue('123456');
    await user.clear(hex);
    await user.type(hex, 'abc');
    await user.tab();
    expect(hex).toHaveValue('abc');
  });

  it('opens the picker from the swatch; Escape and an outside click close it; a palette pick sets the colour', async () => {
    const user = userEvent.setup();
    const { swatch, hex, group } = await setup({});
    await user.click(swatch);
    expect(swatch).toHaveAttribute('aria-expanded', 'true');
    const picker = screen.getByRole('dialog', { name: 'Colour picker' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(swatch).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Colour picker' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '#c62828' }));
    expect(hex).toHaveValue('c62828');
    await user.click(within(group).getByRole('textbox', { name: 'Rule value' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(picker).not.toBeInTheDocument();
  });

  it('shows no rules for an empty value', async () => {
    const empty = await setup(null);
    expect(empty.rules()).toEqual([]);
  });

  it('lists many rules', async () => {
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(i + 1), '#aabbcc']));
    const { rules } = await setup(many);
    expect(rules()).toHaveLength(300);
  });

  it('marks a stored colour that is not a hex colour', async () => {
    const { rules } = await setup({ top: 'green' });
    expect(rules()).toEqual(['topInvalid colour']);
  });
});
