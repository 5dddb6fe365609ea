import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { console2001 } from './test-website';

afterEach(() => vi.unstubAllGlobals());

describe('domain tester (decision 075)', () => {
  it('says whether a page may load the widgets and which referrer domain to add', async () => {
    const user = userEvent.setup();
    console2001(['club.com']);
    await renderConsole('/configuration/2001/general');
    const address = await screen.findByRole('textbox', { name: 'Page address' });
    expect(screen.queryByText('With no referrer domains, widgets load on no page.')).not.toBeInTheDocument();

    await user.type(address, 'https://club.com/standings');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(screen.getByText('Allowed')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Widgets will load on https:\/\/club\.com: it matches the saved referrer domain “club\.com”/,
      ),
    ).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'https://www.other.org/fixtures{Enter}');
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(screen.getByText(/To allow it, add the referrer domain “www\.other\.org”/)).toBeInTheDocument();

    // Adding it turns the answer, not yet saved.
    await user.click(screen.getByRole('button', { name: 'Add www.other.org' }));
    expect(screen.getByRole('list', { name: 'Referrer domains' })).toHaveTextContent('www.other.org');
    expect(
      screen.getByText(/once you save: it matches “www\.other\.org”, which is not saved yet/),
    ).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'club.com/standings');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(
      screen.getByText('Enter a full page address, such as https://www.club.com/standings.'),
    ).toBeInTheDocument();
  });

  it('says that an empty list loads the widgets on no page', async () => {
    const user = userEvent.setup();
    console2001([]);
    await renderConsole('/configuration/2001/general');
    expect(await screen.findByText('With no referrer domains, widgets load on no page.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Page address' }), 'https://club.com/');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(screen.getByText('Refused')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Referrer domains' }), 'club.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByText('With no referrer domains, widgets load on no page.')).not.toBeInTheDocument();
    expect(screen.getByText('Allowed')).toBeInTheDocument();
  });
});
