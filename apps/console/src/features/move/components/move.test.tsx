import type { ConfigDocument, MoveApplyRow, MovePreviewRow } from '@eua/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlashProvider } from '../../../components/flash';
import { type Call, fakeApi } from '../../../form-engine/test-utils';
import { initI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-context';
import { createQueryClient } from '../../../lib/query-client';
import {
  mockNetwork,
  type Call as RequestCall,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../../test/render-console';
import { ImportDialog } from './import-dialog';

afterEach(() => vi.unstubAllGlobals());

const websites = [
  { websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' },
  { websiteId: '2002', name: "NBL Women's League", sport: 'basketball' },
  { websiteId: '2003', name: 'NBL Youth Championships', sport: 'basketball' },
];

function signIn(scopes: string[]) {
  storeSignedInUser();
  sessionStorage.setItem('eua.customerName.1001', 'Northern Basketball League');
  storeCustomerAccess({ scopes, expiry: Date.now() + 3_600_000 });
}

const owners = [
  {
    websiteId: 'defaults-1001-basketball',
    name: 'Defaults · Northern Basketball League',
    sport: 'basketball',
  },
  {
    websiteId: 'defaults-1001-hockey',
    name: 'Defaults · Northern Basketball League · Hockey',
    sport: 'hockey',
  },
];

/** GET /v1/config/websites: the websites, or with `kind=defaults` the customer's defaults owners. */
const listed =
  (defaults: typeof owners = []) =>
  (call: RequestCall) => ({
    body: { data: call.url.includes('kind=defaults') ? defaults : websites, links: {} },
  });

const row = (overrides: Partial<MovePreviewRow>): MovePreviewRow => ({
  websiteId: '2002',
  websiteName: "NBL Women's League",
  kind: 'website',
  resource: 'general',
  status: 'ok',
  version: 4,
  changes: [],
  warnings: [],
  ...overrides,
});

const general = (websiteId: string, version: number): ConfigDocument => ({
  websiteId,
  config: { statisticsDecimalPlaces: 1 },
  lookups: {},
  sport: 'basketball',
  trackingData: false,
  version,
});

describe('settings that move on the websites table', () => {
  it('edits the selected websites: a field by its own widget, a preview per website, then all or nothing', async () => {
    signIn(['config:read', 'config:write']);
    const preview = [
      row({
        websiteId: '2001',
        websiteName: 'NBL Official Website',
        version: 3,
        changes: ['Statistics decimal places: 1 → 2'],
      }),
      row({ version: 4, changes: ['Statistics decimal places: 1 → 2'] }),
    ];
    const applied: MoveApplyRow[] = preview.map((r) => ({
      websiteId: r.websiteId,
      websiteName: r.websiteName,
      kind: r.kind,
      resource: 'general',
      status: 'applied',
      version: (r.version ?? 0) + 1,
    }));
    const { calls } = mockNetwork({
      'GET /v1/config/websites': listed(),
      'GET /v1/config/2001/general': () => ({ body: { data: [general('2001', 3)] } }),
      'POST /v1/bulk/preview': () => ({ body: { data: preview } }),
      'POST /v1/bulk/apply': () => ({ body: { data: applied } }),
    });
    const user = userEvent.setup();
    await renderConsole('/select/website');
    const edit = await screen.findByRole('button', { name: 'Edit selected' });
    expect(edit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select NBL Official Website' }));
    await user.click(screen.getByRole('checkbox', { name: "Select NBL Women's League" }));
    expect(screen.getByText('2 websites selected')).toBeInTheDocument();
    await user.click(edit);

    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 websites' });
    await user.selectOptions(within(dialog).getByLabelText('Field or section'), 'Statistics decimal places');
    const value = await within(dialog).findByLabelText('Statistics decimal places');
    await user.clear(value);
    await user.type(value, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const table = await within(dialog).findByRole('table', { name: 'What applying would change' });
    expect(within(table).getAllByText('Statistics decimal places: 1 → 2')).toHaveLength(2);
    // The eye is taken to the preview: it has the focus.
    expect(within(dialog).getByRole('region', { name: 'What applying would change' })).toHaveFocus();
    expect(calls.find((c) => c.url.endsWith('/v1/bulk/preview'))?.body).toEqual({
      targets: ['2001', '2002'],
      resource: 'general',
      values: { statisticsDecimalPlaces: 2 },
    });

    await user.click(within(dialog).getByRole('checkbox', { name: 'All or nothing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const results = await within(dialog).findByRole('table', { name: 'What was written' });
    expect(within(results).getAllByText('Applied')).toHaveLength(2);
    expect(within(dialog).getByRole('region', { name: 'What was written' })).toHaveFocus();
    expect(calls.find((c) => c.url.endsWith('/v1/bulk/apply'))?.body).toEqual({
      targets: ['2001', '2002'],
      resource: 'general',
      values: { statisticsDecimalPlaces: 2 },
      versions: { '2001': { general: 3 }, '2002': { general: 4 } },
      mode: 'all',
    });
  });

  it("copies a whole website's settings: the other websites to choose, what is left out, and a stale target", async () => {
    signIn(['config:read', 'config:write']);
    const { calls } = mockNetwork({
      'GET /v1/config/websites': listed(),
      'POST /v1/copy/preview': () => ({
        body: {
          data: [
            row({
              changes: ['Time zone: UTC → Europe/London'],
              warnings: ["Season 2023-24 (50002) is not a season of NBL Women's League (2002): left out"],
            }),
          ],
        },
      }),
      'POST /v1/copy/apply': () => ({
        body: {
          data: [
            {
              websiteId: '2002',
              websiteName: "NBL Women's League",
              kind: 'website',
              resource: 'general',
              status: 'stale',
              version: 5,
              message: 'Changed since the preview: preview again to see what the copy would change now',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    await renderConsole('/select/website');
    await user.click(await screen.findByRole('button', { name: 'Copy settings of NBL Official Website' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Copy settings from NBL Official Website (2001)',
    });
    const targets = within(dialog).getByRole('group', { name: 'Copy to' });
    expect(
      within(targets)
        .getAllByRole('checkbox')
        .map((box) => box.nextSibling?.textContent),
    ).toEqual(["NBL Women's League (2002)", 'NBL Youth Championships (2003)']);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one website.');
    await user.click(within(targets).getByRole('checkbox', { name: "NBL Women's League (2002)" }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText(
        "Left out: Season 2023-24 (50002) is not a season of NBL Women's League (2002): left out",
      ),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/v1/copy/preview'))!.body as { resources: string[] };
    expect(sent.resources).toHaveLength(14);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const results = await within(dialog).findByRole('table', { name: 'What was written' });
    expect(within(results).getByText('Stale')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('0 applied, 1 not written.');
  });

  it("copies to the customer's defaults of the same sport, saying what each target gets, and not to another sport's", async () => {
    signIn(['config:read', 'config:write']);
    const basketball = owners[0]!;
    const { calls } = mockNetwork({
      'GET /v1/config/websites': listed(owners),
      'POST /v1/copy/preview': () => ({
        body: {
          data: [
            row({ changes: ['Time zone: UTC → Europe/London'] }),
            row({
              websiteId: basketball.websiteId,
              websiteName: basketball.name,
              kind: 'defaults',
              changes: ['Time zone: UTC → Europe/London'],
            }),
          ],
        },
      }),
      'POST /v1/copy/apply': (call) => ({
        body: {
          data: (call.body as { targets: string[] }).targets.map((id) => ({
            websiteId: id,
            websiteName: id === basketball.websiteId ? basketball.name : "NBL Women's League",
            kind: id === basketball.websiteId ? 'defaults' : 'website',
            resource: 'general',
            status: 'applied',
            version: 5,
          })),
        },
      }),
    });
    const user = userEvent.setup();
    await renderConsole('/select/website');
    await user.click(await screen.findByRole('button', { name: 'Copy settings of NBL Official Website' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Copy settings from NBL Official Website (2001)',
    });
    const targets = within(dialog).getByRole('group', { name: 'Copy to' });
    const defaults = await within(targets).findByRole('checkbox', { name: basketball.name });
    const hockey = within(targets).getByRole('checkbox', { name: owners[1]!.name });
    expect(hockey).toBeDisabled();
    expect(hockey).toHaveAccessibleDescription(
      'Only hockey websites follow these defaults: this copy is from a basketball website.',
    );
    await user.click(within(targets).getByRole('checkbox', { name: "NBL Women's League (2002)" }));
    const note = within(dialog).getByRole('note', { name: 'What applying sets' });
    expect(note).toHaveTextContent("Sets these values on 1 website: they become the website's own values.");
    expect(note).not.toHaveTextContent("customer's defaults");
    await user.click(defaults);
    expect(within(dialog).getByRole('note', { name: 'What applying sets' })).toHaveTextContent(
      "Sets the customer's defaults: every website that follows them changes too.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const table = await within(dialog).findByRole('table', { name: 'What applying would change' });
    // The defaults are named for what they are, without an id as if a website.
    expect(within(table).getByRole('cell', { name: basketball.name })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: "NBL Women's League (2002)" })).toBeInTheDocument();
    expect(
      (calls.find((c) => c.url.endsWith('/v1/copy/preview'))!.body as { targets: string[] }).targets,
    ).toEqual(['2002', basketball.websiteId]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const results = await within(dialog).findByRole('table', { name: 'What was written' });
    expect(within(results).getByRole('cell', { name: basketball.name })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 applied, 0 not written.');
  });

  it("bulk edits the customer's defaults of the websites' sport too, and sends the reason the policy asks for", async () => {
    signIn(['config:read', 'config:write']);
    const basketball = owners[0]!;
    const { calls, fetchMock } = mockNetwork({
      'GET /v1/config/websites': listed(owners),
      'GET /v1/policies': () => ({ body: { data: [{ approvalsRequired: 0, reasonsRequired: true }] } }),
      'GET /v1/config/2001/general': () => ({ body: { data: [general('2001', 3)] } }),
      'POST /v1/bulk/preview': () => ({
        body: {
          data: [
            row({
              websiteId: '2001',
              websiteName: 'NBL Official Website',
              changes: ['Statistics decimal places: 1 → 2'],
            }),
            row({
              websiteId: basketball.websiteId,
              websiteName: basketball.name,
              kind: 'defaults',
              changes: ['Statistics decimal places: 1 → 2'],
            }),
          ],
        },
      }),
      'POST /v1/bulk/apply': () => ({ body: { data: [] } }),
    });
    const user = userEvent.setup();
    await renderConsole('/select/website');
    await user.click(await screen.findByRole('checkbox', { name: 'Select NBL Official Website' }));
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 1 website' });
    // Only the defaults of the edited websites' sport are offered.
    const alsoDefaults = await within(dialog).findByRole('checkbox', { name: `Also set ${basketball.name}` });
    expect(within(dialog).queryByRole('checkbox', { name: /Hockey/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('note', { name: 'What applying sets' })).toHaveTextContent(
      "Sets these values on 1 website: they become the website's own values.",
    );
    await user.click(alsoDefaults);
    expect(within(dialog).getByRole('note', { name: 'What applying sets' })).toHaveTextContent(
      "Sets the customer's defaults: every website that follows them changes too.",
    );
    await user.selectOptions(within(dialog).getByLabelText('Field or section'), 'Statistics decimal places');
    const value = await within(dialog).findByLabelText('Statistics decimal places');
    await user.clear(value);
    await user.type(value, '2');
    const reason = await within(dialog).findByRole('textbox', { name: 'Reason' });
    expect(reason).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('table', { name: 'What applying would change' });
    expect(
      (calls.find((c) => c.url.endsWith('/v1/bulk/preview'))!.body as { targets: string[] }).targets,
    ).toEqual(['2001', basketball.websiteId]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give a reason: every change of this customer needs one.',
    );
    expect(calls.some((c) => c.url.endsWith('/v1/bulk/apply'))).toBe(false);
    await user.type(reason, 'Season start');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await within(dialog).findByRole('table', { name: 'What was written' });
    const applyCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/v1/bulk/apply'))!;
    expect(new Headers(applyCall[1]?.headers).get('x-change-reason')).toBe('Season start');
  });

  it('offers no write action to a read-only user', async () => {
    signIn(['config:read']);
    mockNetwork({ 'GET /v1/config/websites': listed() });
    await renderConsole('/select/website');
    expect(await screen.findByRole('link', { name: 'NBL Official Website' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit selected' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy settings/ })).not.toBeInTheDocument();
  });
});

/** The dialog in the console's own words (its namespace), over a fake data API. */
async function renderDialog(client: ReturnType<typeof fakeApi>['client'], onClose: () => void) {
  const i18n = await initI18n('en-GB');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ApiClientProvider client={client}>
          <FlashProvider>
            <ImportDialog website={{ websiteId: '2002', name: "NBL Women's League" }} onClose={onClose} />
          </FlashProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('Import settings', () => {
  const file = new File(['{"format":"eua-settings"}'], 'nbl.json', { type: 'application/json' });
  const dryRun = {
    websiteId: '2002',
    websiteName: "NBL Women's League",
    kind: 'website',
    dryRun: true,
    screens: [
      {
        resource: 'general',
        status: 'ok',
        version: 4,
        changes: ['Time zone: UTC → Europe/London'],
        warnings: [],
      },
      { resource: 'leaders', status: 'unchanged', version: 2, changes: [], warnings: [] },
    ],
  };

  it('checks the file first, then imports it against the versions the check showed', async () => {
    const api = fakeApi({
      'POST /v1/config/2002/import?dryRun=true&fileName=nbl.json': dryRun,
      'POST /v1/config/2002/import?dryRun=false&fileName=nbl.json&expectedVersions=general%3A4%2Cleaders%3A2':
        {
          ...dryRun,
          dryRun: false,
        },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderDialog(api.client, onClose);
    const dialog = screen.getByRole('dialog', { name: "Import settings into NBL Women's League (2002)" });
    expect(within(dialog).getByRole('button', { name: 'Check the file' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Settings file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(await within(dialog).findByText('Time zone: UTC → Europe/London')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: '{"format":"eua-settings"}' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Imported into NBL Women's League (2002).",
    );
    expect(api.calls).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows each problem that blocks a file, and writes nothing', async () => {
    const api = fakeApi({
      'POST /v1/config/2002/import?dryRun=true&fileName=nbl.json': (_call: Call) =>
        new ApiError(
          400,
          "The file cannot be imported into NBL Women's League (2002): General, Time zone: Not one of the choices. (and 1 more)",
          [
            { field: 'general.timezone', message: 'General, Time zone: Not one of the choices.' },
            { field: 'standings.showPools', message: 'Standings, Show pools: Must be true or false.' },
          ],
        ),
    });
    const user = userEvent.setup();
    await renderDialog(api.client, () => {});
    await user.upload(screen.getByLabelText('Settings file'), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'General, Time zone: Not one of the choices.',
      'Standings, Show pools: Must be true or false.',
    ]);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});

describe("Import settings into the customer's defaults", () => {
  it('says the defaults are set, and names them for what they are', async () => {
    const id = 'defaults-1001-basketball';
    const name = 'Defaults · Northern Basketball League';
    const answer = {
      websiteId: id,
      websiteName: name,
      kind: 'defaults',
      dryRun: true,
      screens: [
        {
          resource: 'leaders',
          status: 'ok',
          version: 1,
          changes: ['Number of leaders per statistic: 5 → 7'],
          warnings: [],
        },
      ],
    };
    const api = fakeApi({
      [`POST /v1/config/${id}/import?dryRun=true&fileName=nbl.json`]: answer,
      [`POST /v1/config/${id}/import?dryRun=false&fileName=nbl.json&expectedVersions=leaders%3A1`]: {
        ...answer,
        dryRun: false,
      },
    });
    const i18n = await initI18n('en-GB');
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <ApiClientProvider client={api.client}>
            <ImportDialog website={{ websiteId: id, name }} onClose={() => {}} />
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: `Import settings into ${name}` });
    await user.upload(
      within(dialog).getByLabelText('Settings file'),
      new File(['{}'], 'nbl.json', { type: 'application/json' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(await within(dialog).findByRole('note', { name: 'What applying sets' })).toHaveTextContent(
      "Sets the customer's defaults: every website that follows them changes too.",
    );
    expect(within(dialog).getByRole('cell', { name })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(`Imported into ${name}.`);
  });
});
