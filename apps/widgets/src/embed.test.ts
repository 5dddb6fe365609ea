import { afterEach, expect, it, vi } from 'vitest';

// Its own file: importing the entry starts a runtime that watches this test file's document until it ends.
afterEach(() => {
  vi.unstubAllGlobals();
});

it('leaks only window.EuaWidgets, with render() and refresh()', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const before = new Set(Object.keys(window));
  await import('./embed');
  const added = Object.keys(window).filter((k) => !before.has(k));
  expect(added).toEqual(['EuaWidgets']);
  expect(Object.keys(window.EuaWidgets!).sort()).toEqual(['refresh', 'render', 'version']);

  // The API base is the script's origin (here, without a script element: the page's).
  const el = document.createElement('div');
  el.dataset.euaWidget = 'standings';
  el.dataset.websiteId = '2001';
  document.body.appendChild(el);
  expect(window.EuaWidgets!.render()).toBe(1);
  expect(vi.mocked(fetch).mock.calls[0]![0]).toBe(`${location.origin}/widgets/v1/2001/standings`);
  expect(el.shadowRoot).not.toBeNull();
});
