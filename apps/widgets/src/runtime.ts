/**
 * The runtime's life cycle (docs/product.md#widgets, decision 100): find the `[data-eua-widget]` elements
 * (hosts.ts), give each an open shadow root holding its usual height, and when it comes near the viewport
 * fetch its content (widget-fetch.ts) and its family's chunk (renderers.ts), render, and fetch again when the
 * reader picks a season. A failed request is tried again after 1, 2, 4 and 8 s, saying so; a refusal shows
 * one short line, and the exact reason goes to the console. In preview mode it fetches no content: the
 * console's frame parent sends the payload (preview.ts). Each widget lists the others in its main navigation
 * (navigation.ts).
 */
import type { WidgetPayload } from '@eua/shared';
import { isWidgetId } from '@eua/shared/widgets';
import { hostError, readHost, shadowRootOf, widgetHosts } from './hosts';
import { createNavigation } from './navigation';
import { openPreviewChannel, type PreviewChannel, previewRoot } from './preview';
import { type Frame, frameLocale, renderFrame } from './render';
import { loadRenderer, rendererFor } from './renderers';
import { fitTables } from './scroll';
import { fetchWidget } from './widget-fetch';
import { wordsFor } from './words';

export type RuntimeOptions = {
  /** Origin of the embed script, where the public read path lives. */
  base: string;
  /** The console's preview frame: render what the parent posts, fetch nothing. */
  preview: boolean;
  /** The window the preview talks to; window.parent unless a test stands in for the console. */
  parent?: Window;
  /** The first retry's delay in ms, doubled for each next one (default 1,000). */
  retryDelay?: number;
};

/** How many times a failed request is tried again (after 1, 2, 4 and 8 s by default). */
export const RETRIES = 4;
/** How far outside the viewport a widget starts loading: about a screen ahead of the reader. */
export const NEAR_VIEW = '600px 0px';

/** The words of the widget's locale. */
const wordsOf = (frame: Pick<Frame, 'payload' | 'locale'>) => wordsFor(frameLocale(frame));

/** The exact reason a widget shows no content, for the page's author (the visitor sees one short line). */
function report(level: 'error' | 'warn', inst: { widget: string; websiteId: string }, reason: string): void {
  console[level](
    `EuaWidgets: ${inst.widget || '(no widget)'} of website ${inst.websiteId || '(none)'}: ${reason}`,
  );
}

export type Runtime = {
  /** Turn the not yet rendered `[data-eua-widget]` elements in `target` (default: the document) into widgets. */
  render(target?: ParentNode): number;
  /** Fetch again (re-reading the data-* attributes) the widgets in or at `target`, or all. */
  refresh(target?: Node): void;
  stop(): void;
};

type Instance = Frame & {
  host: HTMLElement;
  root: ShadowRoot;
  widget: string;
  websiteId: string;
  id: string | null;
  /** The season to ask for: the reader's pick, else data-season. */
  requested: string | null;
  attrSeason: string | null;
  controller: AbortController | null;
  navKey: string;
  retryTimer: ReturnType<typeof setTimeout> | null;
};

