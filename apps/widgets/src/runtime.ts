/**
 * The runtime's life cycle (docs/product.md#widgets): find the `[data-eua-widget]` elements (hosts.ts), give
 * each an open shadow root, fetch its content (widget-fetch.ts), render, and fetch again when the reader
 * picks a season. In preview mode it fetches nothing: the console's frame parent sends the payload
 * (preview.ts). Each widget lists the others in its main navigation (navigation.ts).
 */
import type { WidgetPayload } from '@eua/shared';
import { hostError, readHost, shadowRootOf, widgetHosts } from './hosts';
import { createNavigation } from './navigation';
import { openPreviewChannel, type PreviewChannel, previewRoot } from './preview';
import { type Frame, frameLocale, renderFrame } from './render';
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
};

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
  /** The season to ask for: the reader's pick, else data-season. */
  requested: string | null;
  attrSeason: string | null;
  controller: AbortController | null;
  navKey: string;
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

  function paint(inst: Instance): void {
    inst.nav = navFor(inst);
    inst.navKey = JSON.stringify(inst.nav);
    try {
      renderFrame(inst.root, inst);
    } catch {
      // A malformed payload (an older server, a broken preview message) shows an error, never breaks the page.
      renderFrame(inst.root, { ...inst, payload: null, error: wordsFor(frameLocale(inst)).loadError });
    }
    if (inst === previewHost) preview?.postSize();
  }

  /** Other widgets' navigation lists this one: repaint those whose list changed. */
  function repaintNavs(except: Instance): void {
    for (const other of instances.values()) {
      if (other !== except && other.payload && JSON.stringify(navFor(other)) !== other.navKey) paint(other);
    }
  }

  async function load(inst: Instance): Promise<void> {
    inst.controller?.abort();
    const controller = new AbortController();
    inst.controller = controller;
    inst.busy = true;
    paint(inst);
    const request = { websiteId: inst.websiteId, widget: inst.widget, season: inst.requested };
    const answer = await fetchWidget(
      options.base,
      request,
      controller.signal,
      wordsFor(frameLocale(inst)).loadError,
    );
    if (!answer) return;
    inst.controller = null;
    inst.busy = false;
    inst.error = answer.error;
    const { payload } = answer;
    if (payload) {
      inst.payload = payload;
      // The content now shows the season asked for; the fixtures fragment keeps it as its filter.
      if (payload.widget !== 'fixturesFragment') inst.state.season = undefined;
    }
    paint(inst);
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
      payload: null,
      error: null,
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
      inst.error = error;
      inst.busy = false;
      paint(inst);
    } else void load(inst);
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
        inst.controller?.abort();
        widths?.unobserve(host);
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
      for (const inst of instances.values()) inst.controller?.abort();
      instances.clear();
    },
  };
}
