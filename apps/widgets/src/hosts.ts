/**
 * Finding a page's widget elements and reading what they ask for (docs/product.md#widgets): the widget, the
 * website, and the page's locale, theme and season, from their data-* attributes.
 */
import { isWidgetId } from '@eua/shared/widgets';
import { applyStyles } from './styles';

export const SELECTOR = '[data-eua-widget]';

export type HostAttributes = {
  widget: string;
  websiteId: string;
  locale: string | null;
  theme: string | null;
  season: string | null;
};

/** The element's data-* attributes; an empty locale, theme or season is none. */
export function readHost(host: HTMLElement): HostAttributes {
  return {
    widget: host.dataset.euaWidget ?? '',
    websiteId: host.dataset.websiteId ?? '',
    locale: host.dataset.locale || null,
    theme: host.dataset.theme || null,
    season: host.dataset.season || null,
  };
}

/** Why nothing can be fetched for the element (the page's author needs to know), or null. */
export function hostError({
  widget,
  websiteId,
}: Pick<HostAttributes, 'widget' | 'websiteId'>): string | null {
  if (!isWidgetId(widget)) return `Unknown widget "${widget}" (data-eua-widget)`;
  if (!websiteId) return 'Missing data-website-id';
  return null;
}

/** The widget elements at and in `target`, except the preview page's own. */
export function widgetHosts(target: ParentNode): HTMLElement[] {
  const hosts: HTMLElement[] = [];
  if (target instanceof HTMLElement && target.matches(SELECTOR)) hosts.push(target);
  hosts.push(...target.querySelectorAll<HTMLElement>(SELECTOR));
  return hosts.filter((host) => !host.hasAttribute('data-eua-preview-root'));
}

/** The element's open shadow root (a new one gets the widgets' styles), or null when it cannot have one. */
export function shadowRootOf(host: HTMLElement): ShadowRoot | null {
  if (host.shadowRoot) return host.shadowRoot;
  try {
    const root = host.attachShadow({ mode: 'open' });
    applyStyles(root);
    return root;
  } catch {
    return null; // The element cannot host a shadow root (or already has a closed one): leave it alone.
  }
}
