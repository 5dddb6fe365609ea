import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashProvider, useFlash } from './flash';

function Messages({ onReady }: { onReady(show: ReturnType<typeof useFlash>['show']): void }) {
  const { messages, show } = useFlash();
  onReady(show);
  return (
    <ul>
      {messages.map((m) => (
        <li key={m.id}>{m.message}</li>
      ))}
    </ul>
  );
}

describe('flash messages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disappear after their timeout', () => {
    let show: ReturnType<typeof useFlash>['show'] = () => 0;
    render(
      <FlashProvider>
        <Messages onReady={(s) => (show = s)} />
      </FlashProvider>,
    );
    act(() => {
      show({ message: 'Saved', timeout: 2 });
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('leave no timer running once the console is gone', () => {
    let show: ReturnType<typeof useFlash>['show'] = () => 0;
    const { unmount } = render(
      <FlashProvider>
        <Messages onReady={(s) => (show = s)} />
      </FlashProvider>,
    );
    act(() => {
      show({ message: 'Saved' });
      show({ message: 'Also saved', timeout: 10 });
    });
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
