import { features, localeChoices } from '@eua/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { document, renderFeature, testFeature } from '../../test-utils';

const localeFields = features.general.fields.filter(
  (f) => f.name === 'locales' || f.name === 'localeDefault',
);

const setup = async (config: Record<string, unknown>) => {
  const view = renderFeature(testFeature(localeFields), document({ config }));
  const group = await screen.findByRole('group', { name: 'Locales' });
  const box = (text: string) => within(group).getByRole('checkbox', { name: text });
  const defaultSelect = screen.getByRole('combobox', { name: 'Default locale' });
  const defaultChoices = () =>
    within(defaultSelect)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const body = async () => {
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    return view.puts()[0]?.body as Record<string, unknown>;
  };
  return { group, box, defaultSelect, defaultChoices, submit, body, view };
};

describe('locales', () => {
  it('offers every locale choice as a checkbox named locales', async () => {
    const { group } = await setup({ locales: ['en-EN'], localeDefault: 'en-EN' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(localeChoices.map((c) => c.value));
    for (const box of boxes) expect(box).toHaveAttribute('name', 'locales');
  });

  it('never becomes empty: unticking the last shows the message and keeps it ticked', async () => {
    const user = userEvent.setup();
    const { group, box } = await setup({ locales: ['en-EN'], localeDefault: 'en-EN' });
    await user.click(box('English (en-EN)'));
    expect(box('English (en-EN)')).toBeChecked();
    expect(within(group).getByRole('alert')).toHaveTextContent('At least 1 locale should be included');
    await user.click(box('French (fr-FR)'));
    expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('limits the default locale to the selected ones and moves it when its locale is unticked', async () => {
    const user = userEvent.setup();
    const { box, defaultSelect, defaultChoices, submit, body } = await setup({
      locales: ['en-EN', 'de-DE'],
      localeDefault: 'de-DE',
    });
    expect(defaultChoices()).toEqual(['en-EN', 'de-DE']);
    await user.click(box('French (fr-FR)'));
    expect(defaultChoices()).toEqual(['en-EN', 'fr-FR', 'de-DE']);
    await user.click(box('German (de-DE)'));
    expect(defaultSelect).toHaveValue('en-EN');
    expect(defaultChoices()).toEqual(['en-EN', 'fr-FR']);
    submit();
    expect(await body()).toMatchObject({ locales: ['en-EN', 'fr-FR'], localeDefault: 'en-EN' });
  });

  it('rejects a stored default that is not among the locales, at the default locale field', async () => {
    const { submit, defaultSelect, view } = await setup({ locales: ['en-EN'], localeDefault: 'lv-LV' });
    submit();
    expect(
      await screen.findByText('The default locale must be one of the selected locales.'),
    ).toBeInTheDocument();
    expect(defaultSelect).toHaveAttribute('aria-invalid', 'true');
    expect(view.puts()).toHaveLength(0);
  });

  it('rejects an empty stored list on submit and keeps unknown codes removable', async () => {
    const { submit, view } = await setup({ locales: [], localeDefault: 'en-EN' });
    submit();
    expect(await screen.findByText('At least 1 locale should be included')).toBeInTheDocument();
    expect(view.puts()).toHaveLength(0);
  });

  it('lists an unknown stored code so that it can be unticked', async () => {
    const user = userEvent.setup();
    const { box, submit, body } = await setup({ locales: ['en-EN', 'xx-XX'], localeDefault: 'en-EN' });
    await user.click(box('xx-XX'));
    submit();
    expect(await body()).toMatchObject({ locales: ['en-EN'] });
  });
});
