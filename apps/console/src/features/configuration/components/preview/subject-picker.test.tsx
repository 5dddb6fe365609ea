import {
  features,
  type PreviewRenderMessage,
  type WidgetSubjectsAnswer,
  widgetIds,
  widgetSubject,
} from '@eua/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type Call, renderConsole } from '../../../../test/render-console';
import { console2001 } from '../test-website';

/**
 * The detail widgets' subject picker (decision 111). No detail widget is a widget of this build yet, so the
 * leaders screen stands in for one: the tests give it a subject in `widgetSubject`, as a detail widget's entry
 * would, and take it away after.
 */
afterEach(() => {
  delete widgetSubject.leaders;
  vi.unstubAllGlobals();
});

const teams: WidgetSubjectsAnswer = {
  data: [
    { id: 't1', text: 'Bradford Blaze' },
    { id: 't2', text: 'Carlisle Knights' },
    { id: 't3', text: 'Stirling Knights' },
  ],
  meta: { defaultId: 't3' },
};

const persons: WidgetSubjectsAnswer = {
  data: [
    { id: 'p1', text: 'Lucas Baker — Bradford Blaze', group: 'Bradford Blaze' },
    { id: 'p2', text: 'Andre Green — Bradford Blaze', group: 'Bradford Blaze' },
    { id: 'p3', text: 'Tyler MacDonald — Stirling Knights', group: 'Stirling Knights' },
  ],
  meta: { defaultId: 'p3' },
};

const fixtures: WidgetSubjectsAnswer = {
  data: [
    {
      id: 'f1',
      text: '2026-10-08, Bradford Blaze v Stirling Knights, 92–89',
      group: 'Regular Season, round 1',
    },
    {
      id: 'f2',
      text: '2026-12-01, Stirling Knights v Bradford Blaze, upcoming',
      group: 'Regular Season, round 2',
    },
  ],
  meta: { defaultId: 'f1' },
};

const subjectRoutes = (answers: Partial<Record<'team' | 'person' | 'fixture', WidgetSubjectsAnswer>>) =>
  Object.fromEntries(
    Object.entries(answers).map(([subject, answer]) => [
      `GET /v1/config/2001/widget-subjects/${subject}`,
      () => ({ body: answer }),
    ]),
  );

const previewCalls = (calls: Call[]) =>
  calls.filter((c) => c.url.includes('/widget-preview/')).map((c) => new URL(c.url));
const subjectCalls = (calls: Call[]) =>
  calls.filter((c) => c.url.includes('/widget-subjects/')).map((c) => new URL(c.url));

const snippet = () => (screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement).value;

async function previewFrame() {
  const frame = (await screen.findByTitle('Widget preview')) as HTMLIFrameElement;
  const frameWindow = frame.contentWindow!;
  const postMessage = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'eua:preview:ready' }, source: frameWindow }),
    );
  });
  return postMessage;
}

const renders = (postMessage: Mock) =>
  postMessage.mock.calls.map(([message]) => (message as PreviewRenderMessage).payload);

