import type { FieldDefinition } from '@eua/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ERROR_FLASH_SECONDS, SUBMIT_DELAY_MS, SUCCESS_FLASH_SECONDS } from './feature-form';
import { type Call, document, renderFeature, testFeature } from './test-utils';

const venues = [
  { text: 'Zeta Arena', value: '12' },
  { text: 'alpha hall', value: 'abcd' },
];

const everyType: FieldDefinition[] = [
  {
    name: 'title',
    label: 'Title',
    type: 'text',
    required: true,
    maxLength: 10,
    errors: { required: 'Title is needed', maxLength: 'Title is too long' },
  },
  { name: 'notes', label: 'Notes', type: 'textarea' },
  { name: 'contact', label: 'Contact', type: 'email', errors: { email: 'Not an email' } },
  { name: 'startDate', label: 'Start date', type: 'date' },
  { name: 'count', label: 'Count', type: 'number', min: 0, max: 50 },
  { name: 'featured', label: 'Featured', type: 'checkbox' },
  { name: 'archived', label: 'Archived', type: 'boolean' },
  {
    name: 'labelPage',
    label: 'Label page',
    type: 'select',
    options: [
      { text: 'Schedule', value: 'schedule' },
      { text: 'Match', value: 'match' },
    ],
  },
  { name: 'useShortNames', label: 'Use short names', type: 'select-boolean' },
  {
    name: 'days',
    label: 'Days',
    type: 'checkboxarray',
    options: [
      { text: 'Monday', value: 'mon' },
      { text: 'Tuesday', value: 'tue' },
    ],
  },
  { name: 'venue', label: 'Venue', type: 'lookupData', lookup: { key: 'venues' } },
  {
    name: 'group',
    label: 'Group',
    type: 'lookup',
    lookup: { endpoint: 'v1/config/#0/groups', parameters: ['websiteId'], text: 'name', value: 'id' },
  },
  {
    name: 'link',
    label: 'Link',
    type: 'subFields',
    subFields: [
      { name: 'url', label: 'URL', type: 'text', required: true, placeholder: 'Link URL' },
      { name: 'text', label: 'Link text', type: 'text', required: true, placeholder: 'Text shown' },
    ],
  },
  { name: 'statistics', label: 'Statistics', type: 'chooseAndSelect', lookup: { key: 'venues' } },
  { name: 'domains', label: 'Domains', type: 'valueList' },
  { name: 'colours', label: 'Colours', type: 'custom', widget: 'colourRules' },
];

const baseConfig = { title: 'Hello', link: { url: 'https://a.example', text: 'A' } };
const groups = {
  'GET v1/config/w1/groups': [
    { id: 'g2', name: 'Second' },
    { id: 'g1', name: 'First' },
  ],
};

