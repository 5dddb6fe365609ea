import type { PreviewRenderMessage } from '@eua/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const person = { id: 'user-1', name: 'Alex Admin' };
const scheduled = [
  {
    websiteId: '2001',
    websiteName: 'NBL Official Website',
    resource: 'leaders',
    schedule: {
      at: '2026-12-01T00:00',
      timeZone: 'Europe/London',
      dueAt: '2026-12-01T00:00:00Z',
      setBy: person,
      setAt: '2026-11-24T10:00:00Z',
      status: 'pending',
      message: null,
    },
    author: person,
    changeCount: 3,
  },
  {
    websiteId: '2002',
    websiteName: 'Hockey Club',
    resource: 'standings-fragment',
    schedule: {
      at: '2026-12-02T18:30',
      timeZone: 'UTC',
      dueAt: '2026-12-02T18:30:00Z',
      setBy: { id: 'user-2', name: 'Sam Editor' },
      setAt: '2026-11-24T10:00:00Z',
      status: 'conflicted',
      message: 'The live settings changed after this draft was made',
    },
    author: person,
    changeCount: 1,
  },
];

function signedIn(routes: Parameters<typeof mockNetwork>[0]) {
  localStorage.setItem('atrium_locale', 'en-GB');
  storeSignedInUser();
  storeCustomerAccess();
  return mockNetwork(routes);
}

describe('Scheduled changes (docs/product.md#drafts-and-scheduled-publishing)', () => {
  it("lists the customer's scheduled changes in a table, each linking to its screen, from the Customer menu", async () => {
    signedIn({ 'GET /v1/scheduled': () => ({ body: { data: scheduled } }) });
    await renderConsole('/scheduled');
    expect(screen.getByRole('heading', { name: 'Scheduled changes', level: 1 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Customer' });
    expect(within(menu).getByRole('link', { name: 'Scheduled changes' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const table = await screen.findByRole('table', { name: 'Scheduled changes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Website', 'Screen', 'When', 'Set by', 'Status']);
    // Two zones: each time names its own, the heading none.
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Leaders' })).toHaveAttribute(
      'href',
      '/configuration/2001/leaders',
    );
    expect(first).toHaveTextContent('NBL Official Website (2001)');
    expect(first).toHaveTextContent('1 Dec 2026, 00:00 (Europe/London)');
    expect(first).toHaveTextContent('Alex Admin');
    expect(first).toHaveTextContent('Scheduled');
    expect(within(second!).getByRole('link', { name: 'Standings Fragment' })).toHaveAttribute(
      'href',
      '/configuration/2002/standingsFragment',
    );
    expect(second).toHaveTextContent('Not published: The live settings changed after this draft was made');
  });

  it('says when nothing is scheduled', async () => {
    signedIn({ 'GET /v1/scheduled': () => ({ body: { data: [] } }) });
    await renderConsole('/scheduled');
    expect(await screen.findByText('No changes are scheduled.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

const review = {
  websiteId: '2001',
  websiteName: 'NBL Official Website',
  resource: 'leaders',
  widget: 'leaders',
  screenTitle: 'Leaders',
  changes: ['Number of leaders per statistic: 5 → 3', 'Show person image: on → off'],
  expiresAt: '2099-11-25T09:00:00Z',
  reason: 'The sponsor wants fewer leaders',
  preview: {
    payload: {
      widget: 'leaders',
      websiteId: '2001',
      config: { leadersCountPerStatistic: 3 },
    },
  },
};

describe('the review page (/review/{token})', () => {
  it('shows the changes and renders the widget with the draft, signed out and without a token', async () => {
    localStorage.setItem('atrium_locale', 'en-GB');
    const { calls } = mockNetwork({
      'GET /v1/review/tok_EN-123': () => ({ body: { data: [review] } }),
    });
    await renderConsole('/review/tok_EN-123');
    expect(await screen.findByRole('heading', { name: 'Review changes', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('NBL Official Website · Leaders')).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'What this draft changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(review.changes);
    // The change request's reason, when the draft asks for approval with one.
    expect(within(changes).getByText('Reason: The sponsor wants fewer leaders')).toBeInTheDocument();

    const frame = (await screen.findByTitle('Widget preview')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'eua:preview:ready' }, source: frame.contentWindow }),
      );
    });
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    const [message] = postMessage.mock.calls[0]! as [PreviewRenderMessage];
    expect(message).toEqual({ type: 'eua:preview:render', payload: review.preview.payload });

    // The link is the credential: nothing else of the data API is asked for, and no Authorization is sent.
    const api = calls.filter((call) => new URL(call.url).pathname.startsWith('/v1/'));
    expect(api.map((call) => new URL(call.url).pathname)).toEqual(['/v1/review/tok_EN-123']);
    expect(api[0]!.authorization).toBeNull();
    expect(window.location.pathname).toBe('/review/tok_EN-123');
  });

  it('starts no sign-in for a signed-out visitor, where any other page sends them to the login page', async () => {
    // A visitor who never signed in here: no user, no "is authenticated" cookie.
    // biome-ignore lint/suspicious/noDocumentCookie: the console's own cookie, as session-cookie.ts clears it.
    document.cookie = 'eua.is_authenticated=; Max-Age=0; Path=/';
    const signInStarts = (calls: { url: string }[]) => calls.filter((call) => call.url.includes('/idp/'));
    const review = mockNetwork({ 'GET /v1/review/tok': () => ({ body: { data: [] } }) });
    await renderConsole('/review/tok');
    await screen.findByRole('heading', { name: 'Review changes', level: 1 });
    expect(signInStarts(review.calls)).toHaveLength(0);

    const other = mockNetwork({
      'GET /idp/.well-known/openid-configuration': () => ({
        body: { issuer: 'http://console.test/idp', authorization_endpoint: 'http://console.test/idp/auth' },
      }),
    });
    await renderConsole('/scheduled');
    // The automatic sign-in reads the provider's metadata first.
    await waitFor(() => expect(signInStarts(other.calls)).not.toHaveLength(0));
  });

  it('says so for an expired or revoked link', async () => {
    mockNetwork({
      'GET /v1/review/gone': () => ({
        status: 404,
        body: { message: 'This review link has expired or was revoked' },
      }),
    });
    await renderConsole('/review/gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('This review link has expired or was revoked');
  });

  it('without a widget (General) shows the changes only', async () => {
    mockNetwork({
      'GET /v1/review/general': () => ({
        body: {
          data: [{ ...review, resource: 'general', widget: null, screenTitle: 'General', preview: null }],
        },
      }),
    });
    await renderConsole('/review/general');
    expect(await screen.findByText('This screen has no widget of its own to preview.')).toBeInTheDocument();
    expect(screen.queryByTitle('Widget preview')).not.toBeInTheDocument();
  });
});
