import { type PreviewRenderMessage, themePreviewWidgets, type WidgetPreviewAnswer } from '@eua/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../../test/render-console';
import { console2001, leadersPreview } from '../test-website';

afterEach(() => vi.unstubAllGlobals());

const doc = (config: Record<string, unknown>, version = 1) => ({
  data: [{ websiteId: '2001', config, lookups: {}, sport: 'basketball', trackingData: false, version }],
});

/** Each family's content as the one theme-preview answer carries it (the frame's runtime is not loaded here). */
const families: WidgetPreviewAnswer['data'][] = themePreviewWidgets.map((widget) => ({
  ...leadersPreview('s1'),
  widget,
  content: { ...leadersPreview('s1').content, widget } as WidgetPreviewAnswer['data']['content'],
}));

const regionNames = [
  'Standings',
  'Schedule',
  'Fixture Details',
  'Teams',
  'Players',
  'Person Statistics',
  'Leaders',
].flatMap((title) => [`${title}, light`, `${title}, dark`]);

describe('the Theme screen preview (docs/product.md#theme)', () => {
  it('shows every family in light and dark, from one content request, following an unsaved accent', async () => {
    const user = userEvent.setup();
    const network = console2001(['club.com'], {
      'GET /v1/config/2001/theme': () => ({
        body: doc({ lightAccent: '#a3123a', darkAccent: '#8ab4f8' }, 3),
      }),
      'GET /v1/config/2001/theme-preview': () => ({ body: { data: families } }),
      ...Object.fromEntries(
        ['fixtures', 'fixture_detail', 'entities', 'persons', 'statistics_persons'].map((resource) => [
          `GET /v1/config/2001/${resource}`,
          () => ({ body: doc({}) }),
        ]),
      ),
    });
    await renderConsole('/configuration/2001/theme');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    for (const name of regionNames) {
      expect(await within(preview).findByRole('region', { name })).toBeInTheDocument();
    }
    // One answer brings every family's content: no widget's own preview call.
    await waitFor(() =>
      expect(network.calls.filter((c) => c.url.endsWith('/v1/config/2001/theme-preview'))).toHaveLength(1),
    );
    expect(network.calls.filter((c) => c.url.includes('/widget-preview/'))).toHaveLength(0);

    const accent = screen.getByLabelText('Light accent', { exact: true });
    await user.clear(accent);
    await user.type(accent, '#176b36');
    for (const name of regionNames) {
      const frame = within(within(preview).getByRole('region', { name })).getByTitle(
        'Widget preview',
      ) as HTMLIFrameElement;
      expect(frame.getAttribute('src')).toContain(name.endsWith('dark') ? 'theme=dark' : 'theme=light');
      const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'eua:preview:ready' }, source: frame.contentWindow }),
        );
      });
      await waitFor(() => expect(postMessage).toHaveBeenCalled());
      const payload = (postMessage.mock.calls.at(-1)![0] as PreviewRenderMessage).payload;
      expect(payload.theme).toMatchObject({ lightAccent: '#176b36' });
    }
  });
});
