import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { FlashProvider, useFlash } from './flash';
import { PageBlockProvider, usePageBlock } from './page-block';
import { composeTitle, PageWrapper, pageAbove } from './page-wrapper';
import { PreferencesProvider } from './preferences';

afterEach(() => vi.useRealTimers());

function Controls() {
  const { show } = useFlash();
  const { block } = usePageBlock();
  return (
    <>
      <button
        type="button"
        onClick={() => show({ message: 'Configuration updated successfully.', type: 'success' })}
      >
        ok
      </button>
      <button type="button" onClick={() => show({ message: 'Forbidden', type: 'danger', timeout: 15 })}>
        fail
      </button>
      <button type="button" onClick={() => block()}>
        block
      </button>
    </>
  );
}

async function renderWrapper() {
  const i18n = await initI18n('en-GB');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PreferencesProvider>
          <FlashProvider>
            <PageBlockProvider>
              <PageWrapper title="General" titleParts={['General', 'Demo Website']}>
                <Controls />
              </PageWrapper>
            </PageBlockProvider>
          </FlashProvider>
        </PreferencesProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('page wrapper', () => {
  it('composes the document title from the page, the website and the admin title', async () => {
    expect(composeTitle(['General', undefined])).toBe('General | Embedded UI Admin');
    await renderWrapper();
    expect(document.title).toBe('General | Demo Website | Embedded UI Admin');
    expect(screen.getByRole('heading', { level: 1, name: 'General' })).toBeInTheDocument();
  });

  it('stacks flash messages, success as a status and failure as an alert, each leaving after its time-out', async () => {
    await renderWrapper();
    // A clock that moves only when the test moves it: the lifetimes (docs/product.md#limits-and-constants: a
    // toast lasts 5000 ms by default, the failure here 15 s) are checked to the millisecond on any machine
    // (decision 073).
    vi.useFakeTimers();
    const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Configuration updated successfully.');
    expect(screen.getByRole('alert')).toHaveTextContent('Forbidden');
    elapse(4_999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    elapse(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    elapse(9_999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    elapse(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the user dismiss a flash before its time', async () => {
    await renderWrapper();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('covers the page with a spinner while it is blocked', async () => {
    await renderWrapper();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'block' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it("leads Go Back to the page above on the console's first page, never out of the console", async () => {
    expect(pageAbove('/configuration/2001/general')).toBe('/select/website');
    expect(pageAbove('/activity')).toBe('/select/website');
    expect(pageAbove('/select/website')).toBe('/select/customer');
    expect(pageAbove('/select/customer')).toBeNull();
    const user = userEvent.setup();
    const { unmount } = await renderAt('/configuration/2001/general');
    // The first page: the page above, not the browser's previous entry (the sign-in request).
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('heading', { level: 1, name: '/select/website' })).toBeInTheDocument();
    // A page the console went to: back to the one before it.
    await user.click(screen.getByRole('link', { name: 'Activity' }));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('heading', { level: 1, name: '/select/website' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(
      screen.getByRole('heading', { level: 1, name: '/configuration/2001/general' }),
    ).toBeInTheDocument();
    unmount();
    // The customer table as the first page has nothing above it in the console: no Go Back at all.
    await renderAt('/select/customer');
    expect(screen.getByRole('heading', { level: 1, name: '/select/customer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go Back' })).not.toBeInTheDocument();
  });
});

/** A page wrapper titled with the address, on a router that starts at `path`. */
async function renderAt(path: string) {
  const i18n = await initI18n('en-GB');
  function Where() {
    const { pathname } = useLocation();
    return (
      <PageWrapper title={pathname}>
        <Link to="/activity">Activity</Link>
      </PageWrapper>
    );
  }
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <PreferencesProvider>
          <FlashProvider>
            <PageBlockProvider>
              <Routes>
                <Route path="*" element={<Where />} />
              </Routes>
            </PageBlockProvider>
          </FlashProvider>
        </PreferencesProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