describe('subject picker of a detail widget (decision 111)', () => {
  it("shows the server's default; a pick asks for that one's content, not the settings, and goes in the snippet", async () => {
    widgetSubject.leaders = 'team';
    const user = userEvent.setup();
    const network = console2001(['club.com'], subjectRoutes({ team: teams }));
    await renderConsole('/configuration/2001/leaders');
    const postMessage = await previewFrame();
    const picker = await screen.findByRole('combobox', { name: 'Team' });
    expect(picker).toHaveAttribute('name', 'previewTeam');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bradford Blaze', 'Carlisle Knights', 'Stirling Knights']);
    await waitFor(() => expect(picker).toHaveValue('t3'));
    // The list is the season the preview shows; its content is the default's.
    expect(subjectCalls(network.calls).map((u) => u.pathname + u.search)).toEqual([
      '/v1/config/2001/widget-subjects/team?season=s1',
    ]);
    await waitFor(() => expect(renders(postMessage).length).toBeGreaterThan(0));
    expect(previewCalls(network.calls).map((u) => u.searchParams.get('id'))).toEqual(['t3']);
    const code = screen.getByRole('textbox', { name: 'Embed code' });
    await waitFor(() =>
      expect(code).toHaveValue(
        '<script src="http://console.test/widgets/v1/embed.js" async></script>\n' +
          '<div data-eua-widget="leaders" data-website-id="2001" data-id="t3"></div>',
      ),
    );
    expect(screen.getByText(/^data-id is the team picked in the preview\./)).toHaveTextContent(
      'data-id is the team picked in the preview. On a page whose address ends with /teams/{id}, data-id may be left out.',
    );

    const settingsReads = network.calls.filter((c) => c.url.endsWith('/v1/config/2001/leaders')).length;
    await user.selectOptions(picker, 't1');
    await waitFor(() => expect(previewCalls(network.calls).at(-1)?.searchParams.get('id')).toBe('t1'));
    expect(previewCalls(network.calls).at(-1)?.searchParams.get('season')).toBe('s1');
    expect(network.calls.filter((c) => c.url.endsWith('/v1/config/2001/leaders'))).toHaveLength(
      settingsReads,
    );
    expect(subjectCalls(network.calls)).toHaveLength(1);
    expect(snippet()).toContain('data-eua-widget="leaders" data-website-id="2001" data-id="t1"');
    // The frame draws the new one's content with the form's settings, as before.
    await waitFor(() => expect(renders(postMessage).length).toBeGreaterThan(1));
    expect(renders(postMessage).at(-1)).toMatchObject({
      widget: 'leaders',
      config: { leadersCountPerStatistic: 5 },
    });
  });

  it('is reached with the keyboard: the first control of the preview, a labelled native select', async () => {
    widgetSubject.leaders = 'team';
    const user = userEvent.setup();
    console2001(['club.com'], subjectRoutes({ team: teams }));
    await renderConsole('/configuration/2001/leaders');
    const picker = await screen.findByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(picker).toHaveValue('t3'));
    const region = screen.getByRole('region', { name: 'Preview' });
    region.focus();
    await user.tab();
    expect(picker).toHaveFocus();
    expect(picker.tagName).toBe('SELECT');
    await user.tab();
    expect(picker).not.toHaveFocus();
  });

  it('groups persons by team and fixtures by round, each under its own label and name', async () => {
    widgetSubject.leaders = 'person';
    const network = console2001(['club.com'], subjectRoutes({ person: persons, fixture: fixtures }));
    const { unmount } = await renderConsole('/configuration/2001/leaders');
    const person = await screen.findByRole('combobox', { name: 'Person' });
    expect(person).toHaveAttribute('name', 'previewPerson');
    await waitFor(() => expect(person).toHaveValue('p3'));
    const groups = within(person).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Bradford Blaze', 'Stirling Knights']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lucas Baker — Bradford Blaze', 'Andre Green — Bradford Blaze']);
    await waitFor(() => expect(previewCalls(network.calls).at(-1)?.searchParams.get('id')).toBe('p3'));
    unmount();

    widgetSubject.leaders = 'fixture';
    await renderConsole('/configuration/2001/leaders');
    const fixture = await screen.findByRole('combobox', { name: 'Fixture' });
    expect(fixture).toHaveAttribute('name', 'previewFixture');
    await waitFor(() => expect(fixture).toHaveValue('f1'));
    expect(
      within(fixture)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Regular Season, round 1', 'Regular Season, round 2']);
    expect(within(fixture).getByRole('option', { name: /upcoming$/ })).toHaveValue('f2');
    expect(screen.getByText(/On a page whose address ends with \/fixtures\/\{id\}/)).toBeInTheDocument();
  });

  it('keeps the pick while the preview is switched off; the snippet says where data-id may be left out', async () => {
    widgetSubject.leaders = 'team';
    const user = userEvent.setup();
    console2001(['club.com'], subjectRoutes({ team: teams }));
    await renderConsole('/configuration/2001/leaders');
    const picker = await screen.findByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(picker).toHaveValue('t3'));
    await user.selectOptions(picker, 't2');
    await user.click(screen.getByRole('switch', { name: 'Show preview' }));
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    expect(snippet()).toContain('data-id="t2"');
    await user.click(screen.getByRole('switch', { name: 'Show preview' }));
    expect(await screen.findByRole('combobox', { name: 'Team' })).toHaveValue('t2');
  });

  it('says so when the season has none, and asks for no content', async () => {
    widgetSubject.leaders = 'team';
    const network = console2001(
      ['club.com'],
      subjectRoutes({ team: { data: [], meta: { defaultId: null } } }),
    );
    await renderConsole('/configuration/2001/leaders');
    expect(await screen.findByText('The season shown has no teams to preview.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(previewCalls(network.calls)).toEqual([]);
    expect(snippet()).toContain('<div data-eua-widget="leaders" data-website-id="2001"></div>');
    expect(screen.getByText(/^Pick a team in the preview to add its data-id\./)).toBeInTheDocument();
  });

  it('offers every widget on General, with the picker for a detail widget only', async () => {
    widgetSubject.leaders = 'team';
    const user = userEvent.setup();
    const network = console2001(['club.com'], subjectRoutes({ team: teams }));
    await renderConsole('/configuration/2001/general');
    const chooser = await screen.findByRole('combobox', { name: 'Widget' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(widgetIds.map((id) => features[id].title));
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    await user.selectOptions(chooser, 'leaders');
    expect(await screen.findByRole('combobox', { name: 'Team' })).toBeInTheDocument();
    await waitFor(() => expect(previewCalls(network.calls).at(-1)?.searchParams.get('id')).toBe('t3'));
    await user.selectOptions(chooser, 'standings');
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    const standings = previewCalls(network.calls).filter((u) => u.pathname.endsWith('/standings'));
    expect(standings.map((u) => u.searchParams.has('id'))).toEqual([false]);
  });
});