export function startRuntime(options: RuntimeOptions): Runtime {
  const instances = new Map<HTMLElement, Instance>();
  const navFor = createNavigation(instances);
  let previewHost: Instance | null = null;
  let preview: PreviewChannel | null = null;
  // A widget that gets narrower or wider (the page's layout, a phone turned, the preview pane resized) measures
  // its tables again: which scroll, and which edge hides columns (scroll.ts).
  const widths =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          for (const entry of entries) {
            const inst = instances.get(entry.target as HTMLElement);
            if (inst) fitTables(inst.root);
          }
        });

  // Widgets below the fold wait until the reader comes near them (docs/product.md#widgets).
  const near =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              near?.unobserve(entry.target);
              const inst = instances.get(entry.target as HTMLElement);
              if (inst) void load(inst);
            }
          },
          { rootMargin: NEAR_VIEW },
        );
  const retryDelay = options.retryDelay ?? 1000;

  /** The widget's chunk, then a paint; a chunk that cannot load is the widget's error. */
  function withRenderer(inst: Instance): void {
    const widget = inst.payload?.widget;
    if (!widget || rendererFor(widget)) return;
    loadRenderer(widget, options.base).then(
      () => paint(inst),
      (failure: unknown) => {
        report('error', inst, `its code could not be loaded: ${String(failure)}`);
        inst.error = wordsOf(inst).loadError;
        paint(inst);
      },
    );
  }

  function paint(inst: Instance): void {
    inst.nav = navFor(inst);
    inst.navKey = JSON.stringify(inst.nav);
    try {
      renderFrame(inst.root, inst);
    } catch {
      // A malformed payload (an older server, a broken preview message) shows an error, never breaks the page.
      renderFrame(inst.root, { ...inst, payload: null, error: wordsOf(inst).loadError });
    }
    if (inst === previewHost) preview?.postSize();
  }

  /** Other widgets' navigation lists this one: repaint those whose list changed. */
  function repaintNavs(except: Instance): void {
    for (const other of instances.values()) {
      if (other !== except && other.payload && JSON.stringify(navFor(other)) !== other.navKey) paint(other);
    }
  }

  async function load(inst: Instance, attempt = 0): Promise<void> {
    inst.controller?.abort();
    if (inst.retryTimer) clearTimeout(inst.retryTimer);
    inst.retryTimer = null;
    const controller = new AbortController();
    inst.controller = controller;
    inst.busy = true;
    paint(inst);
    // The chunk comes while the content does; a failed import is tried again when the content is here.
    if (isWidgetId(inst.widget)) loadRenderer(inst.widget, options.base).catch(() => {});
    const request = { websiteId: inst.websiteId, widget: inst.widget, season: inst.requested, id: inst.id };
    const answer = await fetchWidget(options.base, request, controller.signal);
    if (!answer) return;
    inst.controller = null;
    const { payload } = answer;
    if (answer.error && answer.retry && attempt < RETRIES) {
      const delay = retryDelay * 2 ** attempt;
      report('warn', inst, `${answer.error}; trying again in ${delay / 1000} s`);
      inst.notice = wordsOf(inst).retrying;
      inst.retryTimer = setTimeout(() => void load(inst, attempt + 1), delay);
      paint(inst);
      return;
    }
    inst.busy = false;
    inst.notice = null;
    inst.error = null;
    if (answer.error) {
      report('error', inst, answer.error);
      inst.error = wordsOf(inst).loadError;
    }
    if (payload) {
      inst.payload = payload;
      // The content now shows the season asked for; the fixtures fragment keeps it as its filter.
      if (payload.widget !== 'fixturesFragment') inst.state.season = undefined;
    }
    paint(inst);
    withRenderer(inst);
    repaintNavs(inst);
  }

  function mount(host: HTMLElement, isPreview: boolean): Instance | null {
    const existing = instances.get(host);
    if (existing) return existing;
    const root = shadowRootOf(host);
    if (!root) return null;
    const { season: attrSeason, ...attributes } = readHost(host);
    const inst: Instance = {
      host,
      root,
      ...attributes,
      requested: attrSeason,
      attrSeason,
      controller: null,
      navKey: '',
      retryTimer: null,
      payload: null,
      error: null,
      notice: null,
      busy: !isPreview,
      state: attrSeason ? { season: attrSeason } : {},
      nav: [],
      update: () => paint(inst),
      pickSeason: (seasonId) => {
        inst.state.season = seasonId;
        if (isPreview) {
          paint(inst);
          preview?.post({ type: 'eua:preview:season', seasonId });
          return;
        }
        inst.requested = seasonId;
        void load(inst);
      },
    };
    instances.set(host, inst);
    widths?.observe(host);
    if (isPreview) paint(inst);
    else start(inst);
    return inst;
  }

  function start(inst: Instance): void {
    const error = hostError(inst);
    if (error) {
      report('error', inst, error);
      inst.error = wordsOf(inst).loadError;
      inst.busy = false;
      paint(inst);
    } else if (near && !inst.payload) {
      // Not yet shown: fetch when it comes near view (at once if it is already there).
      paint(inst);
      near.unobserve(inst.host);
      near.observe(inst.host);
    } else void load(inst);
  }

  function forget(inst: Instance): void {
    inst.controller?.abort();
    if (inst.retryTimer) clearTimeout(inst.retryTimer);
    near?.unobserve(inst.host);
    widths?.unobserve(inst.host);
  }

  function render(target: ParentNode = document): number {
    if (options.preview) return 0;
    let mounted = 0;
    for (const host of widgetHosts(target)) {
      if (instances.has(host)) continue;
      if (mount(host, false)) mounted++;
    }
    return mounted;
  }

  function refresh(target?: Node): void {
    if (options.preview) return;
    for (const inst of instances.values()) {
      if (target && !(target === inst.host || target.contains(inst.host))) continue;
      const { season: attrSeason, ...attributes } = readHost(inst.host);
      Object.assign(inst, attributes);
      if (attrSeason !== inst.attrSeason) {
        // The page changed data-season: it wins over an earlier pick.
        inst.attrSeason = attrSeason;
        inst.requested = attrSeason;
        inst.state.season = attrSeason ?? undefined;
      }
      start(inst);
    }
  }

  // Pages that add widgets later (single-page apps) get them without calling render(); removed ones stop.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) render(node);
    }
    for (const [host, inst] of instances) {
      if (!host.isConnected) {
        forget(inst);
        instances.delete(host);
      }
    }
  });

  /** The console posted a payload: the preview shows it at once, in place of the last one. */
  const renderPosted = (payload: WidgetPayload) => {
    const inst = previewHost;
    if (!inst) return;
    if (inst.payload?.widget !== payload.widget) inst.state = {};
    else if (payload.widget !== 'fixturesFragment') inst.state.season = undefined;
    inst.widget = payload.widget;
    inst.websiteId = payload.websiteId;
    inst.payload = payload;
    inst.error = null;
    inst.busy = false;
    paint(inst);
    withRenderer(inst);
  };

  if (options.preview) {
    const channel = openPreviewChannel(options.parent ?? window.parent, renderPosted);
    preview = channel;
    previewHost = mount(previewRoot(), true);
    channel.post({ type: 'eua:preview:ready' });
  } else {
    render(document);
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }

  return {
    render,
    refresh,
    stop() {
      observer.disconnect();
      preview?.stop();
      widths?.disconnect();
      near?.disconnect();
      for (const inst of instances.values()) forget(inst);
      instances.clear();
    },
  };
}
