import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { document, renderFeature, testFeature } from '../test-utils';

const feature = testFeature(
  [
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'featured', label: 'Featured', type: 'checkbox' },
  ],
  { submitLabel: 'Update Configuration' },
);

describe('the sticky action bar (decision 082)', () => {
  it('counts the unsaved changes, and Discard asks, then puts the saved values back', async () => {
    const { puts } = renderFeature(feature, document({ config: { title: 'Home', featured: false } }));
    const bar = await screen.findByRole('group', { name: 'Form actions' });
    const status = within(bar).getByRole('status');
    const discard = within(bar).getByRole('button', { name: 'Discard' });
    expect(within(bar).getByRole('button', { name: 'Update Configuration' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(status).toHaveTextContent('No unsaved changes');
    expect(discard).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Title'), ' page');
    expect(status).toHaveTextContent('1 unsaved change');
    await userEvent.click(screen.getByLabelText('Featured'));
    expect(status).toHaveTextContent('2 unsaved changes');
    expect(within(bar).getByRole('button', { name: 'Review changes (2)' })).toBeEnabled();

    await userEvent.click(discard);
    const dialog = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(dialog).toHaveTextContent('your 2 changes are lost');
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Home page');

    await userEvent.click(discard);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Home');
    expect(screen.getByLabelText('Featured')).not.toBeChecked();
    expect(status).toHaveTextContent('No unsaved changes');
    expect(discard).toBeDisabled();
    expect(puts()).toHaveLength(0);
  });
});
