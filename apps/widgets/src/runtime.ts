/**
 * The runtime's life cycle (issue 9 item 3): find the `[data-eua-widget]` elements, give each an open shadow
 * root, fetch `GET {base}/widgets/v1/{websiteId}/{widget}?season=…`, render, and fetch again when the reader
 * picks a season. In preview mode (issue 9 item 4) it fetches nothing: the console's frame parent sends the
 * payload (packages/shared/src/widgets/preview-protocol.ts).
 */
import type { WidgetPayload } from '@eua/shared';
import type { PreviewFromFrame } from '@eua/shared/widgets';
import { isPreviewRender, isWidgetId } from '@eua/shared/widgets';
import { type Frame, frameLocale, renderFrame, widgetTitle } from './render';
import { fitTables } from './scroll';
import { applyStyles } from './styles';
import type { NavEntry } from './view';
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

export const SELECTOR = '[data-eua-widget]';

export function startRuntime(options: RuntimeOptions): Runtime {
  const instances = new Map<HTMLElement, Instance>();
  let counter = 0;
  let previewHost: Instance | null = null;
  let lastHeight = -1;
  const parent = options.parent ?? window.parent;
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

  const ordered = () =>
    [...instances.values()]
      .filter((i) => i.host.isConnected && i.payload)
      .sort((a, b) => (a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

  function navFor(inst: Instance): NavEntry[] {
    if (!inst.payload?.general?.showMainNavigation) return [];
    return ordered().map((other) => {
      if (other === inst)
        return { label: widgetTitle(other.payload!, wordsFor(frameLocale(other))), href: null };
      if (!other.host.id) other.host.id = `eua-${other.widget}-${++counter}`;
      return { label: widgetTitle(other.payload!, wordsFor(frameLocale(other))), href: `#${other.host.id}` };
    });
  }

  function paint(inst: Instance): void {
    inst.nav = navFor(inst);
    inst.navKey = JSON.stringify(inst.nav);
    try {
      renderFrame(inst.root, inst);
    } catch {
      // A malformed payload (an older server, a broken preview message) shows an error, never breaks the page.
      renderFrame(inst.root, { ...inst, payload: null, error: wordsFor(frameLocale(inst)).loadError });
    }
    if (inst === previewHost) postSize();
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
    const t = wordsFor(frameLocale(inst));
    const url = new URL(
      `/widgets/v1/${encodeURIComponent(inst.websiteId)}/${encodeURIComponent(inst.widget)}`,
      options.base,
    );
    if (inst.requested) url.searchParams.set('season', inst.requested);
    let payload: WidgetPayload | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(url.toString(), {
        signal: controller.signal,
        credentials: 'omit',
        // The server admits a page by its Origin or, without one, its Referer. A same-origin GET carries no
        // Origin, and a page whose policy is no-referrer would send neither: ask for the page's origin only.
        referrerPolicy: 'strict-origin-when-cross-origin',
        headers: { accept: 'application/json' },
      });
      const json = (await res.json().catch(() => null)) as { data?: WidgetPayload; message?: unknown } | null;
      if (res.ok && json?.data) payload = json.data;
      // A refusal (403 origin not allowed, 404, 429) says why in its message: the page's author needs it.
      else error = typeof json?.message === 'string' ? json.message : `${t.loadError} (${res.status})`;
    } catch {
      if (controller.signal.aborted) return;
      error = t.loadError;
    }
    if (controller.signal.aborted) return;
    inst.controller = null;
    inst.busy = false;
    inst.error = error;
    if (payload) {
      inst.payload = payload;
      // The content now shows the season asked for; the fixtures fragment keeps it as its filter.
      if (payload.widget !== 'fixturesFragment') inst.state.season = undefined;
    }
    paint(inst);
    repaintNavs(inst);
  }

  function post(message: PreviewFromFrame): void {
    // The frame is sandboxed without same-origin, so the parent's origin is opaque: '*' (nothing private is sent).
    if (parent !== window) parent.postMessage(message, '*');
  }

  function postSize(): void {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    lastHeight = height;
    post({ type: 'eua:preview:size', height });
  }

  function mount(host: HTMLElement, preview: boolean): Instance | null {
    const existing = instances.get(host);
    if (existing) return existing;
    let root = host.shadowRoot;
    if (!root) {
      try {
        root = host.attachShadow({ mode: 'open' });
      } catch {
        return null; // The element cannot host a shadow root (or already has a closed one): leave it alone.
      }
      applyStyles(root);
    }
    const attrSeason = host.dataset.season || null;
    const inst: Instance = {
      host,
      root,
      widget: host.dataset.euaWidget ?? '',
      websiteId: host.dataset.websiteId ?? '',
      requested: attrSeason,
      attrSeason,
      controller: null,
      navKey: '',
      payload: null,
      error: null,
      busy: !preview,
      locale: host.dataset.locale || null,
      theme: host.dataset.theme || null,
      state: attrSeason ? { season: attrSeason } : {},
      nav: [],
      update: () => paint(inst),
      pickSeason: (seasonId) => {
        inst.state.season = seasonId;
        if (preview) {
          paint(inst);
          post({ type: 'eua:preview:season', seasonId });
          return;
        }
        inst.requested = seasonId;
        void load(inst);
      },
    };
    instances.set(host, inst);
    widths?.observe(host);
    if (preview) paint(inst);
    else start(inst);
    return inst;
  }

  function start(inst: Instance): void {
    if (!isWidgetId(inst.widget)) {
      inst.error = `Unknown widget "${inst.widget}" (data-eua-widget)`;
      inst.busy = false;
      paint(inst);
    } else if (!inst.websiteId) {
      inst.error = 'Missing data-website-id';
      inst.busy = false;
      paint(inst);
    } else void load(inst);
  }

  function render(target: ParentNode = document): number {
    if (options.preview) return 0;
    const hosts: HTMLElement[] = [];
    if (target instanceof HTMLElement && target.matches(SELECTOR)) hosts.push(target);
    hosts.push(...target.querySelectorAll<HTMLElement>(SELECTOR));
    let mounted = 0;
    for (const host of hosts) {
      if (instances.has(host) || host.hasAttribute('data-eua-preview-root')) continue;
      if (mount(host, false)) mounted++;
    }
    return mounted;
  }

  function refresh(target?: Node): void {
    if (options.preview) return;
    for (const inst of instances.values()) {
      if (target && !(target === inst.host || target.contains(inst.host))) continue;
      const { host } = inst;
      inst.widget = host.dataset.euaWidget ?? '';
      inst.websiteId = host.dataset.websiteId ?? '';
      inst.locale = host.dataset.locale || null;
      inst.theme = host.dataset.theme || null;
      const attrSeason = host.dataset.season || null;
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

  const onMessage = (event: MessageEvent) => {
    // Only the console that framed us may drive the preview.
    if (event.source !== parent || !previewHost || !isPreviewRender(event.data)) return;
    const payload = event.data.payload;
    const inst = previewHost;
    if (inst.payload?.widget !== payload.widget) inst.state = {};
    else if (payload.widget !== 'fixturesFragment') inst.state.season = undefined;
    inst.widget = payload.widget;
    inst.websiteId = payload.websiteId;
    inst.payload = payload;
    inst.error = null;
    inst.busy = false;
    paint(inst);
  };

  let resize: ResizeObserver | null = null;
  if (options.preview) {
    const existing = document.querySelector<HTMLElement>('[data-eua-preview-root]');
    const host = existing ?? document.body.appendChild(document.createElement('div'));
    host.setAttribute('data-eua-preview-root', '');
    // The preview page has no stylesheet of its own (strict CSP): only its body margin to remove, via the CSSOM.
    document.body.style.margin = '0';
    previewHost = mount(host, true);
    window.addEventListener('message', onMessage);
    // Tabs, filters and late images change the height without a new message: report those too.
    if (typeof ResizeObserver !== 'undefined') {
      resize = new ResizeObserver(() => {
        if (Math.ceil(document.documentElement.getBoundingClientRect().height) !== lastHeight) postSize();
      });
      resize.observe(document.documentElement);
    }
    post({ type: 'eua:preview:ready' });
  } else {
    render(document);
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }

  return {
    render,
    refresh,
    stop() {
      observer.disconnect();
      resize?.disconnect();
      widths?.disconnect();
      window.removeEventListener('message', onMessage);
      for (const inst of instances.values()) inst.controller?.abort();
      instances.clear();
    },
  };
}
