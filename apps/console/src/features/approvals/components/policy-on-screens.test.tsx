/**
 * The customer's policy on a configuration screen (docs/product.md#approvals, decision 160): "Every change needs
 * a reason" asks for one in the save area and sends it with each live write; under a policy of approvals nobody
 * is offered a live write the server would refuse.
 */
import { REASON_REQUIRED_MESSAGE } from '@eua/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Call,
  type Handler,
  mockNetwork,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const LEADERS = '/v1/config/2001/leaders';
const DRAFT = `${LEADERS}/draft`;
const pathOf = (call: Call) => new URL(call.url).pathname;
const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && pathOf(call) === path);

const leadersDocument = (count: number, version: number) => ({
  websiteId: '2001',
  config: { leadersCountPerStatistic: count, leadersStatistics: ['points'], showPersonImage: true },
  lookups: {},
  sport: 'basketball',
  trackingData: false,
  version,
});
const draft = {
  config: { leadersCountPerStatistic: 3, leadersStatistics: ['points'], showPersonImage: true },
  version: 2,
  baseVersion: 7,
  author: { id: 'user-2', name: 'Eddie Editor' },
  updatedAt: '2026-11-24T10:00:00Z',
  changes: ['Number of leaders per statistic: 5 → 3'],
  changeCount: 1,
  schedule: null,
};
const revisions = {
  data: [7, 6].map((version) => ({
    version,
    author: { sub: 'user-2', email: 'sam@club.com' },
    createdAt: '2026-11-24T11:00:00Z',
    changedFields: ['leadersCountPerStatistic'],
  })),
  links: {},
};

/** Leaders of website 2001 under `policy`, signed in with `scopes`, its draft (or none) and `more` routes. */
async function openLeaders(
  policy: { approvalsRequired: number; reasonsRequired: boolean },
  options: { scopes?: string[]; draft?: typeof draft; more?: Record<string, Handler> } = {},
) {
  localStorage.setItem('atrium_locale', 'en-GB');
  storeSignedInUser();
  storeCustomerAccess({ scopes: options.scopes ?? ['config:read', 'config:write'] });
  sessionStorage.setItem('eua.website', JSON.stringify({ websiteId: '2001', name: 'NBL Official Website' }));
  const network = mockNetwork({
    'GET /v1/config/websites/2001': () => ({
      body: { data: [{ websiteId: '2001', name: 'NBL Official Website' }] },
    }),
    [`GET ${LEADERS}`]: () => ({ body: { data: [leadersDocument(5, 7)] } }),
    'GET /v1/policies': () => ({ body: { data: [policy] } }),
    [`GET ${DRAFT}`]: () => ({ body: { data: options.draft ? [options.draft] : [] } }),
    [`GET ${LEADERS}/revisions`]: () => ({ body: revisions }),
    [`PUT ${LEADERS}`]: () => ({ body: { data: [leadersDocument(4, 8)] } }),
    [`POST ${LEADERS}/revisions/6/restore`]: () => ({ body: { data: [leadersDocument(5, 8)] } }),
    [`POST ${DRAFT}/publish`]: () => ({ body: { data: [leadersDocument(3, 8)] } }),
    ...options.more,
  });
  await renderConsole('/configuration/2001/leaders');
  const count = await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' });
  const form = screen.getByRole('form', { name: 'Leaders' });
  return { ...network, count, form };
}

