import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { console2001 } from './test-website';

afterEach(() => vi.unstubAllGlobals());

describe('embed snippet (decision 075)', () => {
  it('shows the exact HTML with the website id and the widget, and copies it', async () => {
    const user = userEvent.setup();
    console2001();
    await renderConsole('/configuration/2001/leaders');
    const code = await screen.findByRole('textbox', { name: 'Embed code' });
    expect(code).toHaveAttribute('readonly');
    const snippet =
      '<script src="http://console.test/widgets/v1/embed.js" async></script>\n' +
      '<div data-eua-widget="leaders" data-website-id="2001"></div>';
    expect(code).toHaveValue(snippet);

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(snippet);
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
  });

  it('selects the code for the reader to copy when the clipboard is not available', async () => {
    const user = userEvent.setup();
    console2001();
    await renderConsole('/configuration/2001/standings');
    const code = (await screen.findByRole('textbox', { name: 'Embed code' })) as HTMLTextAreaElement;
    expect(code.value).toContain('data-eua-widget="standings"');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Selected: press Ctrl+C (⌘C on a Mac) to copy.')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, code.value.length]);
  });
});
