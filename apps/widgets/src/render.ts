/**
 * One widget's box inside its shadow root: the main navigation, the heading, the season selector, and the
 * widget's body (or its loading or error state). Rendering is synchronous and replaces the box, so the
 * console's preview shows a change at once (docs/product.md#widgets: within 200 ms).
 */
import type { WidgetPayload, WidgetSeason } from '@eua/shared';
import { h, selectBox } from './dom';
import { titleOf } from './families';
import { rendererFor } from './renderers';
import { fitTables } from './scroll';
import { applyTheme } from './theme';
import { type NavEntry, pickLocale, type View, type ViewState } from './view';
import { type Words, wordsFor } from './words';

export type Frame = {
  payload: WidgetPayload | null;
  error: string | null;
  busy: boolean;
  /** Said while there is no content yet, e.g. that a failed request is being tried again. */
  notice: string | null;
  /** The widget asked for (data-eua-widget): its box keeps that widget's height while it loads. */
  widget: string;
  /** The element's data-locale and data-theme. */
  locale: string | null;
  theme: string | null;
  state: ViewState;
  nav: NavEntry[];
  /** data-link-base: where the site's team, player and match pages live ('' or absent: the site's root). */
  linkBase?: string;
  update(): void;
  pickSeason(seasonId: string): void;
};

/** The widget's heading; also its entry in the main navigation (its family's titles, decision 122). */
export const widgetTitle = (payload: WidgetPayload, t: Words): string => titleOf(payload, t);

/**
 * The locale the widget speaks (also before its payload arrives, for "Loading…"). A website that offers a
 * language ("en") speaks it in the reader's own region's form when the reader's tag is of that language
 * ("en-GB": "Sun 29 Nov · 18:30", decision 134).
 */
export function frameLocale(frame: Pick<Frame, 'payload' | 'locale'>): string {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  if (!frame.payload) return frame.locale ?? languages[0] ?? 'en';
  const wanted = [frame.locale, ...languages];
  const picked = pickLocale(frame.payload.general, wanted);
  if (picked.includes('-')) return picked;
  const regional = wanted.find((tag) => tag?.toLowerCase().startsWith(`${picked.toLowerCase()}-`));
  return regional ?? picked;
}

/** The season the content shows (standings and leaders: one; schedule: the first of its list). */
export function contentSeasonId(payload: WidgetPayload): string | null {
  const c = payload.content;
  if ('seasons' in c) return c.widget === 'schedule' ? (c.seasons[0]?.seasonId ?? null) : null;
  return c.season.seasonId || null;
}

/**
 * The season selector's choices and selection, or null when it is not shown: General's showSeasonSelector AND
 * the widget's own flag (standings, schedule, leaders); the standings fragment has none. The fixtures fragment
 * lists its own allowed seasons and default; the others General's.
 */
export function seasonChoices(
  payload: WidgetPayload,
  state: ViewState,
): { seasons: WidgetSeason[]; selected: string } | null {
  const { general, config, widget } = payload;
  if (!general.showSeasonSelector || widget === 'standingsFragment') return null;
  // Players and Person Detail have no flag of their own: General's alone decides (decision 109); another
  // widget whose screen has no season selector switch (Team Details) shows none.
  const own =
    widget === 'players' ||
    widget === 'personDetail' ||
    (config as Record<string, unknown>).showSeasonSelector === true;
  if (widget !== 'fixturesFragment' && !own) return null;
  const fragment = widget === 'fixturesFragment';
  const allowed = (fragment ? config.allowedSeasons : general.allowedSeasons) as
    | Record<string, unknown>
    | undefined;
  const c = payload.content;
  const known = [...payload.seasons, ...('seasons' in c ? c.seasons : [c.season])];
  const seen = new Set<string>();
  // A person's page offers the seasons of their own competition, where they have games (decision 109).
  const competition = c.widget === 'personDetail' ? c.season.competitionId : null;
  const seasons = known.filter((s) => {
    if (!s.seasonId || (competition && s.competitionId !== competition) || seen.has(s.seasonId)) return false;
    seen.add(s.seasonId);
    // payload.seasons are the allowed ones already; an empty map adds no narrowing.
    return !allowed || Object.keys(allowed).length === 0 || allowed[s.seasonId] === true;
  });
  if (seasons.length === 0) return null;
  const fallback = fragment
    ? ((typeof config.defaultSeasonId === 'string' ? config.defaultSeasonId : null) ??
      general.defaultSeasonId)
    : (contentSeasonId(payload) ?? general.defaultSeasonId);
  const selected = state.season ?? fallback ?? seasons[0]!.seasonId;
  return { seasons, selected };
}

const seasonText = (s: WidgetSeason) =>
  [...new Set([s.competitionNameLocal, s.nameLocal].filter(Boolean))].join(' · ');

