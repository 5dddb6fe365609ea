import type { PreviewRenderMessage } from '@eua/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type Call, renderConsole } from '../../../../test/render-console';
import { console2001 } from '../test-website';

afterEach(() => vi.unstubAllGlobals());

/** The preview frame, its window's postMessage mocked (the runtime is not loaded in jsdom). */
async function previewFrame() {
  const frame = (await screen.findByTitle('Widget preview')) as HTMLIFrameElement;
  const frameWindow = frame.contentWindow!;
  const postMessage = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
  const fromFrame = (data: unknown, source: Window = frameWindow) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source }));
    });
  return { frame, postMessage, fromFrame };
}

const renders = (postMessage: Mock) =>
  postMessage.mock.calls.map(([message]) => (message as PreviewRenderMessage).payload);
const lastRender = (postMessage: Mock) => renders(postMessage).at(-1);
/** The leaders count the last render showed, typed as the leaders' settings. */
const leadersCount = (postMessage: Mock) => {
  const payload = lastRender(postMessage);
  return payload?.widget === 'leaders' ? payload.config.leadersCountPerStatistic : undefined;
};

const previewCalls = (calls: Call[]) => calls.filter((c) => c.url.includes('/widget-preview/'));

describe('live preview (docs/product.md#widgets)', () => {
  it('renders the unsaved value in the sandboxed frame before saving, with the badge while it differs', async () => {
    const user = userEvent.setup();
    const network = console2001();
    await renderConsole('/configuration/2001/leaders');
    const { frame, postMessage, fromFrame } = await previewFrame();
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // In the console's theme (light here), laid out at a phone's width until another is picked.
    expect(frame).toHaveAttribute('src', '/widgets/v1/preview.html?theme=light');
    expect(frame).toHaveAttribute('width', '390');

    fromFrame({ type: 'eua:preview:ready' });
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage.mock.calls[0]![1]).toBe('*');
    const first = lastRender(postMessage)!;
    expect(first).toMatchObject({
      widget: 'leaders',
      websiteId: '2001',
      configVersion: 7,
      generalVersion: 4,
      config: { leadersCountPerStatistic: 5, leadersStatistics: ['points'] },
      general: { timezone: 'UTC', statisticsDecimalPlaces: 1, defaultSeasonId: 's1' },
      content: { widget: 'leaders' },
    });
    // Public settings only: General's referrer domains stay in the console.
    expect(first.general).not.toHaveProperty('referrerDomains');
    // Only the allowed seasons are offered to the preview's season selector.
    expect(first.seasons.map((s) => s.seasonId)).toEqual(['s1', 's2']);
    expect(screen.queryByText('Preview of unsaved changes')).not.toBeInTheDocument();

    const count = screen.getByRole('spinbutton', { name: 'Number of leaders per statistic' });
    await user.clear(count);
    await user.type(count, '3');
    // Typed as the save would send it: a number, not the input's text.
    await waitFor(() => expect(leadersCount(postMessage)).toBe(3));
    expect(screen.getByText('Preview of unsaved changes')).toBeInTheDocument();

    await user.clear(count);
    await user.type(count, '5');
    await waitFor(() => expect(leadersCount(postMessage)).toBe(5));
    expect(screen.queryByText('Preview of unsaved changes')).not.toBeInTheDocument();
    // The content was asked for once: the settings never go to the server.
    expect(previewCalls(network.calls)).toHaveLength(1);
  });

  it("ignores messages that are not the frame's own, sizes the frame and follows its season choice", async () => {
    const network = console2001();
    await renderConsole('/configuration/2001/leaders');
    const { frame, postMessage, fromFrame } = await previewFrame();
    await waitFor(() => expect(previewCalls(network.calls)).toHaveLength(1));

    fromFrame({ type: 'eua:preview:ready' }, window);
    fromFrame({ type: 'eua:preview:size', height: 900 }, window);
    fromFrame({ type: 'eua:preview:season', seasonId: 's2' }, window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postMessage).not.toHaveBeenCalled();
    expect(frame).toHaveAttribute('height', '240');
    expect(previewCalls(network.calls)).toHaveLength(1);

    fromFrame({ type: 'eua:preview:ready' });
    fromFrame({ type: 'eua:preview:size', height: 640.4 });
    expect(frame).toHaveAttribute('height', '641');
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));

    fromFrame({ type: 'eua:preview:season', seasonId: 's2' });
    await waitFor(() =>
      expect(lastRender(postMessage)?.content).toMatchObject({ season: { seasonId: 's2' } }),
    );
    expect(previewCalls(network.calls).at(-1)!.url).toContain(
      '/v1/config/2001/widget-preview/leaders?season=s2',
    );
  });

  it("lays the widget out at the reader's width picked, remembered, and follows the console's dark mode", async () => {
    const user = userEvent.setup();
    console2001();
    await renderConsole('/configuration/2001/leaders');
    const frame = await screen.findByTitle('Widget preview');
    const widths = screen.getByRole('group', { name: 'Reader’s screen' });
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(widths).toHaveTextContent('390 px wide');
    await user.click(screen.getByRole('radio', { name: 'Desktop' }));
    expect(frame).toHaveAttribute('width', '1280');
    expect(widths).toHaveTextContent('1,280 px wide');
    expect(localStorage.getItem('eua.preview_width')).toBe('desktop');
    await user.click(screen.getByRole('radio', { name: 'Tablet' }));
    expect(frame).toHaveAttribute('width', '768');
    // Dark mode loads the frame's page again, dark.
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(screen.getByTitle('Widget preview')).toHaveAttribute('src', '/widgets/v1/preview.html?theme=dark');
  });

  it('is switched off and on by the layout toggle, which is remembered', async () => {
    const user = userEvent.setup();
    console2001();
    await renderConsole('/configuration/2001/leaders');
    await screen.findByTitle('Widget preview');
    const toggle = screen.getByRole('switch', { name: 'Show preview' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(screen.queryByTitle('Widget preview')).not.toBeInTheDocument();
    expect(localStorage.getItem('eua.preview_layout')).toBe('false');
    // The form stays, and so does the embed code.
    expect(screen.getByRole('spinbutton', { name: 'Number of leaders per statistic' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Embed code' })).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByTitle('Widget preview')).toBeInTheDocument();
  });

  it("previews the chosen widget on General with General's unsaved values", async () => {
    const user = userEvent.setup();
    const network = console2001();
    await renderConsole('/configuration/2001/general');
    const { postMessage, fromFrame } = await previewFrame();
    fromFrame({ type: 'eua:preview:ready' });
    await waitFor(() => expect(lastRender(postMessage)?.widget).toBe('standings'));
    expect(lastRender(postMessage)?.config).toMatchObject({ showEntityLogo: true });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Widget' }), 'leaders');
    await waitFor(() => expect(lastRender(postMessage)?.widget).toBe('leaders'));
    expect(lastRender(postMessage)?.config).toMatchObject({ leadersCountPerStatistic: 5 });

    const places = screen.getByRole('spinbutton', { name: 'Statistics decimal places' });
    await user.clear(places);
    await user.type(places, '2');
    await waitFor(() => expect(lastRender(postMessage)?.general.statisticsDecimalPlaces).toBe(2));
    expect(screen.getByText('Preview of unsaved changes')).toBeInTheDocument();
    expect(previewCalls(network.calls).map((c) => new URL(c.url).pathname)).toEqual([
      '/v1/config/2001/widget-preview/standings',
      '/v1/config/2001/widget-preview/leaders',
    ]);
  });
});
