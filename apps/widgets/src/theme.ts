/**
 * The website's theme (docs/product.md#theme) as CSS custom properties in a stylesheet of the widget's own,
 * adopted after the shared one: no style attribute and no `<style>` element, so a page whose CSP allows no
 * inline style keeps working (decision 100). Each value yields to a `--eua-*` property the page sets on the
 * widget's element: custom properties inherit across the shadow boundary (decision 149).
 */
import type { ThemeSettings } from '@eua/shared';

/** The font stacks the theme offers, by the value its Font field stores (features/theme.ts). */
const stacks: Record<string, string> = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  arial: 'Arial,Helvetica,sans-serif',
  verdana: 'Verdana,Geneva,sans-serif',
  trebuchet: '"Trebuchet MS",Helvetica,sans-serif',
  georgia: 'Georgia,"Times New Roman",serif',
  times: '"Times New Roman",Times,serif',
};

/** A colour as the theme stores it ('#rrggbb'); anything else (an old answer, a broken preview message) is none. */
const hex = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^#[0-9a-f]{3,6}$/i.test(value) ? value : fallback;

const px = (value: unknown, fallback: number, min: number, max: number) =>
  typeof value === 'number' && value >= min && value <= max ? value : fallback;

/** The colours of one mode, `{mode}{Colour}` in the settings, each behind its `--eua-*` override. */
const colours = (theme: ThemeSettings, mode: 'light' | 'dark') => {
  const get = (name: string, fallback: string) =>
    hex((theme as Record<string, unknown>)[mode + name], fallback);
  return (
    `--accent:var(--eua-accent,${get('Accent', '#0b57d0')});` +
    `--bg:var(--eua-background,${get('Background', '#fff')});` +
    `--fg:var(--eua-text,${get('Text', '#1a1d21')});` +
    `--muted:var(--eua-secondary-text,${get('SecondaryText', '#5b6470')});` +
    `--line:var(--eua-lines,${get('Lines', '#d9dde3')});` +
    `--head:var(--eua-header-background,${get('HeaderBackground', '#f3f5f8')});` +
    // An outline in the background's colour is none (the default: the look without a theme).
    `--outline:var(--eua-mark-outline,${get('MarkOutline', '') === get('Background', '') ? 'transparent' : get('MarkOutline', 'transparent')})`
  );
};

/** The font of the element the widget sits in, for "The page's font". */
const pageFont = (host: Element | null): string => {
  const around = host?.parentElement ?? host;
  const family = around ? getComputedStyle(around).fontFamily : '';
  // A family from the page goes into a rule: one that could end the rule is not taken.
  return family && !/[;{}<>\\]/.test(family) ? family : stacks.system!;
};

/** The theme's stylesheet text for a widget inside `host`. */
export function themeCss(theme: ThemeSettings, host: Element | null): string {
  const size = px(theme.baseSize, 14, 10, 24);
  const radius = px(theme.cornerRadius, 8, 0, 32);
  const font = theme.font === 'page' ? pageFont(host) : (stacks[theme.font] ?? stacks.system!);
  const dark = colours(theme, 'dark');
  const compact = theme.density === 'compact';
  return (
    `.eua{${colours(theme, 'light')};font-family:var(--eua-font,${font});font-size:var(--eua-font-size,${size}px);border-radius:var(--eua-radius,${radius}px)${compact ? ';padding:8px;line-height:1.3' : ''}}` +
    `.eua[data-theme=dark]{${dark}}@media (prefers-color-scheme:dark){.eua:not([data-theme]){${dark}}}` +
    `select,.more,.fx-toggle{border-radius:calc(var(--eua-radius,${radius}px)/2)}.fx-banner{border-radius:var(--eua-radius,${radius}px)}` +
    `.mark,.swatch{outline:1px solid var(--outline)}` +
    (compact ? 'th,td{padding:3px 6px}[role=tab]{padding:4px 10px}' : '') +
    `@container (max-width:420px){.eua{font-size:var(--eua-font-size,${size - 1}px)}}`
  );
}

const sheets = new WeakMap<ShadowRoot, { sheet: CSSStyleSheet; text: string }>();

/** Gives the widget's shadow root its theme: a stylesheet of its own after the shared one, replaced on change. */
export function applyTheme(root: ShadowRoot, theme: ThemeSettings | undefined): void {
  if (!theme) return;
  const text = themeCss(theme, root.host);
  let own = sheets.get(root);
  if (own?.text === text) return;
  if (!own) {
    own = { sheet: new CSSStyleSheet(), text };
    sheets.set(root, own);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, own.sheet];
  }
  own.text = text;
  own.sheet.replaceSync(text);
}
