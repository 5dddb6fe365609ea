import type { Option } from '@eua/shared';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type DragEvent, type KeyboardEvent, type MouseEvent, memo, useRef, useState } from 'react';
import { keyTarget, type PickMode, type Picks, pickedOf, pickIn } from './selection';

/** The multi-select's row height and box height (docs/product.md#limits-and-constants). */
export const ROW_HEIGHT = 25;
export const BOX_HEIGHT = 175;
/** Rows rendered beyond each edge of the visible window, so that a fast scroll shows no gap. */
export const OVERSCAN = 5;
const PAGE = Math.floor(BOX_HEIGHT / ROW_HEIGHT);

/**
 * The height the window covers: the box's, or the stylesheet's 175 px where there is no layout (jsdom), and never
 * more than the browser's window (a box left without its stylesheet would otherwise render every row).
 */
const viewOf = (box: HTMLElement) =>
  Math.min(box.clientHeight || BOX_HEIGHT, window.innerHeight || BOX_HEIGHT);

/**
 * The box's size for the virtualizer, once it has been laid out and again when it changes: a ResizeObserver's
 * callback comes after the browser's layout, where the library's default reads it at once, in a layout effect,
 * and so forces the page's first layout in the middle of its first render (decision 093). Until then, and
 * without one (a test's DOM), the stylesheet's height (`initialRect`).
 */
const observeBox = (
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) => {
  const box = instance.scrollElement;
  if (!box || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => report({ width: box.clientWidth, height: viewOf(box) }));
  observer.observe(box);
  return () => observer.disconnect();
};

type Drop = { slot: number } | null;

