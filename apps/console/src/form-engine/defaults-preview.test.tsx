import { features } from '@eua/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { type Call, document, renderFeature } from './test-utils';

/** docs/product.md#customer-defaults: saving a default first shows every website it changes (decision 146). */
const leaders = features.leaders;
const owner = 'defaults-1001-basketball';
const preview = {
  version: 4,
  changes: [
    {
      websiteId: '2002',
      name: "NBL Women's League",
      changes: ['Number of leaders per statistic: 5 → 7'],
    },
  ],
  keeping: [{ websiteId: '2001', name: 'NBL Official Website', fields: ['Number of leaders per statistic'] }],
};

async function saveSeven(options: { put?: (call: Call) => unknown; preview?: typeof preview } = {}) {
  const user = userEvent.setup();
  const doc = document({ websiteId: owner, config: { leadersCountPerStatistic: 5 }, version: 3 });
  const view = renderFeature(leaders, doc, {
    put: options.put,
    routes: { [`POST /v1/config/${owner}/leaders/defaults-preview`]: options.preview ?? preview },
  });
  const number = await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' });
  await user.clear(number);
  await user.type(number, '7');
  await user.click(screen.getByRole('button', { name: leaders.submitLabel }));
  const dialog = await screen.findByRole('dialog', { name: "Apply to the customer's websites?" });
  return { user, view, dialog };
}

describe("saving a customer's defaults", () => {
  it('shows the websites it changes and those keeping their own value, then Apply saves with the preview version', async () => {
    const { user, view, dialog } = await saveSeven();
    const changes = within(dialog).getByRole('list', { name: 'Websites this changes' });
    expect(changes).toHaveTextContent("NBL Women's League");
    expect(changes).toHaveTextContent('Number of leaders per statistic: 5 → 7');
    const keeping = within(dialog).getByRole('list', { name: 'Websites that keep their own value' });
    expect(keeping).toHaveTextContent('NBL Official Website: Number of leaders per statistic');
    const asked = view.calls.find((c) => c.method === 'POST')!;
    expect((asked.body as Record<string, unknown>).leadersCountPerStatistic).toBe(7);
    // Nothing is saved before Apply.
    expect(view.puts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    expect(view.puts()[0]!.ifMatch).toBe('"4"');
    expect((view.puts()[0]!.body as Record<string, unknown>).leadersCountPerStatistic).toBe(7);
  });

  it('saves nothing when the dialog is cancelled, and keeps what was typed', async () => {
    const { user, view, dialog } = await saveSeven();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.puts()).toHaveLength(0);
    expect(screen.getByRole('spinbutton', { name: 'Number of leaders per statistic' })).toHaveValue(7);
  });

  it("asks nothing before a website's save", async () => {
    const view = renderFeature(leaders, document({ config: { leadersCountPerStatistic: 5 } }));
    const user = userEvent.setup();
    await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' });
    await user.click(screen.getByRole('button', { name: leaders.submitLabel }));
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    expect(view.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  describe('while the save is on its way', () => {
    /** A PUT the test answers when it chooses: the server still applying the change. */
    const held = () => {
      let answer: (result: unknown) => void = () => undefined;
      const answered = new Promise((resolve) => {
        answer = resolve;
      });
      return { put: () => answered, answer: (result: unknown) => answer(result) };
    };
    const thousand = {
      ...preview,
      changes: Array.from({ length: 1000 }, (_, i) => ({
        websiteId: String(100001 + i),
        name: `Website ${i + 1}`,
        changes: ['Number of leaders per statistic: 5 → 7'],
      })),
    };

    it('shows a progress bar named after the websites it reaches, the buttons disabled, then closes on the answer', async () => {
      const server = held();
      const { user, view, dialog } = await saveSeven({ put: server.put, preview: thousand });
      expect(within(dialog).queryByRole('progressbar')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      const bar = await within(dialog).findByRole('progressbar', { name: 'Applying to 1,000 websites' });
      expect(bar).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await waitFor(() => expect(view.puts()).toHaveLength(1));
      // Escape takes nothing back: the save is on its way.
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: "Apply to the customer's websites?" })).toBeVisible();

      server.answer([document({ websiteId: owner, config: { leadersCountPerStatistic: 7 }, version: 5 })]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(await screen.findByText(leaders.successMessage)).toBeVisible();
    });

    it('names one website in the singular', async () => {
      const server = held();
      const { user, dialog } = await saveSeven({ put: server.put });
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(await within(dialog).findByRole('progressbar', { name: 'Applying to 1 website' })).toBeVisible();
      server.answer([document({ websiteId: owner, config: { leadersCountPerStatistic: 7 }, version: 5 })]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('closes and shows the error when the save is refused, the form keeping what was typed', async () => {
      const server = held();
      const { user, view, dialog } = await saveSeven({ put: server.put });
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      await within(dialog).findByRole('progressbar');
      await waitFor(() => expect(view.puts()).toHaveLength(1));
      server.answer(new ApiError(403, 'You cannot change the configuration of this website.'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You cannot change the configuration of this website.',
      );
      expect(screen.getByRole('spinbutton', { name: 'Number of leaders per statistic' })).toHaveValue(7);
      expect(screen.getByRole('button', { name: leaders.submitLabel })).toBeEnabled();
    });
  });
});
