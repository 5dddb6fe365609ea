/**
 * The main navigation (General's showMainNavigation, docs/product.md#widgets): one list per page, drawn by the
 * page's first widget (decision 133), of the page's widgets that have content, in document order, itself
 * unlinked and the others linked by their element's id. A page of one widget has none: a list of itself says
 * nothing, and five widgets each carrying a menu of the others said it five times. Each website's widgets
 * have their own list.
 */
import type { WidgetPayload } from '@eua/shared';
import { frameLocale, widgetTitle } from './render';
import type { NavEntry } from './view';
import { wordsFor } from './words';

export type NavMember = {
  host: HTMLElement;
  widget: string;
  payload: WidgetPayload | null;
  locale: string | null;
};

/**
 * One page's navigation among `members` (the runtime's widgets, as they come and go): the entries of `inst`.
 * An element linked to that has no id gets `eua-{widget}-{n}`, numbered per navigation.
 */
export function createNavigation(members: ReadonlyMap<unknown, NavMember>): (inst: NavMember) => NavEntry[] {
  let counter = 0;
  return (inst) => {
    if (!inst.payload?.general?.showMainNavigation) return [];
    // A page showing two websites' widgets (the sample site's Two looks) has a navigation for each.
    const website = inst.host.dataset.websiteId;
    const onPage = [...members.values()]
      .filter(
        (i) =>
          i.host.isConnected &&
          i.host.dataset.websiteId === website &&
          (i.payload?.config as Record<string, unknown>)?.active !== false,
      )
      .sort((a, b) => (a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    // Still loading, the first widget keeps its place: the list does not move from one widget to another.
    if (onPage[0] !== inst) return [];
    const shown = onPage.filter((i) => i.payload);
    if (shown.length < 2) return [];
    return shown.map((other) => {
      const label = widgetTitle(other.payload!, wordsFor(frameLocale(other)));
      if (other === inst) return { label, href: null };
      if (!other.host.id) other.host.id = `eua-${other.widget}-${++counter}`;
      return { label, href: `#${other.host.id}` };
    });
  };
}
