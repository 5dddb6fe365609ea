import type { WidgetPayload } from '@eua/shared';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Runtime, startRuntime } from './runtime';
import { cells, headers, leadersContent, payload, standingsContent, ui } from './test-payloads';
import { wordCount, wordKeyCount, wordLanguages } from './words';

let runtime: Runtime | null = null;
let fetchMock: ReturnType<typeof vi.fn>;

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/** The public read path, answering from these payloads by widget, honouring ?season=. */
function serve(payloads: Record<string, WidgetPayload>) {
  fetchMock.mockImplementation((url: string) => {
    const { pathname, searchParams } = new URL(url);
    const widget = pathname.split('/').pop()!;
    const p = payloads[widget];
    if (!p) return answer(404, { message: 'Unknown widget' });
    const season = searchParams.get('season');
    const seasonData = p.seasons.find((s) => s.seasonId === season);
    const content =
      season && 'season' in p.content && seasonData ? { ...p.content, season: seasonData } : p.content;
    return answer(200, { data: { ...p, content } });
  });
}

function element(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  return el;
}

const rootOf = (el: HTMLElement) => el.shadowRoot!;
const loaded = (el: HTMLElement) =>
  waitFor(() => expect(rootOf(el).querySelector('.eua')?.getAttribute('aria-busy')).toBe('false'));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  runtime?.stop();
  runtime = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('embedding', () => {
  it('renders each widget in an open shadow root with its own styles, from the script origin', async () => {
    serve({ standings: payload(standingsContent()) });
    const el = element({ 'data-eua-widget': 'standings', 'data-website-id': '2001' });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    const root = rootOf(el);
    expect(root.mode).toBe('open');
    expect(root.querySelector('.eua')?.getAttribute('aria-busy')).toBe('true');
    expect(within(root.querySelector<HTMLElement>('.eua')!).getByText('Loading…')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/widgets/v1/2001/standings', expect.anything());
    await loaded(el);
    expect(ui(root).getAllByRole('table')).toHaveLength(2);
    // jsdom has no constructed stylesheets: the fallback <style> sits inside the shadow root, not the page.
    const styled = root.querySelector('style') !== null || (root.adoptedStyleSheets?.length ?? 0) > 0;
    expect(styled).toBe(true);
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('asks for data-season', async () => {
    serve({ standings: payload(standingsContent()) });
    const el = element({ 'data-eua-widget': 'standings', 'data-website-id': '2001', 'data-season': 's1' });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    await loaded(el);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.test/widgets/v1/2001/standings?season=s1');
    expect((ui(rootOf(el)).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement).value).toBe('s1');
  });

  it('fetches again with ?season= when the reader picks a season, keeping focus on the selector', async () => {
    serve({ leaders: payload(leadersContent()) });
    const el = element({ 'data-eua-widget': 'leaders', 'data-website-id': '2001' });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    await loaded(el);
    const select = ui(rootOf(el)).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect(select.value).toBe('s2');
    select.focus();
    fireEvent.change(select, { target: { value: 's3' } });
    expect(fetchMock).toHaveBeenLastCalledWith(
      'https://api.test/widgets/v1/2001/leaders?season=s3',
      expect.anything(),
    );
    await loaded(el);
    const again = ui(rootOf(el)).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect(again.value).toBe('s3');
    expect(rootOf(el).activeElement).toBe(again);
  });

  it('shows one short line for a refusal and logs its exact reason, asking once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() => answer(403, { message: 'Origin https://evil.test is not allowed' }));
    const el = element({ 'data-eua-widget': 'schedule', 'data-website-id': '2001' });
    runtime = startRuntime({ base: 'https://api.test', preview: false, retryDelay: 1 });
    await loaded(el);
    expect(ui(rootOf(el)).getByRole('alert').textContent).toBe('The widget could not be loaded.');
    expect(log).toHaveBeenCalledWith(
      'EuaWidgets: schedule of website 2001: HTTP 403: Origin https://evil.test is not allowed',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries a failed request again with back-off, saying so, until it answers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    fetchMock.mockImplementation(() => {
      calls++;
      if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (calls === 2) return answer(503, { message: 'Service unavailable' });
      return answer(200, { data: payload(leadersContent()) });
    });
    const el = element({ 'data-eua-widget': 'leaders', 'data-website-id': '2001' });
    runtime = startRuntime({ base: 'https://api.test', preview: false, retryDelay: 40 });
    await waitFor(() =>
      expect(ui(rootOf(el)).getByRole('status').textContent).toBe('Loading failed, trying again…'),
    );
    await loaded(el);
    expect(ui(rootOf(el)).getByRole('heading', { name: 'Leaders' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'EuaWidgets: leaders of website 2001: no answer from https://api.test: Failed to fetch; trying again in 0.04 s',
      'EuaWidgets: leaders of website 2001: HTTP 503: Service unavailable; trying again in 0.08 s',
    ]);
  });

  it('gives up after four retries with the short line, and says nothing for a wrong element', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const el = element({ 'data-eua-widget': 'leaders', 'data-website-id': '2001' });
    const bad = element({ 'data-eua-widget': 'matchReport', 'data-website-id': '2001' });
    const noSite = element({ 'data-eua-widget': 'leaders' });
    runtime = startRuntime({ base: 'https://api.test', preview: false, retryDelay: 1 });
    await loaded(el);
    expect(ui(rootOf(el)).getByRole('alert').textContent).toBe('The widget could not be loaded.');
    expect(ui(rootOf(bad)).getByRole('alert').textContent).toBe('The widget could not be loaded.');
    expect(ui(rootOf(noSite)).getByRole('alert').textContent).toBe('The widget could not be loaded.');
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      'EuaWidgets: matchReport of website 2001: Unknown widget "matchReport" (data-eua-widget)',
      'EuaWidgets: leaders of website (none): Missing data-website-id',
      'EuaWidgets: leaders of website 2001: no answer from https://api.test: Failed to fetch',
    ]);
  });

  it('fetches a widget only when it comes near view, holding its usual height meanwhile', async () => {
    serve({ leaders: payload(leadersContent()) });
    const observed: Element[] = [];
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    let margin: string | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
          init?: { rootMargin?: string },
        ) {
          notify = callback;
          margin = init?.rootMargin;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve(el: Element) {
          observed.splice(observed.indexOf(el), 1);
        }
        disconnect() {}
      },
    );
    const el = element({ 'data-eua-widget': 'leaders', 'data-website-id': '2001' });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    expect(margin).toBe('600px 0px');
    expect(observed).toEqual([el]);
    expect(fetchMock).not.toHaveBeenCalled();
    const box = rootOf(el).querySelector('.eua')!;
    expect(box.hasAttribute('data-loading')).toBe(true);
    expect(box.getAttribute('data-widget')).toBe('leaders');
    notify([{ target: el, isIntersecting: false }]);
    expect(fetchMock).not.toHaveBeenCalled();
    notify([{ target: el, isIntersecting: true }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(observed).toEqual([]);
    await loaded(el);
    expect(rootOf(el).querySelector('.eua')!.hasAttribute('data-loading')).toBe(false);
  });

  it('picks up widgets added later, and refresh() fetches again', async () => {
    serve({ standings: payload(standingsContent()) });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    const el = element({ 'data-eua-widget': 'standings', 'data-website-id': '2001' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await loaded(el);
    expect(runtime.render()).toBe(0);
    el.setAttribute('data-season', 's3');
    runtime.refresh(el);
    expect(fetchMock).toHaveBeenLastCalledWith(
      'https://api.test/widgets/v1/2001/standings?season=s3',
      expect.anything(),
    );
    await loaded(el);
  });

  it('speaks the page locale when the website offers it, else the reader language, else its default', async () => {
    const p = payload(
      leadersContent(),
      { leadersStatistics: ['points'] },
      { locales: ['en-EN', 'de-DE', 'fr-FR'] },
    );
    serve({ leaders: p });
    const de = element({ 'data-eua-widget': 'leaders', 'data-website-id': '2001', 'data-locale': 'de-DE' });
    const tr = element({ 'data-eua-widget': 'leaders', 'data-website-id': '2001', 'data-locale': 'tr-TR' });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    await loaded(de);
    await loaded(tr);
    expect(ui(rootOf(de)).getByRole('heading', { name: 'Bestenliste' })).toBeTruthy();
    expect(headers(ui(rootOf(de)).getByRole('table'))).toEqual(['Rang', 'Spieler', 'Points', 'Team']);
    expect(ui(rootOf(de)).getByRole('combobox', { name: 'Saison' })).toBeTruthy();
    expect(rootOf(de).querySelector('.eua')?.getAttribute('lang')).toBe('de-DE');
    // tr-TR is not offered: the reader's fr-CA matches fr-FR.
    expect(ui(rootOf(tr)).getByRole('heading', { name: 'Leaders' })).toBeTruthy();
    expect(rootOf(tr).querySelector('.eua')?.getAttribute('lang')).toBe('fr-FR');
  });

  it('falls back to the default locale', async () => {
    serve({
      schedule: payload(
        { widget: 'schedule', seasons: [], fixtures: [], teams: {} },
        {},
        { locales: ['lv-LV', 'es-ES'], localeDefault: 'lv-LV' },
      ),
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    const el = element({ 'data-eua-widget': 'schedule', 'data-website-id': '2001' });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    await loaded(el);
    expect(ui(rootOf(el)).getByRole('heading', { name: 'Kalendārs' })).toBeTruthy();
    expect(ui(rootOf(el)).getByText('Nav spēļu')).toBeTruthy();
    expect(
      ui(rootOf(el))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Rezultāti', 'Gaidāmās']);
  });

  it('takes data-theme, else leaves the colour scheme to the reader', async () => {
    serve({ standings: payload(standingsContent()) });
    const dark = element({ 'data-eua-widget': 'standings', 'data-website-id': '2001', 'data-theme': 'dark' });
    const auto = element({ 'data-eua-widget': 'standings', 'data-website-id': '2001' });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    await loaded(dark);
    await loaded(auto);
    expect(rootOf(dark).querySelector('.eua')?.getAttribute('data-theme')).toBe('dark');
    expect(rootOf(auto).querySelector('.eua')?.hasAttribute('data-theme')).toBe(false);
  });

  it('links the widgets of the page from its first one when General shows the main navigation', async () => {
    serve({
      standings: payload(standingsContent(), {}, { showMainNavigation: true }),
      leaders: payload(leadersContent(), {}, { showMainNavigation: true }),
    });
    const a = element({ 'data-eua-widget': 'standings', 'data-website-id': '2001' });
    const b = element({ 'data-eua-widget': 'leaders', 'data-website-id': '2001', id: 'top-scorers' });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    await loaded(a);
    await loaded(b);
    await waitFor(() => expect(ui(rootOf(a)).getByRole('navigation').querySelectorAll('li')).toHaveLength(2));
    const nav = ui(rootOf(a)).getByRole('navigation', { name: 'Widgets' });
    expect(within(nav).getByRole('link', { name: 'Leaders' }).getAttribute('href')).toBe('#top-scorers');
    expect(within(nav).getByText('Standings').getAttribute('aria-current')).toBe('true');
    // One list per page, on its first widget: the leaders carry none (decision 133).
    expect(ui(rootOf(b)).queryByRole('navigation')).toBeNull();
  });

  it('shows no navigation when General hides it', async () => {
    serve({ standings: payload(standingsContent()) });
    const el = element({ 'data-eua-widget': 'standings', 'data-website-id': '2001' });
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    await loaded(el);
    expect(ui(rootOf(el)).queryByRole('navigation')).toBeNull();
  });
});

describe('preview mode', () => {
  function previewFrame() {
    const parent = { postMessage: vi.fn() } as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
    const host = element({ 'data-eua-preview-root': '' });
    runtime = startRuntime({ base: 'https://api.test', preview: true, parent });
    const send = (data: unknown, source: unknown = parent) => {
      const event = new Event('message');
      Object.defineProperties(event, { data: { value: data }, source: { value: source } });
      window.dispatchEvent(event);
    };
    return { parent, host, send };
  }

  it('says it is ready, renders a posted payload at once, and reports its height', () => {
    const { parent, host, send } = previewFrame();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'eua:preview:ready' }, '*');
    send({
      type: 'eua:preview:render',
      payload: payload(leadersContent(), { leadersStatistics: ['points'], leadersCountPerStatistic: 3 }),
    });
    // Synchronously: no await between the message and the rows.
    expect(cells(ui(rootOf(host)).getByRole('table', { name: 'Points' }))).toHaveLength(3);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'eua:preview:size', height: expect.any(Number) },
      '*',
    );
    send({
      type: 'eua:preview:render',
      payload: payload(leadersContent(), { leadersStatistics: ['points'], leadersCountPerStatistic: 5 }),
    });
    expect(cells(ui(rootOf(host)).getByRole('table', { name: 'Points' }))).toHaveLength(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores messages from other windows and other shapes', () => {
    const { host, send } = previewFrame();
    send({ type: 'eua:preview:render', payload: payload(leadersContent()) }, window);
    send({ type: 'eua:preview:render', payload: payload(leadersContent()) }, null);
    send({ type: 'something-else', payload: payload(leadersContent()) });
    expect(ui(rootOf(host)).queryByRole('table')).toBeNull();
    expect(ui(rootOf(host)).getByText('Loading…')).toBeTruthy();
  });

  it('tells the console which season the reader picked, without fetching', () => {
    const { parent, host, send } = previewFrame();
    send({ type: 'eua:preview:render', payload: payload(standingsContent()) });
    const select = ui(rootOf(host)).getByRole('combobox', { name: 'Season' });
    fireEvent.change(select, { target: { value: 's1' } });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'eua:preview:season', seasonId: 's1' }, '*');
    expect(fetchMock).not.toHaveBeenCalled();
    // The console answers with the new season's content; the selector follows the content.
    const next = payload({ ...standingsContent(), season: payload(standingsContent()).seasons[0]! });
    send({ type: 'eua:preview:render', payload: next });
    expect((ui(rootOf(host)).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement).value).toBe(
      's1',
    );
  });

  it('does not mount page widgets', () => {
    const el = element({ 'data-eua-widget': 'standings', 'data-website-id': '2001' });
    previewFrame();
    expect(el.shadowRoot).toBeNull();
  });
});

describe('words', () => {
  it('has one word per key in every language', () => {
    for (const language of wordLanguages)
      expect([language, wordCount(language)]).toEqual([language, wordKeyCount]);
  });
});

describe('malformed payloads', () => {
  it('show an error instead of throwing', () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    const host = element({ 'data-eua-preview-root': '' });
    runtime = startRuntime({ base: 'https://api.test', preview: true, parent });
    const broken = { ...payload(standingsContent()), content: { widget: 'standings', stages: null } };
    const event = new Event('message');
    Object.defineProperties(event, {
      data: { value: { type: 'eua:preview:render', payload: broken } },
      source: { value: parent },
    });
    window.dispatchEvent(event);
    expect(ui(rootOf(host)).getByRole('alert').textContent).toBe('The widget could not be loaded.');
  });
});
