import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, type Handler, renderConsole } from '../../../test/render-console';
import { console2001 } from './test-website';

afterEach(() => vi.unstubAllGlobals());

/** A draft of website 2001's Leaders screen as the data API answers it (docs/product.md#drafts-and-scheduled-publishing). */
const draft = (more: Record<string, unknown> = {}) => ({
  config: { leadersCountPerStatistic: 3, leadersStatistics: ['points'], showPersonImage: true },
  version: 2,
  baseVersion: 7,
  author: { id: 'user-1', name: 'Alex Admin' },
  updatedAt: '2026-11-24T10:00:00Z',
  changes: [
    'Number of leaders per statistic: 5 → 3',
    'Show person image: on → off',
    'Leader statistics: added Points',
  ],
  changeCount: 3,
  schedule: null,
  ...more,
});
const schedule = (more: Record<string, unknown> = {}) => ({
  at: '2026-12-01T00:00',
  timeZone: 'Europe/London',
  dueAt: '2026-12-01T00:00:00Z',
  setBy: { id: 'user-1', name: 'Alex Admin' },
  setAt: '2026-11-24T10:00:00Z',
  status: 'pending',
  message: null,
  ...more,
});
const leadersDocument = (count: number, version: number) => ({
  websiteId: '2001',
  config: { leadersCountPerStatistic: count, leadersStatistics: ['points'], showPersonImage: true },
  lookups: {},
  sport: 'basketball',
  trackingData: false,
  version,
});

const DRAFT = '/v1/config/2001/leaders/draft';
const pathOf = (call: Call) => new URL(call.url).pathname;
const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && pathOf(call) === path);

/** Website 2001's Leaders screen, its draft answered by `answer` (an empty list: none) and `more` routes. */
async function openLeaders(answer: ReturnType<typeof draft> | null, more: Record<string, Handler> = {}) {
  const network = console2001(['club.com'], {
    [`GET ${DRAFT}`]: () => (answer ? { body: { data: [answer] } } : { body: { data: [] } }),
    ...more,
  });
  await renderConsole('/configuration/2001/leaders');
  const count = await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' });
  return { ...network, count };
}

const banner = (name: string | RegExp) => screen.findByRole('region', { name });

