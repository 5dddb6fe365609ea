import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { glue } from './dom';
import { fitTables, hiddenEdges } from './scroll';
import { leadersContent, payload, show, standingsContent, ui } from './test-payloads';

/**
 * jsdom lays nothing out: every scroller here is 300 px wide and its table as wide as `tableWidth`, the
 * measures a browser would give a wide table in a narrow widget.
 */
let tableWidth = 0;
// The stand-ins are own properties of HTMLElement.prototype, shadowing jsdom's (on Element.prototype) until
// deleted.
const stubbed = HTMLElement.prototype as unknown as Record<string, unknown>;

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('scroll') ? 300 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('scroll') ? Math.max(tableWidth, 300) : 0;
    },
  });
});

afterEach(() => {
  delete stubbed.clientWidth;
  delete stubbed.scrollWidth;
  delete stubbed.scrollLeft;
  document.body.innerHTML = '';
});

/** A scroller whose scrollLeft the test sets (jsdom keeps it at 0). */
function scrollTo(scroller: HTMLElement, left: number): void {
  Object.defineProperty(scroller, 'scrollLeft', { configurable: true, value: left });
  fireEvent.scroll(scroller);
}

describe('wide tables', () => {
  it('scroll inside the widget as a focusable region named by the caption, shaded where columns hide', () => {
    tableWidth = 480;
    const root = show(payload(standingsContent()));
    const region = ui(root).getByRole('region', { name: 'Regular stage local · Pool A local' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.classList.contains('scroll')).toBe(true);
    const box = region.parentElement!;
    expect(box.dataset.more).toBe('end');

    scrollTo(region, 90);
    expect(box.dataset.more).toBe('start end');
    scrollTo(region, 180);
    expect(box.dataset.more).toBe('start');
    // Right to left: scrollLeft counts down from 0.
    scrollTo(region, -180);
    expect(box.dataset.more).toBe('start');
  });

  it('that fit are plain boxes: no tab stop, no landmark, no shade', () => {
    tableWidth = 300;
    const root = show(payload(leadersContent(), { leadersStatistics: ['points', 'assists'] }));
    expect(ui(root).getAllByRole('table')).toHaveLength(2);
    expect(ui(root).queryAllByRole('region')).toHaveLength(0);
    for (const scroller of root.querySelectorAll('.scroll')) {
      expect(scroller.hasAttribute('tabindex')).toBe(false);
      expect((scroller.parentElement as HTMLElement).dataset.more).toBeUndefined();
    }
  });

  it('are measured again when the widget changes width', () => {
    tableWidth = 300;
    const root = show(payload(leadersContent(), { leadersStatistics: ['points'] }));
    expect(ui(root).queryByRole('region')).toBeNull();
    tableWidth = 400;
    fitTables(root);
    expect(ui(root).getByRole('region', { name: 'Points' }).getAttribute('tabindex')).toBe('0');
    tableWidth = 300;
    fitTables(root);
    expect(ui(root).queryByRole('region')).toBeNull();
  });

  it('keep their scroll position and focus across a re-render', () => {
    tableWidth = 480;
    const root = show(payload(standingsContent()));
    const [first] = ui(root).getAllByRole('region');
    scrollTo(first!, 120);
    first!.focus();
    expect(root.activeElement).toBe(first);
    // jsdom keeps no scroll position: the new scroller records the one it is given.
    let given = 0;
    Object.defineProperty(HTMLElement.prototype, 'scrollLeft', {
      configurable: true,
      get: () => given,
      set: (value: number) => {
        given = value;
      },
    });
    root.frame.update();
    const [again] = ui(root).getAllByRole('region');
    expect(again).not.toBe(first);
    expect(given).toBe(120);
    expect(root.activeElement).toBe(again);
  });

  it('hiddenEdges reads the scroller measures', () => {
    const at = (scrollWidth: number, clientWidth: number, scrollLeft: number) =>
      hiddenEdges({ scrollWidth, clientWidth, scrollLeft } as HTMLElement);
    expect(at(300, 300, 0)).toBe('');
    expect(at(301, 300, 0)).toBe('');
    expect(at(400, 300, 0)).toBe('end');
    expect(at(400, 300, 50)).toBe('start end');
    expect(at(400, 300, 100)).toBe('start');
  });

  it('wrap their headers between words, never leaving a short word alone', () => {
    expect(glue('Games behind')).toBe('Games behind');
    expect(glue('Win %')).toBe('Win\u00a0%');
    expect(glue('3 PT field goals %')).toBe('3\u00a0PT\u00a0field goals\u00a0%');
    expect(glue('Points')).toBe('Points');
  });
});

describe('columns left out in their declared order', () => {
  it('leaves out the rightmost columns first until the table fits, and gives them back when it is wider', () => {
    let scroller = 300;
    // Each shown column 100 px wide: a browser's measure of the table.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('scroll') ? scroller : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get(this: HTMLElement) {
        if (!this.classList.contains('scroll')) return 0;
        const shown = this.querySelectorAll('thead th:not([data-dropped])').length;
        return Math.max(shown * 100, scroller);
      },
    });
    const root = show(payload(standingsContent()));
    const table = ui(root).getAllByRole('table')[0]!;
    const shown = () =>
      [...table.querySelectorAll('thead th:not([data-dropped])')].map((th) => th.textContent);
    const all = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(all.length).toBeGreaterThan(3);
    // Position, team and the first field stay; the body's cells go with their header.
    expect(shown()).toEqual(all.slice(0, 3));
    expect(
      table.querySelector('tbody tr')!.querySelectorAll('td:not([data-dropped]), th:not([data-dropped])'),
    ).toHaveLength(3);
    expect(ui(root).queryByRole('region')).toBeNull();
    scroller = 100 * all.length;
    fitTables(root);
    expect(shown()).toEqual(all);
  });
});
