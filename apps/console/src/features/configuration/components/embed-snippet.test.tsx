import { widgetSubject } from '@eua/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { embedSnippet } from './embed-snippet';
import { console2001 } from './test-website';

afterEach(() => {
  delete widgetSubject.leaders;
  vi.unstubAllGlobals();
});

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

  // No detail widget is a widget of this build yet: leaders stands in for one, given a subject as its entry
  // in widgetSubject would (decision 111).
  it("names a detail widget's team, person or fixture in data-id; other widgets never carry one", () => {
    const script = '<script src="https://data.example/widgets/v1/embed.js" async></script>\n';
    expect(embedSnippet('https://data.example', 'leaders', '2001', '5001')).toBe(
      `${script}<div data-eua-widget="leaders" data-website-id="2001"></div>`,
    );
    widgetSubject.leaders = 'team';
    expect(embedSnippet('https://data.example', 'leaders', '2001', '5001')).toBe(
      `${script}<div data-eua-widget="leaders" data-website-id="2001" data-id="5001"></div>`,
    );
    expect(embedSnippet('https://data.example', 'leaders', '2001', 'a"b<c')).toContain(
      'data-id="a&quot;b&lt;c"',
    );
    // None picked yet: the element a page whose address names the team needs.
    expect(embedSnippet('https://data.example', 'leaders', '2001')).toBe(
      `${script}<div data-eua-widget="leaders" data-website-id="2001"></div>`,
    );
  });
});
