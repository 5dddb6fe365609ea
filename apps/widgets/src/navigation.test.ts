import { afterEach, describe, expect, it } from 'vitest';
import { createNavigation, type NavMember } from './navigation';
import { widgetTitle } from './render';
import { fixturesContent, leadersContent, payload, standingsContent } from './test-payloads';
import { wordLanguages, wordsFor } from './words';

afterEach(() => {
  document.body.innerHTML = '';
});

function member(widget: 'standings' | 'leaders', shown: boolean, id = ''): NavMember {
  const host = document.createElement('div');
  if (id) host.id = id;
  document.body.appendChild(host);
  const content = widget === 'standings' ? standingsContent() : leadersContent();
  return { host, widget, payload: payload(content, {}, { showMainNavigation: shown }), locale: null };
}

const page = (...members: NavMember[]) => new Map(members.map((m) => [m.host, m]));

describe('createNavigation', () => {
  it("lists the page's widgets in document order on the first one only, itself unlinked, the others by their id", () => {
    const leaders = member('leaders', true, 'top-scorers');
    const standings = member('standings', true);
    document.body.prepend(standings.host);
    const navFor = createNavigation(page(leaders, standings));
    expect(navFor(standings)).toEqual([
      { label: 'Standings', href: null },
      { label: 'Leaders', href: '#top-scorers' },
    ]);
    // The other widgets carry no menu of their own.
    expect(navFor(leaders)).toEqual([]);
    const third = member('leaders', true);
    const withThird = createNavigation(page(leaders, standings, third));
    expect(withThird(standings).map((e) => e.href)).toEqual([null, '#top-scorers', '#eua-leaders-1']);
    expect(third.host.id).toBe('eua-leaders-1');
  });

  it('lists each website’s widgets apart on a page showing two websites', () => {
    const standings = member('standings', true);
    const leaders = member('leaders', true, 'leaders');
    const other = member('standings', true, 'other-standings');
    const otherLeaders = member('leaders', true, 'other-leaders');
    for (const m of [standings, leaders]) m.host.dataset.websiteId = '2001';
    for (const m of [other, otherLeaders]) m.host.dataset.websiteId = '2101';
    const navFor = createNavigation(page(standings, leaders, other, otherLeaders));
    expect(navFor(standings).map((e) => e.href)).toEqual([null, '#leaders']);
    expect(navFor(other).map((e) => e.href)).toEqual([null, '#other-leaders']);
  });

  it('is empty when General hides the main navigation', () => {
    const hidden = member('standings', false);
    const other = member('leaders', true);
    expect(createNavigation(page(hidden, other))(hidden)).toEqual([]);
    expect(other.host.id).toBe('');
  });

  it('leaves out widgets without content and widgets no longer on the page, and is empty for one widget', () => {
    const self = member('standings', true);
    const loading = { ...member('leaders', true), payload: null };
    const removed = member('leaders', true);
    removed.host.remove();
    expect(createNavigation(page(self, loading, removed))(self)).toEqual([]);
    const shown = member('leaders', true);
    expect(createNavigation(page(self, loading, removed, shown))(self)).toEqual([
      { label: 'Standings', href: null },
      { label: 'Leaders', href: '#eua-leaders-1' },
    ]);
  });

  it('keeps the list on the first widget while it loads: a later one draws none meanwhile', () => {
    const first = { ...member('standings', true), payload: null };
    const second = member('leaders', true);
    const third = member('leaders', true);
    expect(createNavigation(page(first, second, third))(second)).toEqual([]);
  });

  it('follows the widgets as they come, and numbers the ids it gives per navigation', () => {
    const self = member('leaders', true, 'self');
    const members = page(self);
    const navFor = createNavigation(members);
    expect(navFor(self)).toHaveLength(0);
    const first = member('standings', true);
    members.set(first.host, first);
    expect(navFor(self)).toHaveLength(2);
    const second = member('leaders', true);
    createNavigation(page(self, second))(self);
    expect([first.host.id, second.host.id]).toEqual(['eua-standings-1', 'eua-leaders-1']);
  });
});

describe('widget names', () => {
  it('names every widget distinctly, the fragments apart from the widgets they summarise', () => {
    const t = wordsFor('en');
    const titles = [
      payload(standingsContent('standings')),
      payload(standingsContent('standingsFragment')),
      payload(fixturesContent([], 'schedule')),
      payload(fixturesContent([], 'fixturesFragment')),
      payload(leadersContent()),
    ].map((p) => widgetTitle(p, t));
    expect(titles).toEqual(['Standings', 'Table', 'Schedule', 'Latest and next', 'Leaders']);
    // In every language the runtime speaks, too.
    for (const language of wordLanguages) {
      const w = wordsFor(language);
      expect(new Set([w.standings, w.table, w.schedule, w.latest, w.leaders]).size, language).toBe(5);
    }
  });
});
