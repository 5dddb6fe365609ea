import { afterEach, describe, expect, it } from 'vitest';
import { hostError, idFromAddress, readHost, shadowRootOf, widgetHosts } from './hosts';

function element(attrs: Record<string, string>, tag = 'div'): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readHost', () => {
  it('reads the widget, the website, and the page locale, theme and season', () => {
    const el = element({
      'data-eua-widget': 'standings',
      'data-website-id': '2001',
      'data-locale': 'de-DE',
      'data-theme': 'dark',
      'data-season': 's1',
      'data-link-base': '/club/',
    });
    expect(readHost(el)).toEqual({
      widget: 'standings',
      websiteId: '2001',
      locale: 'de-DE',
      theme: 'dark',
      season: 's1',
      // A widget that shows a season's content has no id, whatever the element or the address says.
      id: null,
      linkBase: '/club',
    });
  });

  it('reads a missing or empty locale, theme and season as none', () => {
    const el = element({ 'data-eua-widget': '', 'data-locale': '', 'data-season': '' });
    expect(readHost(el)).toEqual({
      widget: '',
      websiteId: '',
      locale: null,
      theme: null,
      season: null,
      id: null,
      linkBase: '',
    });
  });
});

describe('idFromAddress', () => {
  it('reads the segment after the last teams, players or fixtures of a page path, decoded', () => {
    expect(idFromAddress('/teams/5001', 'teams')).toBe('5001');
    expect(idFromAddress('/club/players/7001/', 'players')).toBe('7001');
    expect(idFromAddress('/fixtures/teams/9001', 'teams')).toBe('9001');
    expect(idFromAddress('/fixtures/a%20b', 'fixtures')).toBe('a b');
  });

  it('finds none when the path has no such segment, nothing after it, or a malformed escape', () => {
    expect(idFromAddress('/', 'teams')).toBeNull();
    expect(idFromAddress('/teams/', 'teams')).toBeNull();
    expect(idFromAddress('/players/7001', 'teams')).toBeNull();
    expect(idFromAddress('/teams/%E0%A4%A', 'teams')).toBeNull();
  });
});

describe('hostError', () => {
  it('names an unknown widget, then a missing website, and accepts a known widget of a website', () => {
    expect(hostError({ widget: 'matchReport', websiteId: '2001' })).toBe(
      'Unknown widget "matchReport" (data-eua-widget)',
    );
    expect(hostError({ widget: '', websiteId: '' })).toBe('Unknown widget "" (data-eua-widget)');
    expect(hostError({ widget: 'leaders', websiteId: '' })).toBe('Missing data-website-id');
    expect(hostError({ widget: 'leaders', websiteId: '2001' })).toBeNull();
  });
});

describe('widgetHosts', () => {
  it('finds the widget elements at and in the target, in document order, but not the preview root', () => {
    const outer = element({ 'data-eua-widget': 'standings' });
    const inner = document.createElement('section');
    inner.setAttribute('data-eua-widget', 'leaders');
    outer.appendChild(inner);
    const preview = element({ 'data-eua-widget': 'leaders', 'data-eua-preview-root': '' });
    const other = element({ 'data-eua-widget': 'schedule' });
    expect(widgetHosts(document)).toEqual([outer, inner, other]);
    expect(widgetHosts(outer)).toEqual([outer, inner]);
    expect(widgetHosts(preview)).toEqual([]);
    expect(widgetHosts(element({}))).toEqual([]);
  });
});

describe('shadowRootOf', () => {
  it('gives the element an open shadow root with the widgets styles, once', () => {
    const el = element({ 'data-eua-widget': 'standings' });
    const root = shadowRootOf(el);
    expect(root?.mode).toBe('open');
    const styled = root?.querySelector('style') !== null || (root?.adoptedStyleSheets?.length ?? 0) > 0;
    expect(styled).toBe(true);
    expect(shadowRootOf(el)).toBe(root);
  });

  it('leaves an element that cannot host a shadow root alone', () => {
    const img = element({ 'data-eua-widget': 'standings' }, 'img');
    expect(shadowRootOf(img)).toBeNull();
    const closed = element({ 'data-eua-widget': 'standings' });
    closed.attachShadow({ mode: 'closed' });
    expect(shadowRootOf(closed)).toBeNull();
  });
});
