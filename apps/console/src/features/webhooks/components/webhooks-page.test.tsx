import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatInstant } from '../../../lib/date-time';
import {
  mockNetwork,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const endpoint = {
  id: '7',
  url: 'https://hooks.example.com/eua',
  description: 'Our CMS',
  events: ['change.published'],
  enabled: true,
  pausedReason: null,
  failingSince: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
};
const delivery = {
  id: '31',
  messageId: 'msg_abc',
  eventType: 'change.published',
  status: 'failed',
  attempts: 14,
  createdAt: '2026-11-28T10:00:00.000Z',
  lastAttemptAt: '2026-11-29T09:59:00.000Z',
  responseStatus: 503,
  durationMs: 120,
  error: 'The endpoint answered 503',
  nextAttemptAt: null,
};

function signedIn(routes: Parameters<typeof mockNetwork>[0], scopes?: string[]) {
  localStorage.setItem('atrium_locale', 'en-GB');
  storeSignedInUser();
  // An Admin's token by default: webhooks are the Admins' (decisions 137, 139).
  storeCustomerAccess({ scopes: scopes ?? ['config:read', 'config:draft', 'config:write', 'config:admin'] });
  return mockNetwork(routes);
}

describe('Webhooks (docs/product.md#webhooks)', () => {
  it('adds a webhook, shows its secret once, and lists it', async () => {
    const user = userEvent.setup();
    let listed: unknown[] = [];
    const network = signedIn({
      'GET /v1/webhooks': () => ({ body: { data: listed } }),
      'POST /v1/webhooks': () => {
        listed = [endpoint];
        return { status: 201, body: { data: [{ ...endpoint, secret: 'whsec_c2VjcmV0' }] } };
      },
    });
    await renderConsole('/webhooks');
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Customer' });
    expect(within(menu).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');

    // The form checks the address with the server's schema before sending.
    await user.type(screen.getByLabelText('Endpoint URL'), 'ftp://nowhere');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(/must be an http:\/\/ or https:\/\/ address/)).toBeInTheDocument();
    expect(network.calls.some((call) => call.method === 'POST' && call.url.endsWith('/v1/webhooks'))).toBe(
      false,
    );

    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), endpoint.url);
    await user.type(screen.getByLabelText('Description'), 'Our CMS');
    await user.click(screen.getByRole('checkbox', { name: 'Import applied' }));
    // Approval events are sent (decision 142): offered like the others, with no note.
    expect(screen.getByRole('checkbox', { name: 'Approval requested' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0');
    const post = network.calls.find((call) => call.method === 'POST' && call.url.endsWith('/v1/webhooks'));
    expect(post?.body).toEqual({
      url: endpoint.url,
      description: 'Our CMS',
      events: ['change.published', 'import.applied'],
    });
    const table = await screen.findByRole('table', { name: "The customer's webhooks" });
    expect(within(table).getByText(endpoint.url)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
  });

  it('pauses a webhook, shows its deliveries and redelivers one', async () => {
    const user = userEvent.setup();
    const network = signedIn({
      'GET /v1/webhooks': () => ({ body: { data: [endpoint] } }),
      'PATCH /v1/webhooks/7': () => ({
        body: { data: [{ ...endpoint, enabled: false, pausedReason: 'paused' }] },
      }),
      'GET /v1/webhooks/7/deliveries': () => ({ body: { data: [delivery] } }),
      'POST /v1/webhooks/7/deliveries/31/redeliver': () => ({
        status: 202,
        body: { data: [{ ...delivery, status: 'pending' }] },
      }),
    });
    await renderConsole('/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(network.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ enabled: false }),
    );

    await user.click(screen.getByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${endpoint.url}, newest first` });
    const [, row] = within(log).getAllByRole('row');
    expect(row).toHaveTextContent('Change published');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('503');
    expect(row).toHaveTextContent('120 ms');
    // The console's one form of a time, in its language (en-GB: 24 h, no seconds).
    expect(row).toHaveTextContent(formatInstant(delivery.lastAttemptAt, 'en-GB'));
    expect(row).not.toHaveTextContent(/\d:\d\d:\d\d/);
    await user.click(within(row!).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() =>
      expect(network.calls.some((call) => call.method === 'POST' && call.url.endsWith('/31/redeliver'))).toBe(
        true,
      ),
    );
  });

  it('is not in the menu of a read-only token', async () => {
    signedIn({ 'GET /v1/scheduled': () => ({ body: { data: [] } }) }, ['config:read']);
    await renderConsole('/scheduled');
    const menu = await screen.findByRole('navigation', { name: 'Customer' });
    expect(within(menu).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
  });
});
