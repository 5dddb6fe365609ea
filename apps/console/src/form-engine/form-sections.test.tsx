import { type FieldDefinition, features } from '@eua/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { document, renderFeature, testFeature } from './test-utils';

/** Form sections and the section menu (decision 083). */

/**
 * A section's toggle, by its title: its name is what it shows, the title then the summary (WCAG 2.5.3 Label in
 * Name), so "Display" finds "Display 7 settings".
 */
const sectionButton = (title: string) =>
  screen.getByRole('button', { name: (name) => name === title || name.startsWith(`${title} `) });
const panelOf = (button: HTMLElement) =>
  window.document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

const stats = ['points', 'rebounds', 'assists', 'steals'].map((v) => ({ text: v, value: v }));
const fixtureDoc = () =>
  document({
    config: {
      activeBoxScore: true,
      boxScoreStatistics: ['points', 'rebounds', 'assists'],
      boxScoreStatisticsAdvanced: ['steals'],
      leadersStatistics: ['points'],
    },
    lookups: { personStatistics: stats, entityStatistics: stats },
  });

describe('form sections', () => {
  it('groups fixture details in titled sections: the first open, the others collapsed, each a heading', async () => {
    const user = userEvent.setup();
    renderFeature(features.fixtureDetails, fixtureDoc());
    await screen.findByRole('form', { name: 'Fixture Details' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles[0]).toMatch(/^Names and images/);
    expect(titles.some((title) => title?.startsWith('Box Score'))).toBe(true);

    const names = sectionButton('Names and images');
    expect(names).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(names)).toBeVisible();
    const boxScore = sectionButton('Box Score');
    expect(boxScore).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(boxScore)).not.toBeVisible();
    // Collapsed fields stay in the form (their values are kept and sent), only out of sight.
    expect(screen.queryByRole('checkbox', { name: 'Show Box Score tab' })).not.toBeInTheDocument();
    expect(panelOf(boxScore).querySelector('[name="activeBoxScore"]')).not.toBeNull();

    await user.click(boxScore);
    expect(boxScore).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Show Box Score tab' })).toBeVisible();
    await user.click(names);
    expect(names).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Team name' })).not.toBeInTheDocument();
  });

  it('says what a section holds, from the live values', async () => {
    const user = userEvent.setup();
    renderFeature(features.fixtureDetails, fixtureDoc());
    await screen.findByRole('form', { name: 'Fixture Details' });
    expect(sectionButton('Box Score')).toHaveAccessibleName('Box Score 4 statistics · 2 settings');
    expect(sectionButton('Leaders')).toHaveAccessibleName('Leaders 1 statistic');
    expect(sectionButton('Banner')).toHaveAccessibleName('Banner 0 statistics · 0 match events');
    expect(sectionButton('Names and images')).toHaveAccessibleName('Names and images 8 settings');

    await user.click(sectionButton('Box Score'));
    await user.click(screen.getByRole('checkbox', { name: 'Show Box Score tab' }));
    expect(sectionButton('Box Score')).toHaveAccessibleName(
      'Box Score Tab hidden · 4 statistics · 2 settings',
    );
    const selected = await screen.findByRole('listbox', { name: 'Selected Box score statistics' });
    await user.click(within(selected).getByRole('option', { name: 'rebounds' }));
    await user.click(screen.getAllByRole('button', { name: /^Remove selected/ })[0] as HTMLElement);
    expect(sectionButton('Box Score')).toHaveAccessibleName(
      'Box Score Tab hidden · 3 statistics · 2 settings',
    );
  });

  it('counts what the season tree and the lists of General hold', async () => {
    renderFeature(
      features.general,
      document({
        config: { allowedSeasons: { s1: true, s2: true }, referrerDomains: ['a.example', 'b.example'] },
      }),
      { routes: { 'GET /v1/config/w1/complist': { organizations: [], competitions: {} } } },
    );
    await screen.findByRole('form', { name: 'General' });
    expect(sectionButton('Seasons')).toHaveAccessibleName('Seasons 2 seasons allowed');
    expect(sectionButton('Domains')).toHaveAccessibleName('Domains 2 entries');
    expect(sectionButton('Languages and time')).toHaveAccessibleName(
      'Languages and time 1 locale · 2 settings',
    );
    // Four sections: all open.
    for (const name of ['Display', 'Languages and time', 'Domains', 'Seasons'])
      expect(sectionButton(name)).toHaveAttribute('aria-expanded', 'true');
  });

  it('jumps to a section from the menu: it opens and its heading button takes focus', async () => {
    const user = userEvent.setup();
    renderFeature(features.fixtureDetails, fixtureDoc());
    await screen.findByRole('form', { name: 'Fixture Details' });
    const menu = screen.getByRole('navigation', { name: 'Form sections' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      features.fixtureDetails.sections?.map((s) => s.title),
    );
    await user.click(within(menu).getByRole('link', { name: 'Match Officials' }));
    const officials = sectionButton('Match Officials');
    expect(officials).toHaveAttribute('aria-expanded', 'true');
    expect(officials).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Show Match Officials tab' })).toBeVisible();
    // By keyboard, too; the narrow-screen "Sections" button opens and closes the list.
    const toggle = within(menu).getByRole('button', { name: 'Sections (9)' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    within(menu).getByRole('link', { name: 'Preview' }).focus();
    await user.keyboard('{Enter}');
    expect(sectionButton('Preview')).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks en-US where the words differ', async () => {
    renderFeature(
      features.standings,
      document({ config: { promotionRelegationColours: { '1': '#00aa00', '2': '#00aa00' } } }),
      { lng: 'en-US' },
    );
    await screen.findByRole('form', { name: 'Standings' });
    expect(sectionButton('Promotion and relegation')).toHaveAccessibleName(
      'Promotion and relegation 2 color rules',
    );
  });

  it('offers no menu on a short form', async () => {
    renderFeature(features.teams, document());
    await screen.findByRole('form', { name: 'Teams' });
    expect(screen.queryByRole('navigation', { name: 'Form sections' })).not.toBeInTheDocument();
    expect(sectionButton('Page')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('Display')).toHaveAttribute('aria-expanded', 'true');
  });

  const field = (name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
    name,
    label: name.toUpperCase(),
    type: 'text',
    ...extra,
  });
  const sectioned = testFeature(
    [
      field('a'),
      field('b'),
      field('c'),
      field('d'),
      field('e', { required: true, errors: { required: 'E is needed' } }),
      field('f', { required: true, errors: { required: 'F is needed' } }),
    ],
    {
      sections: [
        { id: 'one', title: 'One', fields: ['a'] },
        { id: 'two', title: 'Two', fields: ['b'] },
        { id: 'three', title: 'Three', fields: ['c'] },
        { id: 'four', title: 'Four', fields: ['d'] },
        { id: 'five', title: 'Five', fields: ['e', 'f'] },
      ],
    },
  );

  // jsdom has no rendering, so it focuses an element inside a `hidden` panel; a browser does not (nothing
  // that is not rendered takes focus). The next tests hold jsdom to the browser's rule, so that a field
  // focused while its section is still collapsed would not count.
  const realFocus = HTMLElement.prototype.focus;
  beforeEach(() => {
    HTMLElement.prototype.focus = function focus(this: HTMLElement, options?: FocusOptions) {
      if (this.closest('[hidden]')) return;
      realFocus.call(this, options);
    };
  });
  afterEach(() => {
    HTMLElement.prototype.focus = realFocus;
  });

  it('opens a collapsed section holding an invalid field on submit and focuses that field', async () => {
    const user = userEvent.setup();
    const view = renderFeature(sectioned, document({ config: { f: 'filled' } }));
    await screen.findByRole('form', { name: 'Test feature' });
    const five = sectionButton('Five');
    expect(five).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(five).toHaveAttribute('aria-expanded', 'true'));
    const e = screen.getByRole('textbox', { name: 'E' });
    await waitFor(() => expect(e).toHaveFocus());
    expect(e).toHaveAccessibleDescription('E is needed');
    expect(view.puts()).toHaveLength(0);

    // Collapsed again, a second failed submit opens it again and focuses the field again.
    await user.click(five);
    expect(five).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E' })).toHaveFocus());
  });

  it("opens the section of a field the server refuses (400's field errors)", async () => {
    const view = renderFeature(sectioned, document({ config: { e: 'x', f: 'y' } }), {
      put: () => new ApiError(400, 'Invalid configuration', [{ field: 'f', message: 'F is wrong' }]),
    });
    await screen.findByRole('form', { name: 'Test feature' });
    expect(sectionButton('Five')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    await waitFor(() => expect(sectionButton('Five')).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('textbox', { name: 'F' })).toHaveAccessibleDescription('F is wrong');
  });

  it('takes focus to the season tree when a field it edits is refused', async () => {
    const user = userEvent.setup();
    const view = renderFeature(
      features.general,
      document({
        config: {
          defaultOrganizationId: 'o1',
          defaultCompetitionId: 'c1',
          defaultSeasonId: 's2',
          allowedSeasons: { s1: true },
        },
      }),
      {
        routes: {
          'GET /v1/config/w1/complist': {
            organizations: [{ organizationId: 'o1', nameLocal: 'North League' }],
            competitions: { o1: [{ competitionId: 'c1', nameLocal: 'Premier' }] },
          },
          'GET /v1/config/w1/seasons': [
            { seasonId: 's1', nameLocal: '2023-24', competitionId: 'c1', hasTrackingData: false },
            { seasonId: 's2', nameLocal: '2024-25', competitionId: 'c1', hasTrackingData: false },
          ],
        },
      },
    );
    const tree = await screen.findByRole('group', { name: 'Competitions' });
    await within(tree).findByRole('checkbox', { name: 'Premier' });
    await user.click(sectionButton('Seasons'));
    expect(sectionButton('Seasons')).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Update Configuration' }));
    await waitFor(() => expect(sectionButton('Seasons')).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(tree.contains(window.document.activeElement)).toBe(true));
    expect(
      within(tree).getByText('You must select another default season before deselecting this one', {
        selector: '.invalid-feedback',
      }),
    ).toBeVisible();
    expect(view.puts()).toHaveLength(0);
  });
});