/** A payload whose content does not match its widget (or a broken preview message) must not break the page. */
function consistent(payload: WidgetPayload): boolean {
  const c = payload.content as { widget?: string } | undefined;
  return (
    !!c &&
    !!payload.general &&
    (c.widget === payload.widget || (payload.widget === 'fixturesFragment' && c.widget === 'schedule'))
  );
}

/** Replace the widget's box in its shadow root, keeping keyboard focus on the same control. */
export function renderFrame(root: ShadowRoot, frame: Frame): void {
  const focusKey = (root.activeElement as HTMLElement | null)?.dataset?.key;
  const locale = frameLocale(frame);
  const t = wordsFor(locale);
  const box = h('div', {
    class: 'eua',
    lang: locale,
    'data-theme': frame.theme === 'light' || frame.theme === 'dark' ? frame.theme : null,
    'aria-busy': String(frame.busy),
    'data-widget': frame.widget,
  });
  const payload = frame.payload && consistent(frame.payload) ? frame.payload : null;
  applyTheme(root, payload?.theme);
  // The widget's chunk may still be on its way (runtime.ts paints again when it arrives).
  const renderer = payload && rendererFor(payload.widget);
  // A page switched off on its screen ("Show players page") shows nothing.
  if (payload && (payload.config as Record<string, unknown>).active === false) box.hidden = true;
  else if (frame.error) {
    box.append(h('p', { role: 'alert' }, frame.error));
  } else if (!payload || !renderer) {
    // The box reserves the widget's usual height (styles.ts) so the page does not jump when it fills.
    box.setAttribute('data-loading', '');
    box.append(h('p', { class: 'muted', role: frame.notice ? 'status' : null }, frame.notice ?? t.loading));
  } else {
    const title = widgetTitle(payload, t);
    const seasons = seasonChoices(payload, frame.state);
    // One widget's payload and its settings (the compiler cannot pair them through `payload.widget`).
    const view = {
      widget: payload.widget,
      payload,
      config: payload.config,
      general: payload.general,
      locale,
      t,
      state: frame.state,
      // The fixtures fragment narrows its several seasons to the one selected; the others show their content's.
      seasonId:
        payload.widget === 'fixturesFragment'
          ? (seasons?.selected ?? frame.state.season ?? null)
          : contentSeasonId(payload),
      update: frame.update,
      pickSeason: frame.pickSeason,
      nav: frame.nav,
      linkBase: frame.linkBase ?? '',
      seasonShown: seasons !== null,
    } as View;
    // Main navigation (General's showMainNavigation): the headings of the widgets on this page, so a reader can
    // move between them; this widget is marked current. One list, no menus: the page owns its own navigation.
    if (payload.general.showMainNavigation && frame.nav.length > 0) {
      box.append(
        h(
          'nav',
          { 'aria-label': t.widgets },
          h(
            'ul',
            null,
            frame.nav.map((entry) =>
              h(
                'li',
                null,
                entry.href
                  ? h('a', { href: entry.href }, entry.label)
                  : h('span', { 'aria-current': 'true' }, entry.label),
              ),
            ),
          ),
        ),
      );
    }
    box.append(
      h(
        'div',
        { class: 'top' },
        h('h2', { tabindex: -1, 'data-key': 'heading' }, title),
        seasons &&
          selectBox(
            'season',
            t.season,
            seasons.seasons.map((s) => [s.seasonId, seasonText(s)]),
            seasons.selected,
            (id) => frame.pickSeason(id),
          ),
      ),
      h('div', { class: 'body' }, renderer(view, title)),
    );
  }
  // Scrollers are keyed by their order, so a re-render (a filter, another widget loading, a preview keystroke)
  // keeps where the reader had scrolled a wide table to, and the focus on it.
  box.querySelectorAll<HTMLElement>('.scroll').forEach((scroller, i) => {
    scroller.dataset.key = `scroll-${i}`;
  });
  const old = root.querySelector('.eua');
  const scrolled = new Map<string, number>();
  old?.querySelectorAll<HTMLElement>('.scroll').forEach((scroller) => {
    if (scroller.scrollLeft) scrolled.set(scroller.dataset.key ?? '', scroller.scrollLeft);
  });
  if (old) old.replaceWith(box);
  else root.appendChild(box);
  // The page's element says when its widget has drawn: a page holds the widget's usual height only until then
  // (`[data-eua-widget]:not([data-eua-ready])`), so a widget shorter than that leaves no blank (decision 133).
  if (root.host) root.host.toggleAttribute('data-eua-ready', !box.hasAttribute('data-loading'));
  for (const [key, left] of scrolled) {
    const scroller = box.querySelector<HTMLElement>(`[data-key="${key}"]`);
    if (scroller) scroller.scrollLeft = left;
  }
  fitTables(box);
  if (focusKey) (root.querySelector(`[data-key="${focusKey}"]`) as HTMLElement | null)?.focus();
}
