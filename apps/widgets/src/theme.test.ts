import { resolveSettings } from '@eua/shared';
import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Runtime, startRuntime } from './runtime';
import { payload, standingsContent } from './test-payloads';
import { themeCss } from './theme';

const context = { sport: 'basketball' as const, trackingData: false };
const themeOf = (values: Record<string, unknown>) => resolveSettings('theme', values, context);

describe('the theme as custom properties', () => {
  it('sets each colour behind the page’s --eua-* override, for light and dark', () => {
    const css = themeCss(themeOf({ lightAccent: '#1b7a3e', darkAccent: '#7fd69b' }), null);
    expect(css).toContain('.eua{--accent:var(--eua-accent,#1b7a3e);');
    expect(css).toContain('.eua[data-theme=dark]{--accent:var(--eua-accent,#7fd69b);');
    expect(css).toContain(
      '@media (prefers-color-scheme:dark){.eua:not([data-theme]){--accent:var(--eua-accent,#7fd69b);',
    );
    expect(css).toContain('--muted:var(--eua-secondary-text,#5b6470)');
  });

  it('keeps today’s look without a saved theme: no mark outline, comfortable rows, 14px, 8px corners', () => {
    const css = themeCss(themeOf({}), null);
    expect(css).toContain('--outline:var(--eua-mark-outline,transparent)');
    expect(css).toContain('font-size:var(--eua-font-size,14px)');
    expect(css).toContain('border-radius:var(--eua-radius,8px)');
    expect(css).not.toContain('th,td{padding');
  });

  it('applies font, size, radius, density and the marks’ outline', () => {
    const css = themeCss(
      themeOf({
        font: 'georgia',
        baseSize: 16,
        cornerRadius: 0,
        density: 'compact',
        lightMarkOutline: '#000000',
      }),
      null,
    );
    expect(css).toContain('font-family:var(--eua-font,Georgia,"Times New Roman",serif)');
    expect(css).toContain('font-size:var(--eua-font-size,16px)');
    expect(css).toContain('border-radius:var(--eua-radius,0px)');
    expect(css).toContain('th,td{padding:3px 6px}');
    expect(css).toContain('--outline:var(--eua-mark-outline,#000000)');
  });

  it('takes the page’s font from the element the widget sits in', () => {
    const around = document.createElement('section');
    around.style.fontFamily = 'Lato, sans-serif';
    const host = document.createElement('div');
    around.append(host);
    document.body.append(around);
    expect(themeCss(themeOf({ font: 'page' }), host)).toContain(
      'font-family:var(--eua-font,Lato, sans-serif)',
    );
    around.remove();
  });
});

describe('the widget wears it', () => {
  let runtime: Runtime | null = null;
  beforeEach(() => {
    const answer = payload(standingsContent());
    answer.theme = themeOf({ lightAccent: '#1b7a3e' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: answer }), { status: 200 })),
    );
  });
  afterEach(() => {
    runtime?.stop();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('in a stylesheet of its own, and names its main pieces for ::part()', async () => {
    const el = document.createElement('div');
    el.setAttribute('data-eua-widget', 'standings');
    el.setAttribute('data-website-id', '2001');
    document.body.append(el);
    runtime = startRuntime({ base: 'https://api.test', preview: false });
    const root = el.shadowRoot!;
    await waitFor(() => expect(root.querySelector('h2')).not.toBeNull());
    expect(root.querySelector('[style]')).toBeNull();
    expect(root.querySelector('style')).toBeNull();
    const sheets = root.adoptedStyleSheets ?? [];
    if (sheets.length > 0) {
      const text = [...sheets.at(-1)!.cssRules].map((rule) => rule.cssText).join('\n');
      expect(text).toContain('#1b7a3e');
    }
    expect(root.querySelector('h2')!.getAttribute('part')).toBe('heading');
    expect(root.querySelector('table')!.getAttribute('part')).toBe('table');
    expect(root.querySelector('thead th')!.getAttribute('part')).toBe('header-cell');
    expect(root.querySelector('tbody tr')!.getAttribute('part')).toBe('row');
    expect(root.querySelector('a')?.getAttribute('part') ?? 'link').toBe('link');
  });
});