describe('"Every change needs a reason" on a configuration screen', () => {
  it('asks for a reason before Update: empty, the field says so and nothing is sent; given, it travels as X-Change-Reason', async () => {
    const user = userEvent.setup();
    const { calls, count, form } = await openLeaders({ approvalsRequired: 0, reasonsRequired: true });
    const reason = await within(form).findByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('name', 'reason');
    expect(reason).toBeRequired();
    // In the save area, before the live Save.
    const update = within(form).getByRole('button', { name: 'Update' });
    expect(reason.compareDocumentPosition(update) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.clear(count);
    await user.type(count, '4');
    await user.click(update);
    expect(await within(form).findByText(REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(callsTo(calls, 'PUT', LEADERS)).toHaveLength(0);

    await user.type(reason, 'Sponsor asked for four');
    expect(within(form).queryByText(REASON_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    await user.click(update);
    await waitFor(() => expect(callsTo(calls, 'PUT', LEADERS)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', LEADERS)[0]?.reason).toBe('Sponsor asked for four');
    // The next change is asked for its own reason.
    await waitFor(() => expect(reason).toHaveValue(''));
  });

  it('restores a version and publishes a draft with the reason given, and neither without one', async () => {
    const user = userEvent.setup();
    const { calls, form } = await openLeaders({ approvalsRequired: 0, reasonsRequired: true }, { draft });
    const region = await screen.findByRole('region', { name: /^Draft by Eddie Editor/ });
    await user.click(within(region).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText(REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${DRAFT}/publish`)).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Approved on the phone');
    await user.click(within(region).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${DRAFT}/publish`)).toHaveLength(1));
    expect(callsTo(calls, 'POST', `${DRAFT}/publish`)[0]?.reason).toBe('Approved on the phone');

    await user.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    const six = (await within(history).findByText('Version 6')).closest('li') as HTMLElement;
    await user.click(within(six).getByRole('button', { name: 'Restore this version' }));
    expect(await within(form).findByText(REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Back to five');
    await user.click(within(six).getByRole('button', { name: 'Restore this version' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'OK' }),
    );
    const restore = `${LEADERS}/revisions/6/restore`;
    await waitFor(() => expect(callsTo(calls, 'POST', restore)).toHaveLength(1));
    expect(callsTo(calls, 'POST', restore)[0]?.reason).toBe('Back to five');
  });

  it("sends a reason beyond Latin-1 (all a header holds) as utf-8'' and its percent-encoded UTF-8", async () => {
    const user = userEvent.setup();
    const { calls, count, form } = await openLeaders({ approvalsRequired: 0, reasonsRequired: true });
    await user.clear(count);
    await user.type(count, '4');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Sponsor ✓ Zürich');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', LEADERS)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', LEADERS)[0]?.reason).toBe("utf-8''Sponsor%20%E2%9C%93%20Z%C3%BCrich");
  });

  it("goes back to the customer's defaults with the reason given, never without one", async () => {
    const user = userEvent.setup();
    const useDefaults = `${LEADERS}/use-defaults`;
    const { calls } = await openLeaders(
      { approvalsRequired: 0, reasonsRequired: true },
      {
        more: {
          [`GET ${LEADERS}`]: () => ({ body: { data: [{ ...leadersDocument(5, 7), inherits: true }] } }),
          [`POST ${useDefaults}`]: () => ({
            body: { data: [{ ...leadersDocument(5, 8), inherits: true }] },
          }),
        },
      },
    );
    const reset = screen.getByRole('button', { name: "Reset to the customer's defaults" });
    await user.click(reset);
    expect(await screen.findByText(REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', useDefaults)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'The league sets these');
    await user.click(reset);
    await waitFor(() => expect(callsTo(calls, 'POST', useDefaults)).toHaveLength(1));
    expect(callsTo(calls, 'POST', useDefaults)[0]?.reason).toBe('The league sets these');
  });

  it('without the policy, shows no Reason and sends none', async () => {
    const user = userEvent.setup();
    const { calls, count, form } = await openLeaders({ approvalsRequired: 0, reasonsRequired: false });
    await user.clear(count);
    await user.type(count, '4');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', LEADERS)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', LEADERS)[0]?.reason).toBeNull();
    expect(within(form).queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
  });
});

describe('a policy of approvals on a configuration screen', () => {
  for (const [role, scopes] of [
    ['a Publisher', ['config:read', 'config:draft', 'config:write']],
    ['an Admin', ['config:read', 'config:draft', 'config:write', 'config:admin']],
  ] as const) {
    it(`offers ${role} what an Editor has: Save as draft and Ask for approval, no live Update, Publish or Restore`, async () => {
      const user = userEvent.setup();
      const { form } = await openLeaders(
        { approvalsRequired: 1, reasonsRequired: true },
        { scopes: [...scopes], draft },
      );
      const region = await screen.findByRole('region', { name: /^Draft by Eddie Editor/ });
      expect(await within(region).findByRole('button', { name: 'Ask for approval' })).toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Save as draft' })).toHaveClass('btn-primary');
      expect(within(form).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
      // No live write, so no Reason in the save area: the request for approval carries it.
      expect(within(form).queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'History' }));
      const history = await screen.findByRole('region', { name: 'History' });
      const six = (await within(history).findByText('Version 6')).closest('li') as HTMLElement;
      expect(within(six).getByRole('button', { name: 'Restore this version' })).toBeDisabled();
      expect(
        screen.getByText(/Restoring a version is not offered while changes go live only after approval/),
      ).toBeInTheDocument();
    });
  }
});