describe('the draft banner (docs/product.md#drafts-and-scheduled-publishing)', () => {
  it("opens the screen on the draft's values, names its author and changes, and reviews them in words", async () => {
    const user = userEvent.setup();
    const { count } = await openLeaders(draft());
    expect(count).toHaveValue(3);
    const region = await banner('Draft by Alex Admin, 3 changes not live yet');
    // The form compares with the draft: nothing is unsaved on opening.
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    // One status line, no paragraph about the buttons; Publish is the screen's one primary action.
    expect(within(region).queryByText(/saves the form live/)).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Publish' })).toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Update' })).not.toHaveClass('btn-primary');

    await user.click(within(region).getByRole('button', { name: 'Review changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Changes in this draft' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(draft().changes);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "1 change" for one', async () => {
    await openLeaders(draft({ changeCount: 1, changes: ['Number of leaders per statistic: 5 → 3'] }));
    expect(await banner('Draft by Alex Admin, 1 change not live yet')).toBeInTheDocument();
  });

  it('publishes the saved draft against its version: the success message, the live settings, no banner', async () => {
    const user = userEvent.setup();
    const { calls } = await openLeaders(draft(), {
      [`POST ${DRAFT}/publish`]: () => ({ body: { data: [leadersDocument(3, 8)] } }),
    });
    const region = await banner(/^Draft by Alex Admin/);
    await user.click(within(region).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Leaders Configuration updated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Draft by/ })).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${DRAFT}/publish`).map((c) => c.ifMatch)).toEqual(['"2"']);
    expect(screen.getByRole('spinbutton', { name: 'Number of leaders per statistic' })).toHaveValue(3);
    expect(callsTo(calls, 'PUT', '/v1/config/2001/leaders')).toHaveLength(0);
  });

  it('publishes only what is saved: with unsaved edits Publish waits for Save as draft', async () => {
    const user = userEvent.setup();
    const { count } = await openLeaders(draft());
    const region = await banner(/^Draft by Alex Admin/);
    await user.clear(count);
    await user.type(count, '4');
    expect(within(region).getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(
      within(region).getByText('Save as draft first: Publish sends the saved draft.'),
    ).toBeInTheDocument();
  });

  it('after live settings changed, shows what publishing would replace and re-bases the draft on request', async () => {
    const user = userEvent.setup();
    const rebased = draft({ version: 3, baseVersion: 8 });
    const { calls } = await openLeaders(draft(), {
      [`POST ${DRAFT}/publish`]: () => ({
        status: 409,
        body: {
          message: 'The live settings changed after this draft was made',
          live: leadersDocument(6, 8),
          draft: draft(),
        },
      }),
      'GET /v1/config/2001/leaders/revisions': () => ({
        body: {
          data: [
            {
              version: 8,
              author: { sub: 'user-2', email: 'sam@club.com' },
              createdAt: '2026-11-24T11:00:00Z',
              changedFields: ['leadersCountPerStatistic'],
            },
          ],
          links: {},
        },
      }),
      [`PUT ${DRAFT}`]: () => ({ body: { data: [rebased] } }),
      'PUT /v1/config/2001/leaders': () => ({ body: { data: [leadersDocument(3, 9)] } }),
      [`DELETE ${DRAFT}`]: () => ({ status: 204, body: null }),
    });
    await user.click(within(await banner(/^Draft by/)).getByRole('button', { name: 'Publish' }));

    const conflict = await screen.findByRole('region', {
      name: 'The live settings changed after this draft was made',
    });
    expect(
      await within(conflict).findByText(/Saved by sam@club.com on .* \(version 8\)/),
    ).toBeInTheDocument();
    // What the draft would change in the live settings as they are now, in the screen's words.
    expect(within(conflict).getByText(/Number of leaders per statistic: 6 → 3/)).toBeInTheDocument();
    // Nothing was written; the draft stays loaded.
    expect(screen.getByRole('spinbutton', { name: 'Number of leaders per statistic' })).toHaveValue(3);

    await user.click(within(conflict).getByRole('button', { name: 'Update draft to the latest settings' }));
    expect(
      await screen.findByText('The draft now starts from the latest live settings. Publish it when ready.'),
    ).toBeInTheDocument();
    const rebase = callsTo(calls, 'PUT', DRAFT);
    expect(rebase).toHaveLength(1);
    expect(new URL(rebase[0]!.url).search).toBe('?rebase=true');
    expect(rebase[0]!.ifMatch).toBe('"2"');
    expect(rebase[0]!.body).toMatchObject({ leadersCountPerStatistic: 3, websiteId: '2001' });
    expect(screen.queryByRole('region', { name: /live settings changed/ })).not.toBeInTheDocument();
    // The form now stands on the live version the refusal told of: a save goes against it.
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Leaders Configuration updated successfully.');
    expect(callsTo(calls, 'PUT', '/v1/config/2001/leaders').map((c) => c.ifMatch)).toEqual(['"8"']);
  });

  it('discards after a confirmation naming what is lost: Keep draft keeps it, Discard draft deletes it and the form shows the live settings', async () => {
    const user = userEvent.setup();
    const { calls } = await openLeaders(draft(), {
      [`DELETE ${DRAFT}`]: () => ({ status: 204, body: null }),
    });
    const region = await banner(/^Draft by/);
    await user.click(within(region).getByRole('button', { name: 'Discard draft' }));
    const asked = screen.getByRole('dialog', { name: 'Discard this draft?' });
    expect(asked).toHaveTextContent('Its 3 changes that are not live yet will be lost.');
    expect(asked).toHaveTextContent('Review links to it will stop working.');
    await user.click(within(asked).getByRole('button', { name: 'Keep draft' }));
    expect(callsTo(calls, 'DELETE', DRAFT)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Discard draft' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard this draft?' })).getByRole('button', {
        name: 'Discard draft',
      }),
    );
    expect(await screen.findByText('Draft discarded. The form shows the live settings.')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', DRAFT).map((c) => c.ifMatch)).toEqual(['"2"']);
    expect(screen.getByRole('spinbutton', { name: 'Number of leaders per statistic' })).toHaveValue(5);
    expect(screen.queryByRole('region', { name: /^Draft by/ })).not.toBeInTheDocument();
  });

  it('the submit button saves the form live against the live version, then discards the draft', async () => {
    const user = userEvent.setup();
    const { calls } = await openLeaders(draft(), {
      'PUT /v1/config/2001/leaders': () => ({ body: { data: [leadersDocument(3, 8)] } }),
      [`DELETE ${DRAFT}`]: () => ({ status: 204, body: null }),
    });
    await banner(/^Draft by/);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Leaders Configuration updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'DELETE', DRAFT)).toHaveLength(1));
    const save = callsTo(calls, 'PUT', '/v1/config/2001/leaders');
    expect(save.map((c) => c.ifMatch)).toEqual(['"7"']);
    expect(save[0]!.body).toMatchObject({ leadersCountPerStatistic: 3 });
    expect(callsTo(calls, 'DELETE', DRAFT)[0]!.ifMatch).toBe('"2"');
    expect(screen.queryByRole('region', { name: /^Draft by/ })).not.toBeInTheDocument();
  });
});

describe('Save as draft', () => {
  it('saves a new draft without If-Match, never live, and shows the banner', async () => {
    const user = userEvent.setup();
    const { calls, count } = await openLeaders(null, {
      [`PUT ${DRAFT}`]: () => ({
        body: { data: [draft({ version: 1, changeCount: 1, config: { leadersCountPerStatistic: 4 } })] },
      }),
    });
    expect(screen.queryByRole('region', { name: /^Draft by/ })).not.toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved. It is not live yet.')).toBeInTheDocument();
    expect(await banner('Draft by Alex Admin, 1 change not live yet')).toBeInTheDocument();
    const saved = callsTo(calls, 'PUT', DRAFT);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.ifMatch).toBeNull();
    expect(saved[0]!.body).toMatchObject({ leadersCountPerStatistic: 4, websiteId: '2001' });
    expect(callsTo(calls, 'PUT', '/v1/config/2001/leaders')).toHaveLength(0);
    // The submit button keeps its label and meaning.
    expect(screen.getByRole('button', { name: 'Update' })).toHaveAttribute('type', 'submit');
  });

  it('saves an existing draft against its version', async () => {
    const user = userEvent.setup();
    const { calls, count } = await openLeaders(draft(), {
      [`PUT ${DRAFT}`]: () => ({ body: { data: [draft({ version: 3 })] } }),
    });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('Draft saved. It is not live yet.');
    expect(callsTo(calls, 'PUT', DRAFT).map((c) => c.ifMatch)).toEqual(['"2"']);
  });

  it('validates as a save does: an invalid form sends nothing and shows the error at its field', async () => {
    const user = userEvent.setup();
    const { calls, count } = await openLeaders(null);
    await user.clear(count);
    await user.type(count, '99');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(count).toHaveAttribute('aria-invalid', 'true'));
    expect(count).toHaveFocus();
    expect(callsTo(calls, 'PUT', DRAFT)).toHaveLength(0);
  });

  it('meets a draft someone saved in between (412) with the conflict view, then saves against that draft', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const theirs = draft({
      version: 3,
      author: { id: 'user-2', name: 'Sam Editor' },
      config: { leadersCountPerStatistic: 3, leadersStatistics: ['points'], showPersonImage: false },
    });
    const { calls, count } = await openLeaders(draft(), {
      [`PUT ${DRAFT}`]: () =>
        answers++ === 0
          ? { status: 412, body: { message: 'The draft was saved by someone else.', current: theirs } }
          : { body: { data: [draft({ version: 4 })] } },
    });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('The draft was saved by someone else.')).toBeInTheDocument();
    const conflict = screen.getByRole('region', {
      name: 'Someone else saved this screen while you were editing',
    });
    expect(
      within(conflict).getByText(/Draft saved by Sam Editor on .* \(draft version 3\)/),
    ).toBeInTheDocument();
    expect(count).toHaveValue(2);

    await user.click(within(conflict).getByRole('button', { name: 'Apply and continue editing' }));
    expect(count).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('Draft saved. It is not live yet.');
    expect(callsTo(calls, 'PUT', DRAFT).map((c) => c.ifMatch)).toEqual(['"2"', '"3"']);
    expect(callsTo(calls, 'PUT', DRAFT)[1]!.body).toMatchObject({ leadersCountPerStatistic: 2 });
  });
});

describe('scheduling a draft', () => {
  it("asks for a local time in General's time zone; the server's refusal shows at the field", async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { calls } = await openLeaders(draft(), {
      [`PUT ${DRAFT}/schedule`]: () =>
        answers++ === 0
          ? { status: 400, body: { message: 'Choose a time in the future' } }
          : { body: { data: [draft({ schedule: schedule() })] } },
    });
    await user.click(within(await banner(/^Draft by/)).getByRole('button', { name: 'Schedule…' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule publication' });
    const at = within(dialog).getByLabelText('Publish at');
    expect(at).toHaveAttribute('type', 'datetime-local');
    expect(at).toHaveAttribute('name', 'publishAt');
    expect(at).toHaveFocus();
    // Website 2001's General says UTC (named once General has loaded, if the preview had not loaded it yet).
    await waitFor(() => expect(at).toHaveAccessibleDescription(/UTC/));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(at).toHaveAccessibleDescription(/Choose a date and time\./);
    expect(callsTo(calls, 'PUT', `${DRAFT}/schedule`)).toHaveLength(0);

    fireEvent.change(at, { target: { value: '2020-01-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at).toHaveAccessibleDescription(/Choose a time in the future/));
    expect(at).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(at, { target: { value: '2026-12-01T00:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const region = await banner(/^Draft by/);
    expect(
      await within(region).findByText('Scheduled for 1 Dec 2026, 00:00 (Europe/London)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = callsTo(calls, 'PUT', `${DRAFT}/schedule`);
    expect(sent.map((c) => c.body)).toEqual([{ at: '2020-01-01T10:00' }, { at: '2026-12-01T00:00' }]);
    expect(sent.every((c) => c.ifMatch === '"2"')).toBe(true);
  });

  it("names no time zone and cannot be saved while General loads, then names General's", async () => {
    const user = userEvent.setup();
    let answerGeneral: (timezone: string) => void = () => {};
    const general = new Promise<string>((resolve) => {
      answerGeneral = resolve;
    });
    // The earlier schedule was set in Europe/London; General now says Europe/Vilnius, the zone read this time.
    const { calls } = await openLeaders(draft({ schedule: schedule() }), {
      'GET /v1/config/2001/general': async () => ({
        body: {
          data: [
            {
              websiteId: '2001',
              config: { referrerDomains: ['club.com'], timezone: await general },
              lookups: {},
              sport: 'basketball',
              trackingData: false,
              version: 4,
            },
          ],
        },
      }),
    });
    await user.click(within(await banner(/^Draft by/)).getByRole('button', { name: 'Schedule…' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule publication' });
    const at = within(dialog).getByLabelText('Publish at');
    expect(at).toHaveAccessibleDescription('Loading the website’s time zone (General › Time zone)…');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.submit(at.closest('form')!);
    expect(callsTo(calls, 'PUT', `${DRAFT}/schedule`)).toHaveLength(0);

    answerGeneral('Europe/Vilnius');
    await waitFor(() =>
      expect(at).toHaveAccessibleDescription(
        'In the website’s time zone: Europe/Vilnius (General › Time zone).',
      ),
    );
    expect(save).toBeEnabled();
  });

  it('names no time zone and cannot be saved when General could not be loaded', async () => {
    const user = userEvent.setup();
    await openLeaders(draft(), {
      'GET /v1/config/2001/general': () => ({
        status: 500,
        body: { message: 'The database is unavailable.' },
      }),
    });
    await user.click(within(await banner(/^Draft by/)).getByRole('button', { name: 'Schedule…' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule publication' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Publish at')).toHaveAccessibleDescription(
        'The website’s time zone (General › Time zone) could not be loaded: The database is unavailable.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows a scheduled draft with Schedule… and Cancel schedule', async () => {
    const user = userEvent.setup();
    const { calls } = await openLeaders(draft({ schedule: schedule() }), {
      [`DELETE ${DRAFT}/schedule`]: () => ({ body: { data: [draft()] } }),
    });
    const region = await banner(/^Draft by/);
    expect(within(region).getByText('Scheduled for 1 Dec 2026, 00:00 (Europe/London)')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Schedule…' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Schedule publication' })).getByLabelText('Publish at'),
    ).toHaveValue('2026-12-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(region).getByRole('button', { name: 'Cancel schedule' }));
    expect(await screen.findByText('The scheduled publication was cancelled.')).toBeInTheDocument();
    expect(within(region).queryByText(/^Scheduled for/)).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Schedule…' })).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `${DRAFT}/schedule`).map((c) => c.ifMatch)).toEqual(['"2"']);
  });

  it("warns of a schedule that could not publish, with the server's message", async () => {
    const message = 'The live settings changed after this draft was made';
    await openLeaders(draft({ schedule: schedule({ status: 'conflicted', message }) }));
    const region = await banner(/^Draft by/);
    expect(within(region).getByRole('alert')).toHaveTextContent(
      `The scheduled publication did not happen: ${message}`,
    );
    expect(within(region).queryByText(/^Scheduled for/)).not.toBeInTheDocument();
  });
});

describe('sharing a draft for review', () => {
  it('creates a link, shows it once with Copy and its expiry, lists the links and revokes one', async () => {
    const user = userEvent.setup();
    const links = [
      {
        id: 'l1',
        createdAt: '2026-11-24T09:00:00Z',
        expiresAt: '2099-11-25T09:00:00Z',
        createdBy: { id: 'user-1', name: 'Alex Admin' },
        revoked: false,
      },
      {
        id: 'l0',
        createdAt: '2026-11-20T09:00:00Z',
        expiresAt: '2026-11-21T09:00:00Z',
        createdBy: { id: 'user-1', name: 'Alex Admin' },
        revoked: true,
      },
    ];
    const { calls } = await openLeaders(draft(), {
      [`GET ${DRAFT}/review-links`]: () => ({ body: { data: links } }),
      [`POST ${DRAFT}/review-links`]: () => ({
        status: 201,
        body: {
          data: [{ id: 'l2', url: 'http://console.test/review/abc_DEF', expiresAt: '2099-11-26T09:00:00Z' }],
        },
      }),
      'DELETE /v1/review-links/l1': () => ({ status: 204, body: null }),
    });
    await user.click(within(await banner(/^Draft by/)).getByRole('button', { name: 'Share for review' }));
    const dialog = screen.getByRole('dialog', { name: 'Share for review' });
    expect(await within(dialog).findByText('Revoked')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Link expires after' }), '168');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const url = await within(dialog).findByRole('textbox', { name: 'Review link' });
    expect(url).toHaveValue('http://console.test/review/abc_DEF');
    expect(url).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${DRAFT}/review-links`)[0]!.body).toEqual({ expiresInHours: 168 });

    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('The link was revoked.')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/v1/review-links/l1')).toHaveLength(1);
  });
});
