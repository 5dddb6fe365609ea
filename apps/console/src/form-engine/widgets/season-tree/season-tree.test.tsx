import { features } from '@eua/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { document, renderFeature, testFeature } from '../../test-utils';

const treeFields = features.general.fields.filter(
  (f) =>
    f.name === 'competitions' ||
    (features.general.fields.find((c) => c.name === 'competitions')?.controls ?? []).includes(f.name),
);

const complist = {
  organizations: [
    { organizationId: 'o1', nameLocal: 'North League' },
    { organizationId: 'o2', nameLocal: 'South League' },
  ],
  competitions: {
    o1: [
      { competitionId: 'c1', nameLocal: 'Premier' },
      { competitionId: 'c2', nameLocal: 'Cup' },
    ],
    o2: [{ competitionId: 'c3', nameLocal: 'Division One' }],
  },
};
const seasons = [
  { seasonId: 's1', nameLocal: '2023-24', competitionId: 'c1', hasTrackingData: true },
  { seasonId: 's2', nameLocal: '2024-25', competitionId: 'c1', hasTrackingData: true },
  { seasonId: 's3', nameLocal: '2024-25', competitionId: 'c2', hasTrackingData: false },
  { seasonId: 's4', nameLocal: '2024-25', competitionId: 'c3', hasTrackingData: true },
  { seasonId: 's5', nameLocal: '2023-24', competitionId: 'c3', hasTrackingData: true },
];
const routes = {
  'GET /v1/config/w1/complist': complist,
  'GET /v1/config/w1/seasons': seasons,
};
const defaults = {
  defaultOrganizationId: 'o1',
  defaultCompetitionId: 'c1',
  defaultSeasonId: 's2',
  allowedSeasons: { s1: true, s2: true },
  useTrackingDataSeasons: { s2: true },
};

const setup = async (
  config: Record<string, unknown> = defaults,
  options: { trackingData?: boolean; routes?: object } = {},
) => {
  const view = renderFeature(
    testFeature(treeFields),
    document({ config, trackingData: options.trackingData ?? true }),
    { routes: { ...routes, ...options.routes } },
  );
  const tree = await screen.findByRole('group', { name: 'Competitions' });
  await waitFor(() => expect(within(tree).queryByText('Loading competitions…')).not.toBeInTheDocument());
  const season = (name: string, competition: string) =>
    within(tree).getByRole('checkbox', { name: `${name} (${competition})` });
  const makeDefault = (name: string, competition: string) =>
    within(tree).queryByRole('button', { name: `Make default ${name} (${competition})` });
  const tracking = (name: string, competition: string) =>
    within(tree).queryByRole('checkbox', { name: `Use tracking data ${name} (${competition})` });
  const competition = (name: string) => within(tree).getByRole('checkbox', { name });
  const body = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    return view.puts()[0]!.body as Record<string, unknown>;
  };
  return { view, tree, season, makeDefault, tracking, competition, body };
};

