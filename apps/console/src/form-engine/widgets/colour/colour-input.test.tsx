import { contrastRatio, features } from '@eua/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { document, renderFeature, testFeature } from '../../test-utils';

const setup = async () => {
  const view = renderFeature(testFeature(features.theme.fields, { id: 'theme' }), document({ config: {} }));
  const text = await screen.findByRole('textbox', { name: 'Light text' });
  const chooser = screen.getByLabelText('Light text: colour chooser');
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { view, text, chooser, save };
};

describe('the colour editor', () => {
  it('shows the colour in the chooser and the hex input, both labelled, and keeps hex digits only', async () => {
    const user = userEvent.setup();
    const { text, chooser } = await setup();
    expect(text).toHaveValue('#1a1d21');
    expect(text).toHaveAttribute('name', 'lightText');
    expect(chooser).toHaveValue('#1a1d21');
    await user.clear(text);
    await user.type(text, 'zz#12g3456789');
    expect(text).toHaveValue('#123456');
    expect(chooser).toHaveValue('#123456');
    // Two digits are no colour: the input goes back to the value on leaving it.
    await user.clear(text);
    await user.type(text, '12');
    await user.tab();
    expect(text).toHaveValue('#123456');
    // Three digits are a colour on leaving the input.
    await user.clear(text);
    await user.type(text, 'abc');
    await user.tab();
    expect(text).toHaveValue('#aabbcc');
    expect(chooser).toHaveValue('#aabbcc');
  });

  it('refuses a text failing contrast, naming the pair and ratio, and offers the nearest colour that passes', async () => {
    const user = userEvent.setup();
    const { view, text, save } = await setup();
    await user.clear(text);
    await user.type(text, '#b0b0b0');
    save();
    expect(await screen.findByText('Text on background: 2.1:1, needs 4.5:1')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(view.puts()).toHaveLength(0);
    await user.click(
      screen.getByRole('button', { name: /^Use #[0-9a-f]{6}, the nearest colour that passes$/ }),
    );
    const suggested = (text as HTMLInputElement).value;
    expect(contrastRatio(suggested, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(suggested, '#f3f5f8')).toBeGreaterThanOrEqual(4.5);
    save();
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    expect((view.puts()[0]!.body as Record<string, unknown>).lightText).toBe(suggested);
  });
});
