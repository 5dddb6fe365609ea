import { LAST_ADMIN_MESSAGE, UNKNOWN_USER_MESSAGE } from '@eua/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = ['config:read', 'config:draft', 'config:write', 'config:admin'];
const members = [
  { userId: 'user-admin', name: 'Alex Admin', email: 'admin@demo.test', role: 'admin' },
  { userId: 'user-viewer', name: 'Val Viewer', email: 'viewer@demo.test', role: 'viewer' },
];

function signedIn(scopes: string[], routes: Parameters<typeof mockNetwork>[0]) {
  localStorage.setItem('atrium_locale', 'en-GB');
  storeSignedInUser();
  storeCustomerAccess({ scopes });
  return mockNetwork(routes);
}

describe('Customer › Members (docs/product.md#roles)', () => {
  it('lets an Admin change a role, explains the last Admin refusal, and adds a member by email', async () => {
    const { calls } = signedIn(ADMIN, {
      'GET /v1/members': () => ({ body: { data: members } }),
      'PUT /v1/members/user-viewer': () => ({
        body: { data: [{ ...members[1], role: 'publisher' }] },
      }),
      'PUT /v1/members/user-admin': () => ({ status: 409, body: { message: LAST_ADMIN_MESSAGE } }),
      'POST /v1/members': (call) =>
        (call.body as { email: string }).email === 'who@nowhere.test'
          ? {
              status: 400,
              body: {
                message: `Invalid request body: email ${UNKNOWN_USER_MESSAGE}`,
                errors: [{ field: 'email', message: UNKNOWN_USER_MESSAGE }],
              },
            }
          : {
              status: 201,
              body: {
                data: [
                  { userId: 'user-editor', name: 'Eden Editor', email: 'editor@demo.test', role: 'editor' },
                ],
              },
            },
    });
    const user = userEvent.setup();
    await renderConsole('/members');
    expect(screen.getByRole('heading', { name: 'Members', level: 1 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Customer' });
    expect(within(menu).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'API tokens' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Members of this customer' });
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Role of Val Viewer' }),
      'publisher',
    );
    expect(await screen.findByText('Val Viewer is now Publisher.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'publisher' });

    await user.selectOptions(within(table).getByRole('combobox', { name: 'Role of Alex Admin' }), 'editor');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(LAST_ADMIN_MESSAGE);
    expect(refusal).toHaveTextContent('Make another member Admin first');

    const form = screen.getByRole('form', { name: 'Add a member' });
    await user.type(within(form).getByLabelText('Email'), 'who@nowhere.test');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    const email = within(form).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText(UNKNOWN_USER_MESSAGE)).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'editor@demo.test');
    await user.selectOptions(within(form).getByLabelText('Role'), 'editor');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Eden Editor was added as Editor.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/v1/members')).at(-1)?.body).toEqual({
      email: 'editor@demo.test',
      role: 'editor',
    });
  });

  it('shows a Viewer the members read-only, and no API tokens page', async () => {
    signedIn(['config:read'], { 'GET /v1/members': () => ({ body: { data: members } }) });
    await renderConsole('/members');
    const table = await screen.findByRole('table', { name: 'Members of this customer' });
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a member' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only an Admin can change members and roles/)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Customer' });
    expect(within(menu).queryByRole('link', { name: 'API tokens' })).not.toBeInTheDocument();
  });
});

describe('Customer › API tokens (docs/product.md#api-tokens)', () => {
  it('makes a token and shows its secret once; revokes one after asking', async () => {
    const tokens = [
      {
        id: '7',
        name: 'Nightly sync',
        role: 'publisher',
        createdAt: '2026-11-01T10:00:00Z',
        expiresAt: '2027-01-01T10:00:00Z',
        lastUsedAt: null,
        createdBy: 'Alex Admin',
      },
    ];
    const { calls } = signedIn(ADMIN, {
      'GET /v1/api-tokens': () => ({ body: { data: tokens } }),
      'POST /v1/api-tokens': () => ({
        status: 201,
        body: {
          data: [
            {
              ...tokens[0],
              id: '8',
              name: 'CI',
              role: 'editor',
              secret: 'eua_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
            },
          ],
        },
      }),
      'DELETE /v1/api-tokens/7': () => ({ status: 204, body: null }),
    });
    const user = userEvent.setup();
    await renderConsole('/api-tokens');
    const table = await screen.findByRole('table', { name: 'API tokens of this customer' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Nightly sync');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Never');

    const form = screen.getByRole('form', { name: 'Make a token' });
    await user.type(within(form).getByLabelText('Name'), 'CI');
    await user.selectOptions(within(form).getByLabelText('Role'), 'editor');
    await user.clear(within(form).getByLabelText('Expires in (days)'));
    await user.type(within(form).getByLabelText('Expires in (days)'), '30');
    await user.click(within(form).getByRole('button', { name: 'Make token' }));
    expect(await screen.findByLabelText('Token')).toHaveValue(
      'eua_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
    );
    expect(screen.getByText('Copy it now: it is not shown again.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/v1/api-tokens'))?.body).toEqual({
      name: 'CI',
      role: 'editor',
      expiresInDays: 30,
    });
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Token')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke Nightly sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Nightly sync”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('“Nightly sync” was revoked.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/v1/api-tokens/7'))).toBe(true);
  });

  it('tells a non-Admin the page is for Admins', async () => {
    signedIn(['config:read', 'config:draft', 'config:write'], {});
    await renderConsole('/api-tokens');
    expect(
      await screen.findByText('Only an Admin of this customer can see and make API tokens.'),
    ).toBeInTheDocument();
  });
});
