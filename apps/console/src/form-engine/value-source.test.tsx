import { features } from '@eua/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { document, renderFeature } from './test-utils';

/** docs/product.md#customer-defaults: where each value of a website's screen comes from, and the way back. */
const leaders = features.leaders;
const path = '/v1/config/w1/leaders/use-defaults';

describe('a website screen whose customer defaults store it', () => {
  it('says per field where the value comes from, and gives a value set here back to the defaults', async () => {
    const user = userEvent.setup();
    const doc = document({
      config: { leadersCountPerStatistic: 9, showEntityLogo: true },
      inherits: true,
      sources: { leadersCountPerStatistic: 'website', showEntityLogo: 'defaults' },
    });
    const view = renderFeature(leaders, doc, {
      routes: {
        [`POST ${path}`]: [
          {
            ...doc,
            config: { ...doc.config, leadersCountPerStatistic: 7 },
            sources: { leadersCountPerStatistic: 'defaults', showEntityLogo: 'defaults' },
            version: 2,
          },
        ],
      },
    });
    const number = await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' });
    const slot = number.closest('[data-field-slot]') as HTMLElement;
    expect(within(slot).getByText('Set on this website')).toBeVisible();
    expect(screen.getAllByText("From the customer's defaults").length).toBeGreaterThan(0);
    // One field, one match for its label: the button is described by the label, not named after it.
    expect(screen.getAllByLabelText('Number of leaders per statistic')).toEqual([number]);
    const useDefault = within(slot).getByRole('button', { name: "Use the customer's default" });
    expect(useDefault).toHaveAccessibleDescription('Number of leaders per statistic');
    await user.click(useDefault);
    await waitFor(() => expect(within(slot).getByText("From the customer's defaults")).toBeVisible());
    const call = view.calls.find((c) => c.method === 'POST')!;
    expect(call.body).toEqual({ fields: ['leadersCountPerStatistic'] });
    expect(call.ifMatch).toBe('"1"');
    expect(screen.getByRole('spinbutton', { name: 'Number of leaders per statistic' })).toHaveValue(7);
    expect(screen.getByRole('button', { name: "Reset to the customer's defaults" })).toBeVisible();
  });

  it('saves only the fields set here and those edited: the others keep following the defaults', async () => {
    const user = userEvent.setup();
    const doc = document({
      config: { leadersCountPerStatistic: 7, showEntityLogo: true, showPersonImage: false },
      inherits: true,
      sources: {
        leadersCountPerStatistic: 'defaults',
        showEntityLogo: 'website',
        showPersonImage: 'defaults',
      },
    });
    const view = renderFeature(leaders, doc);
    const number = await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' });
    await user.clear(number);
    await user.type(number, '3');
    await user.click(screen.getByRole('button', { name: leaders.submitLabel }));
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    const body = view.puts()[0]!.body as Record<string, unknown>;
    expect(body.leadersCountPerStatistic).toBe(3);
    expect(body.showEntityLogo).toBe(true);
    // A field that came from the defaults and was left alone is not sent.
    expect(body).not.toHaveProperty('showPersonImage');
  });

  it('says nothing of defaults on a screen they do not store', async () => {
    renderFeature(leaders, document({ config: { leadersCountPerStatistic: 9 }, sources: {} }));
    await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' });
    expect(screen.queryByText('Set on this website')).toBeNull();
    expect(screen.queryByRole('button', { name: "Reset to the customer's defaults" })).toBeNull();
  });
});