const form = () => screen.findByRole('form', { name: 'Test feature' });
/** Moves the fake clock (vi.useFakeTimers) by `ms`, settling the promises the timers it runs resolve. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const putBody = async (puts: () => Call[]) => {
  await waitFor(() => expect(puts()).toHaveLength(1));
  return puts()[0]?.body as Record<string, unknown>;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('FeatureForm rendering', () => {
  it('shows a loading state until the config arrives, then every field type with its name and label', async () => {
    renderFeature(testFeature(everyType), document({ config: baseConfig, lookups: { venues } }), {
      routes: groups,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading configuration…');
    await form();
    const named = (name: string) => window.document.querySelectorAll(`[name="${name}"]`);
    for (const [label, role, name] of [
      ['Title', 'textbox', 'title'],
      ['Notes', 'textbox', 'notes'],
      ['Contact', 'textbox', 'contact'],
      ['Count', 'spinbutton', 'count'],
      ['Featured', 'checkbox', 'featured'],
      ['Archived', 'checkbox', 'archived'],
      ['Label page', 'combobox', 'labelPage'],
      ['Use short names', 'combobox', 'useShortNames'],
      ['Monday', 'checkbox', 'days'],
      ['Venue', 'combobox', 'venue'],
      ['Group', 'combobox', 'group'],
      ['URL', 'textbox', 'link.url'],
      ['Domains', 'textbox', 'domains'],
      ['Rule value', 'textbox', 'colours'],
    ] as const) {
      expect(screen.getByRole(role, { name: label })).toHaveAttribute('name', name);
    }
    expect(screen.getByLabelText('Start date')).toHaveAttribute('name', 'startDate');
    expect(named('statistics')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Available Statistics' })).toBeInTheDocument();
  });

  it('shows the server message when the config cannot be loaded', async () => {
    renderFeature(testFeature(everyType), document(), {
      routes: { 'GET /v1/config/w1/test-resource': () => new ApiError(404, 'Website not found') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Website not found');
  });

  it('sorts lookup choices by text after a "-" blank, and loads endpoint lookups', async () => {
    renderFeature(testFeature(everyType), document({ config: baseConfig, lookups: { venues } }), {
      routes: groups,
    });
    await form();
    const venue = screen.getByRole('combobox', { name: 'Venue' });
    expect(
      within(venue)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-', 'alpha hall', 'Zeta Arena']);
    const group = screen.getByRole('combobox', { name: 'Group' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['-', 'First', 'Second']),
    );
  });

  it('renders names with active, show or Enabled as checkboxes and hides fields whose condition fails', async () => {
    const fields: FieldDefinition[] = [
      { name: 'showLogo', label: 'Show logo', type: 'text' },
      { name: 'statsEnabled', label: 'Statistics on', type: 'select-boolean' },
      {
        name: 'activePBP',
        label: 'Play by play',
        type: 'checkbox',
        condition: 'sport',
        conditionValue: 'basketball',
      },
      {
        name: 'activeTimeline',
        label: 'Timeline',
        type: 'checkbox',
        condition: 'sport',
        conditionValue: ['hockey', 'handball'],
      },
      { name: 'mode', label: 'Mode', type: 'select', options: [{ text: 'Custom', value: 'custom' }] },
      { name: 'customText', label: 'Custom text', type: 'text', condition: 'mode', conditionValue: 'custom' },
    ];
    renderFeature(testFeature(fields), document({ sport: 'basketball' }));
    await form();
    expect(screen.getByRole('checkbox', { name: 'Show logo' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Statistics on' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Play by play' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Timeline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Custom text' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Mode' }), { target: { value: 'custom' } });
    expect(await screen.findByRole('textbox', { name: 'Custom text' })).toBeInTheDocument();
  });

  it('lays fields out in columns: 6 by default, 12 for valueList and textarea, else the declared size', async () => {
    const fields: FieldDefinition[] = [
      { name: 'a', label: 'A', type: 'text' },
      { name: 'b', label: 'B', type: 'textarea' },
      { name: 'c', label: 'C', type: 'valueList' },
      { name: 'd', label: 'D', type: 'text', size: 4 },
    ];
    renderFeature(testFeature(fields), document());
    await form();
    const column = (label: string) =>
      screen.getAllByLabelText(label)[0]?.closest('[class*="col-md-"]')?.className;
    expect(column('A')).toContain('col-md-6');
    expect(column('B')).toContain('col-md-12');
    expect(column('C')).toContain('col-md-12');
    expect(column('D')).toContain('col-md-4');
  });

  it('shows a date initial value as yyyy-mm-dd in local time', async () => {
    const local = new Date(2025, 2, 9, 23, 30);
    renderFeature(
      testFeature([{ name: 'startDate', label: 'Start date', type: 'date' }]),
      document({ config: { startDate: local.toISOString() } }),
    );
    await form();
    expect(screen.getByLabelText('Start date')).toHaveValue('2025-03-09');
  });

  it('translates labels and messages into en-US spelling', async () => {
    renderFeature(
      testFeature([{ name: 'colours', label: 'Colours', type: 'custom', widget: 'colourRules' }]),
      document(),
      { lng: 'en-US' },
    );
    await form();
    expect(screen.getByRole('button', { name: 'Choose color' })).toBeInTheDocument();
    expect(screen.getByText('Hex color')).toBeInTheDocument();
  });
});

describe('FeatureForm validation', () => {
  const check = async (
    fields: FieldDefinition[],
    config: Record<string, unknown>,
    label: string,
    message: string,
  ) => {
    const view = renderFeature(testFeature(fields), document({ config }));
    await form();
    save();
    const input = await screen.findByText(message);
    expect(input).toHaveClass('invalid-feedback');
    const control = screen.getAllByLabelText(label)[0] as HTMLElement;
    const holder = control.closest('[aria-describedby]') as HTMLElement;
    expect(holder.getAttribute('aria-describedby')).toContain(input.id);
    expect(view.puts()).toHaveLength(0);
    return control;
  };

  it('required: the configured message when empty', async () => {
    const control = await check(everyType.slice(0, 1), { title: '' }, 'Title', 'Title is needed');
    expect(control).toHaveAttribute('aria-invalid', 'true');
  });

  it('required is skipped while its condition does not match', async () => {
    const fields: FieldDefinition[] = [
      {
        name: 'hockeyLabel',
        label: 'Hockey label',
        type: 'text',
        required: true,
        condition: 'sport',
        conditionValue: 'hockey',
      },
    ];
    const view = renderFeature(testFeature(fields), document({ sport: 'basketball' }));
    await form();
    save();
    expect(await putBody(view.puts)).toEqual({ websiteId: 'w1' });
  });

  it('maxLength: the configured message when longer', async () => {
    await check(everyType.slice(0, 1), { title: 'Much too long' }, 'Title', 'Title is too long');
  });

  it('email: a standard address pattern, empty allowed', async () => {
    await check([everyType[2] as FieldDefinition], { contact: 'not-an-address' }, 'Contact', 'Not an email');
  });

  it('subFields: each required sub-option present, else Missing properties and the placeholders', async () => {
    await check(
      [everyType[12] as FieldDefinition],
      { link: { url: '' } },
      'URL',
      'Missing properties: Link URL, Text shown',
    );
  });

  it('number limits (leadersCountPerStatistic at most 50)', async () => {
    await check([everyType[4] as FieldDefinition], { count: 51 }, 'Count', 'Must be 50 or less.');
  });

  it('an emptied number says which default it will take (null takes the default)', async () => {
    const field: FieldDefinition = { name: 'count', label: 'Count', type: 'number', default: 5 };
    renderFeature(testFeature([field]), document({ config: { count: 12 } }));
    const input = await screen.findByLabelText('Count');
    expect(input).toHaveValue(12);
    expect(input).toHaveAttribute('placeholder', 'Default: 5');
  });

  it('clears an error as soon as the value is fixed', async () => {
    const control = await check(everyType.slice(0, 1), { title: '' }, 'Title', 'Title is needed');
    fireEvent.change(control, { target: { value: 'Fine' } });
    await waitFor(() => expect(screen.queryByText('Title is needed')).not.toBeInTheDocument());
    expect(control).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('FeatureForm submit', () => {
  it('sends the transformed values and resets to the saved document', async () => {
    const fields: FieldDefinition[] = [
      { name: 'venue', label: 'Venue', type: 'lookupData', lookup: { key: 'venues' } },
      { name: 'venueCode', label: 'Venue code', type: 'lookupData', lookup: { key: 'venues' } },
      { name: 'emptyVenue', label: 'Empty venue', type: 'lookupData', lookup: { key: 'venues' } },
      { name: 'fallback', label: 'Fallback', type: 'lookupData', lookup: { key: 'venues' }, default: 'abcd' },
      {
        name: 'optional',
        label: 'Optional',
        type: 'lookupData',
        lookup: { key: 'venues' },
        ignoreIfNull: true,
      },
      { name: 'count', label: 'Count', type: 'number' },
      { name: 'useShortNames', label: 'Use short names', type: 'select-boolean' },
      {
        name: 'activePBP',
        label: 'Play by play',
        type: 'checkbox',
        condition: 'sport',
        conditionValue: 'basketball',
      },
      {
        name: 'activeTimeline',
        label: 'Timeline',
        type: 'checkbox',
        condition: 'sport',
        conditionValue: 'hockey',
      },
      { name: 'display.only', label: 'Display only', type: 'text' },
    ];
    const doc = document({
      lookups: { venues },
      config: {
        venue: 'abcd',
        emptyVenue: 'null',
        fallback: 'abcd',
        activeTimeline: true,
        'display.only': 'x',
      },
    });
    const view = renderFeature(testFeature(fields), doc, {
      put: (call) => [{ ...doc, config: call.body as object, version: 2 }],
    });
    await form();
    fireEvent.change(screen.getByRole('combobox', { name: 'Venue' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Venue code' }), { target: { value: 'abcd' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Fallback' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Use short names' }), {
      target: { value: 'true' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Play by play' }));
    save();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    const body = await putBody(view.puts);
    expect(view.puts()[0]?.path).toBe('/v1/config/w1/test-resource');
    expect(body).toEqual({
      websiteId: 'w1',
      venue: 12,
      venueCode: 'abcd',
      emptyVenue: null,
      fallback: 'abcd',
      count: 7,
      useShortNames: true,
      activePBP: true,
    });
    expect((await screen.findByText('Saved.')).closest('.alert')).toHaveClass('alert-success');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'Count' })).toHaveValue(7);
  });

  const confirming = () =>
    renderFeature(
      testFeature([{ name: 'title', label: 'Title', type: 'text' }], {
        confirmText: 'Replace the configuration?',
      }),
      document({ config: { title: 'x' } }),
    );

  it('asks Are you sure? when the feature has confirm text: Cancel sends nothing, OK sends', async () => {
    const view = confirming();
    await form();
    // The clock stands still unless the test moves it: "nothing sent" is checked well past the submit
    // delay without waiting for it (decision 073).
    vi.useFakeTimers();
    save();
    await elapse(0);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('Replace the configuration?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await elapse(SUBMIT_DELAY_MS * 10);
    expect(view.puts()).toHaveLength(0);

    save();
    await elapse(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await elapse(SUBMIT_DELAY_MS);
    expect(view.puts().map((put) => put.body)).toEqual([{ websiteId: 'w1', title: 'x' }]);
  });

  it('answers the confirm dialog by keyboard: OK has focus, Escape cancels, Tab reaches Cancel then OK', async () => {
    const user = userEvent.setup();
    const view = confirming();
    await form();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(await putBody(view.puts)).toEqual({ websiteId: 'w1', title: 'x' });
  });

  it('shows the success link unless the definition hides it', async () => {
    renderFeature(
      testFeature([{ name: 'title', label: 'Title', type: 'text' }], {
        link: { path: '/configuration/fixturesFragment/' },
      }),
      document(),
    );
    await form();
    save();
    const flash = (await screen.findByText('Saved.', {})).closest('.alert') as HTMLElement;
    expect(within(flash).getByRole('link')).toHaveAttribute('href', '/configuration/fixturesFragment/');
  });

  it('on failure flashes the server message, puts field errors at their fields and keeps what was typed', async () => {
    const view = renderFeature(testFeature(everyType.slice(0, 3)), document({ config: { title: 'Old' } }), {
      put: () =>
        new ApiError(400, 'Validation failed: notes: Too rude', [{ field: 'notes', message: 'Too rude' }]),
    });
    await form();
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'rude words' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    save();
    const flash = await screen.findByRole('alert', {});
    expect(flash).toHaveTextContent('Validation failed: notes: Too rude');
    expect(flash).toHaveClass('alert-danger');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription('Too rude');
    expect(notes).toHaveValue('rude words');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('New');
    expect(view.puts()).toHaveLength(1);
  });

  it('sends 400 ms after the click, keeps the success flash 5 s and the failure flash 15 s', async () => {
    let fail = false;
    const view = renderFeature(testFeature([{ name: 'title', label: 'Title', type: 'text' }]), document(), {
      put: (call) =>
        fail ? new ApiError(403, 'Forbidden') : [{ ...document(), config: call.body as object }],
    });
    await form();
    // A fake clock that moves only when the test moves it: each lifetime is checked to the millisecond,
    // however slow the machine (decision 073). The fake API answers at once, so nothing else waits.
    vi.useFakeTimers();
    save();
    await elapse(SUBMIT_DELAY_MS - 1);
    expect(view.puts()).toHaveLength(0);
    await elapse(1);
    expect(view.puts()).toHaveLength(1);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    await elapse(SUCCESS_FLASH_SECONDS * 1000 - 1);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    await elapse(1);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();

    fail = true;
    save();
    await elapse(SUBMIT_DELAY_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('Forbidden');
    await elapse(ERROR_FLASH_SECONDS * 1000 - 1);
    expect(screen.getByRole('alert')).toHaveTextContent('Forbidden');
    await elapse(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FeatureForm safe editing (decision 064)', () => {
  const fields: FieldDefinition[] = [
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'count', label: 'Count', type: 'number' },
    { name: 'featured', label: 'Featured', type: 'checkbox' },
  ];
  const loaded = document({ config: { title: 'Old', count: 1, featured: false }, version: 4 });

  it('saves against the loaded version (If-Match), then against the version it saved', async () => {
    const view = renderFeature(testFeature(fields), loaded);
    await form();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    save();
    await waitFor(() => expect(view.puts()).toHaveLength(1));
    expect(view.puts()[0]?.ifMatch).toBe('"4"');
    await screen.findByText('Saved.', {});
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Newer' } });
    save();
    await waitFor(() => expect(view.puts()).toHaveLength(2));
    expect(view.puts()[1]?.ifMatch).toBe('"5"');
  });

  it('counts pending changes in what would be sent: a value typed back is no change', async () => {
    renderFeature(testFeature(fields), loaded);
    await form();
    const review = () => screen.getByRole('button', { name: /^Review changes/ });
    expect(review()).toHaveTextContent('Review changes (0)');
    expect(review()).toBeDisabled();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Featured' }));
    expect(review()).toHaveTextContent('Review changes (2)');
    fireEvent.click(review());
    const dialog = screen.getByRole('dialog', { name: 'Review changes' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Count: 1 → 2', 'Featured: off → on']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Featured' }));
    expect(review()).toHaveTextContent('Review changes (0)');
  });

  it('on 412 keeps every edit, shows who saved and the three-way view; applying and saving sends the new version', async () => {
    const current = document({ config: { title: 'Theirs', count: 7, featured: false }, version: 5 });
    let stale = true;
    const view = renderFeature(testFeature(fields), loaded, {
      put: (call) =>
        stale
          ? new ApiError(412, 'Changed by someone else', [], { message: 'x', errors: [], current })
          : [{ ...current, config: call.body as object, version: 6 }],
      routes: {
        'GET /v1/config/w1/test-resource/revisions': [
          {
            version: 5,
            author: { sub: 'u2', email: 'other@demo.test' },
            createdAt: '2026-11-22T10:00:00.000Z',
            changedFields: ['title', 'count'],
          },
        ],
      },
    });
    await form();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Featured' }));
    save();
    const panel = await screen.findByRole('region', { name: /Someone else saved/ });
    expect(await within(panel).findByText(/Saved by other@demo.test/)).toBeInTheDocument();
    expect(panel).toHaveTextContent('Count: 1 → 7');
    expect(panel).toHaveTextContent('Featured: off → on');
    // Nothing typed is lost while the user decides.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Mine');
    const title = within(panel).getByRole('group', { name: 'Title' });
    const apply = within(panel).getByRole('button', { name: 'Apply and continue editing' });
    expect(apply).toBeDisabled();
    fireEvent.click(within(title).getByRole('radio', { name: 'Mine: Title: Old → Mine' }));
    fireEvent.click(apply);
    expect(screen.queryByRole('region', { name: /Someone else saved/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Mine');
    expect(screen.getByRole('spinbutton', { name: 'Count' })).toHaveValue(7);
    expect(screen.getByRole('checkbox', { name: 'Featured' })).toBeChecked();
    stale = false;
    save();
    await waitFor(() => expect(view.puts()).toHaveLength(2));
    expect(view.puts()[1]).toMatchObject({
      ifMatch: '"5"',
      body: { websiteId: 'w1', title: 'Mine', count: 7, featured: true },
    });
  });

  it('a restore that meets a newer version shows that version, and the next restore is made against it', async () => {
    const current = document({ config: { title: 'Theirs', count: 7, featured: false }, version: 5 });
    const revisions = (newest: number) => ({
      data: [newest, 3].map((version) => ({
        version,
        author: { sub: 'u2', email: 'other@demo.test' },
        createdAt: '2026-11-22T10:00:00.000Z',
        changedFields: ['title'],
      })),
    });
    let newest = 4;
    const view = renderFeature(testFeature(fields), loaded, {
      routes: {
        'GET /v1/config/w1/test-resource/revisions': () => revisions(newest),
        'POST /v1/config/w1/test-resource/revisions/3/restore': (call: Call) =>
          call.ifMatch === '"4"'
            ? new ApiError(412, 'Changed by someone else', [], { message: 'x', errors: [], current })
            : [{ ...current, config: { title: 'Old', count: 1, featured: false }, version: 6 }],
      },
    });
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    const restoreThree = async () => {
      const three = (await within(history).findByText('Version 3')).closest('li') as HTMLElement;
      fireEvent.click(within(three).getByRole('button', { name: 'Restore this version' }));
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'OK' }),
      );
    };
    newest = 5;
    await restoreThree();
    // No edits of the user's own: the form now holds what is stored, not the version every retry would meet.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Theirs'));
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    await restoreThree();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old'));
    const restores = view.calls.filter((c) => c.method === 'POST');
    expect(restores.map((c) => c.ifMatch)).toEqual(['"4"', '"5"']);
  });
  it('a restore over unsaved edits that meets a newer version opens the three-way view, as a save does', async () => {
    const current = document({ config: { title: 'Theirs', count: 7, featured: false }, version: 5 });
    renderFeature(testFeature(fields), loaded, {
      routes: {
        'GET /v1/config/w1/test-resource/revisions': () => ({
          data: [5, 3].map((version) => ({
            version,
            author: { sub: 'u2', email: 'other@demo.test' },
            createdAt: '2026-11-22T10:00:00.000Z',
            changedFields: ['title'],
          })),
        }),
        'POST /v1/config/w1/test-resource/revisions/3/restore': () =>
          new ApiError(412, 'Changed by someone else', [], { message: 'x', errors: [], current }),
      },
    });
    await form();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    const three = (await within(history).findByText('Version 3')).closest('li') as HTMLElement;
    fireEvent.click(within(three).getByRole('button', { name: 'Restore this version' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'OK' }),
    );
    const panel = await screen.findByRole('region', { name: /Someone else saved/ });
    expect(panel).toHaveTextContent('Count: 1 → 7');
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    // The edit stays in the form while the user decides.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Mine');
  });
  it('History shows the reason a version was saved with, where one was given', async () => {
    renderFeature(testFeature(fields), loaded, {
      routes: {
        'GET /v1/config/w1/test-resource/revisions': () => ({
          data: [3, 2].map((version) => ({
            version,
            author: { sub: 'u2', email: 'other@demo.test' },
            createdAt: '2026-11-22T10:00:00.000Z',
            changedFields: ['title'],
            ...(version === 3 ? { reason: 'Sponsor asked for ten' } : {}),
          })),
        }),
      },
    });
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    const entry = async (version: number) =>
      (await within(history).findByText(`Version ${version}`)).closest('li') as HTMLElement;
    expect(await entry(3)).toHaveTextContent('Reason: Sponsor asked for ten');
    expect(await entry(2)).not.toHaveTextContent('Reason:');
  });
});
