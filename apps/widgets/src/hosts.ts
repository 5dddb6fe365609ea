/**
 * Finding a page's widget elements and reading what they ask for (docs/product.md#widgets): the widget, the
 * website, and the page's locale, theme and season, from their data-* attributes; a detail widget's id from
 * `data-id` or the page's address, and where the site's team, player and match pages live from
 * `data-link-base` (decision 106).
 */
import { isWidgetId, subjectOf, subjectSegment } from '@eua/shared/widgets';
import { applyStyles } from './styles';

export const SELECTOR = '[data-eua-widget]';

export type HostAttributes = {
  widget: string;
  websiteId: string;
  locale: string | null;
  theme: string | null;
  season: string | null;
  /** The team, person or fixture a detail widget shows; null for the other widgets, or when none is named. */
  id: string | null;
  /** The path the site's team, player and match pages start with ('' for the site's root). */
  linkBase: string;
};

/**
 * The id in a page address `…/{segment}/{id}` (`/teams/5001`, `/club/players/7001/`): the segment after the
 * last `teams`, `players` or `fixtures` of the path, as the widgets' own links write it (decision 106).
 */
export function idFromAddress(pathname: string, segment: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.lastIndexOf(segment);
  const id = at >= 0 ? parts[at + 1] : undefined;
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

/** The element's data-* attributes; an empty locale, theme or season is none. */
export function readHost(host: HTMLElement, pathname = location.pathname): HostAttributes {
  const widget = host.dataset.euaWidget ?? '';
  const subject = subjectOf(widget);
  return {
    widget,
    websiteId: host.dataset.websiteId ?? '',
    locale: host.dataset.locale || null,
    theme: host.dataset.theme || null,
    season: host.dataset.season || null,
    id: subject ? host.dataset.id || idFromAddress(pathname, subjectSegment[subject]) : null,
    linkBase: (host.dataset.linkBase ?? '').replace(/\/+$/, ''),
  };
}

/** Why nothing can be fetched for the element (the page's author needs to know), or null. */
export function hostError({
  widget,
  websiteId,
  id = null,
}: Pick<HostAttributes, 'widget' | 'websiteId'> & { id?: string | null }): string | null {
  if (!isWidgetId(widget)) return `Unknown widget "${widget}" (data-eua-widget)`;
  if (!websiteId) return 'Missing data-website-id';
  const subject = subjectOf(widget);
  if (subject && !id) {
    return `Missing data-id: the ${subject} to show (or a page address ending /${subjectSegment[subject]}/{id})`;
  }
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
