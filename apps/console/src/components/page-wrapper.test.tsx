import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { FlashProvider, useFlash } from './flash';
import { PageBlockProvider, usePageBlock } from './page-block';
import { composeTitle, PageWrapper } from './page-wrapper';
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
});
