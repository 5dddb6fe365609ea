import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports the paint entries a test hands it, as Chromium does once it presents. */
function fakePaintTiming() {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: Callback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => {
      for (const callback of [...observers])
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
}

describe('afterFirstPaint (decision 092)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls back once a frame has passed and the first content has been shown, not before', async () => {
    const timing = fakePaintTiming();
    const { afterFirstPaint } = await import('./first-paint');
    const then = vi.fn();
    afterFirstPaint(then);
    await vi.advanceTimersByTimeAsync(100);
    timing.paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(then).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after the wait when no content is ever shown (a tab in the background)', async () => {
    fakePaintTiming();
    const { afterFirstPaint, FIRST_PAINT_WAIT_MS } = await import('./first-paint');
    const then = vi.fn();
    afterFirstPaint(then);
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 100);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled', async () => {
    const timing = fakePaintTiming();
    const { afterFirstPaint } = await import('./first-paint');
    const then = vi.fn();
    const cancel = afterFirstPaint(then);
    await vi.advanceTimersByTimeAsync(50);
    cancel();
    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(then).not.toHaveBeenCalled();
  });

  it('calls back after a frame where the browser keeps no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPaint } = await import('./first-paint');
    const then = vi.fn();
    afterFirstPaint(then);
    await vi.advanceTimersByTimeAsync(50);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