describe('competitions tree (season rules)', () => {
  it('shows a loading message, then loads in two requests: complist and one batched seasons call', async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    const view = renderFeature(testFeature(treeFields), document({ config: defaults }), {
      routes: { ...routes, 'GET /v1/config/w1/complist': () => pending },
    });
    expect(await screen.findByText('Loading competitions…')).toBeInTheDocument();
    answer(complist);
    await screen.findByRole('checkbox', { name: '2024-25 (Division One)' });
    expect(screen.queryByText('Loading competitions…')).not.toBeInTheDocument();
    // The screen's own reads (its document, its draft: decision 117, and the customer's policy, which decides
    // whether a save asks for a reason: decision 160) are not the tree's.
    const treeCalls = view.calls.filter(
      (c) =>
        !c.path.endsWith('/test-resource') &&
        !c.path.endsWith('/test-resource/draft') &&
        c.path !== '/v1/policies',
    );
    expect(treeCalls.map((c) => c.path)).toEqual(['/v1/config/w1/complist', '/v1/config/w1/seasons']);
  });

  it('ticks and unticks seasons as allowed; a competition checkbox toggles all its seasons', async () => {
    const user = userEvent.setup();
    const { season, competition, body } = await setup();
    expect(season('2023-24', 'Premier')).toBeChecked();
    expect(season('2024-25', 'Cup')).not.toBeChecked();
    await user.click(season('2024-25', 'Cup'));
    expect(competition('Cup')).toBeChecked();
    await user.click(competition('Division One'));
    expect(season('2024-25', 'Division One')).toBeChecked();
    expect(season('2023-24', 'Division One')).toBeChecked();
    await user.click(competition('Division One'));
    expect(season('2024-25', 'Division One')).not.toBeChecked();
    await user.click(season('2023-24', 'Premier'));
    expect(await body()).toMatchObject({ allowedSeasons: { s2: true, s3: true } });
  });

  it('sets default season, competition and organisation together with one button, only for an allowed season', async () => {
    const user = userEvent.setup();
    const { tree, season, makeDefault, body } = await setup();
    // One "Make default" per allowed season that is not the default; none on the others, no radios at all.
    expect(within(tree).queryAllByRole('radio')).toHaveLength(0);
    expect(within(tree).getAllByRole('button', { name: /^Make default/ })).toHaveLength(1);
    expect(makeDefault('2023-24', 'Premier')).toBeInTheDocument();
    expect(makeDefault('2024-25', 'Premier')).not.toBeInTheDocument();
    expect(makeDefault('2024-25', 'Division One')).not.toBeInTheDocument();
    await user.click(season('2024-25', 'Division One'));
    await user.click(makeDefault('2024-25', 'Division One') as HTMLElement);
    // The button gives way to the badge; focus stays in the row and the change is announced.
    expect(makeDefault('2024-25', 'Division One')).not.toBeInTheDocument();
    expect(season('2024-25', 'Division One')).toHaveFocus();
    expect(within(tree).getByRole('status')).toHaveTextContent(
      '2024-25 (Division One) is now the default season.',
    );
    expect(makeDefault('2024-25', 'Premier')).toBeInTheDocument();
    const south = within(tree).getByRole('button', { name: /South League/ });
    expect(within(south.parentElement as HTMLElement).getAllByText('Default')).toHaveLength(3);
    expect(await body()).toMatchObject({
      defaultOrganizationId: 'o2',
      defaultCompetitionId: 'c3',
      defaultSeasonId: 's4',
      allowedSeasons: { s1: true, s2: true, s4: true },
    });
  });

  it('keeps the default season and its competition ticked, saying why only when one is unticked', async () => {
    const user = userEvent.setup();
    const { tree, season, competition, body } = await setup();
    const current = season('2024-25', 'Premier');
    expect(current).toBeChecked();
    expect(current).toHaveAttribute('aria-disabled', 'true');
    // The tooltip of docs/product.md#editors; no warning is shown until it applies.
    expect(current).toHaveAttribute(
      'title',
      'A different default season has to be selected before unselecting current one',
    );
    expect(within(tree).queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(tree).queryByText('You must select another default season before deselecting this one'),
    ).not.toBeInTheDocument();
    expect(within(tree).queryByText("Can't disable competition that contains a default season")).toBeNull();

    await user.click(current);
    expect(current).toBeChecked();
    expect(within(tree).getByRole('alert')).toHaveTextContent(
      'You must select another default season before deselecting this one',
    );
    expect(current).toHaveAccessibleDescription(
      'You must select another default season before deselecting this one',
    );

    const premier = competition('Premier');
    expect(premier).toHaveAttribute('aria-disabled', 'true');
    expect(premier).toHaveAttribute('title', "Can't disable competition that contains a default season");
    premier.focus();
    await user.keyboard(' ');
    expect(premier).toBeChecked();
    expect(premier).toHaveAccessibleDescription("Can't disable competition that contains a default season");
    expect(within(tree).getByText("Can't disable competition that contains a default season")).toBeVisible();
    expect(competition('Cup')).not.toHaveAttribute('aria-disabled');

    // Badges mark the default organisation, competition and season.
    const north = within(tree).getByRole('button', { name: /North League/ }).parentElement as HTMLElement;
    expect(within(north).getAllByText('Default')).toHaveLength(3);
    const south = within(tree).getByRole('button', { name: /South League/ }).parentElement as HTMLElement;
    expect(within(south).queryAllByText('Default')).toHaveLength(0);

    // Once another season is the default, the former one may be unticked and the warnings are gone.
    await user.click(season('2024-25', 'Cup'));
    await user.click(within(tree).getByRole('button', { name: 'Make default 2024-25 (Cup)' }));
    expect(within(tree).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(current);
    expect(current).not.toBeChecked();
    expect(await body()).toMatchObject({ defaultSeasonId: 's3', allowedSeasons: { s1: true, s3: true } });
  });

  it('offers tracking data only where the website has it, enabled only for allowed seasons', async () => {
    const user = userEvent.setup();
    const { season, tracking, body } = await setup();
    expect(tracking('2023-24', 'Premier')).toBeEnabled();
    expect(tracking('2024-25', 'Premier')).toBeChecked();
    expect(tracking('2024-25', 'Division One')).toBeDisabled();
    expect(tracking('2024-25', 'Cup')).toBeDisabled();
    await user.click(tracking('2023-24', 'Premier') as HTMLElement);
    await user.click(season('2023-24', 'Premier'));
    expect(tracking('2023-24', 'Premier')).toBeDisabled();
    expect(tracking('2023-24', 'Premier')).not.toBeChecked();
    expect(await body()).toMatchObject({
      allowedSeasons: { s2: true },
      useTrackingDataSeasons: { s2: true },
    });
  });

  it('shows no tracking-data flags for a website without tracking data', async () => {
    const { tracking } = await setup(defaults, { trackingData: false });
    expect(tracking('2024-25', 'Premier')).not.toBeInTheDocument();
  });

  it('collapses and expands organisations by keyboard', async () => {
    const user = userEvent.setup();
    const { tree } = await setup();
    const north = within(tree).getByRole('button', { name: /North League/ });
    expect(north).toHaveAttribute('aria-expanded', 'true');
    north.focus();
    await user.keyboard('{Enter}');
    expect(north).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByRole('checkbox', { name: 'Premier' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(within(tree).getByRole('checkbox', { name: 'Premier' })).toBeInTheDocument();
  });

  it('handles an empty tree', async () => {
    await setup(
      { ...defaults, defaultSeasonId: null, allowedSeasons: {} },
      { routes: { 'GET /v1/config/w1/complist': { organizations: [], competitions: {} } } },
    );
    expect(screen.getByText('No competitions found.')).toBeInTheDocument();
  });

  it('opens only the default organisation of a huge tree', async () => {
    const organizations = Array.from({ length: 20 }, (_, i) => ({
      organizationId: `o${i}`,
      nameLocal: `Org ${i}`,
    }));
    const competitions = Object.fromEntries(
      organizations.map((o, i) => [
        o.organizationId,
        [{ competitionId: `c${i}`, nameLocal: `Competition ${i}` }],
      ]),
    );
    const many = organizations.flatMap((_, i) =>
      Array.from({ length: 10 }, (_, j) => ({
        seasonId: `s${i}-${j}`,
        nameLocal: `Season ${j}`,
        competitionId: `c${i}`,
        hasTrackingData: false,
      })),
    );
    const view = renderFeature(
      testFeature(treeFields),
      document({
        config: {
          defaultOrganizationId: 'o7',
          defaultCompetitionId: 'c7',
          defaultSeasonId: 's7-3',
          allowedSeasons: { 's7-3': true },
        },
      }),
      {
        routes: {
          'GET /v1/config/w1/complist': { organizations, competitions },
          'GET /v1/config/w1/seasons': many,
        },
      },
    );
    const tree = await screen.findByRole('group', { name: 'Competitions' });
    await within(tree).findByRole('checkbox', { name: 'Competition 7' });
    expect(within(tree).getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(within(tree).queryByRole('checkbox', { name: 'Competition 8' })).not.toBeInTheDocument();
    expect(view.calls.filter((c) => c.path.includes('seasons'))).toHaveLength(1);
  });

  it('reports a failed load with the server message', async () => {
    renderFeature(testFeature(treeFields), document({ config: defaults }), {
      routes: { 'GET /v1/config/w1/complist': () => new ApiError(500, 'Competitions unavailable') },
    });
    expect(await screen.findByText('Competitions unavailable')).toBeInTheDocument();
  });

  it('warns about a stored default season that is not in the tree', async () => {
    await setup({ ...defaults, defaultSeasonId: 'gone' });
    expect(screen.getByText(/The default season gone is not one of these seasons/)).toBeInTheDocument();
  });

  it('refuses to save a default season that is not allowed, with the message at the tree', async () => {
    const { view } = await setup({ ...defaults, allowedSeasons: { s1: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // In the words of docs/product.md#editors: a default season that is not allowed is one that was
    // deselected.
    await waitFor(() =>
      expect(
        screen
          .getAllByText('You must select another default season before deselecting this one')
          .some((element) => element.classList.contains('invalid-feedback')),
      ).toBe(true),
    );
    expect(view.puts()).toHaveLength(0);
  });
});