const Row = memo(function Row(props: {
  id: string;
  index: number;
  text: string;
  setSize: number;
  picked: boolean;
  active: boolean;
  draggable: boolean;
  dragging: boolean;
  drop: 'before' | 'after' | undefined;
}) {
  const { id, index, text, setSize, picked, active, draggable, dragging, drop } = props;
  const className = [
    'dual-list__row',
    active && 'dual-list__row--active',
    dragging && 'dual-list__row--dragging',
    drop && `dual-list__row--drop-${drop}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // The listbox keeps the focus and names the active option with aria-activedescendant (so a click focuses
    // the listbox, not the row).
    // biome-ignore lint/a11y/useFocusableInteractive: see above
    <div
      id={id}
      role="option"
      aria-selected={picked}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      data-index={index}
      className={className}
      draggable={draggable || undefined}
      // Positioned through the CSSOM (React sets element.style), which style-src does not govern: decision 074.
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      {text}
    </div>
  );
});

export type ListBoxProps = {
  id: string;
  label: string;
  items: Option[];
  picks: Picks;
  onPicks: (picks: Picks) => void;
  /** Enter, Space or a double click: move these items to the other list. */
  onMove: (items: Option[]) => void;
  /** Keys the side handles itself (Alt+Arrow on the selected side); true when handled. */
  onKeyExtra?: (event: KeyboardEvent) => boolean;
  /** The selected side: rows can be dragged to a new place (`slot`: the gap before that row). */
  onReorder?: (values: string[], slot: number) => void;
  describedBy?: string;
};

const indexOf = (target: EventTarget | null): number | undefined => {
  const row = (target as HTMLElement | null)?.closest?.('[data-index]');
  return row ? Number(row.getAttribute('data-index')) : undefined;
};

/**
 * One side of the dual list: a multi-select listbox whose active option is aria-activedescendant. Only the
 * rows in view (and OVERSCAN more each way, and the active one) are in the DOM, positioned over a spacer as
 * tall as all the rows (decisions 074, 096: the window is @tanstack/react-virtual's); each carries aria-setsize
 * and aria-posinset so that a screen reader still says "12 of 10,000". Events are delegated to the listbox, so
 * the rows need no callbacks of their own.
 */
export function ListBox(props: ListBoxProps) {
  const { id, label, items, picks, onPicks, onMove, onKeyExtra, onReorder, describedBy } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const [dragged, setDragged] = useState<ReadonlySet<string> | null>(null);
  const [drop, setDrop] = useState<Drop>(null);
  const count = items.length;
  const current = count === 0 ? -1 : Math.min(picks.active, count - 1);
  const optionId = (index: number) => `${id}-${index}`;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => boxRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: BOX_HEIGHT },
    observeElementRect: observeBox,
  });

  const choose = (index: number, mode: PickMode) => {
    onPicks(pickIn(items, picks, index, mode));
    // Scrolls just enough for the row to be in view.
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (onKeyExtra?.(event)) return;
    const target = keyTarget(event.key, current, count, PAGE);
    const ctrl = event.ctrlKey || event.metaKey;
    if (target !== undefined) {
      event.preventDefault();
      choose(target, event.shiftKey ? 'range' : ctrl ? 'focus' : 'only');
    } else if (ctrl && event.key.toLowerCase() === 'a' && count > 0) {
      event.preventDefault();
      choose(current, 'all');
    } else if (ctrl && event.key === ' ' && current >= 0) {
      event.preventDefault();
      choose(current, 'toggle');
    } else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      const picked = pickedOf(items, picks);
      const item = items[current];
      onMove(picked.length > 0 ? picked : item ? [item] : []);
    }
  };

  const onClick = (event: MouseEvent) => {
    const index = indexOf(event.target);
    if (index === undefined) return;
    const mode = event.shiftKey ? 'range' : event.ctrlKey || event.metaKey ? 'toggle' : 'only';
    onPicks(pickIn(items, picks, index, mode));
  };
  const onDoubleClick = (event: MouseEvent) => {
    const item = items[indexOf(event.target) ?? -1];
    if (item) onMove([item]);
  };

  // Drag and drop (the selected side): a picked row drags all the picks, another row drags itself. The drop
  // slot is the gap before row `slot` (slot = count: after the last).
  const slotAt = (event: DragEvent) => {
    const index = indexOf(event.target);
    const y = (rect: DOMRect) => event.clientY - rect.top;
    if (index !== undefined) {
      const row = (event.target as HTMLElement).closest('[data-index]') as HTMLElement;
      return y(row.getBoundingClientRect()) > ROW_HEIGHT / 2 ? index + 1 : index;
    }
    const spacer = boxRef.current?.firstElementChild;
    if (!spacer) return count;
    return Math.max(0, Math.min(count, Math.round(y(spacer.getBoundingClientRect()) / ROW_HEIGHT)));
  };
  const endDrag = () => {
    setDragged(null);
    setDrop(null);
  };
  const dragHandlers = onReorder && {
    onDragStart: (event: DragEvent) => {
      const index = indexOf(event.target) ?? -1;
      const item = items[index];
      if (!item) return;
      const values = picks.values.has(item.value) ? picks.values : new Set([item.value]);
      if (!picks.values.has(item.value)) onPicks(pickIn(items, picks, index, 'only'));
      setDragged(values);
      if (event.dataTransfer) {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.text);
      }
    },
    onDragOver: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      const slot = slotAt(event);
      if (drop?.slot !== slot) setDrop({ slot });
    },
    onDrop: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      onReorder(
        items.filter((o) => dragged.has(o.value)).map((o) => o.value),
        slotAt(event),
      );
      endDrag();
    },
    onDragEnd: endDrag,
  };

  // The window, and the active row wherever it is (aria-activedescendant must name an element that exists).
  const windowed = virtualizer.getVirtualItems().map((row) => row.index);
  const first = windowed[0] ?? 0;
  const last = windowed.at(-1) ?? -1;
  const indexes = [
    ...(current >= 0 && current < first ? [current] : []),
    ...windowed,
    ...(current > last ? [current] : []),
  ];

  return (
    <div
      ref={boxRef}
      id={id}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-multiselectable="true"
      aria-activedescendant={current >= 0 ? optionId(current) : undefined}
      aria-describedby={describedBy}
      className="dual-list__box form-control p-0"
      onKeyDown={onKeyDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      {...dragHandlers}
    >
      {/* As tall as every row; its height is set through the CSSOM, as React does for `style` (decision 074). */}
      <div className="dual-list__spacer" style={{ height: count * ROW_HEIGHT }}>
        {indexes.map((index) => {
          const item = items[index] as Option;
          return (
            <Row
              key={item.value}
              id={optionId(index)}
              index={index}
              text={item.text}
              setSize={count}
              picked={picks.values.has(item.value)}
              active={index === current}
              draggable={!!onReorder}
              dragging={!!dragged?.has(item.value)}
              drop={
                drop?.slot === index
                  ? 'before'
                  : drop?.slot === count && index === count - 1
                    ? 'after'
                    : undefined
              }
            />
          );
        })}
      </div>
    </div>
  );
}
